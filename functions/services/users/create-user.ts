import type { CreateUserBody } from '../../../shared/schemas/users';
import { insertUser } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import { checkedPasswordHash } from '../auth/password-policy';
import type { Actor } from '../auth/sessions';
import { assertMayManage, profileChanges, refusalError, storedRijksregisternummer } from './manage-users';
import { displayName, presentUser } from './present-user';

export async function createUser(actor: Actor, body: CreateUserBody, now: Date) {
  assertMayManage(actor, null, body.role);
  const result = await insertUser(
    {
      ...profileChanges(body),
      passwordHash: await checkedPasswordHash(body.password),
      ...storedRijksregisternummer(body.rijksregisterNummer ?? null),
    },
    now,
  );
  if ('refused' in result) throw refusalError(result.refused);
  await recordActivity({
    kind: 'user-created',
    message: `Nieuwe vrijwilliger toegevoegd: ${displayName(result.user)}`,
    actorId: actor.id,
    subject: { type: 'user', id: result.user.id },
    now,
  });
  return presentUser(result.user);
}
