/**
 * The activity kinds features write (functions/services/activity/record-activity.ts) and how the
 * dashboard shows each: an icon name (mapped to an icon in web/src/features/dashboard) and colours.
 * A kind missing here is shown with the `default` look, so a new feature never breaks the feed.
 */
export type ActivityAppearance = { icon: string; bgColor: string; iconColor: string };

const blue = { bgColor: '#e6f4ff', iconColor: '#1677ff' };
const green = { bgColor: '#f6ffed', iconColor: '#389e0d' };
const orange = { bgColor: '#fff7e6', iconColor: '#d46b08' };
const red = { bgColor: '#fff1f0', iconColor: '#cf1322' };
const purple = { bgColor: '#f9f0ff', iconColor: '#722ed1' };

export const ACTIVITY_APPEARANCE = {
  'user-created': { icon: 'user-add', ...blue },
  'user-updated': { icon: 'user', ...blue },
  'user-role-changed': { icon: 'user', ...purple },
  'user-deleted': { icon: 'user-delete', ...red },
  'user-invited': { icon: 'mail', ...blue },
  'user-activated': { icon: 'check', ...green },
  'family-registered': { icon: 'home', ...green },
  'family-created': { icon: 'home', ...green },
  'family-updated': { icon: 'home', ...blue },
  'family-deleted': { icon: 'delete', ...red },
  'declaration-created': { icon: 'euro', ...orange },
  'declaration-status-changed': { icon: 'euro', ...purple },
  'news-published': { icon: 'info', ...green },
  'news-updated': { icon: 'info', ...blue },
  'news-deleted': { icon: 'delete', ...red },
  'document-signed': { icon: 'check', ...green },
  default: { icon: 'info', ...blue },
} as const satisfies Record<string, ActivityAppearance>;

export const ACTIVITY_ICONS = [
  ...new Set(Object.values(ACTIVITY_APPEARANCE).map((appearance) => appearance.icon)),
] as const;

export function activityAppearance(kind: string): ActivityAppearance {
  return (ACTIVITY_APPEARANCE as Record<string, ActivityAppearance>)[kind] ?? ACTIVITY_APPEARANCE.default;
}
