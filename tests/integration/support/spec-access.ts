import { recentDay } from '../../fixtures/dates';
import { volunteerFields } from './users';

/**
 * Who may call each route, written from the spec's text (§6 "Roles and permissions", the route
 * table of §2 and the calls of §7) and ARCHITECTURE.md where it decides what the spec leaves open.
 * It is deliberately NOT derived from `shared/permissions.ts`: the quality gates compare the running
 * handlers against this file, so a wrong or missing check in the implementation shows up as a
 * difference. Every route of the registry needs an entry here; a new route without one fails the
 * permission matrix.
 */

/** §6: "Roles: admin, coördinator (also spelled coordinator), bestuurslid, bestuurder, dagelijks_bestuurder, vrijwilliger, huiswerkbegeleider". Written canonically: both spellings of coordinator count. */
export const SPEC_ROLES = [
  'admin',
  'coordinator',
  'bestuurslid',
  'bestuurder',
  'dagelijks_bestuurder',
  'vrijwilliger',
  'huiswerkbegeleider',
] as const;
export type SpecRole = (typeof SPEC_ROLES)[number];

/** §6: "User type values: bestuurder, dagelijks_bestuurder, adviserend_bestuurslid, coordinator, huiswerkbegeleider". */
export const SPEC_USER_TYPES = [
  'bestuurder',
  'dagelijks_bestuurder',
  'adviserend_bestuurslid',
  'coordinator',
  'huiswerkbegeleider',
] as const;
export type SpecUserType = (typeof SPEC_USER_TYPES)[number];

/** A grant by role, or by user type for permissions the spec gives to types (e.g. "View activities"). */
export type SpecGrant = { roles: readonly SpecRole[]; types?: readonly SpecUserType[] };

/** `public`: no session needed; `signed-in`: any session; otherwise the roles/types of a §6 line. */
export type Allowed = 'public' | 'signed-in' | SpecGrant;

/** The lines of the §6 table, copied once so route entries can name them. */
export const SPEC = {
  /** "Manage users | coördinator, bestuurslid, admin" */
  manageUsers: { roles: ['coordinator', 'bestuurslid', 'admin'] },
  /** "Manage and edit families | admin, coordinator, bestuurder" */
  manageFamilies: { roles: ['admin', 'coordinator', 'bestuurder'] },
  /** "View families | admin, coördinator, bestuurder, bestuurslid, vrijwilliger, huiswerkbegeleider" */
  viewFamilies: {
    roles: ['admin', 'coordinator', 'bestuurder', 'bestuurslid', 'vrijwilliger', 'huiswerkbegeleider'],
  },
  /** "Review declarations (status actions) | coördinator, coordinator, bestuurslid, admin, bestuurder, dagelijks_bestuurder" */
  reviewDeclarations: {
    roles: ['coordinator', 'bestuurslid', 'admin', 'bestuurder', 'dagelijks_bestuurder'],
  },
  /** "Send e-mails | coördinator, bestuurslid, admin" */
  sendEmail: { roles: ['coordinator', 'bestuurslid', 'admin'] },
  /** "View activities | user type bestuurder, dagelijks_bestuurder, adviserend_bestuurslid or coordinator, or role admin" */
  viewActivities: {
    roles: ['admin'],
    types: ['bestuurder', 'dagelijks_bestuurder', 'adviserend_bestuurslid', 'coordinator'],
  },
  /** "Notification bell and list | admin, coordinator" */
  notifications: { roles: ['admin', 'coordinator'] },
  /** "Admin only: settings, backup and restore, external link add/edit/delete, deleting signed documents, statistics on the settings screen" */
  adminOnly: { roles: ['admin'] },
} as const satisfies Record<string, SpecGrant>;

/** What one call sends; path parameters fill the route's `{name}` placeholders. */
export type Sample = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
};

