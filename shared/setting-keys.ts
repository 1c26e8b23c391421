// The settings' keys and the SMTP values the mail channel reads, apart from shared/schemas/settings.ts
// so the settings reader and every mail-sending route do not carry each setting's schema and
// messages (about 12 KB minified). The definitions there must name exactly these keys, in this
// order: an audit entry's id for a setting is its place here.

export const SETTING_KEYS = [
  'organization_name',
  'organization_logo',
  'login_title',
  'login_subtitle',
  'dashboard_welcome',
  'default_theme',
  'mileage_rate',
  'reminder_after_days',
  'drive_quota_gb',
  'embed_origins',
  'mail_channel',
  'urgent_news_mail',
  'default_sender_email',
  'smtp_host',
  'smtp_port',
  'smtp_security',
  'smtp_user',
  'smtp_password',
  'smtp_from',
  'session_subjects',
  'family_registration_form_html',
  'secondFactorRoles',
  'volunteer_law_figures',
  'volunteer_law_default_regime',
  'privacy_notice_html',
  'rrn_collection',
  'retention_families_years',
  'retention_bookkeeping_years',
  'retention_mail_log_years',
  'retention_notifications_years',
  'retention_news_reads_years',
  'retention_audit_years',
  'retention_access_years',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** The port the SMTP field suggests (spec §9). */
export const DEFAULT_SMTP_PORT = 587;
/**
 * How the portal talks to the SMTP relay: `starttls` upgrades a plain connection and refuses to send
 * without encryption (port 587, the default), `tls` is encrypted from the first byte (port 465),
 * `none` sends in the clear (only for a relay on a trusted network).
 */
export const SMTP_SECURITY = ['starttls', 'tls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];
export const DEFAULT_SMTP_SECURITY: SmtpSecurity = 'starttls';
