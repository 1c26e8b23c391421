import {
  DECLARATION_STATUS_LABELS,
  type Declaration,
  type DeclarationStatus,
} from '../../../../../shared/schemas/declarations';

export type DeclarationType = Declaration['type'];

/** Spec §4's statuses in review order, with the labels the spec gives ('In afwachting', …). */
export const STATUS_ORDER = [
  'pending',
  'in_behandeling',
  'wordt_verwerkt',
  'approved',
  'rejected',
] as const satisfies readonly DeclarationStatus[];

export const STATUS_LABELS = DECLARATION_STATUS_LABELS;

export const STATUS_COLORS: Record<DeclarationStatus, string> = {
  pending: 'gold',
  in_behandeling: 'blue',
  wordt_verwerkt: 'geekblue',
  approved: 'green',
  rejected: 'red',
};

export const TYPE_LABELS: Record<DeclarationType, string> = {
  expense: 'Onkosten',
  mileage: 'Kilometervergoeding',
  allowance: 'Forfaitaire vergoeding',
};
/** For the table's narrow Type column; the full label is its tooltip. */
export const TYPE_SHORT_LABELS: Record<DeclarationType, string> = {
  expense: 'Onkosten',
  mileage: 'Kilometers',
  allowance: 'Forfait',
};

/** The tabs of spec §2: every status plus 'alle'. */
export type DeclarationTab = 'alle' | DeclarationStatus;
export const TABS: readonly DeclarationTab[] = ['alle', ...STATUS_ORDER];
export const TAB_LABELS: Record<DeclarationTab, string> = { alle: 'Alle', ...STATUS_LABELS };

export function isDeclarationTab(value: string | null): value is DeclarationTab {
  return value !== null && (TABS as readonly string[]).includes(value);
}
