import { MILEAGE_RATE_EUR_PER_KM } from '../../../shared/constants';
import { parseFixed } from '../../../shared/money';
import { readSetting } from '../settings/settings-reader';

/** The mileage rate in 1/10000 euro per km: the `mileage_rate` setting when valid, else the spec's € 0,30. */
export async function mileageRate(): Promise<number> {
  const configured = await readSetting('mileage_rate');
  const parsed = configured === undefined ? null : parseFixed(configured, 4);
  return parsed && parsed > 0 ? parsed : (parseFixed(MILEAGE_RATE_EUR_PER_KM, 4) as number);
}
