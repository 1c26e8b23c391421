import { purgeRrnBody, purgeRrnResponse } from '../schemas/privacy';
import {
  listSettingsResponse,
  logoResponse,
  publicSettingsResponse,
  settingKeyParams,
  settingSchema,
  settingsStatisticsSchema,
  testMailBody,
  testMailResponse,
  updateSettingBody,
} from '../schemas/settings';
import { appIconParams, appIconQuery, webAppManifestSchema } from '../schemas/web-app';
import * as z from '../zod';
import { defineRoute } from './define';

export const settingsRoutes = {
  publicSettings: defineRoute({
    id: 'settings-public',
    area: 'settings',
    method: 'GET',
    path: '/api/settings/public',
    access: 'public',
    summary:
      'What the sign-in screen and the shell show before anyone signs in: organisation name, logo version, login title/subtitle, dashboard welcome and the default theme; and the intro of the public registration form.',
    response: publicSettingsResponse,
    uses: { tables: ['settings'] },
  }),
  logo: defineRoute({
    id: 'settings-logo',
    area: 'settings',
    method: 'GET',
    path: '/api/settings/logo',
    access: 'public',
    summary:
      'The organisation logo as a data URL (the CSP allows images from the portal itself and data: only), or null.',
    response: logoResponse,
    uses: { tables: ['settings', 'documents'], buckets: ['files'] },
  }),
  webAppManifest: defineRoute({
    id: 'web-app-manifest',
    area: 'settings',
    method: 'GET',
    path: '/api/web-app/manifest',
    access: 'public',
    summary:
      "The installable app's web app manifest (issue 35): its icons are rendered from the organisation logo when one is set (PNG or JPEG), else the portal's default icons.",
    response: webAppManifestSchema,
    uses: { tables: ['settings', 'documents'] },
  }),
  appIcon: defineRoute({
    id: 'web-app-icon',
    area: 'settings',
    method: 'GET',
    path: '/api/web-app/icons/{name}',
    access: 'public',
    summary:
      'An app icon rendered from the organisation logo as a PNG (192 or 512 px; the maskable one with the logo inside its safe zone), or 404 when no logo can be rendered.',
    params: appIconParams,
    query: appIconQuery,
    response: z.string(),
    responseMediaType: 'image/png',
    uses: { tables: ['settings', 'documents'], buckets: ['files'] },
  }),
  list: defineRoute({
    id: 'settings-list',
    area: 'settings',
    method: 'GET',
    path: '/api/settings',
    access: 'administer',
    summary:
      'Every setting the portal knows with its key, value, type and description; secrets (the SMTP password) only say whether they are set.',
    response: listSettingsResponse,
    uses: { tables: ['settings'] },
  }),
  update: defineRoute({
    id: 'settings-update',
    area: 'settings',
    method: 'PUT',
    path: '/api/settings/{key}',
    access: 'administer',
    summary:
      'Set one setting, checked by its own schema (numbers, addresses, origins, a confirmed logo upload; HTML sanitised; the SMTP password encrypted); null removes it. Audited. A change of embed_origins reaches the CloudFront KeyValueStore within seconds, through the edge-publish worker.',
    params: settingKeyParams,
    body: updateSettingBody,
    response: settingSchema,
    uses: {
      tables: ['settings', 'documents'],
      writes: ['settings', 'documents', 'audit'],
      encryptionKey: true,
      enqueues: ['edge-publish'],
    },
  }),
  statistics: defineRoute({
    id: 'settings-statistics',
    area: 'settings',
    method: 'GET',
    path: '/api/settings/statistics',
    access: 'administer',
    summary:
      'Counts per entity and drive storage used, from the counters kept on write (three items by key).',
    response: settingsStatisticsSchema,
    uses: { tables: ['statistics', 'settings', 'documents'] },
  }),
  testMail: defineRoute({
    id: 'settings-test-mail',
    area: 'settings',
    method: 'POST',
    path: '/api/settings/test-mail',
    access: 'administer',
    summary:
      'Sends a test mail through the active channel (SES, or the SMTP relay when chosen) and reports the real reason when it fails.',
    body: testMailBody,
    response: testMailResponse,
    uses: { tables: ['settings', 'statistics'], writes: ['statistics'], mail: true, encryptionKey: true },
  }),
  purgeRrn: defineRoute({
    id: 'settings-rrn-purge',
    area: 'settings',
    method: 'POST',
    path: '/api/settings/rrn-purge',
    access: 'administer',
    summary:
      'Erases every stored rijksregisternummer in one audited step, once collecting it is turned off (rrn_collection = off) and the admin confirms; answers how many were erased.',
    body: purgeRrnBody,
    response: purgeRrnResponse,
    uses: { tables: ['users', 'settings'], writes: ['users', 'audit'] },
  }),
};
