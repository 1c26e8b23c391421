import { DEFAULT_THEME, THEMES } from '../constants';
import { settingsMessages } from '../messages/settings';
import { volunteerLawMessages } from '../messages/volunteer-law';
import { ROLES } from '../permissions';
import {
  AUDIT_MINIMUM_YEARS,
  BOOKKEEPING_MINIMUM_YEARS,
  DEFAULT_RETENTION_PERIODS,
  RETENTION_MAXIMUM_YEARS,
} from '../retention';
import { EDGE_VALUE_MAX_CHARS, registrationFrameAncestorsValue } from '../security-headers';
import {
  DEFAULT_SMTP_PORT,
  DEFAULT_SMTP_SECURITY,
  SETTING_KEYS,
  type SettingKey,
  SMTP_SECURITY,
  type SmtpSecurity,
} from '../setting-keys';
import * as z from '../zod';
import { LAW_REGIMES, lawFiguresSchema } from './volunteer-law';

const m = settingsMessages.settings;

/**
 * How a setting is shown and checked. The spec names string, number and text; the others say more
 * precisely what the value is (and how the screen edits it).
 */
export const SETTING_TYPES = [
  'string',
  'number',
  'text',
  'email',
  'secret',
  'image',
  'choice',
  'list',
  'html',
  'roles',
] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

/** What a PUT may send as a value; `null` removes the setting (its default applies again). */
const wireValue = z.union([
  z.string().max(200_000),
  z.number(),
  z.array(z.string().max(500)).max(50),
  z.null(),
]);

const asText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
const trimmedText = (max: number, required = true) =>
  z.preprocess(
    asText,
    z
      .string({ error: m.textRequired })
      .trim()
      .min(required ? 1 : 0, { error: m.textRequired })
      .max(max, { error: m.textTooLong(max) }),
  );

const DECIMAL = /^\d{1,2}(?:[.,]\d{1,4})?$/;
const mileageRate = z.preprocess(
  asText,
  z
    .string({ error: m.mileageRate })
    .trim()
    .regex(DECIMAL, { error: m.mileageRate })
    .transform((text) => text.replace(',', '.'))
    .refine((text) => Number(text) >= 0.01 && Number(text) <= 10, { error: m.mileageRate }),
);
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: message })
      .trim()
      .regex(/^\d{1,6}$/, { error: message })
      .refine((text) => Number(text) >= min && Number(text) <= max, { error: message })
      .transform((text) => String(Number(text))),
  );
/**
 * Whole years of a retention period; below `minimum` the refusal is `belowMinimum` (which names why:
 * the law for the books, safety for the audit trail).
 */
const retentionYears = (minimum = 1, belowMinimum?: string) =>
  z.preprocess(
    asText,
    z
      .string({ error: m.retentionYears(minimum, RETENTION_MAXIMUM_YEARS) })
      .trim()
      .regex(/^\d{1,3}$/, { error: m.retentionYears(minimum, RETENTION_MAXIMUM_YEARS) })
      .refine((text) => Number(text) <= RETENTION_MAXIMUM_YEARS && Number(text) >= 1, {
        error: m.retentionYears(minimum, RETENTION_MAXIMUM_YEARS),
      })
      .refine((text) => Number(text) >= minimum, {
        error: belowMinimum ?? m.retentionYears(minimum, RETENTION_MAXIMUM_YEARS),
      })
      .transform((text) => String(Number(text))),
  );
const email = z.preprocess(
  asText,
  z
    .string({ error: m.email })
    .trim()
    .max(254, { error: m.email })
    .pipe(z.email({ error: m.email })),
);
const HOST =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const host = z.preprocess(asText, z.string({ error: m.host }).trim().regex(HOST, { error: m.host }));
/** A list typed one per line (or comma-separated) as an array of its non-empty entries; an array stays. */
const listOfLines = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/[\n,]/)
        .map((line) => line.trim())
        .filter(Boolean)
    : value;
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;
/** Origins allowed to embed /registration: one per line (or an array); stored one per line. */
const origins = z.preprocess(
  listOfLines,
  z
    .array(z.string().regex(ORIGIN, { error: m.origins }).max(200), { error: m.origins })
    .max(20, { error: m.origins })
    .transform((list) => [...new Set(list.map((origin) => origin.toLowerCase()))])
    // CloudFront's KeyValueStore holds them as one value of at most 1 KB (shared/security-headers.ts).
    .refine((list) => registrationFrameAncestorsValue(list).length <= EDGE_VALUE_MAX_CHARS, {
      error: m.originsTooLong(EDGE_VALUE_MAX_CHARS),
    })
    .transform((list) => list.join('\n')),
);
/** The subjects a session may name: one per line (or an array), stored one per line. */
const subjects = z.preprocess(
  listOfLines,
  z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: m.textRequired })
        .max(60, { error: m.textTooLong(60) }),
      {
        error: m.textRequired,
      },
    )
    .min(1, { error: m.textRequired })
    .max(20, { error: m.textRequired })
    .transform((list) => [...new Set(list)].join('\n')),
);
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(asText, z.enum(values, { error: message }));

