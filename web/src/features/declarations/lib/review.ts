import {
  canDeleteDeclaration,
  canEditDeclaration,
  canReviewDeclaration,
  nextStatuses,
} from '../../../../../shared/policies/declarations';
import type { DeclarationStatus } from '../../../../../shared/schemas/declarations';

export type ReviewAction = { to: DeclarationStatus; label: string; needsNote?: boolean };

const ACTION_LABELS: Record<DeclarationStatus, string> = {
  pending: 'Terug naar in afwachting',
  in_behandeling: 'Markeer als in behandeling',
  wordt_verwerkt: 'Markeer als wordt verwerkt',
  approved: 'Goedkeuren',
  rejected: 'Afwijzen',
};

/**
 * The reviewer buttons of spec §4, one per status the shared review flow allows from `status`
 * (shared/policies/declarations); rejecting asks for a note. The server enforces the same rule.
 */
export function reviewActionsFor(status: DeclarationStatus): ReviewAction[] {
  return nextStatuses(status).map((to) => ({
    to,
    label: ACTION_LABELS[to],
    ...(to === 'rejected' ? { needsNote: true } : {}),
  }));
}

/** The shared object rules under the names the screen uses. */
export const canReview = canReviewDeclaration;
export const canEdit = canEditDeclaration;
export const canDelete = canDeleteDeclaration;
