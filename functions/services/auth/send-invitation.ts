import { activityMessages } from '../../../shared/messages/activity';
import { volunteerMessages } from '../../../shared/messages/volunteers';
import { validationError } from '../../domain/errors';
import { sendMail } from '../../mail/send-mail';
import { invitationMail } from '../../mail/templates/account';
import { loadSystemWording } from '../../mail/templates/system';
import { recordActivity } from '../activity/record-activity';
import { displayName } from '../users/present-user';
import { assertMayManage, existingUser } from '../users/user-access';
import { invitationLink, issueToken, LINK_LIFETIME_MS } from './issue-link';
import { organizationName } from './organization-name';
import type { Actor } from './sessions';

/** Mails a 7-day invitation link; an earlier invitation of the user stops working. */
export async function sendInvitation(actor: Actor, userId: number, now: Date) {
  const user = await existingUser(userId);
  assertMayManage(actor, user);
  if (!user.email) throw validationError(volunteerMessages.volunteers.noEmail);
  const token = await issueToken(userId, 'invite', LINK_LIFETIME_MS.invite, now);
  await sendMail(
    invitationMail(
      {
        to: user.email,
        firstName: user.firstName,
        link: invitationLink(userId, token),
        organizationName: await organizationName(),
      },
      await loadSystemWording('invitation'),
    ),
  );
  await recordActivity({
    kind: 'user-invited',
    message: activityMessages.activity.invitationSent(displayName(user)),
    actorId: actor.id,
    subject: { type: 'user', id: userId },
    now,
  });
  return { message: volunteerMessages.volunteers.invitationSent };
}
