import { can, type Principal } from '../../../../../shared/permissions';
import type { Declaration, DeclarationStatus } from '../../../../../shared/schemas/declarations';

export type ReviewAction = { to: DeclarationStatus; label: string; needsNote?: boolean };

/**
 * The reviewer buttons of spec §4: pending → in behandeling, in behandeling → wordt verwerkt,
 * approve unless approved, reject (with a note) unless rejected. The server enforces the same.
 */
export function reviewActionsFor(status: DeclarationStatus): ReviewAction[] {
  return [
    ...(status === 'pending' ? [{ to: 'in_behandeling' as const, label: 'Markeer als in behandeling' }] : []),
    ...(status === 'in_behandeling'
      ? [{ to: 'wordt_verwerkt' as const, label: 'Markeer als wordt verwerkt' }]
      : []),
    ...(status !== 'approved' ? [{ to: 'approved' as const, label: 'Goedkeuren' }] : []),
    ...(status !== 'rejected' ? [{ to: 'rejected' as const, label: 'Afwijzen', needsNote: true }] : []),
  ];
}

type Viewer = Principal & { id: number };

/** Reviewers review, but never their own declaration (the server answers 403). */
export function canReview(viewer: Viewer, declaration: Declaration): boolean {
  return can(viewer, 'reviewDeclarations') && declaration.userId !== viewer.id;
}

/** Editing: the owner, an admin or a bestuurslid, and only while pending (spec §4, §6). */
export function canEdit(viewer: Viewer, declaration: Declaration): boolean {
  const mayManage = declaration.userId === viewer.id || can(viewer, 'manageAllDeclarations');
  return mayManage && declaration.status === 'pending';
}

/** Deleting: the owner while pending; an admin or a bestuurslid at any time. */
export function canDelete(viewer: Viewer, declaration: Declaration): boolean {
  if (can(viewer, 'manageAllDeclarations')) return true;
  return declaration.userId === viewer.id && declaration.status === 'pending';
}
