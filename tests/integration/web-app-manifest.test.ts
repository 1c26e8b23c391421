import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsMessages } from '../../shared/messages/settings';
import type { WebAppManifest } from '../../shared/schemas/web-app';
import { APP_MANIFEST, DEFAULT_APP_ICONS } from '../../shared/web-app-manifest';
import { startTestPortal, type TestPortal } from './support/portal';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

const RED = [220, 38, 38, 255] as const;

/** A wide red logo (300 × 100) on a transparent edge of 10 px, as PNG. */
function wideLogoPng(): Buffer {
  const png = new PNG({ width: 300, height: 100 });
  for (let y = 0; y < 100; y += 1) {
    for (let x = 0; x < 300; x += 1) {
      const inside = x >= 10 && x < 290 && y >= 10 && y < 90;
      png.data.set(inside ? RED : [0, 0, 0, 0], (y * 300 + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

/** A small square blue logo (64 × 64) as JPEG: the icons enlarge it. */
function smallLogoJpeg(): Buffer {
  const data = Buffer.alloc(64 * 64 * 4);
  for (let index = 0; index < data.length; index += 4) data.set([37, 99, 235, 255], index);
  return jpeg.encode({ data, width: 64, height: 64 }, 90).data;
}

async function setLogo(fileName: string, contentType: string, bytes: Buffer): Promise<string> {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    { token: admin, body: { purpose: 'settings-logo', fileName, contentType, size: bytes.byteLength } },
  );
  expect(presigned.status).toBeLessThan(300);
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(bytes),
  });
  const confirm = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, {
    token: admin,
  });
  expect(confirm.status).toBe(200);
  const saved = await portal.call('PUT', '/api/settings/organization_logo', {
    token: admin,
    body: { value: presigned.body.uploadId },
  });
  expect(saved.status).toBe(200);
  return presigned.body.uploadId;
}

/** The manifest as a browser reads it: no session. */
const readManifest = () => portal.call<WebAppManifest>('GET', '/api/web-app/manifest');

async function readIcon(src: string) {
  const response = await fetch(new URL(src, portal.url));
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

const pixel = (png: PNG, x: number, y: number) => [
  ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4),
];

describe('the web app manifest and its icons (issue 35)', () => {
  it('names the default icons while no logo is set, and has no logo icon to give', async () => {
    const manifest = await readManifest();
    expect(manifest.status).toBe(200);
    expect(manifest.body).toMatchObject({
      name: APP_MANIFEST.name,
      display: 'standalone',
      start_url: '/',
      icons: DEFAULT_APP_ICONS,
    });

    const icon = await portal.call<{ message: string }>('GET', '/api/web-app/icons/icon-512.png');
    expect(icon.status).toBe(404);
    expect(icon.body.message).toBe(settingsMessages.settings.appIconMissing);
  });

  it('renders 192 and 512 px PNG icons from an uploaded logo, the maskable one inside its safe zone', async () => {
    const uploadId = await setLogo('logo.png', 'image/png', wideLogoPng());

    const manifest = await readManifest();
    expect(manifest.body.icons.map(({ sizes, purpose, type }) => ({ sizes, purpose, type }))).toEqual([
      { sizes: '192x192', purpose: 'any', type: 'image/png' },
      { sizes: '512x512', purpose: 'any', type: 'image/png' },
      { sizes: '512x512', purpose: 'maskable', type: 'image/png' },
    ]);
    for (const entry of manifest.body.icons) {
      expect(entry.src).toMatch(new RegExp(`^/api/web-app/icons/[a-z0-9-]+\\.png\\?v=${uploadId}$`));
    }

    const [small, large, maskable] = await Promise.all(
      manifest.body.icons.map((entry) => readIcon(entry.src)),
    );
    for (const [answer, size] of [
      [small, 192],
      [large, 512],
      [maskable, 512],
    ] as const) {
      expect(answer?.response.status).toBe(200);
      expect(answer?.response.headers.get('content-type')).toBe('image/png');
      expect(answer?.response.headers.get('cache-control')).toContain('immutable');
      const png = PNG.sync.read(answer?.bytes ?? Buffer.alloc(0));
      expect([png.width, png.height]).toEqual([size, size]);
    }

    // The ordinary icon: the logo fills most of the width, on a transparent square.
    const icon = PNG.sync.read(large?.bytes ?? Buffer.alloc(0));
    expect(pixel(icon, 256, 256)).toEqual([...RED]);
    expect(pixel(icon, 2, 2)[3]).toBe(0);
    expect(pixel(icon, 256, 100)[3]).toBe(0);
    expect(pixel(icon, 60, 256)).toEqual([...RED]);

    // The maskable icon: opaque everywhere, white around the logo, the logo inside the centre 56 %.
    const mask = PNG.sync.read(maskable?.bytes ?? Buffer.alloc(0));
    expect(pixel(mask, 2, 2)).toEqual([255, 255, 255, 255]);
    expect(pixel(mask, 256, 256)).toEqual([...RED]);
    expect(pixel(mask, 100, 256)).toEqual([255, 255, 255, 255]);
    expect(pixel(mask, 140, 256)).toEqual([...RED]);
    let transparent = 0;
    for (let index = 3; index < mask.data.length; index += 4) if (mask.data[index] !== 255) transparent += 1;
    expect(transparent).toBe(0);
  });

  it('follows a new logo at a new address, and an old address is no longer cached for good', async () => {
    const first = (await readManifest()).body.icons[1]?.src ?? '';
    const uploadId = await setLogo('logo.jpg', 'image/jpeg', smallLogoJpeg());

    const icons = (await readManifest()).body.icons;
    expect(icons[1]?.src).toBe(`/api/web-app/icons/icon-512.png?v=${uploadId}`);
    expect(icons[1]?.src).not.toBe(first);
    const { response, bytes } = await readIcon(icons[1]?.src ?? '');
    const icon = PNG.sync.read(bytes);
    expect([icon.width, icon.height]).toEqual([512, 512]);
    const [red, green, blue, alpha] = pixel(icon, 256, 256);
    expect(alpha).toBe(255);
    expect(
      Math.abs((red ?? 0) - 37) + Math.abs((green ?? 0) - 99) + Math.abs((blue ?? 0) - 235),
    ).toBeLessThan(12);
    expect(response.headers.get('cache-control')).toContain('immutable');

    const stale = await readIcon(first);
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the default icons when the logo is removed', async () => {
    const removed = await portal.call('PUT', '/api/settings/organization_logo', {
      token: admin,
      body: { value: null },
    });
    expect(removed.status).toBe(200);
    expect((await readManifest()).body.icons).toEqual(DEFAULT_APP_ICONS);
  });
});
