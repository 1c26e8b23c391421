import { withEditor } from '../../../shared/policies/approvals';
import type { DeclarationBody } from '../../../shared/schemas/declarations';
import { conflict } from '../../domain/errors';
import { type DeclarationRecord, replaceDeclaration } from '../../repositories/declarations';
import { auditDeclarationUpdate } from '../audit/declaration-audit';
import type { Actor } from '../auth/sessions';
import { declarationCounterChanges } from '../statistics/counter-changes';
import { prepareAttachment } from '../uploads/attach-uploads';
import { editableDeclaration } from './declaration-access';
import { amountsOf, assertDateAllowed } from './declaration-input';
import { payeeIbanChangesOf, presentDeclaration } from './present-declaration';

export async function updateDeclaration(actor: Actor, id: number, body: DeclarationBody, now: Date) {
  const previous = await editableDeclaration(actor, id);
  assertDateAllowed(body.date, now, previous.date);
  // The receipt id is never sent back to the browser, so an absent field keeps the receipt, null removes it
  // and a new id replaces it; a mileage declaration has none.
  const requested = body.type === 'expense' ? body.receiptUploadId : null;
  const keepsReceipt = requested === undefined || requested === previous.receiptUploadId;
  const attachment =
    requested && !keepsReceipt
      ? await prepareAttachment(actor, requested, 'declaration-receipt', `declaration#${id}`)
      : null;
  const receipt = attachment?.upload ?? null;
  const next: DeclarationRecord = {
    ...previous,
    type: body.type,
    description: body.description,
    ...(await amountsOf(body, previous.userId)),
    date: body.date,
    receiptUploadId: keepsReceipt ? previous.receiptUploadId : (receipt?.id ?? null),
    receiptName: keepsReceipt ? previous.receiptName : (receipt?.fileName ?? null),
    // Whoever edits it may not approve it afterwards: four eyes see the amount that is paid.
    editorIds: withEditor(previous.editorIds, actor.id),
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  // A new receipt is attached in the same transaction: if the save fails, it stays attachable.
  if (
    !(await replaceDeclaration(
      previous,
      next,
      declarationCounterChanges(previous, next, now),
      attachment?.write,
    ))
  )
    throw conflict();
  await auditDeclarationUpdate(actor, previous, next, now);
  return presentDeclaration(next, await payeeIbanChangesOf(next.userId), now);
}
