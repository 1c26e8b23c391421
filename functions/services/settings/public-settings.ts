import { DEFAULT_THEME, MILEAGE_RATE_EUR_PER_KM, THEMES } from '../../../shared/constants';
import type { PublicSettings } from '../../../shared/schemas/settings';
import { collectsRrn, currentPrivacyNotice } from '../privacy/privacy-settings';
import { readAllSettings } from './settings-reader';

export async function readPublicSettings(): Promise<PublicSettings> {
  const settings = await readAllSettings();
  const text = (key: string) => settings.get(key)?.value.trim() || null;
  const theme = text('default_theme');
  const notice = await currentPrivacyNotice();
  return {
    organizationName: text('organization_name'),
    loginTitle: text('login_title'),
    loginSubtitle: text('login_subtitle'),
    logoVersion: text('organization_logo'),
    dashboardWelcome: text('dashboard_welcome'),
    defaultTheme: (THEMES as readonly string[]).includes(theme ?? '')
      ? (theme as PublicSettings['defaultTheme'])
      : DEFAULT_THEME,
    mileageRate: text('mileage_rate') ?? MILEAGE_RATE_EUR_PER_KM,
    registrationIntroHtml: text('family_registration_form_html'),
    privacyNoticeHtml: notice.html,
    privacyNoticeVersion: notice.version,
    collectsRrn: await collectsRrn(),
  };
}
