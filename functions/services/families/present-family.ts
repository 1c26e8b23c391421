import type { Family, FamilySummary, RecentRegistration } from '../../../shared/schemas/families';
import type { FamilyRecord } from '../../repositories/families';

/** A family in a list (shared/schemas/families.ts familySummarySchema): nothing an access entry must record. */
export function presentFamilySummary(record: FamilyRecord): FamilySummary {
  return {
    id: record.id,
    parentName: record.parentName,
    email: record.email,
    phone: record.phone,
    address: record.address,
    childName: record.childName,
    childAge: record.childAge,
    school: record.school,
    grade: record.grade,
    guidanceStatus: record.guidanceStatus,
    assignedTo: record.assignedTo,
    createdAt: record.createdAt,
    version: record.version,
  };
}

/** The API's view of a stored family: where it came from and who entered it stay on the server. */
export function presentFamily(record: FamilyRecord): Family {
  return {
    ...presentFamilySummary(record),
    hasPets: record.hasPets,
    allowsSmoking: record.allowsSmoking,
    hasStudyRoom: record.hasStudyRoom,
    externalSupport: record.externalSupport,
    notes: record.notes,
    consent: record.consent ?? null,
  };
}

/** Spec §3 "Recent family registration": enough for a card, nothing about the child's needs. */
export function presentRecentRegistration(record: FamilyRecord): RecentRegistration {
  return {
    id: record.id,
    parentName: record.parentName,
    childName: record.childName,
    childAge: record.childAge,
    phone: record.phone,
    email: record.email,
    createdAt: record.createdAt,
  };
}
