import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { AuditEntry } from '../../shared/schemas/audit';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { createUser, signedInUser, volunteerFields } from './support/users';

let portal: TestPortal;
let admin: string;

type AuditPage = { items: AuditEntry[]; nextCursor: string | null };

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

async function auditOf(query: string, token = admin) {
  const answer = await portal.call<AuditPage>('GET', `/api/audit${query}`, { token });
  if (answer.status !== 200) throw new Error(`GET /api/audit${query}: ${answer.status} ${answer.text}`);
  return answer.body;
}

describe('the audit trail of user changes', () => {
  it('records a change of IBAN, e-mail, role and notes in one entry, masking IBAN and e-mail and naming notes only', async () => {
    const user = await createUser(portal, admin, {
      bankAccount: 'BE68 5390 0754 7034',
      notes: 'Eerste notitie',
    });

    const edit = await portal.call('PUT', `/api/users/${user.id}`, {
      token: admin,
      body: {
        ...volunteerFields(),
        username: user.username,
        email: 'nieuw.adres@example.org',
        bankAccount: 'BE71 0961 2345 6769',
        role: 'huiswerkbegeleider',
        notes: 'Geheime notitie',
        password: 'Nieuwe-Lente-2027',
      },
    });

    expect(edit.status).toBe(200);
    const page = await auditOf(`?targetUserId=${user.id}&action=user-updated`);
    expect(page.items).toHaveLength(1);
    const entry = page.items[0] as AuditEntry;
    expect(entry).toMatchObject({ actorId: 1, actorName: 'admin', targetType: 'user', targetId: user.id });
    const byField = Object.fromEntries(entry.changes.map((change) => [change.field, change]));
    expect(byField.role).toEqual({
      field: 'role',
      treatment: 'value',
      before: 'vrijwilliger',
      after: 'huiswerkbegeleider',
    });
    expect(byField.bankAccount).toEqual({
      field: 'bankAccount',
      treatment: 'masked',
      before: 'BE•• •••• 7034',
      after: 'BE•• •••• 6769',
    });
    expect(byField.email).toMatchObject({ treatment: 'masked', after: 'n•••@example.org' });
    expect(byField.notes).toEqual({ field: 'notes', treatment: 'secret', before: null, after: null });
    expect(byField.password).toEqual({ field: 'password', treatment: 'secret', before: null, after: null });
    const stored = JSON.stringify(await readTable(portal.resourcePrefix, 'audit'));
    for (const secret of [
      'BE71096123456769',
      'nieuw.adres@',
      'Geheime notitie',
      'Nieuwe-Lente-2027',
      'argon2',
    ]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('records a password set by a manager and a reset link generated, without any secret', async () => {
    const user = await createUser(portal, admin);

    await portal.call('POST', `/api/users/${user.id}/change-password`, {
      token: admin,
      body: { newPassword: 'Nieuwe-Lente-2027' },
    });
    const link = await portal.call<{ resetLink: string }>('POST', `/api/generate-reset-link/${user.id}`, {
      token: admin,
    });

    const page = await auditOf(`?targetUserId=${user.id}`);
    expect(page.items.map((entry) => entry.action)).toEqual([
      'reset-link-generated',
      'password-set',
      'user-created',
    ]);
    const stored = JSON.stringify(await readTable(portal.resourcePrefix, 'audit'));
    // The link's secret travels after '#' (issue 38): it must be there, and nowhere in the trail.
    const secret = new URLSearchParams(new URL(link.body.resetLink).hash.slice(1)).get('token');
    expect(secret).toMatch(/^[\w-]{20,}$/);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain('Nieuwe-Lente-2027');
  });

  it('writes no entry when the change itself is refused', async () => {
    const bestuurslid = await createUser(portal, admin, { role: 'bestuurslid' });
    const { token } = await signedInUser(portal, admin, { role: 'coordinator' });

    const answer = await portal.call('POST', `/api/users/${bestuurslid.id}/change-password`, {
      token,
      body: { newPassword: 'Nieuwe-Lente-2027' },
    });

    expect(answer.status).toBe(403);
    expect((await auditOf(`?targetUserId=${bestuurslid.id}`)).items.map((entry) => entry.action)).toEqual([
      'user-created',
    ]);
  });
});

describe('the audit trail of declarations', () => {
  it('records an edit with old and new values and a delete, with the owner as target user', async () => {
    const { user, token } = await signedInUser(portal, admin);
    const created = await portal.call<{ id: number }>('POST', '/api/declarations', {
      token,
      body: { type: 'mileage', description: 'Rit naar school', kilometers: 10, date: today() },
    });

    await portal.call('PUT', `/api/declarations/${created.body.id}`, {
      token: admin,
      body: { type: 'mileage', description: 'Rit naar de bib', kilometers: 12, date: today() },
    });
    await portal.call('DELETE', `/api/declarations/${created.body.id}`, { token: admin });

    const page = await auditOf(`?targetUserId=${user.id}&actorId=1`);
    const [deleted, updated] = page.items;
    expect(deleted).toMatchObject({
      action: 'declaration-deleted',
      targetType: 'declaration',
      targetId: created.body.id,
    });
    expect(updated).toMatchObject({ action: 'declaration-updated', targetId: created.body.id });
    expect(updated?.changes).toEqual(
      expect.arrayContaining([
        { field: 'description', treatment: 'value', before: 'Rit naar school', after: 'Rit naar de bib' },
        { field: 'kilometerTenths', treatment: 'value', before: '100', after: '120' },
      ]),
    );
  });
});

describe('GET /api/audit', () => {
  it('reads the full rijksregisternummer reads back by action, newest first, a page at a time', async () => {
    const user = await createUser(portal, admin, { rijksregisterNummer: '85073003328' });
    for (let index = 0; index < 3; index += 1) {
      await portal.call('POST', `/api/users/${user.id}/rijksregisternummer`, { token: admin });
    }

    const first = await auditOf(`?action=rrn-read&targetUserId=${user.id}&limit=2`);
    const second = await auditOf(
      `?action=rrn-read&targetUserId=${user.id}&limit=2&cursor=${first.nextCursor}`,
    );

    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const times = [...first.items, ...second.items].map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by period', async () => {
    const user = await createUser(portal, admin);
    const future = new Date(Date.now() + 86_400_000).toISOString();

    const now = await auditOf(`?targetUserId=${user.id}&to=${encodeURIComponent(new Date().toISOString())}`);
    const later = await auditOf(`?targetUserId=${user.id}&from=${encodeURIComponent(future)}`);

    expect(now.items.map((entry) => entry.action)).toEqual(['user-created']);
    expect(later.items).toEqual([]);
  });

  it('answers an empty page for a period that starts after everything, even at the end of the year 9999', async () => {
    const answer = await auditOf(`?from=${encodeURIComponent('9999-12-31T23:59:59.999Z')}`);

    expect(answer).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a period that ends before it starts, with a Dutch 400', async () => {
    const answer = await portal.call('GET', '/api/audit?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', {
      token: admin,
    });

    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([{ path: 'to', message: messages.audit.invalidRange }]);
  });

  it.each(['coordinator', 'bestuurslid'])('refuses a %s', async (role) => {
    const { token } = await signedInUser(portal, admin, { role });

    const answer = await portal.call('GET', '/api/audit', { token });

    expect(answer.status).toBe(403);
  });
});
