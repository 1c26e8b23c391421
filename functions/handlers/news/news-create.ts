import { newsRoutes } from '../../../shared/routes/news';
import { createHandler } from '../../http/create-handler';
import { createNews } from '../../services/news/create-news';

export const handler = createHandler(newsRoutes.create, ({ actor, body, now }) =>
  createNews(actor, body, now),
);
