import { describe, expect, it } from 'vitest';
import { figureChanges } from '../../functions/services/sessions/session-figures';
import { canDeleteSession, canLogSessionsFor, figuresScope } from '../../shared/policies/sessions';

const volunteer = { id: 7, role: 'vrijwilliger' };
const coordinator = { id: 2, role: 'coördinator' };
const board = { id: 3, role: 'bestuurslid' };

describe('who may log the sessions of a family', () => {
  it('lets a volunteer log only for the families assigned to them', () => {
    expect(canLogSessionsFor(volunteer, { assignedTo: 7 })).toBe(true);
    expect(canLogSessionsFor(volunteer, { assignedTo: 8 })).toBe(false);
    expect(canLogSessionsFor(volunteer, { assignedTo: null })).toBe(false);
  });

  it('lets coordinators log for every family, but not the board', () => {
    expect(canLogSessionsFor(coordinator, { assignedTo: 8 })).toBe(true);
    expect(canLogSessionsFor(board, { assignedTo: 8 })).toBe(false);
  });

  it('lets only coordinators and admins delete, and shows a volunteer only their own figures', () => {
    expect(canDeleteSession(coordinator)).toBe(true);
    expect(canDeleteSession(volunteer)).toBe(false);
    expect(figuresScope(volunteer)).toBe(7);
    expect(figuresScope(coordinator)).toBeNull();
  });
});

const session = {
  familyId: 4,
  date: '2026-03-02',
  durationMinutes: 60,
  kind: 'huiswerkbegeleiding' as const,
  volunteerIds: [7, 9],
  familyAbsent: false,
  school: 'De Regenboog',
};

describe('the figures a session keeps on write', () => {
  it('counts a held session for the association, the school, each volunteer and the family', () => {
    const changes = figureChanges(null, session);

    const all = changes.find((change) => change.pk === 'FIGURES#ALL');
    expect(all).toEqual({
      pk: 'FIGURES#ALL',
      sk: 'MONTH#2026-03',
      add: {
        held: 1,
        minutes: 60,
        minutes_huiswerkbegeleiding: 60,
        fam_4: 1,
        vol_7: 1,
        volmin_7: 60,
        vol_9: 1,
        volmin_9: 60,
      },
    });
    expect(changes.map((change) => change.pk).sort()).toEqual([
      'FIGURES#ALL',
      'FIGURES#FAMILY#4',
      'FIGURES#SCHOOL#de regenboog',
      'FIGURES#VOLUNTEER#7',
      'FIGURES#VOLUNTEER#9',
    ]);
    expect(changes.find((change) => change.pk === 'FIGURES#VOLUNTEER#7')?.add.day_02).toBe(1);
  });

  it('moves an edited session between months and leaves out what did not change', () => {
    const moved = { ...session, date: '2026-04-10', volunteerIds: [7] };

    const changes = figureChanges(session, moved);

    expect(
      changes.find((change) => change.pk === 'FIGURES#ALL' && change.sk === 'MONTH#2026-03')?.add,
    ).toMatchObject({
      held: -1,
      vol_9: -1,
    });
    expect(changes.find((change) => change.pk === 'FIGURES#FAMILY#4')?.add).toEqual({
      'm_2026-03': -1,
      'm_2026-04': 1,
    });
    expect(figureChanges(session, session)).toEqual([]);
  });

  it('counts a missed session without time', () => {
    const changes = figureChanges(null, { ...session, familyAbsent: true });

    expect(changes.find((change) => change.pk === 'FIGURES#ALL')?.add).toMatchObject({ missed: 1, fam_4: 1 });
    expect(changes.find((change) => change.pk === 'FIGURES#ALL')?.add.minutes).toBeUndefined();
  });
});
