import { newsRoutes } from '../../../shared/routes/news';
import { createHandler } from '../../http/create-handler';
import { newsOverviewFor } from '../../services/news/news-overview';

export const handler = createHandler(newsRoutes.overview, ({ actor, now }) => newsOverviewFor(actor, now));
