import { displayName } from '../../../shared/format/names';
import { activityMessages } from '../../../shared/messages/activity';
import { declarationMessages } from '../../../shared/messages/declarations';
import { PORTAL_LINKS } from '../../../shared/portal-links';
import type { DeclarationBody } from '../../../shared/schemas/declarations';
import { afterCommit } from '../../commons/after-commit';
import { conflict, forbidden } from '../../domain/errors';
import {
  allocateDeclarationId,
  type DeclarationRecord,
  insertDeclaration,
} from '../../repositories/declarations';
import { getUserById } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { notifyStaff } from '../notifications/notify-staff';
import { declarationCounterChanges } from '../statistics/counter-changes';
import { assertAttachable, prepareAttachment } from '../uploads/attach-uploads';
import { ibanChangesOf } from '../users/iban-changes';
import { amountsOf, assertDateAllowed } from './declaration-input';
import { presentDeclaration } from './present-declaration';

const m = declarationMessages.declarations;

export async function createDeclaration(actor: Actor, body: DeclarationBody, now: Date) {
  assertDateAllowed(body.date, now);
  const owner = await getUserById(actor.id);
  if (!owner) throw forbidden();
  if (body.type === 'expense' && body.receiptUploadId) {
    await assertAttachable(actor, body.receiptUploadId, 'declaration-receipt');
  }
  const id = await allocateDeclarationId();
  const attachment =
    body.type === 'expense' && body.receiptUploadId
      ? await prepareAttachment(actor, body.receiptUploadId, 'declaration-receipt', `declaration#${id}`)
      : null;
  const receipt = attachment?.upload ?? null;
  const timestamp = now.toISOString();
  const record: DeclarationRecord = {
    id,
    type: body.type,
    description: body.description,
    ...(await amountsOf(body, actor.id)),
    date: body.date,
    status: 'pending',
    userId: actor.id,
    userName: displayName(owner),
    receiptUploadId: receipt?.id ?? null,
    receiptName: receipt?.fileName ?? null,
    reviewNotes: null,
    statusHistory: [
      { at: timestamp, byId: actor.id, byName: displayName(owner), from: null, to: 'pending', note: null },
    ],
    editorIds: [],
    createdAt: timestamp,
    updatedAt: timestamp,
    version: 1,
  };
  // The receipt is attached in the declaration's own transaction: a failed save leaves it attachable.
  if (!(await insertDeclaration(record, declarationCounterChanges(null, record, now), attachment?.write)))
    throw conflict();
  const sentence = activityMessages.activity.declarationSubmitted(record.userName, record.amountCents);
  await Promise.all([
    afterCommit(`notification of declaration ${id}`, () =>
      notifyStaff(
        {
          type: 'declaratie',
          title: m.notificationTitle,
          message: sentence,
          link: PORTAL_LINKS.pendingDeclarations,
          subject: { type: 'declaration', id },
        },
        now,
        { except: actor.id },
      ),
    ),
    recordActivity({
      kind: 'declaration-created',
      message: sentence,
      actorId: actor.id,
      subject: { type: 'declaration', id },
      now,
    }),
  ]);
  return presentDeclaration(record, ibanChangesOf(owner), now);
}
