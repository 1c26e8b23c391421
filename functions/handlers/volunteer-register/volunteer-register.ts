import { volunteerRegisterRoutes } from '../../../shared/routes/volunteer-register';
import { createHandler } from '../../http/create-handler';
import { listRegister } from '../../services/volunteer-register/list-register';

export const handler = createHandler(volunteerRegisterRoutes.list, ({ params, query }) =>
  listRegister(params.year, query),
);
