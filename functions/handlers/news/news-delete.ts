import { newsRoutes } from '../../../shared/routes/news';
import { createHandler } from '../../http/create-handler';
import { removeNews } from '../../services/news/remove-news';

export const handler = createHandler(newsRoutes.remove, ({ actor, params, now }) =>
  removeNews(actor, params.id, now),
);
