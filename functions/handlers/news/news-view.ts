import { newsRoutes } from '../../../shared/routes/news';
import { createHandler } from '../../http/create-handler';
import { viewNews } from '../../services/news/view-news';

export const handler = createHandler(newsRoutes.view, ({ actor, params, now }) =>
  viewNews(actor, params.id, now),
);
