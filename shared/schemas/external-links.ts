import { DEFAULT_LINK_ICON, LINK_ICONS } from '../constants';
import { settingsMessages } from '../messages/settings';
import * as z from '../zod';
import { idParam } from './common';

const m = settingsMessages.links;

/** The 20 icons a link may show (spec §3, shared/constants); Globe by default. */
export { DEFAULT_LINK_ICON, LINK_ICONS };
export type LinkIcon = (typeof LINK_ICONS)[number];

/** Only http(s): a javascript: or data: link would run in the portal's origin when visited. */
export const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export const externalLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  icon: z.enum(LINK_ICONS),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ExternalLink = z.infer<typeof externalLinkSchema>;

const emptyAsUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** POST and PUT (§7): title and url required, icon one of the 20, the form's `order` sent as sortOrder. */
export const externalLinkBody = z.strictObject({
  title: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(120),
  url: z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(2000, { error: m.invalidUrl })
    .refine(isWebUrl, { error: m.invalidUrl }),
  icon: z.preprocess(emptyAsUndefined, z.enum(LINK_ICONS).optional()),
  description: z.preprocess(emptyAsUndefined, z.string().trim().max(500).optional()),
  sortOrder: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: m.invalidOrder })
      .int({ error: m.invalidOrder })
      .min(0, { error: m.invalidOrder })
      .max(100_000, { error: m.invalidOrder })
      .optional(),
  ),
});
export type ExternalLinkBody = z.infer<typeof externalLinkBody>;
export type ExternalLinkBodyInput = z.input<typeof externalLinkBody>;

export const externalLinkIdParams = z.strictObject({ id: idParam });
export const externalLinkListResponse = z.object({ items: z.array(externalLinkSchema) });
export type ExternalLinkList = z.infer<typeof externalLinkListResponse>;
