import { volunteerLawRoutes } from '../../../shared/routes/volunteer-law';
import { createHandler } from '../../http/create-handler';
import { declarationLawCheck } from '../../services/volunteer-law/law-check';

export const handler = createHandler(volunteerLawRoutes.check, ({ actor, params }) =>
  declarationLawCheck(actor, params.id),
);