/** What the gates hand a sample builder, so samples can be valid without knowing the test's setup. */
export type SampleFixture = {
  /** A vrijwilliger made for this one call (with e-mail and rijksregisternummer), so a destructive call touches nobody else. */
  freshVolunteer(): Promise<{ id: number; username: string; email: string }>;
  /** A family made by an admin for this one call. */
  freshFamily(): Promise<number>;
  /**
   * Calls the API; a 2xx answer's body, or throws. `token` null = anonymous, 'admin' = the seeded
   * admin, 'member' = a signed-in vrijwilliger who is neither the caller nor an admin.
   */
  create(
    token: string | null | 'admin' | 'member',
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>>;
  /** An active vrijwilliger kept for sign-in calls (and 'member' calls); no sample changes it. */
  signInAccount: { id: number; username: string; password: string };
  /** An id no object has. */
  missingId: number;
};

/** Who makes the call the sample is for (null token = anonymous), for objects the caller must own. */
export type SampleCaller = { token: string | null };

export type RouteExpectation = {
  allowed: Allowed;
  /** Where the spec (or the architecture) says so. */
  source: string;
  /** A valid request, so an allowed call proves more than getting past the gate. */
  sample?: (fixture: SampleFixture, caller: SampleCaller) => Sample | Promise<Sample>;
  /** A successful call ends the caller's own session: callers use a session of its own for it. */
  endsCallerSession?: true;
};

/** Well-formed (43 base64url characters) but never issued. */
const UNKNOWN_TOKEN = 'Onbekend-Token-Dat-Nooit-Werd-Uitgegeven-00';
const NEW_PASSWORD = 'Nieuwe-Herfst-Wandeling-7';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** The staff family dialog (§3 family fields, §5 staff form rules). */
const FAMILY = {
  parentName: 'Familie Janssens',
  email: 'gezin.janssens@example.org',
  phone: '0470 12 34 56',
  address: 'Kerkstraat 1, 2000 Antwerpen',
  childName: 'Lotte',
  childAge: 10,
  school: 'De Regenboog',
  grade: '4de leerjaar',
  assignedTo: null,
};

/** §7 POST /api/families/register with the in-portal form rules of §5. */
const PORTAL_SIGNUP = {
  parentName: 'Familie Peeters',
  email: 'ouder.peeters@example.org',
  phone: '0470123456',
  address: 'Kerkstraat 1, 2000 Antwerpen',
  childName: 'Noor',
  childAge: 9,
  schoolName: 'De Regenboog',
  grade: '3',
  subjects: 'Wiskunde en lezen',
  notes: '',
};

/** §7 POST /api/public/family-registration, the embedded form. */
const PUBLIC_SIGNUP = {
  parentName: 'Familie Claes',
  childName: 'Milan',
  childAge: 11,
  school: 'Sint-Jan',
  grade: '5de leerjaar',
  phone: '0470 65 43 21',
  email: 'ouder.claes@example.org',
  address: 'Markt 2, 9000 Gent',
  notes: 'Hulp bij huiswerk op dinsdag',
  guardianConsent: true,
};

/** §7 declaration fields; mileage needs no receipt. */
const MILEAGE_DECLARATION = {
  type: 'mileage',
  description: 'Rit naar gezin',
  kilometers: '12.5',
  date: recentDay(),
};

/** A declaration of the caller's own, so the owner rule lets any signed-in caller act on it. */
async function ownDeclaration(fixture: SampleFixture, caller: SampleCaller) {
  if (!caller.token) return fixture.missingId;
  const created = await fixture.create(caller.token, 'POST', '/api/declarations', MILEAGE_DECLARATION);
  return Number(created.id);
}

const CALENDAR = { name: 'Huiswerkbegeleiding', color: '#3b82f6' };
const CALENDAR_EVENT = {
  title: 'Huiswerksessie',
  startDate: '2026-03-02T16:00:00+01:00',
  endDate: '2026-03-02T17:00:00+01:00',
};

/** A calendar the caller owns (every user may create one), or an id nobody has for anonymous callers. */
async function ownCalendar(fixture: SampleFixture, caller: SampleCaller) {
  if (!caller.token) return fixture.missingId;
  return Number((await fixture.create(caller.token, 'POST', '/api/calendars', CALENDAR)).id);
}

async function ownEvent(fixture: SampleFixture, caller: SampleCaller, calendarId: number) {
  if (!caller.token) return fixture.missingId;
  const body = { ...CALENDAR_EVENT, calendarId };
  return Number((await fixture.create(caller.token, 'POST', '/api/calendar-events', body)).id);
}

/** §6 sidebar "Boekhouding: bestuurslid, admin, coördinator": who sees and records transactions. */
const BOOKKEEPING: SpecGrant = { roles: ['bestuurslid', 'admin', 'coordinator'] };
/** Issue 19: "approve/reject and bank accounts: bestuurslid and admin". */
const BOOKKEEPING_APPROVAL: SpecGrant = { roles: ['bestuurslid', 'admin'] };
const TRANSACTION = {
  type: 'outgoing',
  date: '2026-03-02',
  description: 'Schriften',
  category: 'Materialen',
  amount: '12.50',
};

/** A Belgian IBAN nobody used yet: a random account number with its mod-97 check digits (bank and IBAN). */
function freshIban() {
  const base = BigInt(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
  const national = `${base}${String(Number(base % 97n) || 97).padStart(2, '0')}`;
  const check = 98n - (BigInt(`${national}111400`) % 97n);
  return `BE${String(check).padStart(2, '0')}${national}`;
}

async function pendingTransaction(fixture: SampleFixture) {
  return Number((await fixture.create('admin', 'POST', '/api/accounting/entries', TRANSACTION)).id);
}

async function unusedBankAccount(fixture: SampleFixture) {
  const body = { name: 'Spaarrekening', bankName: 'KBC', accountNumber: freshIban() };
  return Number((await fixture.create('admin', 'POST', '/api/accounting/bank-accounts', body)).id);
}

const BOOKKEEPING_ACCESS: Record<string, RouteExpectation> = {
  'accounting-entries-list': {
    allowed: BOOKKEEPING,
    source: '§6 sidebar Boekhouding; §7 GET /api/accounting/entries',
  },
  'accounting-entries-create': {
    allowed: BOOKKEEPING,
    source: '§6 sidebar Boekhouding; §7 POST /api/accounting/entries',
    sample: () => ({ body: TRANSACTION }),
  },
  'accounting-entries-update': {
    allowed: BOOKKEEPING,
    source: '§6 sidebar Boekhouding; §7 PUT /api/accounting/entries/:id',
    sample: async (fixture) => ({ params: { id: await pendingTransaction(fixture) }, body: TRANSACTION }),
  },
  'accounting-entries-delete': {
    allowed: BOOKKEEPING,
    source: '§6 sidebar Boekhouding; §7 DELETE /api/accounting/entries/:id',
    sample: async (fixture) => ({ params: { id: await pendingTransaction(fixture) } }),
  },
  'accounting-entries-approve': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 19: approve by bestuurslid and admin',
    // Entered by the seeded admin, so four eyes never refuse a principal here (tests/quality/four-eyes.test.ts does).
    sample: async (fixture) => ({
      params: { id: await pendingTransaction(fixture) },
      body: { expectedVersion: 1 },
    }),
  },
  'accounting-entries-reject': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 19: reject by bestuurslid and admin',
    sample: async (fixture) => ({
      params: { id: await pendingTransaction(fixture) },
      body: { expectedVersion: 1 },
    }),
  },
  'accounting-bank-accounts-list': {
    allowed: BOOKKEEPING,
    source:
      '§6 sidebar Boekhouding; §7 GET /api/accounting/bank-accounts (the transaction dialog lists them)',
  },
  'accounting-bank-accounts-create': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 19: bank accounts by bestuurslid and admin; §7 POST /api/accounting/bank-accounts',
    sample: () => ({ body: { name: 'Zichtrekening', bankName: 'KBC', accountNumber: freshIban() } }),
  },
  'accounting-bank-accounts-update': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 19: bank accounts by bestuurslid and admin; §7 PUT /api/accounting/bank-accounts/:id',
    sample: async (fixture) => ({
      params: { id: await unusedBankAccount(fixture) },
      body: { name: 'Hernoemd', bankName: 'KBC', accountNumber: freshIban(), isActive: false },
    }),
  },
  'accounting-bank-accounts-delete': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 19: bank accounts by bestuurslid and admin; §7 DELETE /api/accounting/bank-accounts/:id',
    sample: async (fixture) => ({ params: { id: await unusedBankAccount(fixture) } }),
  },
  'accounting-payables-list': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 34: the treasurer (who may approve the books) pays approved declarations',
  },
  'accounting-payment-files-create': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 34: a payment file by those who may approve the books, never paying themselves',
    // No approved declaration with this id: allowed callers pass the gate and get 400.
    sample: async (fixture) => ({
      body: { bankAccountId: await unusedBankAccount(fixture), declarationIds: [999_999] },
    }),
  },
  'accounting-statements-import': {
    allowed: BOOKKEEPING_APPROVAL,
    source: "Issue 34: the treasurer imports the statements of the association's accounts",
    // Not a statement: allowed callers pass the gate and get 400 with the line number.
    sample: async (fixture) => ({
      params: { id: await unusedBankAccount(fixture) },
      body: { format: 'coda', content: 'geen CODA' },
    }),
  },
  'accounting-bank-lines-list': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 34: the treasurer reconciles the bank lines',
    sample: async (fixture) => ({ params: { id: await unusedBankAccount(fixture) } }),
  },
  'accounting-bank-balance-get': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 34: the bank balance beside the book balance, with the difference',
    sample: async (fixture) => ({ params: { id: await unusedBankAccount(fixture) } }),
  },
  // No such line on a fresh account: allowed callers pass the gate and get 404.
  'accounting-bank-lines-match': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 34: the treasurer confirms a proposed match',
    sample: async (fixture) => ({
      params: { id: await unusedBankAccount(fixture), lineId: 'TElORSMyMDI2LTAwMSNSRUYx' },
      body: { entryId: 1 },
    }),
  },
  'accounting-bank-lines-book': {
    allowed: BOOKKEEPING_APPROVAL,
    source: 'Issue 34: the treasurer books an unmatched line',
    sample: async (fixture) => ({
      params: { id: await unusedBankAccount(fixture), lineId: 'TElORSMyMDI2LTAwMSNSRUYx' },
      body: { category: 'Bank kosten' },
    }),
  },
  'accounting-summary': {
    allowed: BOOKKEEPING,
    source: '§6 sidebar Boekhouding; §7 GET /api/accounting/summary',
    sample: () => ({ query: { dateFrom: '2026-01-01', dateTo: '2026-03-31' } }),
  },
  'accounting-export': {
    allowed: BOOKKEEPING,
    source: '§6 sidebar Boekhouding; §7 POST /api/accounting/export',
    sample: () => ({ body: { dateFrom: '2026-01-01', dateTo: '2026-03-31', format: 'excel' } }),
  },
};

