import { addDays } from '../calendar/brussels-time';
import { APPROVAL_UNDO_WINDOW_MS, DECLARATION_MAX_AGE_DAYS } from '../constants';
import { can, type Principal } from '../permissions';
import type { PaymentState } from '../schemas/declarations';
import type { DeclarationStatus } from '../statuses';
import { type ApprovalFacts, type ApprovalRefusal, approvalRefusal, type IbanChange } from './approvals';

/**
 * Object-level rules for declarations (spec §4, §6; issue 24 point 4; issue 23 point 6). The
 * declarations services enforce them; the screens use them to show or hide buttons. Pure: every
 * input, the clock included, is an argument.
 */

export type Viewer = Principal & { id: number };
export type StatusStep = { at: string; byId: number; from: DeclarationStatus | null; to: DeclarationStatus };
export type DeclarationFacts = {
  userId: number;
  status: DeclarationStatus;
  statusHistory?: readonly StatusStep[];
  /** Who changed it after it was submitted (absent on declarations stored before editors were kept). */
  editorIds?: readonly number[];
  /** Issue 34: its payment as the API shows it… */
  paymentStatus?: PaymentState | null;
  /** …or as it is stored. */
  payment?: { state: PaymentState } | null;
};

/**
 * Issue 34: a declaration in a payment file ('in betaling') or paid ('betaald') is money on its way
 * or gone: it is no longer rejected, unapproved, edited or deleted, or the bank and the books part.
 */
export const isInPayment = (declaration: Pick<DeclarationFacts, 'paymentStatus' | 'payment'>) =>
  (declaration.paymentStatus ?? declaration.payment?.state ?? null) !== null;

/**
 * ARCHITECTURE §11: the day of the trip or expense is never after `today` (Brussels) and at most
 * DECLARATION_MAX_AGE_DAYS before it — the volunteer-law register counts days of activity, and an
 * old claim is one nobody can check any more. An edit that keeps the declaration's stored date is
 * not refused for its age: the volunteer fixes an amount of a claim that has waited, not its day.
 */
export function declarationDateRefusal(
  date: string,
  today: string,
  storedDate?: string,
): 'inFuture' | 'tooOld' | null {
  if (date > today) return 'inFuture';
  if (date !== storedDate && date < earliestDeclarationDate(today)) return 'tooOld';
  return null;
}

/** The first day a declaration made on `today` may carry. */
export const earliestDeclarationDate = (today: string) => addDays(today, -DECLARATION_MAX_AGE_DAYS);

/** Spec §4's review flow: where each status may go. Undoing an approval is its own rule below. */
export const DECLARATION_TRANSITIONS: Record<DeclarationStatus, readonly DeclarationStatus[]> = {
  pending: ['in_behandeling', 'approved', 'rejected'],
  in_behandeling: ['wordt_verwerkt', 'approved', 'rejected'],
  wordt_verwerkt: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
};

export function isAllowedTransition(from: DeclarationStatus, to: DeclarationStatus): boolean {
  return DECLARATION_TRANSITIONS[from].includes(to);
}

/** The statuses a reviewer may move a declaration in `status` to, in the screen's order. */
export const nextStatuses = (status: DeclarationStatus): readonly DeclarationStatus[] =>
  DECLARATION_TRANSITIONS[status];

const isOwner = (viewer: Viewer, declaration: Pick<DeclarationFacts, 'userId'>) =>
  declaration.userId === viewer.id;
export const isDeclarationReviewer = (viewer: Principal) => can(viewer, 'reviewDeclarations');
export const managesAllDeclarations = (viewer: Principal) => can(viewer, 'manageAllDeclarations');

/** Reviewers and those who manage all see every declaration; anyone else only their own. */
export function canSeeDeclaration(viewer: Viewer, declaration: Pick<DeclarationFacts, 'userId'>): boolean {
  return isOwner(viewer, declaration) || isDeclarationReviewer(viewer) || managesAllDeclarations(viewer);
}

/** Owner or manager of all declarations: who may change or delete it at all. */
export function mayManageDeclaration(viewer: Viewer, declaration: Pick<DeclarationFacts, 'userId'>): boolean {
  return isOwner(viewer, declaration) || managesAllDeclarations(viewer);
}

export type ChangeRefusal = 'not-yours' | 'not-pending' | 'in-payment';

