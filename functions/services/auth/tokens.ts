import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for sessions, invitations and reset links. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a leaked table does not leak usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Tokens we issue are 43 base64url characters; anything else is refused without a database read. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
