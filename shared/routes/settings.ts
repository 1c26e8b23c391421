import { publicSettingsResponse } from '../schemas/auth';
import { defineRoute } from './define';

export const settingsRoutes = {
  publicSettings: defineRoute({
    id: 'settings-public',
    area: 'settings',
    method: 'GET',
    path: '/api/settings/public',
    access: 'public',
    summary: 'Organisation name and login title/subtitle for the sign-in screen.',
    response: publicSettingsResponse,
    uses: { tables: ['settings'] },
  }),
};
