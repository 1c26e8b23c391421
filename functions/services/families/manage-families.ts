import { NEW_REGISTRATION_WINDOW_DAYS } from '../../../shared/constants';
import { familyMessages } from '../../../shared/messages/families';
import type {
  CreateFamilyBody,
  FamilyStatus,
  ListFamiliesQuery,
  UpdateFamilyBody,
} from '../../../shared/schemas/families';
import { conflict, notFound, validationError } from '../../domain/errors';
import {
  deleteFamily,
  type FamilyChanges,
  type FamilyRecord,
  getFamilyById,
  insertFamily,
  listFamilies,
  listRegistrationsSince,
  replaceFamily,
} from '../../repositories/families';
import { getUserById } from '../../repositories/users';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { assignedOnlyScope, mayView } from './family-access';
import { presentFamily, presentRecentRegistration } from './present-family';

const m = familyMessages.families;
const DAY_MS = 86_400_000;

/**
 * A family is assigned to any active user (decision: the association's coordinators guide families
 * too, not only users with the role vrijwilliger or huiswerkbegeleider); an inactive, pending or
 * deleted account cannot be chosen.
 */
async function assertAssignable(userId: number | null) {
  if (userId === null) return;
  const user = await getUserById(userId);
  if (user?.status !== 'active') {
    throw validationError(m.assigneeNotActive, [{ path: 'assignedTo', message: m.assigneeNotActive }]);
  }
}

/** The tab "inactief" is two statuses; any other filter value is one. */
const statusesOf = (status: ListFamiliesQuery['status']): FamilyStatus[] | undefined =>
  status === undefined ? undefined : status === 'inactief' ? ['gepauzeerd', 'afgerond'] : [status];

export async function listFamiliesFor(actor: Actor, query: ListFamiliesQuery) {
  const assignee = assignedOnlyScope(actor);
  const families = await listFamilies({
    statuses: statusesOf(query.status),
    search: query.search,
    ...(assignee === null ? {} : { assignedTo: assignee }),
  });
  return families.map(presentFamily);
}

/** A family the caller may not see answers the same 404 as one that does not exist. */
async function visibleFamily(actor: Actor, id: number): Promise<FamilyRecord> {
  const family = await getFamilyById(id);
  if (!family || !mayView(actor, family)) throw notFound(m.notFound);
  return family;
}

export async function getFamilyFor(actor: Actor, id: number) {
  return presentFamily(await visibleFamily(actor, id));
}

/** New registrations (still in_behandeling) of the last 7 days, newest first. */
export async function listRecentRegistrations(now: Date) {
  const since = new Date(now.getTime() - NEW_REGISTRATION_WINDOW_DAYS * DAY_MS);
  const families = await listRegistrationsSince(since);
  return families.map(presentRecentRegistration);
}

function familyChanges(body: CreateFamilyBody | UpdateFamilyBody, status: FamilyStatus): FamilyChanges {
  return {
    parentName: body.parentName,
    email: body.email,
    phone: body.phone,
    address: body.address,
    childName: body.childName,
    childAge: body.childAge,
    school: body.school,
    grade: body.grade,
    guidanceStatus: status,
    hasPets: body.hasPets,
    allowsSmoking: body.allowsSmoking,
    hasStudyRoom: body.hasStudyRoom,
    externalSupport: body.externalSupport,
    notes: body.notes,
    assignedTo: body.assignedTo,
  };
}

export async function createFamily(actor: Actor, body: CreateFamilyBody, now: Date) {
  await assertAssignable(body.assignedTo);
  const family = await insertFamily(
    { ...familyChanges(body, body.guidanceStatus), source: 'staff', createdBy: actor.id },
    now,
  );
  await recordActivity({
    kind: 'family-created',
    message: `Nieuw gezin toegevoegd: ${family.parentName}`,
    actorId: actor.id,
    subject: { type: 'family', id: family.id },
    now,
  });
  return presentFamily(family);
}

export async function updateFamily(actor: Actor, id: number, body: UpdateFamilyBody, now: Date) {
  const previous = await visibleFamily(actor, id);
  if (body.version !== undefined && body.version !== previous.version) throw conflict(m.changed);
  // Keeping an assignee whose account has since ended is allowed; choosing one is not.
  if (body.assignedTo !== previous.assignedTo) await assertAssignable(body.assignedTo);
  const result = await replaceFamily(
    previous,
    familyChanges(body, body.guidanceStatus ?? previous.guidanceStatus),
    now,
  );
  if (result === 'changed') throw conflict(m.changed);
  const { family } = result;
  await recordActivity({
    kind: 'family-updated',
    message:
      family.guidanceStatus === previous.guidanceStatus
        ? `Gezin bijgewerkt: ${family.parentName}`
        : `Status van gezin ${family.parentName} gewijzigd naar ${family.guidanceStatus}`,
    actorId: actor.id,
    subject: { type: 'family', id },
    now,
  });
  return presentFamily(family);
}

export async function removeFamily(actor: Actor, id: number, now: Date) {
  const previous = await visibleFamily(actor, id);
  if ((await deleteFamily(previous, now)) === 'changed') throw conflict(m.changed);
  await recordActivity({
    kind: 'family-deleted',
    message: `Gezin verwijderd: ${previous.parentName}`,
    actorId: actor.id,
    subject: { type: 'family', id },
    now,
  });
  return { message: m.deleted };
}
