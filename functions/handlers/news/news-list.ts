import { newsRoutes } from '../../../shared/routes/news';
import { createHandler } from '../../http/create-handler';
import { listNewsFor } from '../../services/news/list-news';

export const handler = createHandler(newsRoutes.list, ({ actor, query, now }) =>
  listNewsFor(actor, query, now),
);