const parsedJson = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};
/** The volunteer law's figures (shared/schemas/volunteer-law.ts), sent and stored as JSON text. */
const lawFigures = z.preprocess(
  parsedJson,
  lawFiguresSchema.transform((figures) => JSON.stringify(figures)),
);

export const MAIL_CHANNELS = ['ses', 'smtp'] as const;
/** Whether urgent news is also mailed to its readers (issue 37); off unless an admin turns it on. */
export const URGENT_NEWS_MAIL = ['off', 'on'] as const;
export type MailChannel = (typeof MAIL_CHANNELS)[number];
/** Whether the portal collects the rijksregisternummer of volunteers (issue 32, item 7); on unless turned off. */
export const RRN_COLLECTION = ['on', 'off'] as const;
export { DEFAULT_SMTP_PORT, DEFAULT_SMTP_SECURITY, SMTP_SECURITY, type SmtpSecurity };
/** A logo is an image of at most 1 MB, recognised by its content. */
export const LOGO_MAX_BYTES = 1024 * 1024;

type Definition = {
  type: SettingType;
  description: string;
  /** Checks the sent value and gives the stored text. */
  value: z.ZodType<string>;
  /** Kept encrypted and never answered: the list shows only whether it is set. */
  secret?: boolean;
};

const define = (definition: Definition) => definition;

/**
 * Every setting the portal knows (spec §3 and the portal's own: mileage rate, reminder days, drive
 * quota, embedding origins, mail channel, the second-factor roles). Any other key is refused.
 */
