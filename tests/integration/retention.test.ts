import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyMessages } from '../../shared/messages/privacy';
import { settingsMessages } from '../../shared/messages/settings';
import type { RetentionPage } from '../../shared/schemas/privacy';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';

/**
 * Retention (issue 32 item 3) against the local stand-ins: the periods an admin sets in the settings,
 * and what the daily check lists by them.
 */

let portal: TestPortal;
let admin: string;

const dynamo = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

async function setSetting(key: string, value: string | null) {
  return portal.call<{ message?: string }>('PUT', `/api/settings/${key}`, { token: admin, body: { value } });
}

/** A family whose guidance ended (its last change) `years` years and `days` days ago. */
async function endedFamily(parentName: string, years: number, days: number) {
  const answer = await portal.call<{ id: number }>('POST', '/api/families', {
    token: admin,
    body: { parentName, childAge: 8, guidanceStatus: 'afgerond' },
  });
  if (answer.status !== 201) throw new Error(`family: ${answer.status} ${answer.text}`);
  const ended = new Date();
  ended.setUTCFullYear(ended.getUTCFullYear() - years);
  await dynamo().send(
    new UpdateCommand({
      TableName: `${portal.resourcePrefix}families`,
      Key: { pk: `FAMILY#${answer.body.id}`, sk: 'FAMILY' },
      UpdateExpression: 'SET updatedAt = :at',
      ExpressionAttributeValues: { ':at': new Date(ended.getTime() - days * 86_400_000).toISOString() },
    }),
  );
  return answer.body;
}

describe('retention periods in the settings', () => {
  it('lists families by the period an admin set, and shows that period beside its reason', async () => {
    // Prepare: three years instead of the default two
    const unique = randomUUID().slice(0, 6);
    const twoYears = await endedFamily(`Lotte Peeters ${unique}`, 2, 1);
    const threeYears = await endedFamily(`Jonas Claes ${unique}`, 3, 1);
    const saved = await setSetting('retention_families_years', '3');
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');

    try {
      // Act
      await runRetentionCheck(new Date());
      const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });

      // Assess
      expect(saved.status).toBe(200);
      const ids = listed.body.items.map((item) => item.subject.id);
      expect(ids).toContain(threeYears.id);
      expect(ids).not.toContain(twoYears.id);
      const families = listed.body.rules.find((rule) => rule.entity === 'families');
      expect(families?.period).toBe('3 jaar nadat de begeleiding afgerond is');
      expect(families?.reason).toMatch(/begeleiding/);
    } finally {
      await setSetting('retention_families_years', null);
    }
  });

  it('keeps the defaults while nothing is set: families 2 years, bookkeeping 10 years', async () => {
    // Act
    const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });

    // Assess
    const periods = Object.fromEntries(listed.body.rules.map((rule) => [rule.entity, rule.period]));
    expect(periods.families).toBe('2 jaar nadat de begeleiding afgerond is');
    expect(periods.bookkeeping).toBe('10 jaar na de afsluiting van het boekjaar');
  });

  it('refuses a bookkeeping period below the legal 10 years in Dutch, and accepts a longer one', async () => {
    // Act
    const refused = await setSetting('retention_bookkeeping_years', '9');
    const longer = await setSetting('retention_bookkeeping_years', '12');
    const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });
    await setSetting('retention_bookkeeping_years', null);

    // Assess
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(settingsMessages.settings.bookkeepingMinimum(10));
    expect(longer.status).toBe(200);
    expect(listed.body.rules.find((rule) => rule.entity === 'bookkeeping')?.period).toBe(
      '12 jaar na de afsluiting van het boekjaar',
    );
  });
});

