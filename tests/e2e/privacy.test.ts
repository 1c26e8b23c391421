import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { privacyMessages } from '../../shared/messages/privacy';
import type { Family, FamilyPage } from '../../shared/schemas/families';
import { TABLE_NAMES } from '../../shared/tables';
import { apiLogin, callApi } from './support/api';
import { hasChromium, PHONE_VIEWPORT as PHONE } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

const p = privacyMessages.privacy;

describe.runIf(hasChromium())('privacy of a family’s record on a phone (issue 32)', () => {
  const suite = browserSuite();

  it('lets a parent register with consent and shows an admin who looked at the family', async () => {
    // Prepare: the public form on a phone
    const form = await suite.openPage({ viewport: PHONE });
    await form.goto('/registration');
    await form.getByText(p.defaultNotice).waitFor();

    // Act: fill it in, consent (photos too) and send it
    await form.getByLabel('Naam ouder/voogd').fill('Noor Vermeulen');
    await form.getByLabel('Telefoonnummer').fill('0472 33 44 55');
    await form.getByLabel(/^Adres/).fill('Veldstraat 10, 9000 Gent');
    await form.getByLabel('Naam kind').fill('Wout');
    await form.getByLabel('Leeftijd').fill('11');
    await form.getByLabel(/^School/).fill('De Klimop');
    await form.getByLabel('Leerjaar of klas').fill('5de leerjaar');
    await form.getByLabel('Waarbij heeft uw kind hulp nodig?').fill('Frans');
    await form.getByLabel('Wanneer is uw kind beschikbaar?').fill('Donderdag');
    await form.getByLabel(p.guardianConsentLabel).check();
    await form.getByLabel(p.photoConsentLabel).check();
    await form.getByLabel(p.photoConsentLabel).scrollIntoViewIfNeeded();
    await saveScreenshot(form, 'privacy-registration-consent-phone');
    await form.getByRole('button', { name: 'Aanmelding versturen' }).click();

    // Assess: received, and the family holds the consent
    await form.getByText(messages.publicSignup.receivedTitle).waitFor();
    const admin = suite.portal.admin;
    const token = await apiLogin(suite.portal, admin.username, admin.password);
    const page = await callApi<FamilyPage>(suite.portal, 'GET', '/api/families?search=noor%20vermeulen', {
      token,
    });
    const [found] = page.items;
    const family = await callApi<Family>(suite.portal, 'GET', `/api/families/${found?.id}`, { token });
    expect(family.consent).toMatchObject({ form: 'public', photos: true });

    // Act: the admin opens the family's page on a phone
    const staff = await suite.signedInPage(admin, { viewport: PHONE });
    await staff.goto(`/gezinnen?family=${family?.id}`);
    const dialog = staff.getByRole('dialog');
    const history = dialog.getByRole('table', { name: p.accessTitle });
    await history.waitFor();

    // Assess: their own read is in the history, without any of the family's data
    await history
      .getByText(/admin \(Administrator\)/)
      .first()
      .waitFor();
    await dialog.getByText(/aanvaard op .* via het openbare aanmeldformulier/).waitFor();
    await history.scrollIntoViewIfNeeded();
    expect(await history.textContent()).not.toContain('Wout');
    await saveScreenshot(staff, 'privacy-family-access-history-phone');
  });

  it('shows an admin the register of processing with every table and the collect-less switch', async () => {
    const staff = await suite.signedInPage(suite.portal.admin);
    await staff.goto('/instellingen');
    await staff.getByRole('tab', { name: 'Privacy' }).click();
    const tables = staff.getByRole('button', { name: /^Tabel / });
    await tables.first().waitFor();
    expect(await tables.count()).toBe(TABLE_NAMES.length);
    await staff.getByRole('button', { name: /^Tabel families/ }).click();
    await staff
      .getByText(/ouderlijk gezag/)
      .first()
      .waitFor();
    await saveScreenshot(staff, 'privacy-processing-register');

    await staff.getByRole('tab', { name: 'Formulieren' }).click();
    await staff.getByRole('button', { name: 'Bewaarde nummers wissen' }).scrollIntoViewIfNeeded();
    expect(await staff.getByRole('button', { name: 'Bewaarde nummers wissen' }).isDisabled()).toBe(true);
    await saveScreenshot(staff, 'privacy-forms-settings');
  });
});
