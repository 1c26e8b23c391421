import { routes } from '../../../shared/routes';
import { createHandler } from '../../http/create-handler';
import { readRijksregisternummer } from '../../services/users/read-rijksregisternummer';

export const handler = createHandler(routes.users.readRijksregisternummer, ({ actor, params, now }) =>
  readRijksregisternummer(actor, params.id, now),
);
