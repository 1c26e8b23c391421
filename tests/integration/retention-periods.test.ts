import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../shared/messages/settings';
import { retentionDays } from '../../shared/retention';
import type { RetentionPage } from '../../shared/schemas/privacy';
import { startTestPortal, type TestPortal } from './support/portal';
import { signedInUser } from './support/users';

/**
 * The retention periods of the rows that expire by themselves (issue 32 item 3): e-mail log,
 * notifications, news read marks, audit and access entries. Each is a setting with its default and
 * reason on /privacy; a new row gets the TTL of the period in force; a shorter period reaches older
 * rows at the next daily check, except in the insert-only audit table.
 */

let portal: TestPortal;
let admin: string;

const dynamo = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));
const DAY = 86_400_000;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

const setSetting = (key: string, value: string | null) =>
  portal.call<{ message?: string }>('PUT', `/api/settings/${key}`, { token: admin, body: { value } });

/** Days between a row's moment and its TTL, rounded. */
const keptDays = (ttl: unknown, at: string) =>
  Math.round((Number(ttl) * 1000 - new Date(at).getTime()) / DAY);

async function newestAudit(action: string) {
  const answer = await dynamo().send(
    new QueryCommand({
      TableName: `${portal.resourcePrefix}audit`,
      IndexName: 'byAction',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': `ACTION#${action}` },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  return answer.Items?.[0];
}

describe('retention periods of the rows that expire by themselves', () => {
  it('shows each period with its default and reason on /privacy', async () => {
    // Act
    const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });

    // Assess
    const periods = Object.fromEntries(listed.body.rules.map((rule) => [rule.entity, rule.period]));
    expect(periods).toMatchObject({
      mailLog: '1 jaar',
      notifications: '1 jaar',
      newsReads: '1 jaar',
      audit: '2 jaar',
      access: '2 jaar',
    });
    const access = listed.body.rules.find((rule) => rule.entity === 'access');
    expect(access?.reason).toMatch(/bekeek/);
  });

  it('refuses an audit period below 2 years with the reason in Dutch, and shows a longer one', async () => {
    // Act
    const refused = await setSetting('retention_audit_years', '1');
    const longer = await setSetting('retention_mail_log_years', '3');
    const listed = await portal.call<RetentionPage>('GET', '/api/privacy/retention', { token: admin });
    await setSetting('retention_mail_log_years', null);

    // Assess
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(settingsMessages.settings.auditMinimum(2));
    expect(longer.status).toBe(200);
    expect(listed.body.rules.find((rule) => rule.entity === 'mailLog')?.period).toBe('3 jaar');
  });

  it('writes new audit entries, access entries, notifications and read marks with the period in force', async () => {
    // Prepare: periods other than the defaults
    for (const [key, value] of [
      ['retention_audit_years', '5'],
      ['retention_access_years', '3'],
      ['retention_notifications_years', '4'],
      ['retention_news_reads_years', '6'],
    ] as const) {
      expect((await setSetting(key, value)).status).toBe(200);
    }

    await signedInUser(portal, admin, { role: 'coordinator' });

    try {
      // Act: an audited change, a family created and read, a declaration filed (the coordinator is notified), a news message read
      await setSetting('organization_name', `Vereniging ${randomUUID().slice(0, 6)}`);
      const family = await portal.call<{ id: number }>('POST', '/api/families', {
        token: admin,
        body: { parentName: `Sara Janssens ${randomUUID().slice(0, 6)}`, childAge: 7 },
      });
      await portal.call('GET', `/api/families/${family.body.id}`, { token: admin });
      const declaration = await portal.call<{ id: number }>('POST', '/api/declarations', {
        token: admin,
        body: {
          type: 'mileage',
          description: 'Rit naar school',
          kilometers: 10,
          date: new Date().toISOString().slice(0, 10),
        },
      });
      const news = await portal.call<{ id: number }>('POST', '/api/news', {
        token: admin,
        body: { title: 'Bewaartermijnen', content: '<p>Nieuws</p>', summary: 'Kort' },
      });
      await portal.call('POST', `/api/news/${news.body.id}/view`, { token: admin });

      // Assess
      const audit = await newestAudit('setting-updated');
      expect(keptDays(audit?.ttl, String(audit?.at))).toBe(retentionDays(5));
      const access = await dynamo().send(
        new QueryCommand({
          TableName: `${portal.resourcePrefix}audit`,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `ACCESS#FAMILY#${family.body.id}` },
        }),
      );
      expect(access.Items).toHaveLength(1);
      expect(keptDays(access.Items?.[0]?.ttl, String(access.Items?.[0]?.at))).toBe(retentionDays(3));
      const notifications = await dynamo().send(
        new QueryCommand({
          TableName: `${portal.resourcePrefix}notifications`,
          IndexName: 'byUnreadSubject',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': `SUBJECT#declaration#${declaration.body.id}` },
        }),
      );
      const notification = notifications.Items?.[0];
      expect(notification).toBeDefined();
      expect(keptDays(notification?.ttl, String(notification?.createdAt))).toBe(retentionDays(4));
      const mark = await dynamo().send(
        new GetCommand({
          TableName: `${portal.resourcePrefix}news`,
          Key: { pk: `NEWS#${news.body.id}`, sk: 'VIEW#1' },
        }),
      );
      expect(keptDays(mark.Item?.ttl, String(mark.Item?.readAt))).toBe(retentionDays(6));
    } finally {
      for (const key of [
        'retention_audit_years',
        'retention_access_years',
        'retention_notifications_years',
        'retention_news_reads_years',
      ]) {
        await setSetting(key, null);
      }
    }
  });

  it('applies a shorter period to older mail log rows, notifications and read marks at the next daily check, never to audit entries', async () => {
    // Prepare: rows written 2 years ago under a longer period (their TTL still years ahead), and rows of today
    const now = new Date();
    const old = new Date(now.getTime() - 2 * 366 * DAY).toISOString();
    const farTtl = Math.floor(now.getTime() / 1000) + 5 * 365 * 86_400;
    const unique = randomUUID().slice(0, 8);
    const put = (table: string, Item: Record<string, unknown>) =>
      dynamo().send(new PutCommand({ TableName: `${portal.resourcePrefix}${table}`, Item }));
    const mailRow = (at: string, id: string) => ({
      pk: 'LOG',
      sk: `${at}#${id}`,
      id,
      sentAt: at,
      subject: 'Uitnodiging',
      recipient: 'ouder@voorbeeld.be',
      status: 'delivered',
      error: null,
      ttl: farTtl,
    });
    await put('mail', mailRow(old, `old-${unique}`));
    await put('mail', mailRow(now.toISOString(), `new-${unique}`));
    const notification = (id: number, at: string) => ({
      pk: 'USER#1',
      sk: `NOTIFICATION#${String(id).padStart(12, '0')}`,
      id,
      recipientId: 1,
      type: 'system',
      title: 'Melding',
      message: 'Een melding',
      link: '/',
      isRead: true,
      createdAt: at,
      expiresAt: new Date(farTtl * 1000).toISOString(),
      ttl: farTtl,
    });
    await put('notifications', notification(900_000_001, old));
    await put('notifications', notification(900_000_002, now.toISOString()));
    const news = await portal.call<{ id: number }>('POST', '/api/news', {
      token: admin,
      body: { title: `Oud nieuws ${unique}`, content: '<p>Nieuws</p>', summary: 'Kort' },
    });
    await put('news', { pk: `NEWS#${news.body.id}`, sk: 'VIEW#77', readAt: old, ttl: farTtl });
    await put('news', { pk: `NEWS#${news.body.id}`, sk: 'VIEW#78', readAt: now.toISOString(), ttl: farTtl });
    const auditId = randomUUID();
    await put('audit', {
      pk: 'AUDIT',
      sk: `${old}#${auditId}`,
      id: auditId,
      at: old,
      action: 'setting-updated',
      ttl: farTtl,
    });
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');

    // Act: the periods in force are the defaults (a year), shorter than the rows were written with
    const result = await runRetentionCheck(now);

    // Assess
    const exists = async (table: string, Key: Record<string, string>) =>
      (await dynamo().send(new GetCommand({ TableName: `${portal.resourcePrefix}${table}`, Key }))).Item !==
      undefined;
    expect(await exists('mail', { pk: 'LOG', sk: `${old}#old-${unique}` })).toBe(false);
    expect(await exists('mail', { pk: 'LOG', sk: `${now.toISOString()}#new-${unique}` })).toBe(true);
    expect(await exists('notifications', { pk: 'USER#1', sk: 'NOTIFICATION#000900000001' })).toBe(false);
    expect(await exists('notifications', { pk: 'USER#1', sk: 'NOTIFICATION#000900000002' })).toBe(true);
    expect(await exists('news', { pk: `NEWS#${news.body.id}`, sk: 'VIEW#77' })).toBe(false);
    expect(await exists('news', { pk: `NEWS#${news.body.id}`, sk: 'VIEW#78' })).toBe(true);
    expect(await exists('audit', { pk: 'AUDIT', sk: `${old}#${auditId}` })).toBe(true);
    expect(result.expired).toMatchObject({ mailLog: 1, notifications: 1, newsReads: 1 });
  });
});