/**
 * Issue 18 decides §6's "signing on behalf of the association … for bestuurders and coordinators"
 * together with the sidebar (Digitale Ondertekening: bestuurslid, coördinator, admin): both lists.
 */
const SIGNING: SpecGrant = {
  roles: ['admin', 'coordinator', 'bestuurslid', 'bestuurder', 'dagelijks_bestuurder'],
};
const SIGNING_ACCESS: Record<string, RouteExpectation> = {
  'signing-upload-and-sign': {
    allowed: SIGNING,
    source: '§6 signing on behalf of the association; §7 POST /api/documents/upload-and-sign',
    sample: () => ({
      body: { uploadId: UNKNOWN_UUID, title: 'Overeenkomst', signaturePosition: { page: 1, x: 10, y: 10 } },
    }),
  },
  'signing-sign-pdf': {
    allowed: SIGNING,
    source: '§2 /ondertekenen "Sign a PDF on behalf of the association"; §7 POST /onderteken/upload',
    sample: () => ({ body: { uploadId: UNKNOWN_UUID } }),
  },
  'signed-documents-list': {
    allowed: SIGNING,
    source: '§6 sidebar Digitale Ondertekening; §7 GET /api/signed-documents',
  },
  'signed-documents-download': {
    allowed: SIGNING,
    source: '§4 signed documents tab: download PDF; §7 GET /api/signed-documents/:id/download',
  },
  'signed-documents-delete': {
    allowed: SPEC.adminOnly,
    source: '§6 "Admin only: … deleting signed documents"',
  },
  'verify-signature': {
    allowed: 'public',
    source: '§6 "Verification is public"; §2 /ondertekening-controleren public',
    sample: () => ({ params: { token: UNKNOWN_UUID } }),
  },
  'verification-proof': {
    allowed: 'public',
    source: '§6 "Verification is public"; §7 GET /api/verification-proof/:signatureToken',
    sample: () => ({ params: { token: UNKNOWN_UUID } }),
  },
  'verify-file': {
    allowed: 'public',
    source: 'Issue 18: POST /api/verify-file on the public verification page',
    sample: () => ({ body: { sha256: '0'.repeat(64) } }),
  },
};

/** Issue 14: the e-mail tool, "Send e-mails | coördinator, bestuurslid, admin"; system templates are edited in the admin-only settings. */
const EMAIL_TEMPLATE = { name: 'Sjabloon', subject: 'Onderwerp', content: '<p>Inhoud</p>' };
const EMAIL_ACCESS: Record<string, RouteExpectation> = {
  'email-templates-list': { allowed: SPEC.sendEmail, source: '§6 Send e-mails; §7 GET /api/email/templates' },
  'email-templates-create': {
    allowed: SPEC.sendEmail,
    source: '§6 Send e-mails; §7 POST /api/email/templates',
    sample: () => ({ body: EMAIL_TEMPLATE }),
  },
  'email-templates-delete': {
    allowed: SPEC.sendEmail,
    source: '§6 Send e-mails; §7 DELETE /api/email/templates/:id',
    sample: async (fixture) => ({
      params: {
        id: Number((await fixture.create('admin', 'POST', '/api/email/templates', EMAIL_TEMPLATE)).id),
      },
    }),
  },
  'system-templates-list': {
    allowed: SPEC.sendEmail,
    source: '§7 GET /api/email-templates (e-mail tool and settings)',
  },
  'system-templates-update': {
    allowed: SPEC.adminOnly,
    source: '§2 Settings templates tab (admin only); §7 PUT /api/email-templates/:id',
    sample: () => ({
      params: { id: 'invitation' },
      body: { subject: 'Uitnodiging', content: '<p>Welkom [VOORNAAM]</p>' },
    }),
  },
  'email-send': {
    allowed: SPEC.sendEmail,
    source: '§6 Send e-mails; §7 POST /api/email/send',
    sample: () => ({ body: { to: ['matrix@example.org'], subject: 'Test', html: '<p>Test</p>' } }),
  },
  'email-preview': {
    allowed: SPEC.sendEmail,
    source: 'Issue 14: a preview for one chosen recipient',
    sample: () => ({ body: { recipient: 'matrix@example.org', subject: 'Test', html: '<p>Test</p>' } }),
  },
  'email-logs': { allowed: SPEC.sendEmail, source: '§6 Send e-mails; §7 GET /api/email/logs' },
  'email-unsubscribe': {
    allowed: 'public',
    source: 'Issue 14: the opt-out link of a bulk mail works without signing in (RFC 8058 one-click)',
    sample: () => ({ params: { token: 'onbekend-afmeldtoken-0000000000000000' } }),
  },
};

/** Issue 20: settings and external links (§6 "Admin only: settings, … external link add/edit/delete, … statistics on the settings screen"). */
async function someLink(fixture: SampleFixture) {
  return Number((await fixture.create('admin', 'POST', '/api/external-links', LINK)).id);
}
const LINK = { title: 'Stad', url: 'https://stad.example.org', icon: 'Home' };