/** Editing: the owner, an admin or a bestuurslid, and only while pending. Null when allowed. */
export function editRefusal(viewer: Viewer, declaration: DeclarationFacts): ChangeRefusal | null {
  if (!mayManageDeclaration(viewer, declaration)) return 'not-yours';
  if (isInPayment(declaration)) return 'in-payment';
  return declaration.status === 'pending' ? null : 'not-pending';
}

/** Deleting: the owner while pending; an admin or a bestuurslid until it is being paid. Null when allowed. */
export function deleteRefusal(viewer: Viewer, declaration: DeclarationFacts): ChangeRefusal | null {
  if (!mayManageDeclaration(viewer, declaration)) return 'not-yours';
  if (isInPayment(declaration)) return 'in-payment';
  if (managesAllDeclarations(viewer)) return null;
  return declaration.status === 'pending' ? null : 'not-pending';
}

export const canEditDeclaration = (viewer: Viewer, declaration: DeclarationFacts) =>
  editRefusal(viewer, declaration) === null;
export const canDeleteDeclaration = (viewer: Viewer, declaration: DeclarationFacts) =>
  deleteRefusal(viewer, declaration) === null;

/** Reviewers review, but never their own declaration. */
export function canReviewDeclaration(viewer: Viewer, declaration: Pick<DeclarationFacts, 'userId'>): boolean {
  return isDeclarationReviewer(viewer) && !isOwner(viewer, declaration);
}

export type ReviewRefusal =
  | 'not-a-reviewer'
  | 'own-declaration'
  | 'in-payment'
  | 'transition'
  | ApprovalRefusal;

/** The four-eyes facts of a declaration (shared/policies/approvals.ts): the declarant is its creator and payee. */
export const declarationApprovalFacts = (
  declaration: Pick<DeclarationFacts, 'userId' | 'editorIds'>,
  payeeIbanChanges: readonly IbanChange[],
): ApprovalFacts => ({
  createdById: declaration.userId,
  editorIds: declaration.editorIds ?? [],
  payeeIbanChanges,
});

/**
 * Why `viewer` may not move `declaration` to `to`, or null. Nobody reviews their own declaration;
 * approving also keeps four eyes: not by an editor of it, nor by whoever set or changed the
 * declarant's IBAN in the last 30 days (`payeeIbanChanges`).
 */
export function reviewRefusal(
  viewer: Viewer,
  declaration: DeclarationFacts,
  to: DeclarationStatus,
  payeeIbanChanges: readonly IbanChange[],
  now: Date,
): ReviewRefusal | null {
  if (!isDeclarationReviewer(viewer)) return 'not-a-reviewer';
  if (isOwner(viewer, declaration)) return 'own-declaration';
  if (isInPayment(declaration)) return 'in-payment';
  if (!isAllowedTransition(declaration.status, to)) return 'transition';
  if (to !== 'approved') return null;
  return approvalRefusal(viewer.id, declarationApprovalFacts(declaration, payeeIbanChanges), now);
}

export type UndoRefusal = 'not-approved' | 'not-your-approval' | 'in-payment' | 'too-late';

/** The approval step an undo would reverse: the last step, when it approved. */
export function lastApproval(declaration: DeclarationFacts): StatusStep | null {
  const last = declaration.statusHistory?.at(-1);
  return declaration.status === 'approved' && last?.to === 'approved' ? last : null;
}

/**
 * The reviewer who approved may move the declaration back to the status before the approval for
 * 10 seconds (APPROVAL_UNDO_WINDOW_MS) after it; exactly 10 s is still in time.
 */
export function undoApprovalRefusal(
  viewer: Viewer,
  declaration: DeclarationFacts,
  now: Date,
): UndoRefusal | null {
  const approval = lastApproval(declaration);
  if (!approval || approval.from === null) return 'not-approved';
  if (approval.byId !== viewer.id) return 'not-your-approval';
  if (isInPayment(declaration)) return 'in-payment';
  const elapsed = now.getTime() - new Date(approval.at).getTime();
  return elapsed <= APPROVAL_UNDO_WINDOW_MS ? null : 'too-late';
}

export const canUndoApproval = (viewer: Viewer, declaration: DeclarationFacts, now: Date) =>
  undoApprovalRefusal(viewer, declaration, now) === null;
