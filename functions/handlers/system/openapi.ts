import { openApiDocument } from '../../../shared/openapi';
import { systemRoutes } from '../../../shared/routes/system';
import { createHandler } from '../../http/create-handler';
import { SESSION_COOKIE } from '../../http/session-cookie';

export const handler = createHandler(systemRoutes.openApi, async () =>
  openApiDocument({ cookieName: SESSION_COOKIE }),
);
