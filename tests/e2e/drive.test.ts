import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize } from '../../shared/format/sizes';
import { messages } from '../../shared/messages';
import type { DriveDocument, DriveStorage, FileLink, Folder } from '../../shared/schemas/drive';
import type { User } from '../../shared/schemas/users';
import { DOCUMENTS_PAGE_SIZE } from '../../web/src/features/drive/lib/paging';
import { MINIMAL_PDF } from '../integration/support/files';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { dismissToasts, signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.drive;
const COORDINATOR = {
  username: 'lvermeulen',
  password: 'Mappen-Maken-Op-Vrijdag-18',
  firstName: 'Lies',
  lastName: 'Vermeulen',
  email: 'lies.vermeulen@example.org',
  role: 'coordinator',
};
const LISTED = {
  username: 'jdesmet',
  password: 'Lezen-In-De-Bib-Op-Dinsdag-52',
  firstName: 'Jonas',
  lastName: 'De Smet',
  email: 'jonas.desmet@example.org',
};
const OTHER = {
  username: 'evanacker',
  password: 'Rekenen-Met-Breuken-Samen-73',
  firstName: 'Eline',
  lastName: 'Van Acker',
  email: 'eline.vanacker@example.org',
};
const FOLDER = 'Begeleidingsplan Jonas';
/** Two real PDFs of different sizes (a comment line pads the second). */
const VIEWED = { name: 'Planning.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF };
const DOWNLOADED = {
  name: 'Verslag.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([MINIMAL_PDF, Buffer.from(`%${'x'.repeat(3000)}\n`, 'latin1')]),
};

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });
const storageUsed = (page: Page) => page.getByTestId('drive-storage-used');
const folderButton = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Mappen' }).getByRole('button', { name: new RegExp(`^${name}`) });

