import { describe, expect, it } from 'vitest';
import {
  type ApprovalFacts,
  approvalRefusal,
  mayApprove,
  recentIbanChanges,
  withEditor,
  withIbanChange,
} from '../../shared/policies/approvals';

const NOW = new Date('2026-05-10T12:00:00Z');
const CREATOR = 1;
const EDITOR = 2;
const IBAN_SETTER = 3;
const OTHER = 4;

const facts = (overrides: Partial<ApprovalFacts> = {}): ApprovalFacts => ({
  createdById: CREATOR,
  editorIds: [],
  payeeIbanChanges: [],
  ...overrides,
});

describe('four eyes on an approval', () => {
  it('refuses the creator, every editor and whoever set the payee’s IBAN in the last 30 days', () => {
    const seen = facts({
      editorIds: [CREATOR, EDITOR],
      payeeIbanChanges: [{ byId: IBAN_SETTER, at: '2026-04-11T12:00:01Z' }],
    });

    expect(approvalRefusal(CREATOR, seen, NOW)).toBe('created-it');
    expect(approvalRefusal(EDITOR, seen, NOW)).toBe('edited-it');
    expect(approvalRefusal(IBAN_SETTER, seen, NOW)).toBe('set-payee-iban');
    expect(approvalRefusal(OTHER, seen, NOW)).toBeNull();
    expect(mayApprove(OTHER, seen, NOW)).toBe(true);
  });

  it('counts every IBAN change of the window, not only the last one', () => {
    const seen = facts({
      payeeIbanChanges: [
        { byId: IBAN_SETTER, at: '2026-05-01T09:00:00Z' },
        { byId: OTHER, at: '2026-05-02T09:00:00Z' },
      ],
    });

    expect(approvalRefusal(IBAN_SETTER, seen, NOW)).toBe('set-payee-iban');
    expect(approvalRefusal(OTHER, seen, NOW)).toBe('set-payee-iban');
  });

  it('lets the IBAN setter approve again once exactly 30 days have passed', () => {
    const seen = facts({ payeeIbanChanges: [{ byId: IBAN_SETTER, at: '2026-04-10T12:00:00Z' }] });

    expect(approvalRefusal(IBAN_SETTER, seen, NOW)).toBeNull();
  });

  it('never lets an editor approve, however long ago they edited', () => {
    expect(approvalRefusal(EDITOR, facts({ editorIds: [EDITOR] }), new Date('2030-01-01T00:00:00Z'))).toBe(
      'edited-it',
    );
  });
});

describe('keeping the facts', () => {
  it('adds an IBAN change and drops those that no longer block anyone', () => {
    const history = [
      { byId: OTHER, at: '2026-03-01T00:00:00Z' },
      { byId: IBAN_SETTER, at: '2026-05-01T00:00:00Z' },
    ];

    expect(withIbanChange(history, EDITOR, NOW)).toEqual([
      { byId: IBAN_SETTER, at: '2026-05-01T00:00:00Z' },
      { byId: EDITOR, at: NOW.toISOString() },
    ]);
    expect(recentIbanChanges(history, NOW)).toEqual([{ byId: IBAN_SETTER, at: '2026-05-01T00:00:00Z' }]);
  });

  it('names each editor once, in the order they first edited', () => {
    expect(withEditor(withEditor(withEditor([], EDITOR), OTHER), EDITOR)).toEqual([EDITOR, OTHER]);
  });
});
