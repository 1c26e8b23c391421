import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBrussels } from '../../shared/format/dates';
import { backupFile, restore } from './support/backup-files';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * The volunteer-law counters and the allowance register after a restore (issue 31): counted again
 * from the approved allowances then stored, never taken from the file, which could otherwise lower a
 * volunteer's year total and let later approvals pass the legal ceiling. The regime and what other
 * organisations pay, which no declaration tells, come from the file.
 */

let portal: TestPortal;
let admin: string;
let coordinator: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  coordinator = (await signedInUser(portal, admin, { role: 'coordinator' })).token;
});
afterAll(() => portal.stop());

type Totals = { regime: string; otherOrganisationsAmount: string; allowanceTotal: string; version: number };

describe('the volunteer-law counters after a restore', () => {
  it('recounts the year and the register from the approved allowances instead of trusting the file', async () => {
    // Prepare: a flat-rate volunteer with one approved allowance of € 20 today, in the backup
    const { user: volunteer, token } = await signedInUser(portal, admin, { role: 'vrijwilliger' });
    const today = todayInBrussels(new Date());
    const year = Number(today.slice(0, 4));
    const lawPath = `/api/users/${volunteer.id}/volunteer-law/${year}`;
    const before = await portal.call<Totals>('GET', lawPath, { token: admin });
    const regime = await portal.call('PUT', lawPath, {
      token: admin,
      body: { regime: 'flat', otherOrganisationsAmount: '100', expectedVersion: before.body.version },
    });
    expect(regime.status).toBe(200);
    const declared = await portal.call<{ id: number; version: number }>('POST', '/api/declarations', {
      token,
      body: { type: 'allowance', description: 'Huiswerkbegeleiding', date: today, amount: '20' },
    });
    expect(declared.status).toBe(201);
    const approved = await portal.call('PATCH', `/api/declarations/${declared.body.id}/status`, {
      token: coordinator,
      body: { status: 'approved', expectedVersion: declared.body.version },
    });
    expect(approved.status).toBe(200);
    const file = await backupFile(portal, admin);

    // The file lowers the year's counters to nothing, drops the allowance's register line and adds one
    // for a declaration that does not exist.
    const records = Object.values(file.data).flat();
    const lawItem = records.find((item) => item.pk === `LAW#${volunteer.id}#${year}` && item.sk === 'LAW');
    expect(lawItem).toMatchObject({ allowanceCents: 2000, allowanceCount: 1 });
    Object.assign(lawItem ?? {}, { allowanceCents: 0, allowanceCount: 0, [`day#${today}`]: 0 });
    const linePrefix = `LINE#${String(volunteer.id).padStart(10, '0')}#`;
    for (const items of Object.values(file.data)) {
      const line = items.findIndex(
        (item) => item.pk === `REGISTER#${year}` && String(item.sk).startsWith(linePrefix),
      );
      if (line >= 0) {
        const [real] = items.splice(line, 1);
        items.push({
          ...real,
          sk: `${linePrefix}${today}#9999999999`,
          declarationId: 9_999_999_999,
          allowanceCents: 500,
        });
      }
    }

    // Act
    const job = await restore(portal, admin, file);
    const after = await portal.call<Totals>('GET', lawPath, { token: admin });

    // Assess: the year counts the approved € 20 again, with the file's regime and other amount
    expect(job.status).toBe('done');
    expect(after.body).toMatchObject({
      regime: 'flat',
      otherOrganisationsAmount: '100.00',
      allowanceTotal: '20.00',
    });
    const lines = (await readTable(portal.resourcePrefix, 'declarations')).filter(
      (item) => item.pk === `REGISTER#${year}` && String(item.sk).startsWith(linePrefix),
    );
    expect(lines.map((line) => [line.declarationId, line.allowanceCents])).toEqual([
      [declared.body.id, 2000],
    ]);
    const total = (await readTable(portal.resourcePrefix, 'declarations')).find(
      (item) => item.pk === `REGISTER#${year}` && item.sk === 'TOTAL',
    );
    const approvedLines = (await readTable(portal.resourcePrefix, 'declarations')).filter(
      (item) => item.pk === `REGISTER#${year}` && String(item.sk).startsWith('LINE#'),
    );
    expect(total?.lineCount).toBe(approvedLines.length);
    expect(total?.allowanceCents).toBe(
      approvedLines.reduce((sum, line) => sum + Number(line.allowanceCents), 0),
    );
  });
});
