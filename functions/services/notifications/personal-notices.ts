import { formatDate } from '../../../shared/format/dates';
import { formatCents } from '../../../shared/format/money';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { PORTAL_LINKS } from '../../../shared/portal-links';
import { createLogger } from '../../commons/logger';
import { config } from '../../config';
import { sendMail } from '../../mail/send-mail';
import {
  declarationReviewedMail,
  familyAssignedMail,
  registrationReceivedMail,
  urgentNewsMail,
} from '../../mail/templates/notices';
import { loadSystemWording } from '../../mail/templates/system';
import { getMailRecipientsByIds, type MailRecipient } from '../../repositories/lookups';
import { getSettingValues } from '../../repositories/settings';
import { organizationName as organisationName } from '../auth/organization-name';
import { notifyUser } from './notify-staff';

/**
 * Issue 37: people are told what concerns them. Each notice runs after the change it is about was
 * written, so a failing bell entry or mail is logged and never undoes or fails that change.
 */

const log = createLogger({ module: 'personal-notices' });
const m = dashboardMessages.notifications;
/** Mails in flight at once when urgent news goes to many readers. */
const MAIL_CONCURRENCY = 4;

const portalLink = (path: string) => new URL(path, config.PORTAL_URL).toString();

/** Logs instead of throwing: the notice is a courtesy on top of a change already made. */
async function quietly(what: string, ids: Record<string, number>, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    log.error(`${what} failed`, { ...ids, error });
  }
}

/** An active user with an address who did not turn these mails off on their profile. */
const wantsMail = (recipient: MailRecipient | undefined): recipient is MailRecipient & { email: string } =>
  Boolean(recipient?.email) && recipient?.status === 'active' && recipient.notificationMails !== false;

type ReviewedDeclaration = {
  id: number;
  userId: number;
  description: string;
  amountCents: number;
  date: string;
};

/**
 * The declarant's bell entry and (unless turned off) a short mail: approved, or rejected with the
 * reason in full. For an approval `reason` is the note of a partial approval (only the part within
 * the volunteer law's ceilings, issue 31), or null.
 */
export async function noticeDeclarationReviewed(
  declaration: ReviewedDeclaration,
  decision: 'approved' | 'rejected',
  reason: string | null,
  now: Date,
) {
  const ids = { declarationId: declaration.id, recipientId: declaration.userId };
  const amount = formatCents(declaration.amountCents);
  const shownReason = reason;
  const isPartly = decision === 'approved' && reason !== null;
  await quietly('declaration notification', ids, () =>
    notifyUser(
      declaration.userId,
      {
        type: 'declaratie',
        title: decision === 'approved' ? m.declarationApprovedTitle : m.declarationRejectedTitle,
        message: m.declarationReviewedMessage(declaration.description, amount, decision, shownReason),
        link: PORTAL_LINKS.ownDeclarations,
      },
      now,
    ),
  );
  await quietly('declaration mail', ids, async () => {
    const [recipient] = await getMailRecipientsByIds([declaration.userId]);
    if (!wantsMail(recipient)) return;
    const [wording, organizationName] = await Promise.all([
      loadSystemWording('declaration-reviewed'),
      organisationName(),
    ]);
    await sendMail(
      declarationReviewedMail(
        {
          to: recipient.email,
          firstName: recipient.firstName,
          organizationName,
          description: declaration.description,
          date: formatDate(declaration.date),
          amount,
          decision: isPartly
            ? m.decisionPartlyApproved
            : decision === 'approved'
              ? m.decisionApproved
              : m.decisionRejected,
          reason: shownReason,
          link: portalLink(PORTAL_LINKS.ownDeclarations),
        },
        wording,
      ),
    );
  });
}

/** The volunteer a family was just assigned to: a bell entry and (unless turned off) a mail, naming the parent only. */
export async function noticeFamilyAssigned(
  family: { id: number; parentName: string },
  volunteerId: number,
  now: Date,
) {
  const ids = { familyId: family.id, recipientId: volunteerId };
  await quietly('assignment notification', ids, () =>
    notifyUser(
      volunteerId,
      {
        type: 'aanmelding',
        title: m.familyAssignedTitle,
        message: m.familyAssignedMessage(family.parentName),
        link: PORTAL_LINKS.family(family.id),
      },
      now,
    ),
  );
  await quietly('assignment mail', ids, async () => {
    const [recipient] = await getMailRecipientsByIds([volunteerId]);
    if (!wantsMail(recipient)) return;
    const [wording, organizationName] = await Promise.all([
      loadSystemWording('family-assigned'),
      organisationName(),
    ]);
    await sendMail(
      familyAssignedMail(
        {
          to: recipient.email,
          firstName: recipient.firstName,
          organizationName,
          familyName: family.parentName,
          link: portalLink(PORTAL_LINKS.family(family.id)),
        },
        wording,
      ),
    );
  });
}

/** The child's first name only: the confirmation says nothing else about the child. */
const firstNameOf = (childName: string | null) => (childName ?? '').trim().split(/\s+/)[0] ?? '';

/** A family that signed up on the public form and gave an address gets a plain confirmation. */
export async function confirmRegistration(family: {
  id: number;
  parentName: string;
  email: string | null;
  childName: string | null;
}) {
  const to = family.email;
  if (!to) return;
  await quietly('registration confirmation', { familyId: family.id }, async () => {
    const [wording, organizationName] = await Promise.all([
      loadSystemWording('registration-received'),
      organisationName(),
    ]);
    await sendMail(
      registrationReceivedMail(
        {
          to,
          parentName: family.parentName,
          childFirstNames: [firstNameOf(family.childName)],
          organizationName,
        },
        wording,
      ),
    );
  });
}

const URGENT_NEWS_MAIL_SETTING = 'urgent_news_mail';

/** When the admin turned it on (Settings), urgent news is also mailed to every reader it was put in the bell of. */
export async function mailUrgentNews(
  news: { id: number; title: string; summary: string },
  recipientIds: readonly number[],
) {
  if (recipientIds.length === 0) return 0;
  const setting = (await getSettingValues([URGENT_NEWS_MAIL_SETTING])).get(URGENT_NEWS_MAIL_SETTING);
  if (setting?.trim() !== 'on') return 0;
  const [recipients, wording, organizationName] = await Promise.all([
    getMailRecipientsByIds(recipientIds),
    loadSystemWording('urgent-news'),
    organisationName(),
  ]);
  const addressed = recipients.filter(
    (recipient): recipient is MailRecipient & { email: string } =>
      Boolean(recipient.email) && recipient.status === 'active',
  );
  let sent = 0;
  for (let start = 0; start < addressed.length; start += MAIL_CONCURRENCY) {
    await Promise.all(
      addressed.slice(start, start + MAIL_CONCURRENCY).map((recipient) =>
        quietly('urgent news mail', { newsId: news.id, recipientId: recipient.id }, async () => {
          await sendMail(
            urgentNewsMail(
              {
                to: recipient.email,
                firstName: recipient.firstName,
                organizationName,
                title: news.title,
                summary: news.summary,
                link: portalLink(PORTAL_LINKS.news(news.id)),
              },
              wording,
            ),
          );
          sent += 1;
        }),
      ),
    );
  }
  return sent;
}
