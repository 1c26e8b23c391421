import { declarationMessages } from '../../../shared/messages/declarations';
import { uploadMessages } from '../../../shared/messages/uploads';
import { centsToDecimal, mileageCents } from '../../../shared/money';
import { can } from '../../../shared/permissions';
import { PORTAL_LINKS } from '../../../shared/portal-links';
import { declarationRoutes } from '../../../shared/routes/declarations';
import { fillPath } from '../../../shared/routes/paths';
import {
  DECLARATION_STATUS_LABELS,
  type Declaration,
  type DeclarationBody,
  type DeclarationStatus,
} from '../../../shared/schemas/declarations';
import { AppError, conflict, forbidden, notFound, validationError } from '../../http/errors';
import {
  allocateDeclarationId,
  type DeclarationRecord,
  deleteDeclaration,
  getDeclaration,
  insertDeclaration,
  listDeclarationsByStatus,
  listDeclarationsOf,
  replaceDeclaration,
} from '../../repositories/declarations';
import { getUserById } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { notifyStaff } from '../notifications/notify-staff';
import { assertAttachable, attachUpload, downloadLinkFor } from '../uploads/upload-files';
import { displayName } from '../users/present-user';
import { mileageRate } from './mileage-rate';

const m = declarationMessages.declarations;

export function presentDeclaration(record: DeclarationRecord): Declaration {
  return {
    id: record.id,
    type: record.type,
    description: record.description,
    amount: centsToDecimal(record.amountCents),
    kilometers: record.kilometerTenths === null ? null : record.kilometerTenths / 10,
    date: record.date,
    status: record.status,
    userId: record.userId,
    userName: record.userName,
    receiptUrl: record.receiptUploadId ? fillPath(declarationRoutes.receipt.path, { id: record.id }) : null,
    receiptName: record.receiptName,
    reviewNotes: record.reviewNotes,
    statusHistory: record.statusHistory,
    createdAt: record.createdAt,
  };
}

const isReviewer = (actor: Actor) => can(actor, 'reviewDeclarations');
const mayManage = (actor: Actor, record: DeclarationRecord) =>
  record.userId === actor.id || can(actor, 'manageAllDeclarations');

/** A declaration the caller may see: reviewers see all, anyone else only their own (others answer 404). */
async function visibleDeclaration(actor: Actor, id: number): Promise<DeclarationRecord> {
  const record = await getDeclaration(id);
  if (!record || !(record.userId === actor.id || isReviewer(actor) || can(actor, 'manageAllDeclarations'))) {
    throw notFound(m.notFound);
  }
  return record;
}

export async function listDeclarationsFor(actor: Actor, status?: DeclarationStatus) {
  const records = isReviewer(actor)
    ? await listDeclarationsByStatus(status)
    : (await listDeclarationsOf(actor.id)).filter((record) => !status || record.status === status);
  return records.map(presentDeclaration);
}

function assertNotInFuture(date: string, now: Date) {
  // Dates are calendar days in Belgium; a day "today" there may still be tomorrow in UTC.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
  if (date > today) throw validationError(m.dateInFuture, [{ path: 'date', message: m.dateInFuture }]);
}

/** The amount is the server's: for mileage it comes from the kilometres and the rate, never from the client. */
async function amountsOf(body: DeclarationBody) {
  if (body.type === 'expense') return { amountCents: body.amount, kilometerTenths: null };
  return {
    amountCents: mileageCents(body.kilometers, await mileageRate()),
    kilometerTenths: body.kilometers,
  };
}

export async function createDeclaration(actor: Actor, body: DeclarationBody, now: Date) {
  assertNotInFuture(body.date, now);
  const owner = await getUserById(actor.id);
  if (!owner) throw forbidden();
  if (body.type === 'expense' && body.receiptUploadId) {
    await assertAttachable(actor, body.receiptUploadId, 'declaration-receipt');
  }
  const id = await allocateDeclarationId();
  const receipt =
    body.type === 'expense' && body.receiptUploadId
      ? await attachUpload(actor, body.receiptUploadId, 'declaration-receipt', `declaration#${id}`)
      : null;
  const timestamp = now.toISOString();
  const record: DeclarationRecord = {
    id,
    type: body.type,
    description: body.description,
    ...(await amountsOf(body)),
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
    createdAt: timestamp,
    updatedAt: timestamp,
    version: 1,
  };
  await insertDeclaration(record, now);
  const amount = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(
    record.amountCents / 100,
  );
  await Promise.all([
    notifyStaff(
      {
        type: 'declaratie',
        title: m.notificationTitle,
        message: `${record.userName} diende een declaratie in van ${amount}`,
        link: PORTAL_LINKS.pendingDeclarations,
      },
      now,
      { except: actor.id },
    ),
    recordActivity({
      kind: 'declaration-created',
      message: `${record.userName} diende een declaratie in van ${amount}`,
      actorId: actor.id,
      subject: { type: 'declaration', id },
      now,
    }),
  ]);
  return presentDeclaration(record);
}

