import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { privacyMessages, privacyScreenMessages } from '../../shared/messages/privacy';
import { apiLogin, callApi } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

const m = privacyScreenMessages;
const treatments = privacyMessages.privacy.treatments;

describe.runIf(hasChromium())('Retention: a financial year past its period', () => {
  const suite = browserSuite();

  it('lets an admin confirm a past financial year and shows the year gone and what was done', async () => {
    // Prepare: a transaction and a declaration of a year twelve years back (past the legal ten), and
    // the daily check (in this process, which runs the portal: its tables are this process's)
    const year = new Date().getUTCFullYear() - 12;
    // Loaded once the portal set this process's configuration (its tables) up.
    const { dynamo } = await import('../../functions/commons/dynamo');
    const { tableName } = await import('../../functions/repositories/table');
    const { runRetentionCheck } = await import('../../functions/services/privacy/retention');
    const token = await apiLogin(suite.portal, suite.portal.admin.username, suite.portal.admin.password);
    await callApi(suite.portal, 'POST', '/api/accounting/entries', {
      token,
      body: {
        type: 'outgoing',
        date: `${year}-06-01`,
        description: 'Schoolreis Admin Beheerder',
        category: 'Materialen',
        amount: '18.00',
      },
    });
    const declaration = await callApi<{ id: number }>(suite.portal, 'POST', '/api/declarations', {
      token,
      body: {
        type: 'mileage',
        description: 'Rit naar school',
        kilometers: 10,
        date: new Date().toISOString().slice(0, 10),
      },
    });
    const sortKey = `${year}-06-02#${String(declaration.id).padStart(10, '0')}`;
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName('declarations'),
        Key: { pk: `DECLARATION#${declaration.id}`, sk: 'DECLARATION' },
        UpdateExpression: 'SET #date = :date, gsi1sk = :sk, gsi2sk = :sk, gsi3sk = :sk',
        ExpressionAttributeNames: { '#date': 'date' },
        ExpressionAttributeValues: { ':date': `${year}-06-02`, ':sk': sortKey },
      }),
    );
    await runRetentionCheck(new Date());
    const page = await suite.signedInPage(suite.portal.admin);

    // Act: the retention list on /privacy shows the year; the admin selects and confirms it
    await page.goto('/privacy');
    const retention = page.locator('.ant-card').filter({ hasText: m.retentionCard });
    const listed = privacyMessages.privacy.bookkeepingYear(year, 1, 1);
    const row = retention.getByRole('row').filter({ hasText: listed });
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('checkbox').check();
    await saveScreenshot(page, 'retention-year-01-listed');
    await retention.getByRole('button', { name: m.retentionConfirm }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: m.eraseConfirmOk, exact: true })
      .click();

    // Assess: the count of what was done, and the year no longer listed
    const done = m.retentionDone(privacyMessages.privacy.bookkeepingYearName(year));
    await retention.getByText(done).waitFor({ timeout: 30_000 });
    await retention.getByText(m.retentionNone).waitFor();
    const report = retention.locator('.ant-table').last();
    const pseudonymised = report.getByRole('row').filter({ hasText: treatments.pseudonymise });
    const erased = report.getByRole('row').filter({ hasText: treatments.erase });
    expect(await pseudonymised.count()).toBeGreaterThan(0);
    expect(await erased.filter({ hasText: 'Onkostennota’s' }).count()).toBe(1);
    expect(await erased.filter({ hasText: 'Onkostennota’s' }).getByRole('cell').nth(2).innerText()).toBe('1');
    expect(await row.count()).toBe(0);
    await report.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'retention-year-02-done');
  });
});