export const SETTING_DEFINITIONS = {
  organization_name: define({
    type: 'string',
    description: 'Naam van de organisatie (aanmeldpagina en zijbalk).',
    value: trimmedText(100),
  }),
  organization_logo: define({
    type: 'image',
    description: 'Logo van de organisatie: een afbeelding van maximaal 1 MB.',
    value: z.preprocess(asText, z.uuid({ error: m.logoUpload })),
  }),
  login_title: define({ type: 'string', description: 'Titel op de aanmeldpagina.', value: trimmedText(120) }),
  login_subtitle: define({
    type: 'string',
    description: 'Ondertitel op de aanmeldpagina.',
    value: trimmedText(240),
  }),
  dashboard_welcome: define({
    type: 'text',
    description: 'Welkomsttekst op het dashboard.',
    value: trimmedText(2000),
  }),
  default_theme: define({
    type: 'choice',
    description: 'Standaardthema voor wie nog geen thema koos.',
    value: choice(THEMES, m.theme),
  }),
  mileage_rate: define({
    type: 'number',
    description: 'Kilometervergoeding in euro per kilometer (standaard 0,30).',
    value: mileageRate,
  }),
  reminder_after_days: define({
    type: 'number',
    description: 'Na hoeveel dagen een openstaande declaratie of aanmelding een herinnering geeft.',
    value: wholeNumber(1, 365, m.wholeDays),
  }),
  drive_quota_gb: define({
    type: 'number',
    description: 'Opslagruimte van de drive in GB (standaard 10).',
    value: wholeNumber(1, 1000, m.quotaGb),
  }),
  embed_origins: define({
    type: 'list',
    description: 'Websites die het aanmeldformulier mogen insluiten (één adres per regel).',
    value: origins,
  }),
  mail_channel: define({
    type: 'choice',
    description: 'Verzendkanaal van alle e-mail: SES (standaard) of een SMTP-relay.',
    value: choice(MAIL_CHANNELS, m.channel),
  }),
  urgent_news_mail: define({
    type: 'choice',
    description: 'Urgent nieuws ook per e-mail sturen aan wie het bericht in de bel krijgt (standaard uit).',
    value: choice(URGENT_NEWS_MAIL, m.invalidValue),
  }),
  default_sender_email: define({
    type: 'email',
    description: 'Standaard afzenderadres.',
    value: email,
  }),
  smtp_host: define({ type: 'string', description: 'SMTP-server.', value: host }),
  smtp_port: define({
    type: 'number',
    description: 'SMTP-poort (meestal 587).',
    value: wholeNumber(1, 65535, m.port),
  }),
  smtp_security: define({
    type: 'choice',
    description: 'Beveiliging van de SMTP-verbinding: STARTTLS (standaard), TLS of geen.',
    value: choice(SMTP_SECURITY, m.security),
  }),
  smtp_user: define({ type: 'string', description: 'SMTP-gebruikersnaam.', value: trimmedText(254) }),
  smtp_password: define({
    type: 'secret',
    description: 'SMTP-wachtwoord (versleuteld bewaard, nooit getoond).',
    value: z.preprocess(
      asText,
      z.string({ error: m.textRequired }).min(1, { error: m.textRequired }).max(500),
    ),
    secret: true,
  }),
  smtp_from: define({ type: 'email', description: 'Afzenderadres via SMTP.', value: email }),
  session_subjects: define({
    type: 'list',
    description:
      'Onderwerpen die een begeleidingsmoment kan noemen (één per regel), bv. lezen, rekenen, Frans, planning.',
    value: subjects,
  }),
  family_registration_form_html: define({
    type: 'html',
    description: 'Inleidende tekst boven het insluitbare aanmeldformulier (HTML, wordt opgeschoond).',
    value: trimmedText(20_000, false),
  }),
  secondFactorRoles: define({
    type: 'roles',
    description: 'Rollen die met een tweede factor moeten aanmelden.',
    value: z
      .array(z.enum(ROLES, { error: m.roles }), { error: m.roles })
      .max(ROLES.length)
      // The setting can never drop admin (issue 38); the reader adds it to a stored list as well.
      .refine((roles) => roles.includes('admin'), { error: m.secondFactorAdmin })
      .transform((roles) => JSON.stringify([...new Set(roles)])),
  }),
  volunteer_law_figures: define({
    type: 'text',
    description:
      'Vrijwilligerswet: plafonds per jaar (dag, jaar, km vervoer) en kilometerplafonds per periode (auto, fiets), met hun bron (JSON; zonder waarde gelden de gepubliceerde bedragen uit shared/constants).',
    value: lawFigures,
  }),
  volunteer_law_default_regime: define({
    type: 'choice',
    description:
      'Vrijwilligerswet: het regime van een vrijwilliger die voor een jaar niets koos (real = reële kosten, standaard; flat = forfait).',
    value: choice(LAW_REGIMES, volunteerLawMessages.volunteerLaw.figuresInvalid),
  }),
  privacy_notice_html: define({
    type: 'html',
    description:
      'Privacyverklaring op het aanmeldformulier (HTML, wordt opgeschoond). Elke wijziging is een nieuwe versie: gezinnen die een oudere versie aanvaardden, krijgen een melding tot hun toestemming vernieuwd is.',
    value: trimmedText(20_000),
  }),
  rrn_collection: define({
    type: 'choice',
    description:
      'Rijksregisternummer van vrijwilligers verzamelen (aan/uit). Uit: het veld verdwijnt en de API weigert het; bewaarde nummers wist u apart.',
    value: choice(RRN_COLLECTION, m.invalidValue),
  }),
  retention_families_years: define({
    type: 'number',
    description:
      'Bewaartermijn van gezinnen: zoveel jaar nadat de begeleiding afgerond is, toont de dagelijkse controle het gezin om te wissen (standaard 2).',
    value: retentionYears(),
  }),
  retention_bookkeeping_years: define({
    type: 'number',
    description: `Bewaartermijn van onkostennota’s en boekhouding: zoveel jaar na de afsluiting van het boekjaar (standaard en wettelijk minimum ${BOOKKEEPING_MINIMUM_YEARS}).`,
    value: retentionYears(BOOKKEEPING_MINIMUM_YEARS, m.bookkeepingMinimum(BOOKKEEPING_MINIMUM_YEARS)),
  }),
  retention_mail_log_years: define({
    type: 'number',
    description: `Bewaartermijn van het e-maillogboek in jaren (standaard ${DEFAULT_RETENTION_PERIODS.mailLog}).`,
    value: retentionYears(),
  }),
  retention_notifications_years: define({
    type: 'number',
    description: `Bewaartermijn van meldingen in jaren (standaard ${DEFAULT_RETENTION_PERIODS.notifications}).`,
    value: retentionYears(),
  }),
  retention_news_reads_years: define({
    type: 'number',
    description: `Bewaartermijn van gelezen-markeringen van nieuwsberichten in jaren (standaard ${DEFAULT_RETENTION_PERIODS.newsReads}).`,
    value: retentionYears(),
  }),
  retention_audit_years: define({
    type: 'number',
    description: `Bewaartermijn van het auditlog in jaren (standaard en minimum ${AUDIT_MINIMUM_YEARS}: een heel boekjaar moet nagegaan kunnen worden).`,
    value: retentionYears(AUDIT_MINIMUM_YEARS, m.auditMinimum(AUDIT_MINIMUM_YEARS)),
  }),
  retention_access_years: define({
    type: 'number',
    description: `Bewaartermijn van het inzagelog (wie een gezin of rijksregisternummer bekeek) in jaren (standaard ${DEFAULT_RETENTION_PERIODS.access}).`,
    value: retentionYears(),
  }),
} as const satisfies Record<SettingKey, Definition>;

