import { beforeAll, describe, expect, it } from 'vitest';
import { backupMessages } from '../../shared/messages/backup';
import { settingsMessages } from '../../shared/messages/settings';
import { webMessages } from '../../shared/messages/web';
import { createUserAsAdmin } from './support/api';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = webMessages.screenAccess;
const VOLUNTEER = {
  username: 'tim.vrijwilliger',
  password: 'Toegang-Test-Wachtwoord-31',
  firstName: 'Tim',
  lastName: 'Claes',
  email: 'tim.claes@example.org',
  role: 'vrijwilliger',
};

describe.runIf(hasChromium())('screens someone may not open', () => {
  const suite = browserSuite({ sharedPortal: true });

  beforeAll(async () => {
    await createUserAsAdmin(suite.portal, VOLUNTEER);
  });

  it('shows a volunteer who types a staff screen’s address "Toegang geweigerd" with a way back, and calls nothing that fails', async () => {
    // Prepare
    const page = await suite.openPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await signIn(page, VOLUNTEER.username, VOLUNTEER.password);
    const screens = [
      ['/email', m.deniedText],
      ['/boekhouding', m.deniedText],
      ['/digitale-handtekeningen', m.deniedText],
      ['/digitale-ondertekeninge', m.deniedText],
      ['/ondertekenen', m.deniedText],
      ['/audit', m.deniedText],
      ['/instellingen', settingsMessages.settings.accessDeniedText],
      ['/backup', backupMessages.backup.adminOnly],
    ] as const;

    for (const [path, text] of screens) {
      // Act
      await page.goto(path);

      // Assess
      await page.getByRole('heading', { name: m.deniedTitle }).waitFor();
      expect(await page.getByText(text).count(), path).toBe(1);
    }
    await saveScreenshot(page, 'screen-access-01-refused');

    // Act: the way back
    await page.getByRole('link', { name: m.backToDashboard }).click();

    // Assess
    await page.waitForURL(`${suite.portal.url}/`);
    await page.getByRole('heading', { name: /Welkom/ }).waitFor();
    expect(refused).toEqual([]);
  });
});
