import { userRoutes } from '../../../shared/routes/users';
import { createHandler } from '../../http/create-handler';
import { readRijksregisternummer } from '../../services/users/read-rijksregisternummer';

export const handler = createHandler(userRoutes.readRijksregisternummer, ({ actor, params, now }) =>
  readRijksregisternummer(actor, params.id, now),
);
