import { volunteerLawRoutes } from '../../../shared/routes/volunteer-law';
import { createHandler } from '../../http/create-handler';
import { visibleLawTotals } from '../../services/volunteer-law/law-access';

export const handler = createHandler(volunteerLawRoutes.totals, ({ actor, params }) =>
  visibleLawTotals(actor, params.id, params.year),
);