const SETTINGS_ACCESS: Record<string, RouteExpectation> = {
  'privacy-register': {
    allowed: SPEC.adminOnly,
    source: 'Issue 32 item 6: the register of processing (art. 30) is an admin page, like the settings',
  },
  'privacy-register-pdf': {
    allowed: SPEC.adminOnly,
    source: 'Issue 32 item 6: the register of processing as a PDF, for admins',
  },
  'settings-rrn-purge': {
    allowed: SPEC.adminOnly,
    source: 'Issue 32 item 7: erasing every stored rijksregisternummer is for admins, like the settings',
    sample: () => ({ body: { confirm: true } }),
  },
  'settings-public': {
    allowed: 'public',
    source: '§2 login screen shows the organisation texts before anyone signs in',
  },
  'settings-logo': {
    allowed: 'public',
    source: 'Issue 20: the login screen (signed out) shows the organisation logo',
  },
  'web-app-manifest': {
    allowed: 'public',
    source: 'Issue 35: the browser reads the installable app’s manifest before anyone signs in',
  },
  'web-app-icon': {
    allowed: 'public',
    source: 'Issue 35: the manifest’s icons, rendered from the organisation logo, load without a session',
    sample: () => ({ params: { name: 'icon-192.png' } }),
  },
  'settings-list': { allowed: SPEC.adminOnly, source: '§6 Admin only: settings; §7 GET /api/settings' },
  'settings-update': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: settings; §7 PUT /api/settings/:key',
    sample: () => ({ params: { key: 'login_subtitle' }, body: { value: 'Samen leren' } }),
  },
  'settings-statistics': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: statistics on the settings screen',
  },
  'settings-test-mail': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: settings; §5 settings test mail',
    sample: () => ({ body: { to: 'test-mail@example.org' } }),
  },
  'external-links-list': {
    allowed: 'signed-in',
    source: '§2 /navigatie: logged in; §7 GET /api/external-links',
  },
  'notice-status': {
    allowed: 'signed-in',
    source: 'Issue 31 item 6: every volunteer receives the organisation notice and acknowledges it',
  },
  'notice-publish': {
    allowed: SPEC.adminOnly,
    source: 'Issue 31 item 6: admins upload the current notice',
    sample: () => ({ body: { uploadId: UNKNOWN_UUID } }),
  },
  'notice-download': {
    allowed: 'signed-in',
    source: 'Issue 31 item 6: every volunteer reads the notice they acknowledge',
  },
  'notice-acknowledge': {
    allowed: 'signed-in',
    source: 'Issue 31 item 6: each active volunteer acknowledges the current version',
    sample: () => ({ body: { version: 1 } }),
  },
  'volunteer-register': {
    allowed: { roles: ['bestuurslid', 'admin'] },
    source: 'Issue 31 item 5: the register is for admins and the treasurer (the board keeps the books)',
    sample: () => ({ params: { year: 2026 } }),
  },
  'volunteer-register-xlsx': {
    allowed: { roles: ['bestuurslid', 'admin'] },
    source: 'Issue 31 item 5: the register as xlsx, for admins and the treasurer',
    sample: () => ({ params: { year: 2026 } }),
  },
  'volunteer-register-pdf': {
    allowed: { roles: ['bestuurslid', 'admin'] },
    source: 'Issue 31 item 5: the register as PDF, for admins and the treasurer',
    sample: () => ({ params: { year: 2026 } }),
  },
  'volunteer-register-statement': {
    allowed: 'signed-in',
    source: 'Issue 31 item 5: a volunteer downloads their own yearly statement (another’s is 404)',
    sample: async ({ freshVolunteer }) => ({ params: { year: 2026, id: (await freshVolunteer()).id } }),
  },
  'users-screening': {
    allowed: SPEC.manageUsers,
    source: 'Issue 31 item 6: the screening record is part of managing volunteers',
    sample: async ({ freshVolunteer }) => ({
      params: { id: (await freshVolunteer()).id },
      body: { extractDate: '2025-01-10', worksWithMinors: true },
    }),
  },
  'external-links-create': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: external link add',
    sample: () => ({ body: LINK }),
  },
  'external-links-update': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: external link edit',
    sample: async (fixture) => ({ params: { id: await someLink(fixture) }, body: LINK }),
  },
  'external-links-delete': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: external link delete',
    sample: async (fixture) => ({ params: { id: await someLink(fixture) } }),
  },
};

/** Backup and restore (§2, §6 admin only; issue 21). */
const BACKUP_ACCESS: Record<string, RouteExpectation> = {
  'backup-start': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: backup and restore; §2 Backup downloads a file',
    sample: () => ({ body: { withFiles: false } }),
  },
  'backup-get': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: backup; issue 21 progress of the backup job',
    sample: () => ({ params: { id: UNKNOWN_UUID } }),
  },
  'backup-download': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: backup; §2 Backup downloads a file; issue 38 each download audited',
    sample: () => ({ params: { id: UNKNOWN_UUID } }),
  },
  'backups-list': { allowed: SPEC.adminOnly, source: '§6 Admin only: backup; issue 21 recent backups' },
  'restore-validate': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: restore; §5 restore validation',
    // An upload nobody made answers 404: past the gate.
    sample: () => ({ body: { uploadId: UNKNOWN_UUID } }),
  },
  'restore-start': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: restore; issue 21 restore after the confirmation',
    sample: () => ({ body: { uploadId: UNKNOWN_UUID } }),
  },
  'restore-get': {
    allowed: SPEC.adminOnly,
    source: '§6 Admin only: restore; issue 21 progress and result of the restore job',
    sample: () => ({ params: { id: UNKNOWN_UUID } }),
  },
  'privacy-job-start': {
    allowed: SPEC.adminOnly,
    source: "Issue 32 items 4 and 5: admins make a person's copy and run an erasure (dry run first)",
    // A family nobody registered answers 404: past the gate, and no job starts.
    sample: () => ({ body: { mode: 'dry-run', subject: { kind: 'family', id: 999_999 } } }),
  },
  'privacy-job-get': {
    allowed: SPEC.adminOnly,
    source: 'Issue 32 items 4 and 5: the progress and report of a privacy job',
    sample: () => ({ params: { id: UNKNOWN_UUID } }),
  },
  'privacy-retention-list': {
    allowed: SPEC.adminOnly,
    source: 'Issue 32 item 3: admins review what passed its retention date',
  },
  'privacy-retention-confirm': {
    allowed: SPEC.adminOnly,
    source: 'Issue 32 item 3: nothing is erased without an admin confirming it',
    // A family not on the review list answers 409: past the gate, and nothing starts.
    sample: () => ({ body: { subjects: [{ kind: 'family', id: 999_999 }] } }),
  },
  'privacy-export-download': {
    allowed: SPEC.adminOnly,
    source: "Issue 32 item 4: a short-lived link to a person's copy, audited",
    sample: () => ({ params: { id: UNKNOWN_UUID } }),
  },
};

/**
 * Issue 33: the session log sits on the family's page, so its routes need "View families"; which
 * families' sessions a caller may see (volunteers their assigned ones, coordinators and admins all,
 * the board none: outcome notes are not theirs) is the object rule, tested in object-access.
 */
const SESSION_LOGGERS: SpecGrant = SPEC.viewFamilies;
const SESSION_MANAGERS: SpecGrant = { roles: ['admin', 'coordinator'] };

/** A session of a fresh family, logged by an admin, and the body that edits it. */
async function freshSession(fixture: SampleFixture) {
  const familyId = await fixture.freshFamily();
  const session = await fixture.create('admin', 'POST', '/api/sessions', {
    familyId,
    date: '2026-03-02',
    startTime: '16:00',
    durationMinutes: 60,
    kind: 'huiswerkbegeleiding',
    volunteerIds: [fixture.signInAccount.id],
  });
  return { id: Number(session.id), version: Number(session.version), familyId };
}

