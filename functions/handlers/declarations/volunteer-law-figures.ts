import { volunteerLawRoutes } from '../../../shared/routes/volunteer-law';
import { createHandler } from '../../http/create-handler';
import { lawFiguresFor } from '../../services/settings/law-figures';

export const handler = createHandler(volunteerLawRoutes.figures, ({ query }) => lawFiguresFor(query.date));
