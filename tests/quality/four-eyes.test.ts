import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { can, ROLES, type Role } from '../../shared/permissions';
import { entryApprovalRefusal } from '../../shared/policies/accounting';
import type { ApprovalRefusal, IbanChange } from '../../shared/policies/approvals';
import { reviewRefusal } from '../../shared/policies/declarations';
import type { AccountingEntry } from '../../shared/schemas/accounting';
import type { Declaration } from '../../shared/schemas/declarations';
import { startTestPortal, type TestPortal } from '../integration/support/portal';
import { signedInUser, volunteerFields } from '../integration/support/users';

/**
 * The four-eyes cells of the permission matrix (issue 38 items 6 and 7): every role that may approve
 * declarations or bookkeeping entries × how it relates to what it approves (created it, edited it,
 * set the payee's IBAN, or none of these) × the two kinds of money. Each cell builds the relation
 * through the API, then approves; the expected answer comes from the shared rule
 * (shared/policies/declarations.ts and accounting.ts, both on shared/policies/approvals.ts) applied
 * to the facts the relation stands for, not to what the server reports.
 */

const RELATIONS = ['creator', 'editor', 'iban-setter', 'uninvolved'] as const;
type Relation = (typeof RELATIONS)[number];
type Subject = 'declaration' | 'entry';
type Approver = { role: Role; token: string; id: number };
type Cell = { subject: Subject; role: Role; relation: Relation };

const OTHER_IBAN = 'BE68539007547034';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const TRANSACTION = {
  type: 'outgoing',
  date: '2026-03-02',
  description: 'Zaalhuur',
  category: 'Huur',
  amount: '250.00',
};

/** What a relation can be built with: editing another's declaration and setting a user's IBAN need rights. */
function isPossible({ subject, role, relation }: Cell): boolean {
  if (subject === 'declaration' && relation === 'editor') return can({ role }, 'manageAllDeclarations');
  if (subject === 'declaration' && relation === 'iban-setter') return can({ role }, 'manageUsers');
  return true;
}

const CELLS: Cell[] = [
  ...ROLES.filter((role) => can({ role }, 'reviewDeclarations')).flatMap((role) =>
    RELATIONS.map((relation) => ({ subject: 'declaration' as const, role, relation })),
  ),
  ...ROLES.filter((role) => can({ role }, 'approveBookkeeping')).flatMap((role) =>
    RELATIONS.map((relation) => ({ subject: 'entry' as const, role, relation })),
  ),
].filter(isPossible);

let portal: TestPortal;
let admin: string;
const approvers = new Map<Role, Approver>();
const outcomes: string[] = [];

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  for (const role of new Set(CELLS.map((cell) => cell.role))) {
    const { user, token } = await signedInUser(portal, admin, { role });
    approvers.set(role, { role, token, id: user.id });
  }
});

afterAll(async () => {
  console.log(['four-eyes cells (subject × approver role × relation → status):', ...outcomes].join('\n'));
  await portal?.stop();
});

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  portal.call<T>(method, path, { token, body });