export { SETTING_KEYS, type SettingKey };
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_DEFINITIONS, key);

export const settingKeyParams = z.strictObject({ key: z.enum(SETTING_KEYS, { error: m.unknownKey }) });

export const updateSettingBody = z.strictObject({
  value: wireValue,
  type: z.enum(SETTING_TYPES, { error: m.invalidValue }).optional(),
  description: z.string().trim().max(500).optional(),
});
export type UpdateSettingBody = z.infer<typeof updateSettingBody>;

export const settingSchema = z.object({
  key: z.enum(SETTING_KEYS),
  /** The stored value; null when unset, and always null for a secret (see `isSet`). */
  value: z.string().nullable(),
  type: z.enum(SETTING_TYPES),
  description: z.string(),
  isSet: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Setting = z.infer<typeof settingSchema>;

export const settingsStatisticsSchema = z.object({
  users: z.number().int(),
  families: z.number().int(),
  declarations: z.number().int(),
  externalLinks: z.number().int(),
  storageUsedBytes: z.number().int(),
  documents: z.number().int(),
  /** Mails the portal sent this month (Europe/Brussels), whatever the channel. */
  mailsSentThisMonth: z.number().int(),
});
export type SettingsStatistics = z.infer<typeof settingsStatisticsSchema>;

export const listSettingsResponse = z.object({ items: z.array(settingSchema) });
export type ListSettingsResponse = z.infer<typeof listSettingsResponse>;

/** Settings the sign-in screen and the shell may show before anyone is signed in. */
export const publicSettingsResponse = z.object({
  organizationName: z.string().nullable(),
  loginTitle: z.string().nullable(),
  loginSubtitle: z.string().nullable(),
  /** Changes whenever the logo does (its upload id): the key under which the screen caches the image. */
  logoVersion: z.string().nullable(),
  dashboardWelcome: z.string().nullable(),
  defaultTheme: z.enum(THEMES).default(DEFAULT_THEME),
  /** Euro per km as a decimal string ("0.35"): the declaration dialog previews what the server will compute. */
  mileageRate: z.string(),
  /** The intro above the public registration form (`family_registration_form_html`), sanitised on save and again when shown. */
  registrationIntroHtml: z.string().nullable(),
  /** The association's privacy notice (`privacy_notice_html`), or null for the built-in text (issue 32). */
  privacyNoticeHtml: z.string().nullable(),
  /** The notice's version: when it was last saved, or the built-in text's name; a consent records it. */
  privacyNoticeVersion: z.string(),
  /** False once an admin turned off the collection of the rijksregisternummer (issue 32, item 7). */
  collectsRrn: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsResponse>;

export const logoResponse = z.object({ dataUrl: z.string().nullable() });
export type LogoResponse = z.infer<typeof logoResponse>;

export const testMailBody = z.strictObject({
  to: z
    .string({ error: m.testMailRequired })
    .trim()
    .min(1, { error: m.testMailRequired })
    .max(254, { error: m.email })
    .pipe(z.email({ error: m.email })),
});
export type TestMailBody = z.infer<typeof testMailBody>;
/** A refused test mail is an answer, not an error: the screen shows the real reason beside the spec's text. */
export const testMailResponse = z.object({
  sent: z.boolean(),
  channel: z.enum(MAIL_CHANNELS),
  message: z.string(),
  reason: z.string().nullable(),
});
export type TestMailResponse = z.infer<typeof testMailResponse>;
