import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser, volunteerFields } from './support/users';

/**
 * Admins act on everyone, but the portal never loses its last active admin (issue 38 point 2): not by
 * one admin removing the other, nor by two admins removing each other at the same moment. A portal
 * of its own: these tests demote and delete the seeded admin.
 */

let portal: TestPortal;
let seeded: { id: number; token: string };

beforeAll(async () => {
  portal = await startTestPortal();
  const token = await portal.logIn();
  const me = await portal.call<{ id: number }>('GET', '/api/auth/me', { token });
  seeded = { id: me.body.id, token };
});
afterAll(() => portal.stop());

type Admin = { id: number; token: string; username: string; email: string };

async function newAdmin(by: Admin | typeof seeded): Promise<Admin> {
  const { user, token } = await signedInUser(portal, by.token, { role: 'admin' });
  return { id: user.id, token, username: String(user.username), email: String(user.email) };
}

async function activeAdmins() {
  return (await readTable(portal.resourcePrefix, 'users')).filter(
    (item) => item.sk === 'PROFILE' && item.role === 'admin' && item.status === 'active',
  );
}

const demote = (by: Admin, target: Admin) =>
  portal.call('PUT', `/api/users/${target.id}`, {
    token: by.token,
    body: { ...volunteerFields(), username: target.username, email: target.email, role: 'vrijwilliger' },
  });
const remove = (by: Admin, target: Admin) =>
  portal.call('DELETE', `/api/users/${target.id}`, { token: by.token });

describe('the last active admin', () => {
  // Six rounds: the old check-then-write let both through in about one round of four.
  it('survives two admins who remove each other at the same moment, round after round', async () => {
    // Prepare: the seeded admin and one more are the only admins
    let survivor: Admin = { ...seeded, username: 'admin', email: '' };
    const outcomes: number[][] = [];

    for (let round = 0; round < 6; round += 1) {
      const other = await newAdmin(survivor);
      const pair = [survivor, other] as const;
      const admins = await activeAdmins();
      expect(admins.map((item) => Number(item.id)).sort()).toEqual(pair.map((admin) => admin.id).sort());

      // Act: each removes the other, demoting in even rounds and deleting in odd ones
      const act = round % 2 === 0 ? demote : remove;
      const answers = await Promise.all([act(pair[0], pair[1]), act(pair[1], pair[0])]);
      outcomes.push(answers.map((answer) => answer.status));

      // Assess: at least one of them is still an active admin
      const left = await activeAdmins();
      expect(left.length, `round ${round}: ${answers.map((answer) => answer.text).join(' | ')}`).toBe(1);
      const kept = pair.find((admin) => admin.id === Number(left[0]?.id));
      if (!kept) throw new Error('The remaining admin is neither of the pair');
      survivor = kept;
    }
    for (const statuses of outcomes) expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  }, 180_000);
});
