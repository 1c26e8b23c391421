import { sessionRoutes } from '../../../shared/routes/sessions';
import { createHandler } from '../../http/create-handler';
import { impactReport } from '../../services/sessions/impact-report';

export const handler = createHandler(sessionRoutes.impactReport, ({ actor, query }) =>
  impactReport(actor, query),
);
