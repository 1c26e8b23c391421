import { describe, expect, it } from 'vitest';
import type { Declaration } from '../../shared/schemas/declarations';
import { frequentTrips } from '../../web/src/features/declarations/lib/frequent-trips';

let nextId = 1;
function declaration(fields: Partial<Declaration>): Declaration {
  return {
    id: nextId++,
    type: 'mileage',
    description: 'Thuis – school',
    amount: '3.60',
    kilometers: 12,
    date: '2026-11-02',
    status: 'pending',
    userId: 7,
    userName: 'Ilse Peeters',
    receiptUrl: null,
    receiptName: null,
    reviewNotes: null,
    statusHistory: [],
    editorIds: [],
    payeeIbanChanges: [],
    createdAt: '2026-11-02T10:00:00.000Z',
    version: 1,
    paymentStatus: null,
    ...fields,
  };
}

describe("a volunteer's frequent trips", () => {
  it('puts the trip made most often first, then the most recent, counting label and kilometres together', () => {
    const trips = frequentTrips(
      [
        declaration({ description: 'Thuis – gezin Aerts', kilometers: 8.5, date: '2026-11-20' }),
        declaration({ description: 'Thuis – school', kilometers: 12, date: '2026-11-03' }),
        declaration({ description: ' thuis – SCHOOL ', kilometers: 12, date: '2026-11-10' }),
        declaration({ description: 'Thuis – school', kilometers: 14, date: '2026-11-18' }),
      ],
      7,
    );
    expect(trips.map(({ label, kilometers, count }) => [label, kilometers, count])).toEqual([
      ['Thuis – school', '12', 2],
      ['Thuis – gezin Aerts', '8.5', 1],
      ['Thuis – school', '14', 1],
    ]);
  });

  it("leaves out expenses and other users' trips, which a reviewer's list also holds", () => {
    const trips = frequentTrips(
      [
        declaration({ type: 'expense', kilometers: null, description: 'Schriften' }),
        declaration({ userId: 8, description: 'Iemand anders – school' }),
        declaration({ description: 'Thuis – bibliotheek', kilometers: 3 }),
      ],
      7,
    );
    expect(trips.map((trip) => trip.label)).toEqual(['Thuis – bibliotheek']);
  });

  it('shows at most the limit', () => {
    const many = Array.from({ length: 9 }, (_, index) => declaration({ description: `Rit ${index}` }));
    expect(frequentTrips(many, 7, 4)).toHaveLength(4);
  });
});