/** A transaction booked on `date` (the API accepts a past date). */
async function entryOn(date: string, description: string) {
  const answer = await portal.call<{ id: number }>('POST', '/api/accounting/entries', {
    token: admin,
    body: { type: 'outgoing', date, description, category: 'Materialen', amount: '18.00' },
  });
  if (answer.status !== 201) throw new Error(`entry: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** A mileage declaration filed today, then dated `date` with its date index (as if filed then). */
async function declarationOn(date: string) {
  const answer = await portal.call<{ id: number }>('POST', '/api/declarations', {
    token: admin,
    body: {
      type: 'mileage',
      description: 'Rit naar school',
      kilometers: 10,
      date: new Date().toISOString().slice(0, 10),
    },
  });
  if (answer.status !== 201) throw new Error(`declaration: ${answer.status} ${answer.text}`);
  const sortKey = `${date}#${String(answer.body.id).padStart(10, '0')}`;
  await dynamo().send(
    new UpdateCommand({
      TableName: `${portal.resourcePrefix}declarations`,
      Key: { pk: `DECLARATION#${answer.body.id}`, sk: 'DECLARATION' },
      UpdateExpression: 'SET #date = :date, gsi1sk = :sk, gsi2sk = :sk, gsi3sk = :sk',
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: { ':date': date, ':sk': sortKey },
    }),
  );
  return answer.body;
}

describe('declarations and bookkeeping past their period', () => {
  it('lists each financial year 10 years after its close, counting its transactions and declarations, by the period set', async () => {
    // Prepare: 2015 closed on 31-12-2015 and is due in 2026; 2016 is not
    await entryOn('2015-03-02', 'Schriften 2015');
    await entryOn('2015-11-20', 'Huur zaal 2015');
    await declarationOn('2015-05-04');
    await entryOn('2016-01-05', 'Schriften 2016');
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');
    const now = new Date('2026-06-01T03:00:00Z');
    const listedYears = async () =>
      (await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin })).body.items.filter(
        (item) => item.subject.kind === 'bookkeepingYear',
      );

    // Act: a longer period first (12 years: nothing is due yet), then the default
    await setSetting('retention_bookkeeping_years', '12');
    await runRetentionCheck(now);
    const withTwelve = await listedYears();
    await setSetting('retention_bookkeeping_years', null);
    await runRetentionCheck(now);
    const withTen = await listedYears();

    // Assess
    expect(withTwelve).toEqual([]);
    expect(withTen).toEqual([
      expect.objectContaining({
        subject: { kind: 'bookkeepingYear', id: 2015 },
        name: privacyMessages.privacy.bookkeepingYear(2015, 2, 1),
        since: '2015-12-31',
        rule: 'bookkeeping',
      }),
    ]);
    expect(withTen[0]?.name).toBe('Boekjaar 2015: 2 boekingen, 1 declaratie');
  });
});

describe('news read marks expire after a year', () => {
  const YEAR_SECONDS = 366 * 86_400;
  const readMark = async (newsId: number, userId: number) =>
    (await readTable(portal.resourcePrefix, 'news')).find(
      (item) => item.pk === `NEWS#${newsId}` && item.sk === `VIEW#${userId}`,
    );

  it('writes the TTL with the mark, and gives a mark written before it one on the next check', async () => {
    // Prepare: a message, and a read mark from before marks carried a TTL
    const message = await portal.call<{ id: number }>('POST', '/api/news', {
      token: admin,
      body: { title: `Bericht ${randomUUID().slice(0, 6)}`, content: '<p>Hallo</p>', summary: 'Kort' },
    });
    expect(message.status).toBe(201);
    const oldReadAt = '2026-01-10T08:00:00.000Z';
    await dynamo().send(
      new PutCommand({
        TableName: `${portal.resourcePrefix}news`,
        Item: { pk: `NEWS#${message.body.id}`, sk: 'VIEW#999999', readAt: oldReadAt },
      }),
    );
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');
    const me = await portal.call<{ id: number }>('GET', '/api/auth/me', { token: admin });

    // Act
    const viewed = await portal.call('POST', `/api/news/${message.body.id}/view`, { token: admin });
    const fresh = await readMark(message.body.id, me.body.id);
    const check = await runRetentionCheck(new Date());
    const old = await readMark(message.body.id, 999_999);

    // Assess: the TTL attribute itself, not waiting for DynamoDB to delete anything
    expect(viewed.status).toBe(200);
    expect(Number(fresh?.ttl)).toBe(Math.floor(Date.parse(String(fresh?.readAt)) / 1000) + YEAR_SECONDS);
    expect(check.newsReadsGivenTtl).toBeGreaterThanOrEqual(1);
    expect(old).toMatchObject({
      readAt: oldReadAt,
      ttl: Math.floor(Date.parse(oldReadAt) / 1000) + YEAR_SECONDS,
    });
  });
});