async function pickOption(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

/** What the browser's own session gets for an API path (status and JSON body). */
const fetchInPage = (page: Page, path: string) =>
  page.evaluate(async (target) => {
    const response = await fetch(target, { credentials: 'same-origin' });
    return { status: response.status, body: response.ok ? await response.json() : null };
  }, path);

/** A PDF filed through the API, as the upload dialog does: presigned PUT, confirm, document. */
async function fileDocumentByApi(portal: TestPortal, token: string, folderId: number, name: string) {
  const bytes = MINIMAL_PDF;
  const presigned = await callApi<{ uploadId: string; url: string; headers: Record<string, string> }>(
    portal,
    'POST',
    '/api/uploads',
    {
      token,
      body: {
        purpose: 'drive-document',
        fileName: name,
        contentType: 'application/pdf',
        size: bytes.byteLength,
      },
    },
  );
  const put = await fetch(presigned.url, {
    method: 'PUT',
    headers: presigned.headers,
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`upload of ${name}: ${put.status}`);
  await callApi(portal, 'POST', `/api/uploads/${presigned.uploadId}/confirm`, { token });
  return callApi<DriveDocument>(portal, 'POST', '/api/documents', {
    token,
    body: { uploadId: presigned.uploadId, folderId },
  });
}

describe.runIf(hasChromium())('Drive', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let listedUser: User;

  beforeAll(async () => {
    portal = suite.portal;
    [, listedUser] = await Promise.all([
      createUserAsAdmin(portal, COORDINATOR),
      createUserAsAdmin(portal, LISTED),
      createUserAsAdmin(portal, OTHER),
    ]);
  });

  const openPage = async (options: BrowserContextOptions = {}) => {
    const page = await suite.openPage(options);
    return { context: page.context(), page };
  };

  it('a coordinator shares a folder with one volunteer: they view and download its PDFs, another volunteer gets 404, storage grows and the delete empties S3', async () => {
    // Prepare: the coordinator makes a 'specific' folder for Jonas in the rights dialog
    const { page: coordinator } = await openPage();
    await signIn(coordinator, COORDINATOR.username, COORDINATOR.password);
    await coordinator
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: /Drive/ })
      .click();
    await coordinator.waitForURL(`${portal.url}/drive`);
    await coordinator.getByText(m.noFolders).waitFor();
    await expect
      .poll(() => storageUsed(coordinator).textContent(), { timeout: 10_000 })
      .toBe(formatFileSize(0));

    await coordinator.getByRole('button', { name: 'Nieuwe map' }).first().click();
    const form = dialog(coordinator);
    await form.getByLabel('Mapnaam').fill(FOLDER);
    await form.getByLabel('Toegang').click();
    await pickOption(coordinator, 'Specifieke gebruikers');
    await form.getByLabel('Gebruikers met toegang').click();
    await form.getByLabel('Gebruikers met toegang').fill('Jonas');
    await pickOption(coordinator, 'Jonas De Smet');
    await coordinator.keyboard.press('Escape');
    await saveScreenshot(coordinator, 'drive-01-rights-dialog');
    await form.getByRole('button', { name: 'Aanmaken' }).click();
    await toast(coordinator, m.folderCreated).waitFor();
    await dismissToasts(coordinator);

    // Act: two PDFs uploaded together, each with its progress bar
    await folderButton(coordinator, FOLDER).click();
    await coordinator.getByRole('button', { name: 'Uploaden' }).first().click();
    const upload = dialog(coordinator);
    await upload.getByText(m.uploadLimit).waitFor();
    await coordinator.locator('#drive-upload-input').setInputFiles([VIEWED, DOWNLOADED]);
    await upload.getByRole('button', { name: 'Uploaden' }).click();
    const files = upload.locator('.drive-upload__file');
    await expect
      .poll(
        async () =>
          (await files.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')))).join(),
        { timeout: 20_000 },
      )
      .toMatch(/^(done|failed),(done|failed)$/);
    await saveScreenshot(coordinator, 'drive-02-upload-progress');
    expect(await files.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')))).toEqual([
      'done',
      'done',
    ]);
    await upload.locator('.ant-modal-footer').getByRole('button', { name: 'Sluiten' }).click();
    await coordinator.getByRole('cell', { name: VIEWED.name, exact: true }).waitFor();
    await coordinator.getByRole('cell', { name: DOWNLOADED.name, exact: true }).waitFor();

    // Assess: the storage card grew by exactly the two files
    const total = VIEWED.buffer.byteLength + DOWNLOADED.buffer.byteLength;
    await expect
      .poll(() => storageUsed(coordinator).textContent(), { timeout: 10_000 })
      .toBe(formatFileSize(total));
    await dismissToasts(coordinator);
    await expectNoSeriousAxeViolations(coordinator, 'Drive (coördinator, map)');
    await saveScreenshot(coordinator, 'drive-03-folder');
    const folderId = Number(new URL(coordinator.url()).searchParams.get('map'));
    const listed = await fetchInPage(coordinator, `/api/documents?folderId=${folderId}`);
    const ids = Object.fromEntries(
      (listed.body.items as { id: number; name: string }[]).map((document) => [document.name, document.id]),
    );

    // Act: Jonas (on a phone) views one inline and downloads the other
    const { context: jonasContext, page: jonas } = await openPage({ viewport: PHONE_VIEWPORT });
    await signIn(jonas, LISTED.username, LISTED.password);
    await jonas.goto('/documenten');
    await folderButton(jonas, FOLDER).click();
    const shown = jonasContext.waitForEvent('response', (response) =>
      response.url().includes('X-Amz-Signature'),
    );
    await jonas.getByRole('button', { name: `${VIEWED.name} bekijken` }).click();
    const viewed = await shown;
    const download = jonas.waitForEvent('download');
    await jonas.getByRole('button', { name: `${DOWNLOADED.name} downloaden` }).click();
    const saved = await download;
    await saveScreenshot(jonas, 'drive-04-volunteer-phone');

    // Assess
    expect(viewed.status()).toBe(200);
    expect(viewed.headers()['content-type']).toBe('application/pdf');
    expect(viewed.headers()['content-disposition']).toMatch(/^inline; filename="Planning.pdf"/);
    expect(saved.suggestedFilename()).toBe(DOWNLOADED.name);

    // Assess: Eline sees neither the folder nor the files, and by id every link answers 404
    const { page: eline } = await openPage();
    await signIn(eline, OTHER.username, OTHER.password);
    await eline.goto('/drive');
    await eline.getByText(m.noFolders).waitFor();
    for (const id of Object.values(ids)) {
      expect((await fetchInPage(eline, `/api/documents/${id}/view`)).status).toBe(404);
      expect((await fetchInPage(eline, `/api/documents/${id}/download`)).status).toBe(404);
    }
    expect((await fetchInPage(eline, `/api/documents/folders/${folderId}`)).status).toBe(404);
    const search = await fetchInPage(eline, '/api/documents/search?q=pdf');
    expect(search.body.items).toEqual([]);

    // Act: the coordinator deletes the folder after a confirmation that counts its documents
    const links = await Promise.all(
      Object.values(ids).map(
        async (id) => (await fetchInPage(coordinator, `/api/documents/${id}/download`)).body as FileLink,
      ),
    );
    for (const link of links) expect((await fetch(link.url)).status).toBe(200);
    await coordinator.getByRole('button', { name: 'Terug' }).click();
    await coordinator.getByRole('button', { name: `Map ${FOLDER} verwijderen` }).click();
    await dialog(coordinator)
      .getByText(m.confirmFolderDelete(FOLDER, 2, 0))
      .waitFor();
    await saveScreenshot(coordinator, 'drive-05-delete-confirmation');
    await dialog(coordinator).getByRole('button', { name: 'Verwijderen' }).click();
    await toast(coordinator, m.folderDeleted).waitFor();

    // Assess: the objects are gone from the local S3, the folder from the list, the bytes from the card
    for (const link of links) expect((await fetch(link.url)).status).toBe(404);
    await coordinator.getByText(m.noFolders).waitFor();
    await expect
      .poll(() => storageUsed(coordinator).textContent(), { timeout: 10_000 })
      .toBe(formatFileSize(0));
    const token = await apiLogin(portal, portal.admin.username, portal.admin.password);
    const storage = await callApi<DriveStorage>(portal, 'GET', '/api/documents/storage', { token });
    expect(storage).toMatchObject({ usedBytes: 0, documentCount: 0 });
  });

  /** A folder for Jonas alone with one page of documents and one more, the oldest (listed last). */
  async function sharedFolderWithPages(name: string) {
    const token = await apiLogin(portal, portal.admin.username, portal.admin.password);
    const folder = await callApi<Folder>(portal, 'POST', '/api/documents/folders', {
      token,
      body: { name, accessLevel: 'specific', allowedUserIds: [listedUser.id] },
    });
    const oldest = await fileDocumentByApi(portal, token, folder.id, 'Oudste-verslag.pdf');
    for (let index = 1; index <= DOCUMENTS_PAGE_SIZE; index += 1) {
      await fileDocumentByApi(portal, token, folder.id, `Verslag-${String(index).padStart(2, '0')}.pdf`);
    }
    return { folder, oldest };
  }

  /** Opens a portal link signed out, signs in on the screen it leads to, and waits for the shell. */
  async function openLinkAndSignIn(page: Page, link: string, user: { username: string; password: string }) {
    await page.goto(link);
    await page.waitForURL(`${portal.url}/login`);
    await page.getByLabel('Gebruikersnaam').fill(user.username);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.locator('.app-header').waitFor();
  }

  it('a shared link opens after sign-in in its folder with the document marked, even beyond the first page; "Meer laden" loads the rest', async () => {
    // Prepare
    const { folder, oldest } = await sharedFolderWithPages('Verslagen Jonas');
    const { page: jonas } = await openPage();

    // Act
    await openLinkAndSignIn(jonas, `/drive?document=${oldest.id}`, LISTED);

    // Assess: the folder opens with the linked document shown and marked, on top of the first page
    await jonas.waitForURL((url) => url.searchParams.get('map') === String(folder.id));
    const rows = jonas.locator('section[aria-label="Documenten"] tbody tr.ant-table-row');
    const marked = rows.filter({ hasText: oldest.name });
    await marked.waitFor();
    expect(await marked.getAttribute('class')).toContain('ant-table-row-selected');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(DOCUMENTS_PAGE_SIZE + 1);
    expect(await rows.first().textContent()).toContain(oldest.name);
    await jonas.getByRole('navigation').getByText(folder.name).first().waitFor();
    await saveScreenshot(jonas, 'drive-06-shared-link');

    // Act: the next page
    await jonas.getByRole('button', { name: 'Meer laden' }).click();

    // Assess: every document once, the oldest last, and no more pages
    await expect.poll(() => rows.last().textContent()).toContain(oldest.name);
    expect(await rows.count()).toBe(DOCUMENTS_PAGE_SIZE + 1);
    await jonas.getByRole('button', { name: 'Meer laden' }).waitFor({ state: 'detached' });
  });

  it('a shared link to a folder the user may not see shows "Document niet gevonden." and nothing of the folder', async () => {
    // Prepare
    const { folder, oldest } = await sharedFolderWithPages('Dossier Jonas');
    const { page: eline } = await openPage({ viewport: PHONE_VIEWPORT });

    // Act
    await openLinkAndSignIn(eline, `/drive?document=${oldest.id}`, OTHER);

    // Assess
    await eline.getByRole('alert').filter({ hasText: m.documentNotFoundHint }).waitFor();
    await eline.getByText(m.documentNotFound).first().waitFor();
    await eline.getByText(m.noFolders).waitFor();
    await saveScreenshot(eline, 'drive-07-shared-link-not-found');
    expect(new URL(eline.url()).searchParams.get('map')).toBeNull();
    const text = (await eline.locator('#inhoud').textContent()) ?? '';
    expect(text).not.toContain(folder.name);
    expect(text).not.toContain(oldest.name);
    await expectNoSeriousAxeViolations(eline, 'Drive (link zonder toegang)');
  });
});
