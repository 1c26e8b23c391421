import { displayName } from '../../../shared/format/names';
import { privacyMessages } from '../../../shared/messages/privacy';
import type { PrivacySubject } from '../../../shared/schemas/privacy';
import { notFound } from '../../domain/errors';
import { getFamilyById } from '../../repositories/families';
import { getUserById } from '../../repositories/users';
import type { SubjectFacts } from './catalogue';

const m = privacyMessages.privacy;

const present = (values: readonly (string | null | undefined)[]) =>
  values.map((value) => value?.trim() ?? '').filter((value) => value.length > 0);

/**
 * What names the subject, read from their own record. A child's name counts only with a surname: a
 * first name alone ("Lotte") would also match another family's records.
 */
export async function loadSubjectFacts(subject: PrivacySubject): Promise<SubjectFacts> {
  if (subject.kind === 'volunteer') {
    const user = await getUserById(subject.id);
    if (!user) throw notFound(m.subjectNotFound);
    const name = displayName(user);
    return {
      subject,
      displayName: name,
      names: present([`${user.firstName} ${user.lastName}`]),
      emails: present([user.email?.toLowerCase()]),
      pseudonym: m.pseudonym.volunteer(subject.id),
    };
  }
  const family = await getFamilyById(subject.id);
  if (!family) throw notFound(m.subjectNotFound);
  const child = family.childName?.trim().includes(' ') ? family.childName : null;
  return {
    subject,
    displayName: family.parentName,
    names: present([family.parentName, child]),
    emails: present([family.email?.toLowerCase()]),
    pseudonym: m.pseudonym.family(subject.id),
  };
}
