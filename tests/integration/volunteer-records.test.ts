import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volunteerRecordMessages } from '../../shared/messages/volunteer-records';
import type { AuditEntry } from '../../shared/schemas/audit';
import type { Notification } from '../../shared/schemas/dashboard';
import type { User } from '../../shared/schemas/users';
import type { NoticeStatus, OrganisationNotice, Screening } from '../../shared/schemas/volunteer-records';
import { MINIMAL_PDF, MINIMAL_PNG } from './support/files';
import { startTestPortal, type TestPortal } from './support/portal';
import { createUser, signedInUser } from './support/users';

/**
 * Issue 31 item 6: the organisation notice (published by an admin, acknowledged by every active
 * volunteer) and the screening record with its reminder, the scheduled check run at a moved clock.
 */

type CheckModule = typeof import('../../functions/services/notifications/notification-check');

const m = volunteerRecordMessages;
const DAY_MS = 86_400_000;
let portal: TestPortal;
let admin: string;
let coordinator: string;
let runNotificationCheck: CheckModule['runNotificationCheck'];

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  coordinator = (await signedInUser(portal, admin, { role: 'coordinator' })).token;
  ({ runNotificationCheck } = await import('../../functions/services/notifications/notification-check'));
});
afterAll(() => portal.stop());

async function confirmedUpload(purpose: string, fileName: string, contentType: string, bytes: Buffer) {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    { token: admin, body: { purpose, fileName, contentType, size: bytes.byteLength } },
  );
  expect(presigned.status).toBe(201);
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(bytes),
  });
  const confirm = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, {
    token: admin,
  });
  return { uploadId: presigned.body.uploadId, confirmStatus: confirm.status };
}

async function publish(fileName: string) {
  const { uploadId } = await confirmedUpload('organisation-notice', fileName, 'application/pdf', MINIMAL_PDF);
  return portal.call<OrganisationNotice>('POST', '/api/organisation-notice', {
    token: admin,
    body: { uploadId },
  });
}

const statusOf = (token: string) => portal.call<NoticeStatus>('GET', '/api/organisation-notice', { token });
const acknowledge = (token: string, version: number) =>
  portal.call<NoticeStatus & { message: string }>('POST', '/api/organisation-notice/acknowledge', {
    token,
    body: { version },
  });

async function listed(userId: number, token = coordinator): Promise<User | undefined> {
  const page = await portal.call<{ items: User[] }>('GET', '/api/users?limit=200', { token });
  return page.body.items.find((user) => user.id === userId);
}

async function auditOf(action: string, targetUserId?: number) {
  const query = `action=${action}${targetUserId ? `&targetUserId=${targetUserId}` : ''}`;
  const page = await portal.call<{ items: AuditEntry[] }>('GET', `/api/audit?${query}`, { token: admin });
  return page.body.items;
}

describe('organisation notice', () => {
  it('asks nobody to acknowledge before a notice is published', async () => {
    const { token } = await signedInUser(portal, admin);

    const status = await statusOf(token);

    expect(status.status).toBe(200);
    expect(status.body).toEqual({ notice: null, acknowledgedVersion: null, mustAcknowledge: false });
  });

  it('refuses publishing to a coordinator, and a file that is not a PDF', async () => {
    const byCoordinator = await portal.call('POST', '/api/organisation-notice', {
      token: coordinator,
      body: { uploadId: '00000000-0000-4000-8000-000000000000' },
    });
    const image = await portal.call('POST', '/api/uploads', {
      token: admin,
      body: {
        purpose: 'organisation-notice',
        fileName: 'nota.png',
        contentType: 'image/png',
        size: MINIMAL_PNG.byteLength,
      },
    });

    expect(byCoordinator.status).toBe(403);
    expect(image.status).toBe(400);
  });

  it('makes each active volunteer but the publisher acknowledge every new version once, shows who has not, and audits both', async () => {
    const { user: volunteer, token } = await signedInUser(portal, admin);

    const first = await publish('organisatienota-2026.pdf');
    expect(first.status).toBe(201);
    const before = await statusOf(token);
    const listedBefore = await listed(volunteer.id);
    const download = await portal.call<{ url: string }>('GET', '/api/organisation-notice/download', {
      token,
    });
    const file = Buffer.from(await (await fetch(download.body.url)).arrayBuffer());
    const acknowledged = await acknowledge(token, first.body.version);
    const listedAfter = await listed(volunteer.id);
    const second = await publish('organisatienota-2026-v2.pdf');
    const afterChange = await statusOf(token);
    const stale = await acknowledge(token, first.body.version);
    const publisher = await statusOf(admin);

    expect(before.body).toMatchObject({
      notice: { version: first.body.version, fileName: 'organisatienota-2026.pdf' },
      acknowledgedVersion: null,
      mustAcknowledge: true,
    });
    expect(listedBefore?.noticeVersion).toBeNull();
    expect(file.equals(MINIMAL_PDF)).toBe(true);
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body.mustAcknowledge).toBe(false);
    expect(listedAfter?.noticeVersion).toBe(first.body.version);
    expect(second.body.version).toBe(first.body.version + 1);
    expect(afterChange.body).toMatchObject({
      acknowledgedVersion: first.body.version,
      mustAcknowledge: true,
    });
    expect(stale.status).toBe(409);
    expect(publisher.body).toMatchObject({
      acknowledgedVersion: second.body.version,
      mustAcknowledge: false,
    });
    expect(stale.body.message).toBe(m.notice.notCurrent);
    const published = await auditOf('notice-published');
    expect(published.map((entry) => entry.targetId)).toEqual(
      expect.arrayContaining([first.body.version, second.body.version]),
    );
    const acknowledgements = await auditOf('notice-acknowledged', volunteer.id);
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0]?.changes).toEqual([
      { field: 'noticeVersion', treatment: 'value', before: null, after: String(first.body.version) },
    ]);
  });

  it('hides the acknowledged version and the screening from the name directory', async () => {
    const { user: colleague, token: volunteerToken } = await signedInUser(portal, admin);
    await portal.call('PUT', `/api/users/${colleague.id}/screening`, {
      token: coordinator,
      body: { extractDate: '2025-01-10', worksWithMinors: true },
    });

    const directory = await listed(colleague.id, volunteerToken);
    const managed = await listed(colleague.id, coordinator);

    expect(directory).toMatchObject({ noticeVersion: null, screeningDate: null, worksWithMinors: false });
    expect(managed).toMatchObject({ screeningDate: '2025-01-10', worksWithMinors: true });
  });
});

