import { formatCents } from '../../../shared/format/money';
import { volunteerLawMessages } from '../../../shared/messages/volunteer-law';
import { centsToDecimal } from '../../../shared/money';
import {
  type CeilingCheck,
  ceilingCheck,
  figureUnits,
  type LawPosition,
} from '../../../shared/policies/volunteer-law';
import type { LawCheck } from '../../../shared/schemas/volunteer-law';
import { AppError, conflict } from '../../domain/errors';
import type { DeclarationRecord } from '../../repositories/declarations';
import type { TransactionItem } from '../../repositories/table';
import {
  countAllowance,
  getLawYear,
  type LawCounting,
  type LawYearRecord,
  uncountAllowance,
} from '../../repositories/volunteer-law';
import {
  type RegisterLineRecord,
  registerLineRemovals,
  registerLineWrites,
} from '../../repositories/volunteer-register';
import { declarationAmountAuditPut } from '../audit/declaration-audit';
import type { AuditActor } from '../audit/record-audit';
import { defaultLawRegime, lawFiguresFor } from '../settings/law-figures';

const m = volunteerLawMessages.volunteerLaw;

const yearOf = (declaration: DeclarationRecord) => Number(declaration.date.slice(0, 4));
export const isCounted = (declaration: DeclarationRecord | null) =>
  declaration?.status === 'approved' && declaration.type === 'allowance';

export function countingOf(declaration: DeclarationRecord): LawCounting {
  return {
    userId: declaration.userId,
    year: yearOf(declaration),
    day: declaration.date,
    allowanceCents: declaration.allowanceCents ?? 0,
    transportTenths: declaration.kilometerTenths ?? 0,
  };
}

/** The allowance's line in the year's nominative register (issue 31 item 5), kept with the counters. */
export const registerLineOf = (declaration: DeclarationRecord): RegisterLineRecord => ({
  year: yearOf(declaration),
  userId: declaration.userId,
  volunteerName: declaration.userName,
  date: declaration.date,
  declarationId: declaration.id,
  allowanceCents: declaration.allowanceCents ?? 0,
  transportTenths: declaration.kilometerTenths ?? 0,
});

const positionOf = (counters: LawYearRecord, day: string): LawPosition => ({
  dayCents: counters.days[day] ?? 0,
  allowanceCents: counters.allowanceCents,
  otherCents: counters.otherCents,
  transportTenths: counters.transportTenths,
});

/**
 * What the review screen shows before approving: the declarant's day and year totals (other
 * organisations included), the kilometres used of the yearly limit, what this approval would bring
 * them to, and each ceiling it would pass. Only a flat allowance counts; for real costs `applies` is false.
 */
export async function lawCheckOf(declaration: DeclarationRecord): Promise<LawCheck> {
  const [figures, counters] = await Promise.all([
    lawFiguresFor(declaration.date),
    getLawYear(declaration.userId, yearOf(declaration)),
  ]);
  const regime = counters.regime ?? (await defaultLawRegime());
  const applies = declaration.type === 'allowance';
  const counted = isCounted(declaration);
  const position = positionOf(counters, declaration.date);
  const adding = applies && !counted ? countingOf(declaration) : null;
  const check = ceilingCheck(figures, position, adding?.allowanceCents ?? 0, adding?.transportTenths ?? 0);
  const yearTotal = position.otherCents + position.allowanceCents;
  const part = adding && check.sentences.length > 0 ? partWithin(declaration, check) : null;
  return {
    applies,
    regime,
    figures,
    dayTotal: centsToDecimal(position.dayCents),
    yearTotal: centsToDecimal(yearTotal),
    otherOrganisationsAmount: centsToDecimal(counters.otherCents),
    transportKm: counters.transportTenths / 10,
    dayTotalAfter: centsToDecimal(position.dayCents + (adding?.allowanceCents ?? 0)),
    yearTotalAfter: centsToDecimal(yearTotal + (adding?.allowanceCents ?? 0)),
    transportKmAfter: (counters.transportTenths + (adding?.transportTenths ?? 0)) / 10,
    overCeilings: check.sentences,
    approvableAllowance: part ? centsToDecimal(part.allowanceCents ?? 0) : null,
    approvableAmount: part ? centsToDecimal(part.amountCents) : null,
    warning: figures.warning,
  };
}

/** A mileage part scaled to fewer kilometres, at the rate it was priced at, in integer arithmetic. */
const scaledTransport = (cents: number, fromTenths: number, toTenths: number) =>
  fromTenths === 0 ? 0 : Math.floor((cents * toTenths + Math.floor(fromTenths / 2)) / fromTenths);

/**
 * The part of a flat allowance (and its transport kilometres) that stays within the ceilings, as the
 * declaration an admin would approve: amount, allowance and kilometres lowered, the transport priced
 * at the rate it was declared at, and what was claimed kept beside it. Null when nothing fits.
 */
