/** Business constants and limits of spec §9, in one place for server, client and tests. */
export const MILEAGE_RATE_EUR_PER_KM = '0.30';
export const KILOMETER_STEP = 0.1;
export const ATTACHMENT_MAX_BYTES = 10_485_760;

/** Every list route is paged: at most this many items per page, whatever the caller asks. */
export const MAX_PAGE_SIZE = 200;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const SESSION_TTL_HOURS = 12;
export const REMEMBER_ME_DAYS = 90;
/** A session without remember-me ends after this long without a request. */
export const SESSION_IDLE_MINUTES = 30;
/** Reading a full RRN or changing one's own password or e-mail wants the password confirmed this recently. */
export const REAUTHENTICATION_MINUTES = 5;
export const MANAGER_RESET_LINK_HOURS = 48;
export const SELF_SERVICE_RESET_MINUTES = 30;
export const INVITATION_DAYS = 7;
export const REDIRECT_AFTER_ACTIVATION_MS = 2000;

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
/** Failed sign-ins from one address for any usernames in the window (password spraying). */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
/** Failed sign-ins for one username from all addresses before each further attempt waits. */
export const LOGIN_BACKOFF_AFTER_FAILURES = 20;
/** The longest that back-off makes anyone wait: it slows a guesser down, it never locks the owner out. */
export const LOGIN_BACKOFF_MAX_SECONDS = 60;

export const NEW_REGISTRATION_WINDOW_DAYS = 7;
export const DASHBOARD_MAX_NEW_FAMILY_CARDS = 6;
export const STAFF_CHILD_AGE = { min: 0, max: 25 } as const;
export const PUBLIC_CHILD_AGE = { min: 6, max: 18 } as const;

export const NOTIFICATION_POLL_MS = 30_000;
export const DESKTOP_NOTIFICATION_CLOSE_MS = 10_000;
export const IN_APP_NOTIFICATION_TOAST_MS = 8_000;
export const BELL_BADGE_CAP = 99;
/** Days a registration may stay in_behandeling or a declaration pending before a reminder; the `reminder_after_days` setting overrides it. */
export const REMINDER_AFTER_DAYS_DEFAULT = 3;
/** The reviewer who approved a declaration may undo it for this long (issue 23 point 6). */
export const APPROVAL_UNDO_WINDOW_MS = 10_000;
/** A reviewer who changed someone's IBAN may not approve that person's declarations for this many days. */
export const IBAN_CHANGE_REVIEW_BLOCK_DAYS = 30;
/** ARCHITECTURE §11: a declaration's own date (the trip or expense) lies at most this many days back. */
export const DECLARATION_MAX_AGE_DAYS = 90;
/** The daily digest goes out on the first scheduled run at or after this hour (Europe/Brussels). */
export const DIGEST_HOUR = 7;
/** The association works in Belgian time: months and days of the dashboard and the digest follow it. */
export const PORTAL_TIME_ZONE = 'Europe/Brussels';

export const SIDEBAR_BREAKPOINT_PX = 1024;

export const TOAST = {
  limit: 1,
  /**
   * Kept for the record, not applied: the spec's toast library keeps a dismissed toast in memory,
   * closed, for this long; antd drops a closed notice once it has left the screen, and with one toast
   * at a time no user can tell the difference.
   */
  removeDelayMs: 1_000_000,
  durationMs: 5_000,
  swipeThreshold: 50,
  swipeDirection: 'right',
  focusHotkey: 'F8',
} as const;
/** Both applied to every tooltip by web/src/lib/tooltip-delay.ts (antd's `mouseEnterDelay`, lowered to 0 during the skip delay). */
export const TOOLTIP = { openDelayMs: 700, skipDelayMs: 300 } as const;

export const QUERY_DEFAULTS = {
  retry: false,
  staleTime: 0,
  gcTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: false,
} as const;
export const FORCED_REFRESH_REINVALIDATE_MS = 100;
export const TOKEN_UPDATED_EVENT_DELAY_MS = 100;

export const THEMES = ['light', 'dark', 'modern'] as const;
export const DEFAULT_THEME = 'light';

export const EMAIL_PLACEHOLDERS = [
  '[NAAM]',
  '[VOORNAAM]',
  '[EMAIL]',
  '[GEBRUIKERSNAAM]',
  '[ROL]',
  '[DAG]',
  '[DATUM]',
  '[TIJD]',
  '[RESETLINK]',
  '[DASHBOARDLINK]',
  '[DECLARATIELINK]',
  '[DOCUMENTLINK]',
  '[GEZINNAAM]',
  '[KINDNAAM]',
  '[HULPVERLENING]',
] as const;
export const EMAIL_ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'txt',
  'zip',
] as const;
export const DEFAULT_SMTP_PORT = 587;

export const LINK_ICONS = [
  'Globe',
  'FileText',
  'Users',
  'Mail',
  'Phone',
  'Calendar',
  'MapPin',
  'Book',
  'Heart',
  'Home',
  'Briefcase',
  'Shield',
  'Camera',
  'Coffee',
  'Car',
  'Gamepad2',
  'Music',
  'Palette',
  'GraduationCap',
  'ShoppingBag',
] as const;
export const DEFAULT_LINK_ICON = 'Globe';

