import { newsRoutes } from '../../../shared/routes/news';
import { createHandler } from '../../http/create-handler';
import { getNewsFor } from '../../services/news/get-news';

export const handler = createHandler(newsRoutes.get, ({ actor, params, now }) =>
  getNewsFor(actor, params.id, now),
);