const SESSION_ACCESS: Record<string, RouteExpectation> = {
  'session-logs-list': {
    allowed: SESSION_LOGGERS,
    source:
      "Issue 33 item 1: a volunteer logs (and reads) the sessions of the families assigned to them only, coordinators for all; the outcome note is for the family's volunteers, coordinators and admins, so the board does not read the log",
    sample: async ({ freshFamily }) => ({ params: { familyId: await freshFamily() } }),
  },
  'session-options': {
    allowed: SESSION_LOGGERS,
    source: 'Issue 33 item 1: the subjects list in the settings, offered to everyone who logs sessions',
  },
  'session-logs-create': {
    allowed: SESSION_LOGGERS,
    source: 'Issue 33 item 1: volunteers for their assigned families, coordinators for all',
    sample: async (fixture) => ({
      body: {
        familyId: await fixture.freshFamily(),
        date: '2026-03-02',
        startTime: '16:00',
        durationMinutes: 60,
        kind: 'huiswerkbegeleiding',
        volunteerIds: [fixture.signInAccount.id],
      },
    }),
  },
  'session-logs-update': {
    allowed: SESSION_LOGGERS,
    source:
      'Issue 33 item 1: edits are versioned; a volunteer edits sessions of their assigned families only',
    sample: async (fixture) => {
      const session = await freshSession(fixture);
      return {
        params: { id: session.id },
        body: {
          date: '2026-03-02',
          startTime: '16:30',
          durationMinutes: 45,
          kind: 'huiswerkbegeleiding',
          volunteerIds: [fixture.signInAccount.id],
          version: session.version,
        },
      };
    },
  },
  'session-logs-complete': {
    allowed: SESSION_LOGGERS,
    source:
      'Issue 33 item 2: an appointment with a family becomes a session in one step (object rule as for a session)',
    sample: () => ({
      body: { eventId: 999_999, occurrence: '2026-03-02', kind: 'huiswerkbegeleiding', volunteerIds: [1] },
    }),
  },
  'session-logs-planned': {
    allowed: SESSION_LOGGERS,
    source:
      'Issue 33 item 2: a coordinator sees per week the planned sessions without a log (a volunteer those of their families)',
    sample: () => ({ query: { from: '2026-03-02' } }),
  },
  'session-hours': {
    allowed: 'signed-in',
    source:
      "Issue 33 items 3 and 5: every signed-in user sees their own hours (a volunteer's dashboard); coordinators all",
    sample: () => ({ query: { year: '2026' } }),
  },
  'impact-report': {
    allowed: 'signed-in',
    source:
      'Issue 33 items 4 and 5: every figure is available to the own scope: a volunteer sees their own, a coordinator all',
    sample: () => ({ query: { from: '2026-01', to: '2026-03' } }),
  },
  'impact-report-pdf': {
    allowed: 'signed-in',
    source:
      'Issue 33 items 4 and 5: the report as PDF, in the same scope as on screen (a volunteer their own, a coordinator all)',
    sample: () => ({ body: { from: '2026-01', to: '2026-03' } }),
  },
  'impact-report-xlsx': {
    allowed: 'signed-in',
    source:
      'Issue 33 items 4 and 5: the report as xlsx, in the same scope as on screen (a volunteer their own, a coordinator all)',
    sample: () => ({ body: { from: '2026-01', to: '2026-03' } }),
  },
  'session-logs-delete': {
    allowed: SESSION_MANAGERS,
    source: 'Issue 33 item 1: deletes only by coordinators',
    sample: async (fixture) => ({ params: { id: (await freshSession(fixture)).id } }),
  },
};