function partWithin(declaration: DeclarationRecord, check: CeilingCheck): DeclarationRecord | null {
  const counting = countingOf(declaration);
  const allowanceCents = Math.min(counting.allowanceCents, check.allowanceRoomCents);
  const transportTenths = Math.min(counting.transportTenths, check.transportRoomTenths);
  if (allowanceCents === 0 && transportTenths === 0) return null;
  const transportCents = scaledTransport(
    declaration.amountCents - counting.allowanceCents,
    counting.transportTenths,
    transportTenths,
  );
  return {
    ...declaration,
    allowanceCents,
    kilometerTenths: counting.transportTenths === 0 ? declaration.kilometerTenths : transportTenths,
    amountCents: allowanceCents + transportCents,
    claimed: {
      amountCents: declaration.amountCents,
      allowanceCents: counting.allowanceCents,
      kilometerTenths: declaration.kilometerTenths,
    },
  };
}

/** A partly approved declaration as it was claimed, once it leaves approved. */
const asClaimed = (declaration: DeclarationRecord): DeclarationRecord =>
  declaration.claimed
    ? {
        ...declaration,
        amountCents: declaration.claimed.amountCents,
        allowanceCents: declaration.claimed.allowanceCents,
        kilometerTenths: declaration.claimed.kilometerTenths,
        claimed: null,
      }
    : declaration;

export type LawReview = {
  /** The declaration as it is stored: lowered to the part within the ceilings when an admin asked for it. */
  next: DeclarationRecord;
  /** The counter writes for the declaration's transaction (a ceiling condition on an approval). */
  writes: TransactionItem[];
  /** The Dutch note of a partial approval, or null. */
  note: string | null;
};

/**
 * The volunteer law's part of a status change, for the declaration's own transaction. Approving a
 * flat allowance counts it within the ceilings (refused with a sentence naming each ceiling passed and
 * the amount over it; an admin may approve the part within, which lowers the amount, keeps the claim
 * beside it and is audited); leaving approved gives the counts back, and a partly approved
 * declaration its claimed amount (audited too). Real costs are approved only in a real-cost year,
 * and an allowance only in a flat-rate year.
 */
export async function lawReviewOf(
  previous: DeclarationRecord,
  next: DeclarationRecord,
  options: { withinCeiling: boolean; isAdmin: boolean; actor: AuditActor },
  now: Date,
): Promise<LawReview> {
  const was = isCounted(previous);
  const will = isCounted(next);
  if (was && !will) {
    const restored = asClaimed(next);
    return {
      next: restored,
      writes: [
        uncountAllowance(countingOf(previous), now),
        ...registerLineRemovals(registerLineOf(previous)),
        ...(previous.claimed
          ? [declarationAmountAuditPut('declaration-updated', options.actor, previous, restored, now)]
          : []),
      ],
      note: null,
    };
  }
  if (was || next.status !== 'approved') return { next, writes: [], note: null };
  const counters = await getLawYear(next.userId, yearOf(next));
  const regime = counters.regime ?? (await defaultLawRegime());
  if ((next.type === 'allowance') !== (regime === 'flat')) throw conflict(m.regimeMismatch);
  if (next.type !== 'allowance') return { next, writes: [], note: null };
  const figures = await lawFiguresFor(next.date);
  const units = figureUnits(figures);
  let approved = next;
  let note: string | null = null;
  const counting = countingOf(next);
  const check = ceilingCheck(
    figures,
    positionOf(counters, next.date),
    counting.allowanceCents,
    counting.transportTenths,
  );
  if (check.sentences.length > 0) {
    if (!options.withinCeiling) throw conflict(check.sentences.join(' '));
    if (!options.isAdmin) throw new AppError('FORBIDDEN', m.withinCeilingOnlyAdmin);
    const part = partWithin(next, check);
    if (!part) throw conflict(m.nothingWithinCeiling);
    approved = part;
    note = m.partlyApproved(formatCents(approved.amountCents), formatCents(next.amountCents));
  }
  return {
    next: approved,
    writes: [
      countAllowance(
        countingOf(approved),
        {
          dayCents: units.dayCents,
          yearCents: units.yearCents,
          transportTenths: units.transportTenths,
          otherCents: counters.otherCents,
        },
        now,
      ),
      ...registerLineWrites(registerLineOf(approved)),
      ...(note
        ? [declarationAmountAuditPut('declaration-partly-approved', options.actor, previous, approved, now)]
        : []),
    ],
    note,
  };
}

/** A deleted approved flat allowance gives its counts back, in the deletion's transaction. */
export const lawRemovalWrites = (previous: DeclarationRecord, now: Date): TransactionItem[] =>
  isCounted(previous)
    ? [uncountAllowance(countingOf(previous), now), ...registerLineRemovals(registerLineOf(previous))]
    : [];
