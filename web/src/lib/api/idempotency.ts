import { useRef } from 'react';

export const newIdempotencyKey = () => crypto.randomUUID();

/**
 * One key per thing the user means to create: it stays the same while a submission is repeated
 * (a double click, a retry after a failure) and changes once the create succeeded, so the server
 * stores one item per intent (routes with `idempotent: true`).
 */
export function useIdempotencyKey() {
  const key = useRef(newIdempotencyKey());
  return {
    current: () => key.current,
    rotate: () => {
      key.current = newIdempotencyKey();
    },
  };
}
