import type { OwnPreferencesBody } from '../../../shared/schemas/auth';
import { conflict, unauthenticated } from '../../domain/errors';
import { getUserById, replaceUser } from '../../repositories/users';
import { presentOwnProfile, presentOwnUser } from '../users/present-user';
import type { Actor } from './sessions';

async function activeUser(actor: Actor) {
  const user = await getUserById(actor.id);
  if (user?.status !== 'active') throw unauthenticated();
  return user;
}

/**
 * The signed-in user as stored now, as far as they see themselves; a user deleted or deactivated since
 * sign-in no longer counts as signed in.
 */
export async function currentUser(actor: Actor) {
  const user = await activeUser(actor);
  return {
    ...presentOwnUser(user),
    previousSignInAt: actor.previousSignInAt,
    enrolmentRequired: actor.enrolmentRequired,
  };
}

/** The signed-in user's own profile (IBAN and address included), for the page that shows it. */
export async function ownProfile(actor: Actor) {
  return presentOwnProfile(await activeUser(actor));
}

/** The user's own choices; no rights, money or personal data change, so nothing is audited. */
export async function updateOwnPreferences(actor: Actor, input: OwnPreferencesBody, now: Date) {
  const user = await activeUser(actor);
  const result = await replaceUser(user, { notificationMails: input.notificationMails }, now, []);
  if ('refused' in result) throw conflict();
  return presentOwnProfile(result.user);
}
