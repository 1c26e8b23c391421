import { declarationMessages } from '../../../shared/messages/declarations';
import { conflict } from '../../domain/errors';
import { deleteDeclaration } from '../../repositories/declarations';
import { declarationBookingWrites } from '../accounting/book-declaration';
import { auditDeclarationDelete } from '../audit/declaration-audit';
import type { Actor } from '../auth/sessions';
import { markNotificationsHandled } from '../notifications/handled-notifications';
import { declarationCounterChanges } from '../statistics/counter-changes';
import { lawRemovalWrites } from '../volunteer-law/law-approval';
import { deletableDeclaration } from './declaration-access';
import { reviewerNameOf } from './reviewer-name';

const m = declarationMessages.declarations;

/** Deletes the declaration's record only; its receipt upload and stored object are left as they are. */
export async function removeDeclaration(actor: Actor, id: number, now: Date) {
  const previous = await deletableDeclaration(actor, id);
  const bookkeeping = await declarationBookingWrites(
    previous,
    null,
    { actor, name: await reviewerNameOf(actor) },
    now,
  );
  // A deleted approved flat allowance gives its counts back (issue 31).
  if (
    !(await deleteDeclaration(previous, declarationCounterChanges(previous, null, now), [
      ...bookkeeping,
      ...lawRemovalWrites(previous, now),
    ]))
  )
    throw conflict();
  await auditDeclarationDelete(actor, previous, now);
  // A deleted declaration no longer waits for a reviewer.
  await markNotificationsHandled({ type: 'declaration', id }, now);
  return { message: m.deleted };
}