export const SPEC_ACCESS: Record<string, RouteExpectation> = {
  ...SESSION_ACCESS,
  ...SETTINGS_ACCESS,
  ...BACKUP_ACCESS,
  ...EMAIL_ACCESS,
  ...BOOKKEEPING_ACCESS,
  ...SIGNING_ACCESS,
  health: { allowed: 'public', source: 'liveness check, not a spec screen: needs no session' },
  openapi: {
    allowed: 'public',
    source: 'issue 36 item 13: the API described for integrators (OpenAPI 3.1), read before any sign-in',
  },
  login: {
    allowed: 'public',
    source: '§2 route table: /login is public; §7 POST /api/login',
    sample: ({ signInAccount: { username, password } }) => ({
      body: { username, password, rememberMe: false },
    }),
  },
  'auth-me': { allowed: 'signed-in', source: '§7 GET /api/auth/me with bearer token: any signed-in user' },
  'auth-profile': {
    allowed: 'signed-in',
    source: 'issue 38: everyone reads their own IBAN and address on their profile',
  },
  'auth-preferences': {
    allowed: 'signed-in',
    source: 'issue 37 item 2: everyone turns their own notification mails off or on, on their profile',
    sample: () => ({ body: { notificationMails: true } }),
  },
  // Two-step sign-in (issue 22): every user manages their own second factor and sessions.
  'login-mfa': {
    allowed: 'public',
    source: 'issue 22: the second step of a sign-in comes before any session',
    // An unknown challenge answers 400 (sign in again): past the gate.
    sample: () => ({ body: { challenge: UNKNOWN_TOKEN, code: '123456' } }),
  },
  'auth-mfa-status': { allowed: 'signed-in', source: "issue 22: the 'Beveiliging' page of every user" },
  'auth-mfa-totp-start': {
    allowed: 'signed-in',
    source: 'issue 22: every user may enrol an authenticator app',
  },
  'auth-mfa-totp-confirm': {
    allowed: 'signed-in',
    source: 'issue 22: every user may enrol an authenticator app',
    // No pending secret (409) or a wrong code (400): past the gate.
    sample: () => ({ body: { code: '123456' } }),
  },
  'auth-passkey-options': { allowed: 'signed-in', source: 'issue 22: every user may add a passkey' },
  'auth-passkey-register': {
    allowed: 'signed-in',
    source: 'issue 22: every user may add a passkey',
    // No registration under way (409) or an answer that does not verify (400): past the gate.
    sample: () => ({ body: { response: { id: 'x' } } }),
  },
  'auth-passkey-delete': {
    allowed: 'signed-in',
    source: 'issue 22: every user removes their own passkeys',
    sample: () => ({ params: { id: 'onbekende-passkey' } }),
  },
  'auth-sessions': { allowed: 'signed-in', source: 'issue 22: every user sees their own active sessions' },
  'auth-session-end': {
    allowed: 'signed-in',
    source: 'issue 22: every user ends their own sessions',
    sample: () => ({ params: { id: '0000000000000000' } }),
  },
  'users-mfa-reset': {
    allowed: SPEC.adminOnly,
    source: "issue 22: an admin can reset another user's second factor",
    // The fresh volunteer has none: 409, past the gate.
    sample: async ({ freshVolunteer }) => ({ params: { id: (await freshVolunteer()).id } }),
  },
  'auth-reauthenticate': {
    allowed: 'signed-in',
    source: 'issue 24 point 10: any signed-in user confirms their own password before a sensitive action',
    // A wrong password answers 400: past the gate. Past five wrong ones the next call ends the
    // caller's session, so callers (the fuzzer) use a session of their own for it.
    sample: () => ({ body: { password: 'Niet-Het-Eigen-Wachtwoord-1' } }),
    endsCallerSession: true,
  },
  logout: {
    allowed: 'signed-in',
    source: '§2 shell footer: every user has a logout button',
    endsCallerSession: true,
  },
  'invite-verify': {
    allowed: 'public',
    source: '§2 account activation is reached from a mailed link, before any session exists',
    sample: ({ missingId }) => ({ body: { userId: missingId, token: UNKNOWN_TOKEN } }),
  },
  'invite-accept': {
    allowed: 'public',
    source: '§2 account activation page is public',
    sample: ({ missingId }) => ({
      body: { userId: missingId, token: UNKNOWN_TOKEN, password: NEW_PASSWORD },
    }),
  },
  'request-password-reset': {
    allowed: 'public',
    source: '§2 /wachtwoord-vergeten is public',
    sample: () => ({ body: { usernameOrEmail: 'niemand-bekend@example.org' } }),
  },
  'verify-reset-token': {
    allowed: 'public',
    source: '§2 password reset by link is public',
    sample: ({ missingId }) => ({ body: { userId: missingId, token: UNKNOWN_TOKEN } }),
  },
  'reset-password': {
    allowed: 'public',
    source: '§2 password reset by link is public',
    sample: ({ missingId }) => ({
      body: { userId: missingId, token: UNKNOWN_TOKEN, newPassword: NEW_PASSWORD },
    }),
  },
  'users-list': {
    allowed: 'signed-in',
    source:
      '§7 GET /api/users is "also used for names on declarations, e-mail recipients and sharing": every signed-in user (directory view)',
    sample: () => ({ query: { role: 'vrijwilliger' } }),
  },
  'users-create': {
    allowed: SPEC.manageUsers,
    source: '§6 "Volunteer screen: add, edit, delete, invite and change-password only with manage-users"',
    sample: () => ({ body: volunteerFields() }),
  },
  'users-update': {
    allowed: SPEC.manageUsers,
    source: '§6 volunteer screen: edit only with manage-users',
    sample: async ({ freshVolunteer }) => {
      const target = await freshVolunteer();
      return {
        params: { id: target.id },
        body: {
          ...volunteerFields(),
          username: target.username,
          email: target.email,
          password: '',
          phone: '0470 11 22 33',
        },
      };
    },
  },
  'users-delete': {
    allowed: SPEC.manageUsers,
    source: '§6 volunteer screen: delete only with manage-users',
    sample: async ({ freshVolunteer }) => ({ params: { id: (await freshVolunteer()).id } }),
  },
  'users-change-password': {
    allowed: SPEC.manageUsers,
    source: '§6 volunteer screen: change-password only with manage-users',
    sample: async ({ freshVolunteer }) => ({
      params: { id: (await freshVolunteer()).id },
      body: { newPassword: NEW_PASSWORD },
    }),
  },
  'users-rijksregisternummer': {
    allowed: SPEC.adminOnly,
    source: 'ARCHITECTURE.md §11: the full rijksregisternummer only to admins, every read recorded',
    sample: async ({ freshVolunteer }) => ({ params: { id: (await freshVolunteer()).id } }),
  },
  'users-invite': {
    allowed: SPEC.manageUsers,
    source: '§6 volunteer screen: invite only with manage-users',
    sample: async ({ freshVolunteer }) => ({ params: { id: (await freshVolunteer()).id } }),
  },
  'users-generate-reset-link': {
    allowed: SPEC.manageUsers,
    source: '§2 volunteer actions (generate reset link) are shown only with manage-users',
    sample: async ({ freshVolunteer }) => ({ params: { id: (await freshVolunteer()).id } }),
  },
  'audit-list': {
    allowed: SPEC.adminOnly,
    source:
      'Issue 24 point 13: the audit trail (who changed what) is readable by admins only, stricter than the spec',
    sample: () => ({ query: { action: 'rrn-read', limit: '10' } }),
  },
  'families-list': {
    allowed: SPEC.viewFamilies,
    source: '§6 "View families"; vrijwilliger and huiswerkbegeleider see only assigned families',
    sample: () => ({ query: { status: 'actief' } }),
  },
  'families-recent': {
    allowed: { roles: ['admin', 'coordinator', 'bestuurder', 'bestuurslid'] },
    source:
      "§2 Families: the 'Nieuwe Aanmeldingen' panel sits on the families screen; issue 36 item 4 widens §7's \"users who can manage families\" to everyone who sees all families (the board too)",
  },
  'families-get': {
    allowed: SPEC.viewFamilies,
    source: '§6 "Families: view needs the view permission"',
    sample: async ({ freshFamily }) => ({ params: { id: await freshFamily() } }),
  },
  'families-create': {
    allowed: SPEC.manageFamilies,
    source: '§6 "Families: … add, edit, delete need manage-families"',
    sample: () => ({ body: FAMILY }),
  },
  'families-update': {
    allowed: SPEC.manageFamilies,
    source: '§6 "Families: … add, edit, delete need manage-families"',
    sample: async ({ freshFamily }) => ({
      params: { id: await freshFamily() },
      body: { ...FAMILY, guidanceStatus: 'actief' },
    }),
  },
  'families-delete': {
    allowed: SPEC.manageFamilies,
    source: '§6 "Families: … add, edit, delete need manage-families"',
    sample: async ({ freshFamily }) => ({ params: { id: await freshFamily() } }),
  },
  'families-consent': {
    allowed: SPEC.manageFamilies,
    source:
      'Issue 32 item 1: staff who manage families record a renewed consent (§6 "Families: … edit needs manage-families")',
    sample: async ({ freshFamily }) => ({ params: { id: await freshFamily() }, body: { photos: false } }),
  },
  'families-access-log': {
    allowed: SPEC.adminOnly,
    source: 'Issue 32 item 2: admins see who looked at a family (like the audit trail, admins only)',
    sample: async ({ freshFamily }) => ({ params: { id: await freshFamily() }, query: { limit: '5' } }),
  },
  'families-register': {
    allowed: 'signed-in',
    source:
      '§5 "Family signup (in-portal form)", §8 "in-portal signup": the portal form of a signed-in user; the public page /registration (§2) posts to /api/public/family-registration. §6 names no role for it',
    sample: () => ({ body: PORTAL_SIGNUP }),
  },
  'public-family-registration': {
    allowed: 'public',
    source: '§2 /registration "also embedded by frame in external sites" is public',
    sample: () => ({ body: PUBLIC_SIGNUP }),
  },
  'uploads-create': {
    allowed: 'signed-in',
    source: '§6 "Create a declaration | any user" (its receipt is uploaded first, ARCHITECTURE.md §7)',
    sample: () => ({
      body: {
        purpose: 'declaration-receipt',
        fileName: 'bonnetje.pdf',
        contentType: 'application/pdf',
        size: 2048,
      },
    }),
  },
  'uploads-confirm': {
    allowed: 'signed-in',
    source: 'ARCHITECTURE.md §7: whoever asked for the upload confirms it',
    sample: () => ({ params: { id: UNKNOWN_UUID } }),
  },
  'declarations-list': {
    allowed: 'signed-in',
    source: '§6 "Create a declaration | any user": everyone has a declarations list (reviewers see all)',
  },
  'declarations-create': {
    allowed: 'signed-in',
    source: '§6 "Create a declaration | any user"',
    sample: () => ({ body: MILEAGE_DECLARATION }),
  },
  'declarations-update': {
    allowed: 'signed-in',
    source:
      '§6 "Edit and delete a declaration | its owner, admin or bestuurslid": the caller edits their own',
    sample: async (fixture, caller) => ({
      params: { id: await ownDeclaration(fixture, caller) },
      body: { ...MILEAGE_DECLARATION, kilometers: '14' },
    }),
  },
  'declarations-delete': {
    allowed: 'signed-in',
    source:
      '§6 "Edit and delete a declaration | its owner, admin or bestuurslid": the caller deletes their own',
    sample: async (fixture, caller) => ({ params: { id: await ownDeclaration(fixture, caller) } }),
  },
  'declarations-status': {
    allowed: SPEC.reviewDeclarations,
    source: '§6 "Review declarations (status actions)"',
    sample: async (fixture) => {
      const created = await fixture.create('member', 'POST', '/api/declarations', MILEAGE_DECLARATION);
      return {
        params: { id: Number(created.id) },
        body: { status: 'in_behandeling', expectedVersion: Number(created.version) },
      };
    },
  },
  'declarations-undo-approval': {
    allowed: SPEC.reviewDeclarations,
    source:
      'Issue 23 point 6: the reviewer who approved may undo the approval for 10 seconds (a status action of §6 "Review declarations")',
    sample: async (fixture, caller) => {
      const created = await fixture.create('member', 'POST', '/api/declarations', MILEAGE_DECLARATION);
      const id = Number(created.id);
      // A reviewer undoes their own fresh approval; anyone else cannot approve, and is refused by the route.
      const approved = await fixture
        .create(caller.token, 'PATCH', `/api/declarations/${id}/status`, {
          status: 'approved',
          expectedVersion: Number(created.version),
        })
        .catch(() => created);
      return { params: { id }, body: { expectedVersion: Number(approved.version) } };
    },
  },
  'declarations-receipt': {
    allowed: 'signed-in',
    source: '§2 declarations table column Bijlage: whoever sees the declaration downloads its receipt',
    sample: async (fixture, caller) => ({ params: { id: await ownDeclaration(fixture, caller) } }),
  },
  'declarations-law-check': {
    allowed: SPEC.reviewDeclarations,
    source:
      'Issue 31 item 4: the review screen shows the volunteer-law totals before an approval (a status action of §6 "Review declarations")',
    sample: async (fixture) => {
      const created = await fixture.create('member', 'POST', '/api/declarations', MILEAGE_DECLARATION);
      return { params: { id: Number(created.id) } };
    },
  },
  'volunteer-law-figures': {
    allowed: 'signed-in',
    source: 'Issue 31 item 1: the figures that apply on a day, which every declarant’s dialog proposes from',
    sample: () => ({ query: { date: '2024-02-14' } }),
  },
  'volunteer-law-totals': {
    allowed: 'signed-in',
    source:
      'Issue 31 item 2: a volunteer’s regime and totals, for the volunteer themselves, user managers and reviewers (others get 404)',
    sample: (fixture) => ({ params: { id: fixture.signInAccount.id, year: 2024 } }),
  },
  'volunteer-law-activity-days': {
    allowed: 'signed-in',
    source:
      'Issue 31 item 3: the days of activity the allowance form offers, for the volunteer themselves, user managers and reviewers (others get 404)',
    sample: (fixture) => ({ params: { id: fixture.signInAccount.id, year: 2024 } }),
  },
  'volunteer-law-update': {
    allowed: SPEC.manageUsers,
    source:
      'Issue 31 item 2: the regime is set on the volunteer’s profile, by whoever manages users (§6 "Manage users")',
    sample: async (fixture) => ({
      params: { id: (await fixture.freshVolunteer()).id, year: 2024 },
      body: { regime: 'flat', otherOrganisationsAmount: '0', expectedVersion: 0 },
    }),
  },
  'calendars-list': {
    allowed: 'signed-in',
    source:
      '§2 route table "/agenda | Calendar | logged in"; §7 GET /api/calendars (shares filter on the server)',
  },
  'calendars-create': {
    allowed: 'signed-in',
    source: '§6 "every user may … create calendars and events"',
    sample: () => ({ body: CALENDAR }),
  },
  'calendars-update': {
    allowed: 'signed-in',
    source: '§6 every user creates calendars; issue 15: the owner (or a share with admin) edits it',
    sample: async (fixture, caller) => ({
      params: { id: await ownCalendar(fixture, caller) },
      body: CALENDAR,
    }),
  },
  'calendars-delete': {
    allowed: 'signed-in',
    source: 'Issue 15: DELETE /api/calendars/:id by its owner or an admin',
    sample: async (fixture, caller) => ({ params: { id: await ownCalendar(fixture, caller) } }),
  },
  'calendars-share': {
    allowed: 'signed-in',
    source: '§7 POST /api/calendars/:calendarId/share; issue 15: the owner or a share with admin',
    sample: async (fixture, caller) => ({
      params: { calendarId: await ownCalendar(fixture, caller) },
      body: { userIds: [fixture.signInAccount.id], permissions: 'view' },
    }),
  },
  'calendar-events-list': {
    allowed: 'signed-in',
    source: '§7 GET /api/calendar-events; the calendars the caller may see',
    sample: () => ({ query: { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00Z' } }),
  },
  'calendar-events-create': {
    allowed: 'signed-in',
    source: '§6 "every user may … create calendars and events"',
    sample: async (fixture, caller) => ({
      body: { ...CALENDAR_EVENT, calendarId: await ownCalendar(fixture, caller) },
    }),
  },
  'calendar-events-update': {
    allowed: 'signed-in',
    source: '§7 PUT /api/calendar-events/:id; issue 15: edit rights on its calendar',
    sample: async (fixture, caller) => {
      const calendarId = await ownCalendar(fixture, caller);
      return {
        params: { id: await ownEvent(fixture, caller, calendarId) },
        body: { ...CALENDAR_EVENT, calendarId },
      };
    },
  },
  'calendar-events-delete': {
    allowed: 'signed-in',
    source: '§7 DELETE /api/calendar-events/:id; issue 15: edit rights on its calendar',
    sample: async (fixture, caller) => ({
      params: { id: await ownEvent(fixture, caller, await ownCalendar(fixture, caller)) },
    }),
  },
  'calendar-feed-link': {
    allowed: 'signed-in',
    source: 'Issue 15: GET /api/calendar/feed answers the caller’s own feed URL',
  },
  'calendar-feed-renew': {
    allowed: 'signed-in',
    source: 'Issue 15: POST /api/calendar/feed/renew replaces the caller’s own secret',
  },
  'calendar-feed-revoke': {
    allowed: 'signed-in',
    source: 'Issue 15: the feed secret is revocable from the agenda screen',
  },
  'calendar-feed': {
    allowed: 'public',
    source:
      'Issue 15: GET /api/calendar/feed.ics?token=<secret> is public; the secret is the credential (issue 38: never in the path)',
    sample: () => ({ query: { token: 'A'.repeat(43) } }),
  },
  'documents-folders-list': {
    allowed: 'signed-in',
    source:
      '§2 route table "/drive | Drive | logged in"; §7 model B GET /api/documents/folders (levels filter on the server)',
  },
  'documents-folders-get': {
    allowed: 'signed-in',
    source: 'Issue 17: a visible folder with its breadcrumb; an Iedereen folder is visible to all',
    sample: async (fixture) => ({ params: { id: await driveFolder(fixture, 'public') } }),
  },
  'documents-folders-create': {
    allowed: { roles: ['admin', 'coordinator'] },
    source:
      '§6 drive folders: "Coordinators may create folders and upload documents; volunteers may not" (admin sees and does all)',
    sample: () => ({ body: { name: 'Verslagen', accessLevel: 'public' } }),
  },
  'documents-folders-update': {
    allowed: 'signed-in',
    source: '§6 "admin … may edit folder rights"; issue 17: others get 404 where the level hides the folder',
    sample: async (fixture) => ({
      params: { id: await driveFolder(fixture, 'admin') },
      body: { name: 'Bestuur', accessLevel: 'admin' },
    }),
  },
  'documents-folders-delete': {
    allowed: 'signed-in',
    source: '§7 model B DELETE /api/documents/folders/:id; issue 17: an admin (or the creating coordinator)',
    sample: async (fixture) => ({ params: { id: await driveFolder(fixture, 'admin') } }),
  },
  'documents-jobs-get': {
    allowed: 'signed-in',
    source: 'Issue 17: the folder delete runs in the background with a job status for whoever started it',
    sample: () => ({ params: { id: UNKNOWN_UUID } }),
  },
  'documents-list': {
    allowed: 'signed-in',
    source: '§7 model B GET /api/documents with the folder id; visible folders only',
    sample: async (fixture) => ({ query: { folderId: String(await driveFolder(fixture, 'public')) } }),
  },
  'documents-search': {
    allowed: 'signed-in',
    source: 'Issue 17: search by file name within the visible tree',
    sample: () => ({ query: { q: 'verslag' } }),
  },
  'documents-create': {
    allowed: 'signed-in',
    source:
      'Issue 17: upload where the folder allows the caller (§6 every user may upload in the other drive screen)',
    sample: ({ missingId }) => ({ body: { uploadId: UNKNOWN_UUID, folderId: missingId } }),
  },
  'documents-get': {
    allowed: 'signed-in',
    source: 'Issue 17: a portal link to a document opens after sign-in and respects the level',
  },
  'documents-view': {
    allowed: 'signed-in',
    source: '§7 model B view opens /api/documents/:id/view; visible documents only',
  },
  'documents-download': {
    allowed: 'signed-in',
    source: '§7 model B download opens /api/documents/:id/download; visible documents only',
  },
  'documents-delete': {
    allowed: 'signed-in',
    source: '§6 "A document delete button shows for an admin or the uploader"; §7 DELETE /api/documents/:id',
  },
  'documents-storage': {
    allowed: 'signed-in',
    source: '§2 Drive sidebar: the storage card (used / available), for everyone on /drive',
  },
  'documents-activity': {
    allowed: 'signed-in',
    source: '§2 Drive sidebar: the recent-activity card, about folders the caller sees',
  },
  'statistics-get': {
    allowed: 'signed-in',
    source:
      '§7 "GET /api/statistics (once logged in)"; §2 every user sees the four cards and the sidebar badges',
  },
  'recent-activities-list': {
    allowed: SPEC.viewActivities,
    source: '§7 "GET /api/recent-activities (users who can view activities)"',
    sample: () => ({ query: { limit: '5' } }),
  },
  'notifications-list': {
    allowed: 'signed-in',
    source:
      'Issue 37 item 1: every signed-in user has a bell with their own notifications (the §7 staff bell keeps its contents)',
  },
  'notifications-read': {
    allowed: 'signed-in',
    source:
      'Issue 37 item 1: one of the caller’s own notifications; an id the caller has not answers 404 past the gate',
    sample: ({ missingId }) => ({ params: { id: missingId } }),
  },
  'notifications-mark-all-read': {
    allowed: 'signed-in',
    source: '§7 "POST /api/notifications/mark-all-read"; issue 37 item 1: a bell for every signed-in user',
  },
  'news-list': {
    allowed: 'signed-in',
    source:
      '§2 route table "/nieuws | News | logged in"; §7 GET /api/news (target roles filter on the server)',
  },
  'news-overview': {
    allowed: 'signed-in',
    source: '§2 News: the sidebar with overview, categories and recent activity, for everyone on /nieuws',
  },
  'news-get': {
    allowed: 'signed-in',
    source: 'Issue 16: GET /api/news/:id by the list rule; a message for every role is readable by all',
    sample: async (fixture) => ({ params: { id: await newsForEveryone(fixture) } }),
  },
  'news-view': {
    allowed: 'signed-in',
    source: 'Issue 16: every reader of a message they may read is counted once',
    sample: async (fixture) => ({ params: { id: await newsForEveryone(fixture) } }),
  },
  'news-create': {
    allowed: SPEC.manageUsers,
    source: '§6 "users with manage-users see new, edit and delete … for news"; §7 POST /api/news',
    sample: () => ({ body: NEWS_MESSAGE }),
  },
  'news-update': {
    allowed: SPEC.manageUsers,
    source: '§6 "users with manage-users see new, edit and delete … for news"; §7 PUT /api/news/:id',
    sample: async (fixture) => ({
      params: { id: await newsForEveryone(fixture) },
      body: { ...NEWS_MESSAGE, title: 'Bijgewerkt bericht' },
    }),
  },
  'news-delete': {
    allowed: SPEC.manageUsers,
    source:
      '§6 "users with manage-users see … delete … for news"; §5 confirmation before deleting a news message',
    sample: async (fixture) => ({ params: { id: await newsForEveryone(fixture) } }),
  },
};

/** §7 POST /api/news: a message meant for every role. */
const NEWS_MESSAGE = {
  title: 'Nieuwsbericht voor iedereen',
  content: '<p>Welkom op het nieuwsbord.</p>',
  summary: 'Welkom',
  targetRoles: [...SPEC_ROLES],
};

async function newsForEveryone(fixture: SampleFixture) {
  const created = await fixture.create('admin', 'POST', '/api/news', NEWS_MESSAGE);
  return Number(created.id);
}

/** A drive folder made by the seeded admin at this level (admin: invisible to everyone else). */
async function driveFolder(fixture: SampleFixture, accessLevel: 'public' | 'admin') {
  const created = await fixture.create('admin', 'POST', '/api/documents/folders', {
    name: `Map ${accessLevel}`,
    accessLevel,
  });
  return Number(created.id);
}

/** A route without an entry still gets a request: every `{placeholder}` filled with an id nobody has. */
export function defaultSample(path: string, missingId: number): Sample {
  const names = [...path.matchAll(/\{([a-zA-Z0-9_]+)\}/g)].map((match) => match[1] as string);
  return { params: Object.fromEntries(names.map((name) => [name, missingId])) };
}

export type SpecPrincipal = { role: SpecRole; type: SpecUserType | null } | null;

/** True when the spec lets this caller (null = anonymous) through the route's gate. */
export function specAllows(allowed: Allowed, principal: SpecPrincipal): boolean {
  if (allowed === 'public') return true;
  if (!principal) return false;
  if (allowed === 'signed-in') return true;
  if (allowed.roles.includes(principal.role)) return true;
  return principal.type !== null && (allowed.types ?? []).includes(principal.type);
}
