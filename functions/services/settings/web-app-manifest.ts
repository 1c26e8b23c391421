import { settingsMessages } from '../../../shared/messages/settings';
import type { WebAppManifest } from '../../../shared/schemas/web-app';
import type { AppIconName } from '../../../shared/web-app-manifest';
import { APP_ICONS, APP_MANIFEST, logoAppIcons } from '../../../shared/web-app-manifest';
import { notFound } from '../../domain/errors';
import { getUpload, type UploadRecord } from '../../repositories/uploads';
import { readObject } from '../../storage/read-object';
import { decodeLogo, isRenderableLogo, renderAppIcon } from './render-app-icon';
import { readSetting } from './settings-reader';

/**
 * The installable app's manifest and icons (issue 35) follow the organisation logo. Why an API route
 * and not a file: the manifest must change when an admin sets a logo, and CloudFront serves the
 * build's files from S3 as they were deployed, while /api reaches these handlers in AWS exactly as
 * `npm start` does; nothing is written to the site bucket at run time. The icons are rendered from the
 * stored logo on first request and kept per logo (its upload id is in their address), so a new logo
 * is a new address and the browser's copy of an old one is never used again.
 */

/** The logo's upload when there is one the icons can be rendered from (PNG or JPEG). */
async function renderableLogo(): Promise<UploadRecord | null> {
  const uploadId = (await readSetting('organization_logo'))?.trim();
  if (!uploadId) return null;
  const upload = await getUpload(uploadId);
  if (upload?.status !== 'attached' || !isRenderableLogo(upload.contentType)) return null;
  return upload;
}

export async function readWebAppManifest(): Promise<WebAppManifest> {
  const logo = await renderableLogo();
  return logo ? { ...APP_MANIFEST, icons: logoAppIcons(logo.id) } : APP_MANIFEST;
}

/** The icons of the last logo rendered, by upload id. */
let rendered: { uploadId: string; icons: Map<AppIconName, Buffer> } | undefined;

/** One icon of the current logo as PNG, and the logo's version; 404 when there is no logo to render. */
export async function readAppIcon(name: AppIconName): Promise<{ png: Buffer; version: string }> {
  const logo = await renderableLogo();
  if (!logo?.contentType) throw notFound(settingsMessages.settings.appIconMissing);
  if (rendered?.uploadId !== logo.id) {
    const bitmap = decodeLogo(await readObject(logo.bucket, logo.key), logo.contentType);
    if (!bitmap) throw notFound(settingsMessages.settings.appIconMissing);
    rendered = { uploadId: logo.id, icons: new Map() };
    const icons = rendered.icons;
    for (const icon of APP_ICONS) icons.set(icon.name, renderAppIcon(bitmap, icon.size, icon.purpose));
  }
  const png = rendered.icons.get(name);
  if (!png) throw notFound(settingsMessages.settings.appIconMissing);
  return { png, version: logo.id };
}
