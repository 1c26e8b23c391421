import { type ListSettingsResponse, SETTING_KEYS } from '../../../shared/schemas/settings';
import { getSettings } from '../../repositories/settings';
import { presentSetting } from './present-setting';

/** Every known setting, read fresh (the admin screen shows what is stored, not a cached copy). */
export async function listSettings(): Promise<ListSettingsResponse> {
  const stored = await getSettings(SETTING_KEYS);
  return { items: SETTING_KEYS.map((settingKey) => presentSetting(settingKey, stored.get(settingKey))) };
}