async function created<T>(token: string, method: string, path: string, body: unknown): Promise<T> {
  const answer = await call<T>(token, method, path, body);
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

/** A volunteer who declares; `ibanSetter` creates the account with an IBAN when given, else the seeded admin without one. */
async function declarantToken(ibanSetter: Approver | null) {
  const fields = volunteerFields(ibanSetter ? { bankAccount: OTHER_IBAN } : {});
  await created(ibanSetter?.token ?? admin, 'POST', '/api/users', fields);
  return portal.logIn(fields.username, fields.password);
}

/** Builds the relation, approves, and says what the shared rule expects of the facts the relation stands for. */
async function approveDeclaration(approver: Approver, relation: Relation) {
  const declarant =
    relation === 'creator'
      ? approver.token
      : await declarantToken(relation === 'iban-setter' ? approver : null);
  let declaration = await created<Declaration>(declarant, 'POST', '/api/declarations', {
    type: 'expense',
    description: 'Knutselspullen',
    amount: '12',
    date: today(),
  });
  if (relation === 'editor') {
    declaration = await created<Declaration>(approver.token, 'PUT', `/api/declarations/${declaration.id}`, {
      type: 'expense',
      description: 'Knutselspullen',
      amount: '1200',
      date: today(),
    });
  }
  const now = new Date();
  const payeeIbanChanges: IbanChange[] =
    relation === 'iban-setter' ? [{ byId: approver.id, at: now.toISOString() }] : [];
  const expected = reviewRefusal(
    { id: approver.id, role: approver.role },
    {
      userId: relation === 'creator' ? approver.id : -1,
      status: 'pending',
      editorIds: relation === 'editor' ? [approver.id] : [],
    },
    'approved',
    payeeIbanChanges,
    now,
  );
  const answer = await call<{ message?: string }>(
    approver.token,
    'PATCH',
    `/api/declarations/${declaration.id}/status`,
    {
      status: 'approved',
      expectedVersion: declaration.version,
    },
  );
  const message =
    expected === 'own-declaration'
      ? messages.declarations.ownDeclaration
      : expected
        ? messages.approvals.declaration[expected as ApprovalRefusal]
        : undefined;
  return { expected: { status: expected ? 403 : 200, message }, actual: answer };
}

async function approveEntry(approver: Approver, relation: Relation) {
  const creator = relation === 'creator' ? approver.token : admin;
  const bankAccount =
    relation === 'iban-setter'
      ? (
          await created<{ accountNumber: string }>(approver.token, 'POST', '/api/accounting/bank-accounts', {
            name: 'Rekening van de goedkeurder',
            bankName: 'KBC',
            accountNumber: freshIban(),
          })
        ).accountNumber
      : null;
  let entry = await created<AccountingEntry>(creator, 'POST', '/api/accounting/entries', {
    ...TRANSACTION,
    bankAccount,
  });
  if (relation === 'editor') {
    entry = await created<AccountingEntry>(approver.token, 'PUT', `/api/accounting/entries/${entry.id}`, {
      ...TRANSACTION,
      bankAccount,
      amount: '9999.00',
    });
  }
  const expected = entryApprovalRefusal(
    approver,
    {
      createdById: relation === 'creator' ? approver.id : -1,
      editors: relation === 'editor' ? [{ id: approver.id }] : [],
    },
    new Date(),
  );
  const answer = await call<{ message?: string }>(
    approver.token,
    'POST',
    `/api/accounting/entries/${entry.id}/approve`,
    {
      expectedVersion: entry.version,
    },
  );
  const message = expected ? messages.approvals.entry[expected] : undefined;
  return { expected: { status: expected ? 403 : 200, message }, actual: answer };
}

/** A Belgian IBAN nobody used yet: a random account number with its mod-97 check digits. */
function freshIban() {
  const base = BigInt(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999));
  const national = `${base}${String(Number(base % 97n) || 97).padStart(2, '0')}`;
  const check = 98n - (BigInt(`${national}111400`) % 97n);
  return `BE${String(check).padStart(2, '0')}${national}`;
}

describe('four eyes on money: approver role × relation (issue 38 items 6 and 7)', () => {
  it.each(CELLS.map((cell) => [`${cell.subject} × ${cell.role} × ${cell.relation}`, cell] as const))(
    '%s',
    async (name, cell) => {
      // Prepare
      const approver = approvers.get(cell.role) as Approver;

      // Act
      const { expected, actual } =
        cell.subject === 'declaration'
          ? await approveDeclaration(approver, cell.relation)
          : await approveEntry(approver, cell.relation);
      outcomes.push(`  ${name.padEnd(48)} ${actual.status} (rule: ${expected.status})`);

      // Assess
      expect(actual.status, actual.text).toBe(expected.status);
      if (expected.message) expect(actual.body.message).toBe(expected.message);
    },
  );
});