async function manageableDeclaration(actor: Actor, id: number) {
  const record = await visibleDeclaration(actor, id);
  if (!mayManage(actor, record)) throw new AppError('FORBIDDEN', m.notYours);
  return record;
}

export async function updateDeclaration(actor: Actor, id: number, body: DeclarationBody, now: Date) {
  const previous = await manageableDeclaration(actor, id);
  if (previous.status !== 'pending') throw conflict(m.onlyWhilePending);
  assertNotInFuture(body.date, now);
  // The receipt id is never sent back to the browser, so an absent field keeps the receipt, null removes it
  // and a new id replaces it; a mileage declaration has none.
  const requested = body.type === 'expense' ? body.receiptUploadId : null;
  const keepsReceipt = requested === undefined || requested === previous.receiptUploadId;
  const receipt =
    requested && !keepsReceipt
      ? await attachUpload(actor, requested, 'declaration-receipt', `declaration#${id}`)
      : null;
  const next: DeclarationRecord = {
    ...previous,
    type: body.type,
    description: body.description,
    ...(await amountsOf(body)),
    date: body.date,
    receiptUploadId: keepsReceipt ? previous.receiptUploadId : (receipt?.id ?? null),
    receiptName: keepsReceipt ? previous.receiptName : (receipt?.fileName ?? null),
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  if (!(await replaceDeclaration(previous, next, now))) throw conflict();
  return presentDeclaration(next);
}

/** Spec §4's review flow; anything else is refused with 409 and changes nothing. */
function isAllowedTransition(from: DeclarationStatus, to: DeclarationStatus): boolean {
  switch (to) {
    case 'in_behandeling':
      return from === 'pending';
    case 'wordt_verwerkt':
      return from === 'in_behandeling';
    case 'approved':
      return from !== 'approved';
    case 'rejected':
      return from !== 'rejected';
    case 'pending':
      return false;
  }
}

export async function changeDeclarationStatus(
  actor: Actor,
  id: number,
  input: { status: DeclarationStatus; reviewNotes?: string },
  now: Date,
) {
  const previous = await visibleDeclaration(actor, id);
  if (previous.userId === actor.id) throw new AppError('FORBIDDEN', m.ownDeclaration);
  if (!isAllowedTransition(previous.status, input.status)) throw conflict(m.transitionNotAllowed);
  const note = input.reviewNotes?.trim() || null;
  if (input.status === 'rejected' && !note) {
    throw validationError(m.rejectionNeedsNote, [{ path: 'reviewNotes', message: m.rejectionNeedsNote }]);
  }
  const reviewer = await getUserById(actor.id);
  const reviewerName = reviewer ? displayName(reviewer) : actor.username;
  const next: DeclarationRecord = {
    ...previous,
    status: input.status,
    reviewNotes: note ?? previous.reviewNotes,
    statusHistory: [
      ...previous.statusHistory,
      {
        at: now.toISOString(),
        byId: actor.id,
        byName: reviewerName,
        from: previous.status,
        to: input.status,
        note,
      },
    ],
    updatedAt: now.toISOString(),
    version: previous.version + 1,
  };
  if (!(await replaceDeclaration(previous, next, now))) throw conflict();
  await recordActivity({
    kind: 'declaration-status-changed',
    message: `${reviewerName} zette de declaratie van ${previous.userName} op '${DECLARATION_STATUS_LABELS[input.status]}'`,
    actorId: actor.id,
    subject: { type: 'declaration', id },
    now,
  });
  return presentDeclaration(next);
}

export async function removeDeclaration(actor: Actor, id: number, now: Date) {
  const previous = await manageableDeclaration(actor, id);
  const isPrivileged = can(actor, 'manageAllDeclarations');
  if (previous.status !== 'pending' && !isPrivileged) throw conflict(m.onlyWhilePending);
  if (!(await deleteDeclaration(previous, now))) throw conflict();
  return { message: m.deleted };
}

export async function receiptLinkFor(actor: Actor, id: number) {
  const record = await visibleDeclaration(actor, id);
  if (!record.receiptUploadId) throw notFound(uploadMessages.uploads.notFound);
  return downloadLinkFor(record.receiptUploadId);
}
