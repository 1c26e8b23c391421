// On its own, without zod or messages: every route that sends a mail needs it, not the e-mail schemas.
// shared/schemas/email.ts re-exports it.

/** Removes line breaks from a header value, so it cannot end its header and start another. */
export const headerSafe = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
