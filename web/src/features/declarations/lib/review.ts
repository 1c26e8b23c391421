import { approvalMessages } from '../../../../../shared/messages/approvals';
import {
  canDeleteDeclaration,
  canEditDeclaration,
  canReviewDeclaration,
  isInPayment,
  nextStatuses,
  reviewRefusal,
  type Viewer,
} from '../../../../../shared/policies/declarations';
import type { Declaration, DeclarationStatus } from '../../../../../shared/schemas/declarations';

/** `refusal`: why the viewer may not take this step (the server's own sentence); the button is off. */
export type ReviewAction = { to: DeclarationStatus; label: string; needsNote?: boolean; refusal?: string };

const fourEyes = approvalMessages.approvals.declaration;

const ACTION_LABELS: Record<DeclarationStatus, string> = {
  pending: 'Terug naar in afwachting',
  in_behandeling: 'Markeer als in behandeling',
  wordt_verwerkt: 'Markeer als wordt verwerkt',
  approved: 'Goedkeuren',
  rejected: 'Afwijzen',
};

/**
 * The reviewer buttons of spec §4, one per status the shared review flow allows from the
 * declaration's status (shared/policies/declarations); rejecting asks for a note. Approving carries
 * the four-eyes refusal of shared/policies/approvals.ts when it applies to `viewer`, so the screen
 * says why the button is off. The server enforces the same rule.
 */
export function reviewActionsFor(declaration: Declaration, viewer: Viewer, now: Date): ReviewAction[] {
  // Being paid or paid (issue 34): no review step is left, the server refuses them all.
  if (isInPayment(declaration)) return [];
  return nextStatuses(declaration.status).map((to) => {
    const refusal =
      to === 'approved' ? reviewRefusal(viewer, declaration, to, declaration.payeeIbanChanges, now) : null;
    return {
      to,
      label: ACTION_LABELS[to],
      ...(to === 'rejected' ? { needsNote: true } : {}),
      ...(refusal && refusal in fourEyes ? { refusal: fourEyes[refusal as keyof typeof fourEyes] } : {}),
    };
  });
}

/** The shared object rules under the names the screen uses. */
export const canReview = canReviewDeclaration;
export const canEdit = canEditDeclaration;
export const canDelete = canDeleteDeclaration;
