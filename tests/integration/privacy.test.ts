import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { privacyMessages } from '../../shared/messages/privacy';
import { PROCESSING_REGISTER } from '../../shared/processing-register';
import type { Family, FamilyPage } from '../../shared/schemas/families';
import type { AccessPage, ProcessingRegister } from '../../shared/schemas/privacy';
import type { PublicSettings } from '../../shared/schemas/settings';
import { TABLE_NAMES, type TableName } from '../../shared/tables';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable, snapshotTables } from './support/tables';
import { createUser, signedInUser, volunteerFields } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal({ secondFactorPolicy: 'admin-only' });
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

const p = privacyMessages.privacy;

function registration(overrides: Record<string, unknown> = {}) {
  return {
    parentName: 'Hanne Wouters',
    childName: 'Mats',
    childAge: 10,
    school: 'Sint-Jozef',
    grade: '4de leerjaar',
    phone: '0476 12 12 12',
    email: null,
    address: 'Molenstraat 3, 2800 Mechelen',
    notes: 'Hulp nodig bij: lezen\nBeschikbaarheid: woensdag',
    guardianConsent: true,
    ...overrides,
  };
}

async function familyNamed(parentName: string) {
  const page = await portal.call<FamilyPage>(
    'GET',
    `/api/families?search=${encodeURIComponent(parentName.toLowerCase())}`,
    { token: admin },
  );
  const [found] = page.body.items;
  if (!found) throw new Error(`No family ${parentName}`);
  // The list carries a summary; the consent is part of the detail (and its access entry).
  return (await portal.call<Family>('GET', `/api/families/${found.id}`, { token: admin })).body;
}

const accessItems = async (familyId: number) =>
  (await readTable(portal.resourcePrefix, 'audit')).filter((item) => item.pk === `ACCESS#FAMILY#${familyId}`);

