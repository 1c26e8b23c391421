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
} as const;
export type RetentionPeriods = Record<keyof typeof RETENTION_PERIOD_SETTINGS, number>;

/** Families are listed this many years after their last change while 'afgerond', unless the setting says otherwise. */
export const FAMILY_RETENTION_YEARS = 2;
/**
 * The legal minimum for accounting records (README, "Privacy: retention"): 10 years after the close
 * of the financial year; the setting may keep them longer, never shorter.
 */
export const BOOKKEEPING_MINIMUM_YEARS = 10;
/** A news read mark expires this many days after it was written (TTL), a leap day included. */
export const NEWS_READ_RETENTION_DAYS = 366;
/**
 * A notification expires this many days after it was made (TTL): the year the rule below states. It
 * was 90 days while the rule said a year; a year lets a coordinator look back over a whole school year
 * of reminders, and the bell lists only the newest page, so keeping them longer costs nothing on screen.
 */
export const NOTIFICATION_RETENTION_DAYS = 366;
/** The most years a period setting accepts. */
export const RETENTION_MAXIMUM_YEARS = 50;

export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = {
  families: FAMILY_RETENTION_YEARS,
  bookkeeping: BOOKKEEPING_MINIMUM_YEARS,
};

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
    period: '1 jaar',
    reason: 'Om na te gaan of een bericht aankwam; daarna niet meer nodig.',
    enforcedBy: 'expiry',
  },
  {
    entity: 'notifications',
    label: 'Meldingen',
    period: '1 jaar',
    reason: 'Alleen nuttig zolang ze actueel zijn.',
    enforcedBy: 'expiry',
  },
  {
    entity: 'newsReads',
    label: 'Gelezen-markeringen van nieuwsberichten',
    period: '1 jaar',
    reason: 'Alleen nuttig zolang het bericht actueel is.',
    enforcedBy: 'expiry',
  },
  {
    entity: 'audit',
    label: 'Auditlog',
    period: '2 jaar',
    reason:
      'Bewijs van wie wat deed met rechten, geld en persoonsgegevens; lang genoeg om misbruik op te sporen.',
    enforcedBy: 'expiry',
  },
];

export const RETENTION_RULES: readonly RetentionRule[] = retentionRules();
