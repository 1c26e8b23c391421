import type { Family, FamilySummary } from '../../../shared/schemas/families';

/** One family as GET /api/families/{id} answers it; tests override what they look at. */
export const familyDetail = (overrides: Partial<Family> = {}): Family => ({
  id: 4,
  parentName: 'Fatima El Amrani',
  email: 'fatima@example.org',
  phone: '0470 11 22 33',
  address: 'Dorpsstraat 4, 9000 Gent',
  childName: 'Yasmine',
  childAge: 11,
  school: 'De Regenboog',
  grade: '5de leerjaar',
  guidanceStatus: 'actief',
  hasPets: false,
  allowsSmoking: false,
  hasStudyRoom: true,
  externalSupport: null,
  notes: null,
  assignedTo: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  version: 3,
  ...overrides,
});

/** The same family as GET /api/families lists it. */
export function familySummary(family: Family): FamilySummary {
  const { hasPets, allowsSmoking, hasStudyRoom, externalSupport, notes, consent, ...summary } = family;
  return summary;
}
