/**
 * How long the portal keeps each kind of record (issue 32 item 3), with the reason shown to admins.
 * `review`: a daily check lists what passed its date and an admin confirms before the erasure engine
 * runs; `expiry`: the record carries a TTL set on write and is filtered on expiry when read.
 */
export type RetentionRule = {
  entity: string;
  label: string;
  period: string;
  reason: string;
  enforcedBy: 'review' | 'expiry' | 'not-yet';
};

/** The periods an admin can change in the settings (whole years), by the setting that holds each. */
export const RETENTION_PERIOD_SETTINGS = {
  families: 'retention_families_years',
  bookkeeping: 'retention_bookkeeping_years',
  mailLog: 'retention_mail_log_years',
  notifications: 'retention_notifications_years',
  newsReads: 'retention_news_reads_years',
  audit: 'retention_audit_years',
  access: 'retention_access_years',
} as const;
export type RetentionEntity = keyof typeof RETENTION_PERIOD_SETTINGS;
export type RetentionPeriods = Record<RetentionEntity, number>;
/** The periods a record carries from the moment it is written (its TTL), as opposed to those reviewed by an admin. */
export type ExpiringEntity = Exclude<RetentionEntity, 'families' | 'bookkeeping'>;

/** Families are listed this many years after their guidance ended ('afgerond'), unless the setting says otherwise. */
export const FAMILY_RETENTION_YEARS = 2;
/**
 * The legal minimum for accounting records (README, "Privacy: retention"): 10 years after the close
 * of the financial year; the setting may keep them longer, never shorter.
 */
export const BOOKKEEPING_MINIMUM_YEARS = 10;
/**
 * The shortest audit period the setting accepts. Not a legal term but a safety one: the audit trail
 * is the only proof of who changed money, rights and personal data, and the general assembly
 * approves a financial year's accounts in the first half of the next year; with 2 years an entry
 * from the first of January is still there when those accounts (and any doubt about them) are
 * discussed, and a misuse found at that moment can still be traced. 1 year would not cover it.
 */
export const AUDIT_MINIMUM_YEARS = 2;
/** The most years a period setting accepts. */
export const RETENTION_MAXIMUM_YEARS = 50;

/** The shortest period each setting accepts (1 year unless the law or safety asks more). */
export const RETENTION_MINIMUM_YEARS: RetentionPeriods = {
  families: 1,
  bookkeeping: BOOKKEEPING_MINIMUM_YEARS,
  mailLog: 1,
  notifications: 1,
  newsReads: 1,
  audit: AUDIT_MINIMUM_YEARS,
  access: 1,
};

export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = {
  families: FAMILY_RETENTION_YEARS,
  bookkeeping: BOOKKEEPING_MINIMUM_YEARS,
  mailLog: 1,
  notifications: 1,
  newsReads: 1,
  audit: 2,
  access: 2,
};

/**
 * A stored period setting as the period in force, or null when it is not a whole number of years
 * within the setting's bounds (a value stored before a minimum was raised): the default then holds.
 * The same bounds as the setting's own check (shared/schemas/settings.ts), without its schema and
 * messages, so every route that writes an expiring row need not carry them.
 */
export function storedRetentionYears(entity: RetentionEntity, stored: unknown): number | null {
  const years = typeof stored === 'string' && /^\d{1,3}$/.test(stored.trim()) ? Number(stored) : stored;
  if (typeof years !== 'number' || !Number.isInteger(years)) return null;
  return years >= RETENTION_MINIMUM_YEARS[entity] && years <= RETENTION_MAXIMUM_YEARS ? years : null;
}

/** The days of a period of whole years, a leap day per (started) four years included: 1 → 366, 2 → 731. */
export const retentionDays = (years: number) => years * 365 + Math.ceil(years / 4);

/** The table whose rows each expiring period governs (the TTL written with each row). */
export const EXPIRING_TABLES = {
  mailLog: 'mail',
  notifications: 'notifications',
  newsReads: 'news',
  audit: 'audit',
  access: 'audit',
} as const satisfies Record<ExpiringEntity, string>;

/** A news read mark expires this many days after it was written (TTL) by default, a leap day included. */
export const NEWS_READ_RETENTION_DAYS = retentionDays(DEFAULT_RETENTION_PERIODS.newsReads);
/**
 * A notification expires this many days after it was made (TTL) by default: the year the rule below
 * states. It was 90 days while the rule said a year; a year lets a coordinator look back over a whole
 * school year of reminders, and the bell lists only the newest page, so keeping them longer costs
 * nothing on screen.
 */
export const NOTIFICATION_RETENTION_DAYS = retentionDays(DEFAULT_RETENTION_PERIODS.notifications);

const years = (count: number) => `${count} jaar`;

/** The rules with the periods in force (the defaults unless an admin changed them in the settings). */
export const retentionRules = (periods: RetentionPeriods = DEFAULT_RETENTION_PERIODS): RetentionRule[] => [
  {
    entity: 'families',
    label: 'Gezinnen',
    period: `${periods.families} jaar nadat de begeleiding afgerond is`,
    reason:
      'Nodig zolang de begeleiding loopt en kort daarna voor vragen en opvolging; daarna is er geen doel meer om gegevens over het kind te bewaren.',
    enforcedBy: 'review',
  },
  {
    entity: 'bookkeeping',
    label: 'Onkostennota’s en boekhouding',
    period: `${periods.bookkeeping} jaar na de afsluiting van het boekjaar`,
    reason:
      'Wettelijke bewaarplicht voor boekhoudkundige stukken (Wetboek van economisch recht, art. III.86); bij verwijdering van een persoon worden de namen vervangen en blijven de bedragen.',
    enforcedBy: 'review',
  },
  {
    entity: 'mailLog',
    label: 'E-maillogboek',
    period: years(periods.mailLog),
    reason: 'Om na te gaan of een bericht aankwam; daarna niet meer nodig.',
    enforcedBy: 'expiry',
  },
  {
    entity: 'notifications',
    label: 'Meldingen',
    period: years(periods.notifications),
    reason: 'Alleen nuttig zolang ze actueel zijn.',
    enforcedBy: 'expiry',
  },
  {
    entity: 'newsReads',
    label: 'Gelezen-markeringen van nieuwsberichten',
    period: years(periods.newsReads),
    reason: 'Alleen nuttig zolang het bericht actueel is.',
    enforcedBy: 'expiry',
  },
  {
    entity: 'audit',
    label: 'Auditlog',
    period: years(periods.audit),
    reason: `Bewijs van wie wat deed met rechten, geld en persoonsgegevens; lang genoeg om misbruik op te sporen, en minstens ${AUDIT_MINIMUM_YEARS} jaar zodat een heel boekjaar nagegaan kan worden tot de algemene vergadering de rekeningen goedkeurde.`,
    enforcedBy: 'expiry',
  },
  {
    entity: 'access',
    label: 'Inzagelog (wie een dossier bekeek)',
    period: years(periods.access),
    reason:
      'Zodat een gezin of vrijwilliger kan vragen wie zijn gegevens bekeek; de regels bevatten zelf geen gegevens over het kind.',
    enforcedBy: 'expiry',
  },
];

export const RETENTION_RULES: readonly RetentionRule[] = retentionRules();
