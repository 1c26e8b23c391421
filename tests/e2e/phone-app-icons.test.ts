import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { APP_MANIFEST_PATH } from '../../shared/web-app-manifest';
import { apiLogin, callApi } from './support/api';
import { hasChromium, INSTALLED_PHONE } from './support/browser';
import { browserSuite } from './support/suite';

const PHONE = INSTALLED_PHONE;

/** A square green logo with a transparent edge, as PNG. */
function logoPng(): Buffer {
  const png = new PNG({ width: 240, height: 240 });
  for (let y = 0; y < 240; y += 1) {
    for (let x = 0; x < 240; x += 1) {
      const inside = x >= 20 && x < 220 && y >= 20 && y < 220;
      png.data.set(inside ? [22, 163, 74, 255] : [0, 0, 0, 0], (y * 240 + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

describe.runIf(hasChromium())("the installed app's icons follow the association's logo (issue 35)", () => {
  const suite = browserSuite();

  it("Chromium reads the manifest with the logo's icons and finds the app installable", async () => {
    const token = await apiLogin(suite.portal, suite.portal.admin.username, suite.portal.admin.password);
    const bytes = logoPng();
    const upload = await callApi<{ uploadId: string; url: string; headers: Record<string, string> }>(
      suite.portal,
      'POST',
      '/api/uploads',
      {
        token,
        body: {
          purpose: 'settings-logo',
          fileName: 'logo.png',
          contentType: 'image/png',
          size: bytes.length,
        },
      },
    );
    await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(bytes) });
    await callApi(suite.portal, 'POST', `/api/uploads/${upload.uploadId}/confirm`, { token });
    await callApi(suite.portal, 'PUT', '/api/settings/organization_logo', {
      token,
      body: { value: upload.uploadId },
    });

    const page = await suite.openPage(PHONE);
    await page.goto('/login');
    await page.getByLabel('Gebruikersnaam').waitFor();
    const session = await page.context().newCDPSession(page);
    const { url, errors, data } = await session.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe(APP_MANIFEST_PATH);
    expect(errors).toEqual([]);
    const icons = (JSON.parse(data ?? '{}') as { icons: { src: string; sizes: string }[] }).icons;
    expect(icons.map((icon) => icon.src)).toEqual([
      `/api/web-app/icons/icon-192.png?v=${upload.uploadId}`,
      `/api/web-app/icons/icon-512.png?v=${upload.uploadId}`,
      `/api/web-app/icons/maskable-512.png?v=${upload.uploadId}`,
    ]);
    // The page's own policy (img-src 'self') lets it show the icon: it is the portal's own address.
    const shown = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, icons[1]?.src ?? '');
    expect(shown).toEqual([512, 512]);

    // Chromium says nothing else stands in the way of installing (a test context is an incognito
    // profile, which Chromium never installs from; the Lighthouse bench checks a real profile).
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  });
});
