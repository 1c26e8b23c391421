import { describe, expect, it } from 'vitest';
import { defineRoute } from '../../shared/routes/define';
import { messageResponse } from '../../shared/schemas/common';

const route = (uses: Parameters<typeof defineRoute>[0]['uses'], idempotent = false) =>
  defineRoute({
    id: 'probe-route',
    area: 'probe',
    method: 'POST',
    path: '/api/probe',
    access: 'authenticated',
    summary: 'A probe.',
    response: messageResponse,
    idempotent,
    uses,
  });

describe('defineRoute', () => {
  it('grants read on a table the route only names under writes', () => {
    const { uses } = route({ tables: ['users'], writes: ['families', 'activity'] });

    expect([...uses.tables].sort()).toEqual(['activity', 'families', 'sessions', 'users']);
    expect(uses.writes).toEqual(['families', 'activity']);
  });

  it('gives every route the sessions table to read, and an idempotent create the idempotency table to write', () => {
    const plain = route({});
    const idempotent = route({ writes: ['families'] }, true);

    expect(plain.uses.tables).toEqual(['sessions']);
    expect(plain.uses.writes).toBeUndefined();
    expect([...idempotent.uses.tables].sort()).toEqual(['families', 'idempotency', 'sessions']);
    expect([...(idempotent.uses.writes ?? [])].sort()).toEqual(['families', 'idempotency']);
  });

  it('names each table once, however often the route repeats it', () => {
    const { uses } = route({ tables: ['users', 'sessions', 'families'], writes: ['families'] });

    expect([...uses.tables].sort()).toEqual(['families', 'sessions', 'users']);
  });
});
