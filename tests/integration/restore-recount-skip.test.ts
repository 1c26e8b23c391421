import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFile, restore } from './support/backup-files';
import { injectDynamoFaults } from './support/faults';
import { startTestPortal, type TestPortal } from './support/portal';

/**
 * A restore recounts the counters kept on write (recount.ts) after it wrote records, reading the
 * sessions and declarations tables whole; a restore that writes nothing leaves them as they are
 * (issue 40: a second restore of the same file ≤ 0.6 × writing it). A run that wrote and stopped
 * before its recount leaves that to the next run, even when that one finds nothing left to write.
 */

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

const RECOUNTED_TABLES = ['sessionlogs', 'declarations'];

/**
 * Counts the Scans of the tables the recount reads whole while `work` runs. `failRecountOnce`: the
 * recount's first count of users (the dashboard totals, after the records are written) fails once.
 */
async function scansDuring<T>(work: () => Promise<T>, options: { failRecountOnce?: boolean } = {}) {
  const names = new Set(RECOUNTED_TABLES.map((table) => `${portal.resourcePrefix}${table}`));
  let scans = 0;
  let failed = false;
  const faults = injectDynamoFaults((command) => {
    if (command instanceof ScanCommand && names.has(String(command.input.TableName))) scans += 1;
    const isUserCount =
      command instanceof QueryCommand &&
      command.input.TableName === `${portal.resourcePrefix}users` &&
      command.input.FilterExpression === '#status = :status';
    if (options.failRecountOnce && isUserCount && !failed) {
      failed = true;
      return Promise.reject(new Error('DynamoDB is away for a moment'));
    }
    return undefined;
  });
  try {
    const result = await work();
    return { result, scans, failed };
  } finally {
    faults.restore();
  }
}

describe('the recount after a restore', () => {
  it('reads no table whole when the restore writes nothing', async () => {
    // Prepare: a family in the backup, restored once
    await portal.call('POST', '/api/families', { token: admin, body: { parentName: 'Gezin Ongewijzigd' } });
    const file = await backupFile(portal, admin);
    await restore(portal, admin, file);

    // Act
    const { result: again, scans } = await scansDuring(() => restore(portal, admin, file));

    // Assess
    expect(again.status).toBe('done');
    expect(again.entities.filter((entity) => entity.added + entity.changed > 0)).toEqual([]);
    expect(scans).toBe(0);
  });

  it('recounts every table in the next run when a run wrote records and stopped before its recount', async () => {
    // Prepare: a file in which a family has another status than it has here
    const family = await portal.call<{ id: number }>('POST', '/api/families', {
      token: admin,
      body: { parentName: 'Gezin Hersteld' },
    });
    const file = await backupFile(portal, admin);
    const stored = file.data.families?.find((item) => item.id === family.body.id);
    expect(stored).toBeDefined();
    const status = stored?.guidanceStatus === 'actief' ? 'afgerond' : 'actief';
    Object.assign(stored ?? {}, { guidanceStatus: status });

    // Act: the first attempt writes the family and fails in its recount; the worker runs the job
    // again, which finds the family written already
    const run = await scansDuring(() => restore(portal, admin, file), { failRecountOnce: true });
    const after = await scansDuring(() => restore(portal, admin, file));

    // Assess: the second attempt recounted all (the families alone need no table read whole), and
    // the run after it did not need to
    expect(run.failed).toBe(true);
    expect(run.result.status).toBe('done');
    expect(run.result.entities.find((entity) => entity.entity === 'families')?.changed).toBe(0);
    expect(run.scans).toBeGreaterThan(0);
    expect(after.scans).toBe(0);
  });

  it('recounts only the tables it wrote to', async () => {
    // Prepare: a file in which a family has another status than it has here
    const family = await portal.call<{ id: number }>('POST', '/api/families', {
      token: admin,
      body: { parentName: 'Gezin Gewijzigd' },
    });
    const file = await backupFile(portal, admin);
    const stored = file.data.families?.find((item) => item.id === family.body.id);
    Object.assign(stored ?? {}, {
      guidanceStatus: stored?.guidanceStatus === 'actief' ? 'afgerond' : 'actief',
    });

    // Act
    const run = await scansDuring(() => restore(portal, admin, file));

    // Assess: the family is written, and neither the sessions nor the declarations are read whole
    expect(run.result.entities.find((entity) => entity.entity === 'families')?.changed).toBe(1);
    expect(run.scans).toBe(0);
  });
});
