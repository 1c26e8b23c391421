import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Family } from '../../shared/schemas/families';
import type { ImpactReport } from '../../shared/schemas/sessions';
import { backupFile, restore } from './support/backup-files';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * The session figures (impact report, hours) after a restore (issue 33): counted again from the
 * sessions then stored, never taken from the file, like the dashboard and bookkeeping totals.
 */

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

describe('the session figures after a restore', () => {
  it('recounts the buckets from the stored sessions instead of trusting the file, and a second restore changes nothing', async () => {
    // Prepare: two sessions of one school's family, in the backup; a third logged after it
    const school = `School ${randomUUID().slice(0, 6)}`;
    const volunteer = await signedInUser(portal, admin);
    const family = await portal.call<Family>('POST', '/api/families', {
      token: admin,
      body: {
        parentName: 'Gezin Hersteld',
        childName: 'Noor',
        school,
        grade: '2de leerjaar',
        assignedTo: volunteer.user.id,
      },
    });
    const log = (date: string, durationMinutes: number) =>
      portal.call('POST', '/api/sessions', {
        token: volunteer.token,
        body: {
          familyId: family.body.id,
          date,
          startTime: '16:00',
          durationMinutes,
          kind: 'huiswerkbegeleiding',
          volunteerIds: [volunteer.user.id],
        },
      });
    await log('2024-05-06', 60);
    await log('2024-05-13', 30);
    const file = await backupFile(portal, admin);
    await log('2024-05-20', 45);
    const bucketKey = `FIGURES#SCHOOL#${school.toLowerCase()}`;
    const records = Object.values(file.data).flat();
    const schoolMonth = records.find((item) => item.pk === bucketKey && item.sk === 'MONTH#2024-05');
    expect(schoolMonth).toBeDefined();
    Object.assign(schoolMonth ?? {}, { held: 999, minutes: 1 });
    const familyMonths = records.find(
      (item) => item.pk === `FIGURES#FAMILY#${family.body.id}` && item.sk === 'MONTHS',
    );
    Object.assign(familyMonths ?? {}, { 'm_2019-01': 4 });

    // Act
    const job = await restore(portal, admin, file);
    const again = await restore(portal, admin, file);
    const report = await portal.call<ImpactReport>(
      'GET',
      `/api/impact-report?from=2024-05&to=2024-05&school=${encodeURIComponent(school)}`,
      { token: admin },
    );

    // Assess: the report equals a recount of the sessions stored now
    const stored = (await readTable(portal.resourcePrefix, 'sessionlogs')).filter(
      (item) => item.sk === 'LOG' && item.familyId === family.body.id,
    );
    expect(job.status).toBe('done');
    expect(report.body.sessions.held).toBe(stored.length);
    expect(report.body.minutes.total).toBe(
      stored.reduce((sum, item) => sum + Number(item.durationMinutes), 0),
    );
    expect(report.body.families).toEqual({ active: 1, new: 1, ended: 0 });
    expect(report.body.averageMonthsInGuidance).toBe(1);
    expect(again.entities.filter((entity) => entity.added + entity.changed > 0)).toEqual([]);
  });
});