export const NEWS_PREVIEW_CHARS = 300;
export const NEWS_DEFAULT_TARGET_ROLES = ['vrijwilliger', 'coordinator', 'bestuurslid'] as const;
export const CALENDAR_DAY_CELL_EVENTS = 3;
export const CALENDAR_PALETTE = [
  '#3b82f6',
  '#ef4444',
  '#10b981',
  '#f59e0b',
  '#8b5cf6',
  '#ec4899',
  '#06b6d4',
  '#84cc16',
] as const;
export const DEFAULT_EVENT_TIME = { start: '09:00', end: '10:00' } as const;

export const SIGNATURE_MARKER = { width: 80, height: 30 } as const;
/**
 * The printed stamp (issue 37 point 7), in PDF points: at least this big, whatever the marker's size,
 * so its text is 8 pt (readable on paper) and its QR code about 3 cm wide, with room for ten lines
 * (a long name or link wraps). It grows downwards from the marker's top left corner when its lines
 * need more height.
 */
export const SIGNATURE_STAMP = { width: 272, height: 112, fontSize: 8 } as const;
export const SIGNING_ZOOM = { min: 0.5, max: 2, step: 0.1 } as const;
export const SIGNING_PREVIEW_SCALE = 1.4;
export const PROOF_AUTO_DOWNLOAD_MS = 1000;
export const SIGNED_TAB_RELEASE_MS = 10_000;
export const DEFAULT_SIGNATURE_METHOD = 'eIDAS_SES';
export const SIGNING_TAB_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

export const BACKUP_VERSION = '1.0';
export const BACKUP_PROGRESS = { step: 10, max: 90, intervalMs: 200 } as const;

export const ACCOUNTING_CATEGORIES = [
  'Donaties',
  'Subsidies',
  'Evenementen',
  'Kantoorkosten',
  'Materialen',
  'Vervoerskosten',
  /** Issue 31: flat allowances under the volunteer law are booked under their own category. */
  'Vrijwilligersvergoedingen',
  'Huur',
  'Verzekeringen',
  'Telecommunicatie',
  'Bank kosten',
  'Overige inkomsten',
  'Overige uitgaven',
] as const;

export const LOCALE = 'nl-NL';
export const CURRENCY_LOCALE = 'nl-BE';

/** Set by the CloudFront function on /api/* to the viewer's address; API Gateway itself only sees CloudFront. */
export const VIEWER_IP_HEADER = 'x-portal-viewer-ip';

/** Header a client sends with a create to make repeating it safe (routes with `idempotent: true`). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/**
 * Belgian volunteer law (wet van 3 juli 2005 betreffende de rechten van vrijwilligers): the figures
 * the portal starts with, before an admin keeps them up to date in the settings
 * (`volunteer_law_figures`, Instellingen › Vrijwilligerswet). Nothing else in the code base holds
 * these amounts: every check reads them through `lawFiguresFor` (functions/services/settings/law-figures.ts).
 * Source of each figure (issue 31, "The rules"): the yearly indexed ceilings of the flat allowance as
 * published by FOD Financiën / vrijwilligerswerk.be for 2020, 2023 and 2024; the 2,000 km a year of
 * real transport costs on top of a flat allowance (art. 10 of the law); the cap on the kilometre
 * allowance for one's own car as published for 1 January to 31 March 2024 (Omzendbrief, indexed
 * quarterly), and € 0,35/km for a bicycle.
 */
export const VOLUNTEER_LAW_SEED = {
  source:
    'Gepubliceerde bedragen (issue 31): forfaitaire kostenvergoeding 2020, 2023 en 2024 (FOD Financiën, vrijwilligerswerk.be); 2.000 km vervoerskosten bovenop een forfait (wet van 3 juli 2005, art. 10); kilometerplafond eigen wagen 1 januari–31 maart 2024 en € 0,35/km fiets.',
  years: [
    { year: 2020, dayCeiling: '34.71', yearCeiling: '1388.40', transportKm: 2000 },
    { year: 2023, dayCeiling: '40.67', yearCeiling: '1626.77', transportKm: 2000 },
    { year: 2024, dayCeiling: '41.48', yearCeiling: '1659.29', transportKm: 2000 },
  ],
  mileageCaps: [{ from: '2024-01-01', to: '2024-03-31', car: '0.4269', bicycle: '0.35' }],
} as const;
/** Without a choice on the volunteer's profile, a year is reimbursed at real cost (today's behaviour). */
export const VOLUNTEER_LAW_DEFAULT_REGIME = 'real';

/**
 * Issue 31 item 6: an extract of the criminal record (model 596.2, in the Netherlands a VOG) is
 * renewed after three years; coordinators are reminded this many days before that day.
 */
export const SCREENING_VALID_YEARS = 3;
export const SCREENING_REMINDER_DAYS_BEFORE = 30;

/** The portal's own mails, whose wording staff may edit. */
export const SYSTEM_TEMPLATE_IDS = [
  'invitation',
  'manager-reset',
  'password-reset',
  'coordinator-digest',
  'urgent-news',
  'declaration-reviewed',
  'family-assigned',
  'registration-received',
] as const;
export type SystemTemplateId = (typeof SYSTEM_TEMPLATE_IDS)[number];
