import { useRef } from 'react';

/**
 * A random version-4 UUID from `crypto.getRandomValues`, which every browser offers in every
 * context. `crypto.randomUUID()` exists only in secure contexts: a form framed on a plain-http site,
 * in a `srcdoc` frame, or the portal opened over http on a non-localhost address would throw.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per thing the user means to create: it stays the same while a submission is repeated
 * (a double click, a retry after a failure) and changes once the create succeeded, so the server
 * stores one item per intent (routes with `idempotent: true`). The key is made on first use, never
 * while a screen renders.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  return {
    current: () => {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
    rotate: () => {
      key.current = null;
    },
  };
}

/** The same for a module-level form (the public registration page holds one form). */
export function createIdempotencyKey() {
  let key: string | null = null;
  return {
    current: () => {
      key ??= newIdempotencyKey();
      return key;
    },
    rotate: () => {
      key = null;
    },
  };
}
