import { displayName } from '../../../shared/format/names';
import { getUserById } from '../../repositories/users';
import type { Actor } from '../auth/sessions';

/** The reviewer's name as the status history records it. */
export async function reviewerNameOf(actor: Actor): Promise<string> {
  const reviewer = await getUserById(actor.id);
  return reviewer ? displayName(reviewer) : actor.username;
}
