import { unauthenticated } from '../../domain/errors';
import { getUserById } from '../../repositories/users';
import { presentUser } from '../users/present-user';
import type { Actor } from './sessions';

/** The signed-in user as stored now; a user deleted or deactivated since sign-in no longer counts as signed in. */
export async function currentUser(actor: Actor) {
  const user = await getUserById(actor.id);
  if (user?.status !== 'active') throw unauthenticated();
  return {
    ...presentUser(user),
    previousSignInAt: actor.previousSignInAt,
    enrolmentRequired: actor.enrolmentRequired,
  };
}