describe('consent on the public form (issue 32, item 1)', () => {
  it('refuses a registration without the guardian’s confirmation with the Dutch message and writes nothing', async () => {
    const before = await snapshotTables(portal.resourcePrefix);

    const withoutConsent = { ...registration(), guardianConsent: undefined };
    const answer = await portal.call('POST', '/api/public/family-registration', { body: withoutConsent });
    const refused = await portal.call('POST', '/api/public/family-registration', {
      body: registration({ guardianConsent: false }),
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(p.guardianConsentRequired);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(p.guardianConsentRequired);
    expect(await snapshotTables(portal.resourcePrefix)).toEqual(before);
  });

  it('keeps which notice version was accepted, when, from which form, and the photo answer', async () => {
    const settings = await portal.call<PublicSettings>('GET', '/api/settings/public');
    expect(settings.body.privacyNoticeVersion).toBe(p.defaultNoticeVersion);
    const startedAt = new Date().toISOString();

    const answer = await portal.call('POST', '/api/public/family-registration', {
      body: registration({
        parentName: 'Ilse Foto',
        photoConsent: true,
        privacyNoticeVersion: settings.body.privacyNoticeVersion,
      }),
    });

    expect(answer.status).toBe(200);
    const family = await familyNamed('Ilse Foto');
    expect(family.consent).toMatchObject({
      noticeVersion: p.defaultNoticeVersion,
      form: 'public',
      photos: true,
      recordedBy: null,
    });
    expect(family.consent && family.consent.at >= startedAt).toBe(true);
  });

  it('refuses a consent to a notice that changed since the form was loaded', async () => {
    const stale = await portal.call<PublicSettings>('GET', '/api/settings/public');
    const saved = await portal.call('PUT', '/api/settings/privacy_notice_html', {
      token: admin,
      body: { value: '<p>Onze nieuwe privacyverklaring.</p>' },
    });
    expect(saved.status).toBe(200);
    const fresh = await portal.call<PublicSettings>('GET', '/api/settings/public');
    expect(fresh.body.privacyNoticeHtml).toContain('nieuwe privacyverklaring');
    expect(fresh.body.privacyNoticeVersion).not.toBe(stale.body.privacyNoticeVersion);
    const before = (await readTable(portal.resourcePrefix, 'families')).length;

    const answer = await portal.call('POST', '/api/public/family-registration', {
      body: registration({
        parentName: 'Oud Formulier',
        privacyNoticeVersion: stale.body.privacyNoticeVersion,
      }),
    });

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(p.noticeChanged);
    expect((await readTable(portal.resourcePrefix, 'families')).length).toBe(before);
  });

  it('lets staff record a renewed consent for the current notice, audited', async () => {
    const family = await familyNamed('Ilse Foto');
    const current = await portal.call<PublicSettings>('GET', '/api/settings/public');
    expect(family.consent?.noticeVersion).not.toBe(current.body.privacyNoticeVersion);

    const answer = await portal.call<Family>('POST', `/api/families/${family.id}/consent`, {
      token: admin,
      body: { photos: false },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.consent).toMatchObject({
      noticeVersion: current.body.privacyNoticeVersion,
      form: 'staff',
      photos: false,
      recordedBy: 1,
    });
    const audit = (await readTable(portal.resourcePrefix, 'audit')).filter(
      (item) => item.action === 'family-consent-recorded' && item.targetId === family.id,
    );
    expect(audit).toHaveLength(1);
  });
});

describe('who looked at a child’s record (issue 32, item 2)', () => {
  const CANARY = {
    parentName: 'Kanarie Ouder',
    email: 'kanarie.ouder@example.org',
    phone: '0499 00 11 22',
    address: 'Kanariestraat 99, 9000 Gent',
    childName: 'Kanariekind',
    childAge: 9,
    school: 'Kanarieschool',
    grade: 'kanariegraad',
    externalSupport: 'kanarie-logopedie',
    notes: 'kanarie-dyslexie',
  };

  it('writes one access entry per read of a family, naming fields but holding no child data', async () => {
    const created = await portal.call<Family>('POST', '/api/families', { token: admin, body: CANARY });
    expect(created.status).toBe(201);
    const before = await accessItems(created.body.id);

    const read = await portal.call<Family>('GET', `/api/families/${created.body.id}`, { token: admin });

    expect(read.status).toBe(200);
    const after = await accessItems(created.body.id);
    expect(after.length - before.length).toBe(1);
    const [entry] = after;
    expect(entry).toMatchObject({
      actorId: 1,
      actorName: 'admin',
      subjectType: 'family',
      subjectId: created.body.id,
    });
    expect(entry?.fields).toEqual(expect.arrayContaining(['childName', 'notes', 'school']));
    const stored = JSON.stringify(entry).toLowerCase();
    // The text fields are canaries; a two-digit age would also match a timestamp, so it is left out.
    for (const value of Object.values(CANARY).filter((field) => typeof field === 'string'))
      expect(stored).not.toContain(value.toLowerCase());
    // Kept two years, like the audit trail (TTL in seconds).
    const ttlDays = ((entry?.ttl as number) * 1000 - Date.parse(String(entry?.at))) / 86_400_000;
    expect(Math.round(ttlDays)).toBe(731);
  });

  it('counts a volunteer’s reads of an assigned family, shows admins the history paged and refuses the volunteer it', async () => {
    const volunteer = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const created = await portal.call<Family>('POST', '/api/families', {
      token: admin,
      body: { parentName: 'Gezin Begeleid', assignedTo: volunteer.user.id },
    });

    await portal.call('GET', `/api/families/${created.body.id}`, { token: volunteer.token });
    await portal.call('GET', `/api/families/${created.body.id}`, { token: admin });

    const first = await portal.call<AccessPage>('GET', `/api/families/${created.body.id}/access?limit=1`, {
      token: admin,
    });
    expect(first.status).toBe(200);
    expect(first.body.items.map((entry) => entry.actorName)).toEqual(['admin']);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await portal.call<AccessPage>(
      'GET',
      `/api/families/${created.body.id}/access?limit=1&cursor=${first.body.nextCursor}`,
      { token: admin },
    );
    expect(second.body.items.map((entry) => entry.actorId)).toEqual([volunteer.user.id]);
    expect(second.body.nextCursor).toBeNull();
    const refused = await portal.call('GET', `/api/families/${created.body.id}/access`, {
      token: volunteer.token,
    });
    expect(refused.status).toBe(403);
  });

  it("lists families without the child's notes, external support, home situation or consent, and writes no access entry for a list", async () => {
    const volunteer = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const created = await portal.call<Family>('POST', '/api/families', {
      token: admin,
      body: {
        parentName: 'Gezin Samenvatting',
        assignedTo: volunteer.user.id,
        notes: 'Vertrouwelijke notitie',
        externalSupport: 'CLB',
        hasPets: true,
      },
    });

    const listed = await portal.call<FamilyPage>('GET', '/api/families?search=samenvatting', {
      token: volunteer.token,
    });
    const afterList = await portal.call<AccessPage>('GET', `/api/families/${created.body.id}/access`, {
      token: admin,
    });
    const detail = await portal.call<Family>('GET', `/api/families/${created.body.id}`, {
      token: volunteer.token,
    });
    const afterDetail = await portal.call<AccessPage>('GET', `/api/families/${created.body.id}/access`, {
      token: admin,
    });

    const [summary] = listed.body.items;
    expect(summary).toMatchObject({ id: created.body.id, parentName: 'Gezin Samenvatting' });
    for (const field of ['notes', 'externalSupport', 'hasPets', 'allowsSmoking', 'hasStudyRoom', 'consent'])
      expect(summary).not.toHaveProperty(field);
    expect(JSON.stringify(listed.body)).not.toContain('Vertrouwelijke notitie');
    expect(afterList.body.items).toEqual([]);
    expect(detail.body).toMatchObject({
      notes: 'Vertrouwelijke notitie',
      externalSupport: 'CLB',
      hasPets: true,
    });
    expect(afterDetail.body.items.map((entry) => entry.actorId)).toEqual([volunteer.user.id]);
  });

  it('writes nothing for a family the volunteer may not see', async () => {
    const volunteer = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const created = await portal.call<Family>('POST', '/api/families', {
      token: admin,
      body: { parentName: 'Gezin Verborgen' },
    });

    const answer = await portal.call('GET', `/api/families/${created.body.id}`, { token: volunteer.token });

    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(messages.families.notFound);
    expect(await accessItems(created.body.id)).toHaveLength(0);
  });
});

describe('collect less: the rijksregisternummer (issue 32, item 7)', () => {
  const RRN = '85073003328';

  it('refuses to purge while the number is still collected', async () => {
    const answer = await portal.call('POST', '/api/settings/rrn-purge', {
      token: admin,
      body: { confirm: true },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(p.rrnPurgeNeedsOff);
  });

  it('turned off, refuses new numbers in Dutch and purges the stored ones in one audited, confirmed step', async () => {
    const holder = await createUser(portal, admin, { rijksregisterNummer: RRN });
    expect(holder.rijksregisterNummer).not.toBeNull();
    const turnedOff = await portal.call('PUT', '/api/settings/rrn_collection', {
      token: admin,
      body: { value: 'off' },
    });
    expect(turnedOff.status).toBe(200);
    const settings = await portal.call<PublicSettings>('GET', '/api/settings/public');
    expect(settings.body.collectsRrn).toBe(false);

    const refused = await portal.call('POST', '/api/users', {
      token: admin,
      body: { ...volunteerFields(), rijksregisterNummer: RRN },
    });
    const unconfirmed = await portal.call('POST', '/api/settings/rrn-purge', { token: admin, body: {} });
    const purged = await portal.call<{ purged: number; message: string }>('POST', '/api/settings/rrn-purge', {
      token: admin,
      body: { confirm: true },
    });

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(p.rrnCollectionOff);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe(p.rrnPurgeConfirmRequired);
    expect(purged.status).toBe(200);
    expect(purged.body.purged).toBeGreaterThanOrEqual(1);
    expect(purged.body.message).toBe(p.rrnPurged(purged.body.purged));
    const users = await readTable(portal.resourcePrefix, 'users');
    expect(users.filter((item) => item.rijksregisterNummerEncrypted)).toHaveLength(0);
    const audit = (await readTable(portal.resourcePrefix, 'audit')).filter(
      (item) => item.action === 'rrn-purged',
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(RRN);
    const read = await portal.call('POST', `/api/users/${holder.id}/rijksregisternummer`, { token: admin });
    expect(read.body).toMatchObject({ rijksregisterNummer: null });
  });
});

describe('the register of processing (issue 32, item 6)', () => {
  it('lists every table with its purpose text, and AWS as processor', async () => {
    const answer = await portal.call<ProcessingRegister>('GET', '/api/privacy/register', { token: admin });

    expect(answer.status).toBe(200);
    expect(answer.body.entries.map((entry) => entry.table).sort()).toEqual([...TABLE_NAMES].sort());
    for (const entry of answer.body.entries) {
      expect(entry.purpose).toBe(PROCESSING_REGISTER[entry.table as TableName].purpose);
      expect(entry.recipients).toContain('Amazon Web Services');
    }
  });

  it('gives the register as a PDF that names every table', async () => {
    const response = await fetch(`${portal.url}/api/privacy/register/pdf`, {
      headers: { authorization: `Bearer ${admin}` },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getTitle()).toBe('Register van verwerkingsactiviteiten');
  });
});