describe('screening record', () => {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const setScreening = (userId: number, body: Record<string, unknown>, token = coordinator) =>
    portal.call<Screening & { message: string }>('PUT', `/api/users/${userId}/screening`, { token, body });

  it('keeps the date of the extract and work with minors, for managers only, audited', async () => {
    const volunteer = await createUser(portal, admin);
    const { token: otherVolunteer } = await signedInUser(portal, admin);

    const saved = await setScreening(volunteer.id, { extractDate: '2025-03-14', worksWithMinors: true });
    const byVolunteer = await setScreening(
      volunteer.id,
      { extractDate: '2025-03-15', worksWithMinors: false },
      otherVolunteer,
    );
    const future = await setScreening(volunteer.id, {
      extractDate: day(new Date(Date.now() + 3 * DAY_MS)),
      worksWithMinors: true,
    });
    const withDocument = await setScreening(volunteer.id, {
      extractDate: '2025-03-14',
      worksWithMinors: true,
      document: 'JVBERi0=',
    });

    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      userId: volunteer.id,
      extractDate: '2025-03-14',
      worksWithMinors: true,
      expiresOn: '2028-03-14',
    });
    expect(byVolunteer.status).toBe(403);
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(m.screening.dateInFuture);
    expect(withDocument.status).toBe(400);
    expect(await listed(volunteer.id)).toMatchObject({ screeningDate: '2025-03-14', worksWithMinors: true });
    const audit = await auditOf('screening-updated', volunteer.id);
    expect(audit[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'screeningDate', treatment: 'value', before: null, after: '2025-03-14' },
      ]),
    );
  });

  it('reminds coordinators once, 30 days before the extract is three years old, and not of a replaced one', async () => {
    const volunteer = await createUser(portal, admin, { firstName: 'Ilse', lastName: 'Screening' });
    const replaced = await createUser(portal, admin, { firstName: 'Jonas', lastName: 'Vernieuwd' });
    // Three years old in 40 days: the reminder day is 10 days from now.
    const now = Date.now();
    const threeYearsAgo = new Date(now + 40 * DAY_MS);
    threeYearsAgo.setUTCFullYear(threeYearsAgo.getUTCFullYear() - 3);
    const extractDate = day(threeYearsAgo);
    await setScreening(volunteer.id, { extractDate, worksWithMinors: true });
    await setScreening(replaced.id, { extractDate, worksWithMinors: false });
    await setScreening(replaced.id, { extractDate: day(new Date(now - DAY_MS)), worksWithMinors: false });

    const dayBefore = await runNotificationCheck(new Date(now + 8 * DAY_MS));
    const onTheDay = await runNotificationCheck(new Date(now + 11 * DAY_MS));
    const again = await runNotificationCheck(new Date(now + 12 * DAY_MS));

    expect(dayBefore.screenings).toEqual({ reminded: 0, failed: 0 });
    expect(onTheDay.screenings).toEqual({ reminded: 1, failed: 0 });
    expect(again.screenings).toEqual({ reminded: 0, failed: 0 });
    const bell = await portal.call<{ notifications: Notification[] }>('GET', '/api/notifications', {
      token: coordinator,
    });
    const reminders = bell.body.notifications.filter((item) => item.type === 'screening');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: m.screening.reminderTitle, link: '/vrijwilligers' });
    expect(reminders[0]?.message).toContain('Ilse Screening');
    expect(reminders[0]?.message).toContain('minderjarigen');
  });
});
