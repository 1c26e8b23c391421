import { newsRoutes } from '../../../shared/routes/news';
import { createHandler } from '../../http/create-handler';
import { updateNews } from '../../services/news/update-news';

export const handler = createHandler(newsRoutes.update, ({ actor, params, body, now }) =>
  updateNews(actor, params.id, body, now),
);
