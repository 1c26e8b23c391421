import { emailMessages } from '../../../shared/messages/email';
import type { EmailTemplate } from '../../../shared/schemas/email';
import { notFound } from '../../domain/errors';
import { deleteTemplate, listTemplates, putTemplate } from '../../repositories/email';
import { nextId, tableName } from '../../repositories/table';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';

const m = emailMessages.email;

export const listEmailTemplates = () => listTemplates();

export async function createEmailTemplate(
  actor: Actor,
  input: Omit<EmailTemplate, 'id'>,
  now: Date,
): Promise<EmailTemplate> {
  const template = { id: await nextId(tableName('mail'), 'TEMPLATE'), ...input };
  await putTemplate(template, now.toISOString());
  await recordActivity({
    kind: 'email-template-saved',
    message: m.activityTemplateSaved(template.name),
    actorId: actor.id,
    subject: { type: 'email-template', id: template.id },
    now,
  });
  return template;
}

export async function removeEmailTemplate(actor: Actor, id: number, now: Date) {
  const removed = await deleteTemplate(id);
  if (!removed) throw notFound(m.templateNotFound);
  await recordActivity({
    kind: 'email-template-deleted',
    message: m.activityTemplateDeleted(removed.name),
    actorId: actor.id,
    subject: { type: 'email-template', id },
    now,
  });
  return { message: m.templateDeleted };
}
