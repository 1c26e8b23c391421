import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './support/portal';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.stop());

describe('GET /api/settings/public', () => {
  it('answers nulls while the admin has set nothing', async () => {
    const answer = await portal.call('GET', '/api/settings/public');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ organizationName: null, loginTitle: null, loginSubtitle: null });
  });

  it('answers the login title and subtitle once they are set, without a session', async () => {
    const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const table = `${portal.resourcePrefix}settings`;
    for (const [key, value] of [
      ['login_title', 'Welkom bij Huiswerkhulp'],
      ['login_subtitle', 'Samen leren'],
      ['smtp_password', 'geheim'],
    ]) {
      await dynamo.send(
        new PutCommand({ TableName: table, Item: { pk: `SETTING#${key}`, sk: 'SETTING', key, value } }),
      );
    }

    const answer = await portal.call('GET', '/api/settings/public');

    expect(answer.body).toEqual({
      organizationName: null,
      loginTitle: 'Welkom bij Huiswerkhulp',
      loginSubtitle: 'Samen leren',
    });
    expect(answer.text).not.toContain('geheim');
  });
});
