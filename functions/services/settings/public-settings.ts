import type { PublicSettings } from '../../../shared/schemas/auth';
import { getSettingValues } from '../../repositories/settings';

export async function readPublicSettings(): Promise<PublicSettings> {
  const values = await getSettingValues(['organization_name', 'login_title', 'login_subtitle']);
  const text = (key: string) => values.get(key)?.trim() || null;
  return {
    organizationName: text('organization_name'),
    loginTitle: text('login_title'),
    loginSubtitle: text('login_subtitle'),
  };
}
