import { SETTING_DEFINITIONS, type Setting, type SettingKey } from '../../../shared/schemas/settings';
import type { StoredSetting } from '../../repositories/settings';

/** A setting as the admin screen gets it: a secret says only whether it is set, never its value. */
export function presentSetting(settingKey: SettingKey, stored: StoredSetting | undefined): Setting {
  const definition = SETTING_DEFINITIONS[settingKey];
  const secret = 'secret' in definition && definition.secret === true;
  return {
    key: settingKey,
    value: stored && !secret ? stored.value : null,
    type: definition.type,
    description: stored?.description ?? definition.description,
    isSet: stored !== undefined,
    updatedAt: stored?.updatedAt ?? null,
  };
}
