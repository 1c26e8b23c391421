import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, useIdempotencyKey } from '../../web/src/lib/api/idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes version-4 UUIDs where crypto.randomUUID does not exist (no secure context)', () => {
    // Prepare: what a frame on a plain-http page offers
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new TypeError('crypto.randomUUID is not a function');
    });

    // Act
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));

    // Assess
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('makes no key while a form renders, keeps one per intent and a new one after success', () => {
    // Prepare
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    const { result } = renderHook(() => useIdempotencyKey());
    expect(getRandomValues).not.toHaveBeenCalled();

    // Act
    const first = result.current.current();
    const repeated = result.current.current();
    result.current.rotate();
    const next = result.current.current();

    // Assess
    expect(repeated).toBe(first);
    expect(next).not.toBe(first);
  });
});
