import { activityMessages } from '../../../shared/messages/activity';
import { familyMessages } from '../../../shared/messages/families';
import { privacyMessages } from '../../../shared/messages/privacy';
import { PORTAL_LINKS } from '../../../shared/portal-links';
import type { PublicRegistrationBody, RegisterFamilyBody } from '../../../shared/schemas/families';
import type { FamilyConsent } from '../../../shared/schemas/privacy';
import { afterCommit } from '../../commons/after-commit';
import { conflict, rateLimited } from '../../domain/errors';
import { type FamilyRecord, insertFamily, type NewFamilyRecord } from '../../repositories/families';
import { recordActivity } from '../activity/record-activity';
import { createRateLimiter } from '../auth/rate-limiter';
import type { Actor } from '../auth/sessions';
import { notifyStaff } from '../notifications/notify-staff';
import { confirmRegistration } from '../notifications/personal-notices';
import { currentPrivacyNotice } from '../privacy/privacy-settings';
import { familyCounterChanges } from '../statistics/counter-changes';

/** A family (or a robot) may sign up a few children at once; more than 5 per hour from one address is a flood. */
const publicRegistrations = createRateLimiter('family-registrations', 5, 60 * 60_000);

/** What both signup forms ask and the family record keeps as it is. */
type SignupFields = Pick<
  NewFamilyRecord,
  'parentName' | 'email' | 'phone' | 'address' | 'childName' | 'childAge' | 'grade'
>;

/**
 * A signup becomes a family in_behandeling with the form's contact fields, its school and notes
 * (each form names or fills those its own way) and none of the staff-only details.
 */
const registration = (
  form: SignupFields,
  extra: Pick<NewFamilyRecord, 'school' | 'notes'>,
  source: 'portal' | 'public',
  createdBy: number | null,
  consent: FamilyConsent | null = null,
): NewFamilyRecord => ({
  parentName: form.parentName,
  email: form.email,
  phone: form.phone,
  address: form.address,
  childName: form.childName,
  childAge: form.childAge,
  grade: form.grade,
  ...extra,
  guidanceStatus: 'in_behandeling',
  hasPets: false,
  allowsSmoking: false,
  hasStudyRoom: false,
  externalSupport: null,
  assignedTo: null,
  source,
  createdBy,
  consent,
});

/** A registration is a new family in_behandeling: what it adds to the dashboard counters. */
const newRegistrationCounters = (now: Date) =>
  familyCounterChanges(null, { guidanceStatus: 'in_behandeling', createdAt: now.toISOString() }, now);

/**
 * Every registration lands in the activity feed and in the bell of each active admin and
 * coordinator. Both messages name the parent only: what the child needs stays in the family record.
 */
async function announceRegistration(family: FamilyRecord, actorId: number | null, now: Date) {
  await recordActivity({
    kind: 'family-registered',
    message: activityMessages.activity.familyRegistered(family.parentName, family.source),
    actorId,
    subject: { type: 'family', id: family.id },
    now,
  });
  await afterCommit(`notification of family ${family.id}`, () =>
    notifyStaff(
      {
        type: 'aanmelding',
        title: familyMessages.families.registrationNotificationTitle,
        message: activityMessages.activity.registrationNotification(family.parentName),
        // Opens this family's details, not just the tab: the bell entry is about one registration.
        link: PORTAL_LINKS.family(family.id),
        subject: { type: 'family', id: family.id },
      },
      now,
    ),
  );
}

/** The subjects the in-portal form asks for belong with the notes: the family record has no field of its own for them. */
const portalNotes = (body: RegisterFamilyBody) =>
  [activityMessages.registration.subjectsNote(body.subjects), body.notes].filter(Boolean).join('\n\n');

export async function registerFromPortal(actor: Actor, body: RegisterFamilyBody, now: Date) {
  const family = await insertFamily(
    registration(body, { school: body.schoolName, notes: portalNotes(body) }, 'portal', actor.id),
    now,
    newRegistrationCounters(now),
  );
  await announceRegistration(family, actor.id, now);
  return { success: true as const, id: family.id };
}

/**
 * The public form has no session to lean on. A filled-in honeypot gets the ordinary answer and
 * nothing is written, so a robot learns nothing; past the per-address limit the answer is 429 and
 * nothing is written either.
 */
export async function registerFromPublicForm(body: PublicRegistrationBody, clientIp: string, now: Date) {
  if (body.website.trim() !== '') return { success: true as const };
  const attempt = await publicRegistrations.consume([`ip:${clientIp}`], now);
  if (!attempt.allowed) {
    throw rateLimited(familyMessages.publicSignup.tooManyRequests, attempt.retryAfterSeconds);
  }
  // The guardian consented (the body schema refuses a registration without it) to the notice the
  // form showed; one that changed since the page loaded is refused, so nobody consents to a text unseen.
  const notice = await currentPrivacyNotice();
  if (body.privacyNoticeVersion !== undefined && body.privacyNoticeVersion !== notice.version) {
    throw conflict(privacyMessages.privacy.noticeChanged);
  }
  const consent: FamilyConsent = {
    noticeVersion: notice.version,
    at: now.toISOString(),
    form: 'public',
    photos: body.photoConsent,
    recordedBy: null,
  };
  const family = await insertFamily(
    registration(body, { school: body.school, notes: body.notes }, 'public', null, consent),
    now,
    newRegistrationCounters(now),
  );
  await announceRegistration(family, null, now);
  // Issue 37: a family that gave an address hears that the registration arrived.
  await confirmRegistration(family);
  return { success: true as const };
}
