import { describe, it } from 'vitest';
import { privacyScreenMessages } from '../../shared/messages/privacy';
import { settingsMessages } from '../../shared/messages/settings';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts } from './support/session';
import { browserSuite } from './support/suite';

const FAMILIES = 'Bewaartermijn gezinnen (jaren na afronding)';
const BOOKKEEPING = 'Bewaartermijn boekhouding (jaren na afsluiting boekjaar)';

describe.runIf(hasChromium())('Retention periods in the settings', () => {
  const suite = browserSuite();

  it('lets an admin set the families’ period, refuses a bookkeeping period below 10 years, and shows the period on /privacy', async () => {
    // Prepare
    const page = await suite.signedInPage(suite.portal.admin);
    await page.goto('/instellingen');
    await page.getByRole('tab', { name: 'Privacy' }).click();

    // Act: a longer period for families, a too short one for the books
    await page.getByLabel(FAMILIES, { exact: true }).fill('3');
    await page.getByRole('button', { name: `${FAMILIES} opslaan` }).click();
    await page.getByText(settingsMessages.settings.saved).first().waitFor();
    await dismissToasts(page);
    await page.getByLabel(BOOKKEEPING, { exact: true }).fill('9');
    await page.getByRole('button', { name: `${BOOKKEEPING} opslaan` }).click();

    // Assess: the refusal names the legal minimum, in Dutch
    await page.getByText(settingsMessages.settings.bookkeepingMinimum(10)).first().waitFor();
    await saveScreenshot(page, 'retention-01-settings');
    await dismissToasts(page);

    // Act: the privacy screen
    await page.goto('/privacy');
    const retention = page.locator('.ant-card').filter({ hasText: privacyScreenMessages.retentionCard });
    await retention.scrollIntoViewIfNeeded();

    // Assess: the period in force beside its reason
    await retention.getByText('3 jaar nadat de begeleiding afgerond is').waitFor();
    await retention.getByText('10 jaar na de afsluiting van het boekjaar').waitFor();
    await saveScreenshot(page, 'retention-02-privacy');
  });
});
