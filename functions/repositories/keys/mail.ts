/**
 * Key shapes of the mail table (shared/tables.ts). Pure: no environment, no client.
 *
 * - TEMPLATES / TEMPLATE#<id>: the e-mail tool's templates (few): the list is one Query.
 * - SYSTEM_TEMPLATES / SYSTEM#<id>: edited wording of the portal's own mails; absent = the default.
 * - LOG / <createdAt>#<id>: one row per recipient of a send, newest first by a descending Query.
 * - SUPPRESSED#<address> / SUPPRESSED: a hard bounce or complaint; bulk sends skip the address.
 * - OPTOUT#<address> / OPTOUT: the recipient opted out of bulk mail.
 * - COUNTER / TEMPLATE: the template id counter.
 * - SENDRATE / SES: the next free send slot, shared by every bulk-mail consumer (functions/repositories/send-rate.ts).
 */
export const TEMPLATES_PARTITION = 'TEMPLATES';
export const templateKey = (id: number) => ({
  pk: TEMPLATES_PARTITION,
  sk: `TEMPLATE#${String(id).padStart(10, '0')}`,
});

export const SYSTEM_TEMPLATES_PARTITION = 'SYSTEM_TEMPLATES';
export const systemTemplateKey = (id: string) => ({ pk: SYSTEM_TEMPLATES_PARTITION, sk: `SYSTEM#${id}` });

export const LOG_PARTITION = 'LOG';
export const logKey = (log: { createdAt: string; id: string }) => ({
  pk: LOG_PARTITION,
  sk: `${log.createdAt}#${log.id}`,
});
/** The SES message id of a sent row points back at it, for delivery, bounce and complaint events. */
export const logByMessageKey = (messageId: string) => ({ pk: `MESSAGE#${messageId}`, sk: 'MESSAGE' });

export const normalizeAddress = (address: string) => address.trim().toLowerCase();
export const suppressionKey = (address: string) => ({
  pk: `SUPPRESSED#${normalizeAddress(address)}`,
  sk: 'SUPPRESSED',
});
/** An opt-out link's token, by its SHA-256: which address it unsubscribes. */
export const optOutTokenKey = (tokenHash: string) => ({ pk: `OPTOUTTOKEN#${tokenHash}`, sk: 'OPTOUTTOKEN' });
export const optOutKey = (address: string) => ({ pk: `OPTOUT#${normalizeAddress(address)}`, sk: 'OPTOUT' });

export const sendRateKey = { pk: 'SENDRATE', sk: 'SES' } as const;
