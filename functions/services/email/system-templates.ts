import { emailMessages } from '../../../shared/messages/email';
import {
  SYSTEM_TEMPLATE_IDS,
  type SystemTemplate,
  type SystemTemplateId,
} from '../../../shared/schemas/email';
import { listSystemTemplateEdits, putSystemTemplateEdit } from '../../repositories/email';
import { recordActivity } from '../activity/record-activity';
import type { Actor } from '../auth/sessions';
import { sanitizeMailHtml } from './sanitize-mail-html';

const m = emailMessages.email;

/** The placeholders each of the portal's own mails fills in. */
export const SYSTEM_TEMPLATE_PLACEHOLDERS: Record<SystemTemplateId, string[]> = {
  invitation: ['[VOORNAAM]', '[PORTAAL]', '[ORGANISATIE]', '[GELDIGHEID]', '[VERWIJZING]', '[LINK]'],
  'manager-reset': ['[VOORNAAM]', '[PORTAAL]', '[ORGANISATIE]', '[GELDIGHEID]', '[VERWIJZING]', '[LINK]'],
  'password-reset': ['[VOORNAAM]', '[PORTAAL]', '[ORGANISATIE]', '[GELDIGHEID]', '[VERWIJZING]', '[LINK]'],
  'coordinator-digest': ['[VOORNAAM]', '[DATUM]', '[OVERZICHT]', '[ORGANISATIE]', '[LINK]'],
  'urgent-news': ['[VOORNAAM]', '[TITEL]', '[SAMENVATTING]', '[ORGANISATIE]', '[LINK]'],
  'declaration-reviewed': [
    '[VOORNAAM]',
    '[OMSCHRIJVING]',
    '[DATUM]',
    '[BEDRAG]',
    '[BESLISSING]',
    '[REDEN]',
    '[ORGANISATIE]',
    '[LINK]',
  ],
  'family-assigned': ['[VOORNAAM]', '[GEZIN]', '[ORGANISATIE]', '[LINK]'],
  'registration-received': ['[NAAM]', '[KINDEREN]', '[ORGANISATIE]'],
};

const TYPES: Record<SystemTemplateId, SystemTemplate['type']> = {
  invitation: 'account',
  'manager-reset': 'account',
  'password-reset': 'account',
  'coordinator-digest': 'notification',
  'urgent-news': 'notification',
  'declaration-reviewed': 'notification',
  'family-assigned': 'notification',
  'registration-received': 'notification',
};

function withEdit(id: SystemTemplateId, edit?: { subject: string; content: string }): SystemTemplate {
  const defaults = emailMessages.systemTemplates[id];
  return {
    id,
    name: defaults.name,
    description: defaults.description,
    type: TYPES[id],
    subject: edit?.subject ?? defaults.subject,
    content: edit?.content ?? defaults.content,
    placeholders: SYSTEM_TEMPLATE_PLACEHOLDERS[id],
    isCustomized: edit !== undefined,
  };
}

export async function listSystemTemplates(): Promise<SystemTemplate[]> {
  const edits = new Map((await listSystemTemplateEdits()).map((edit) => [edit.id, edit]));
  return SYSTEM_TEMPLATE_IDS.map((id) => withEdit(id, edits.get(id)));
}

/** The wording of one of the portal's own mails now (edited or default). */
export async function systemTemplate(id: SystemTemplateId): Promise<SystemTemplate> {
  return (await listSystemTemplates()).find((template) => template.id === id) ?? withEdit(id);
}

export async function updateSystemTemplate(
  actor: Actor,
  id: SystemTemplateId,
  input: { subject: string; content: string },
  now: Date,
): Promise<SystemTemplate> {
  const edit = { id, subject: input.subject, content: sanitizeMailHtml(input.content) };
  await putSystemTemplateEdit({ ...edit, updatedAt: now.toISOString() });
  await recordActivity({
    kind: 'email-template-saved',
    message: m.activityTemplateSaved(emailMessages.systemTemplates[id].name),
    actorId: actor.id,
    subject: { type: 'system-template', id },
    now,
  });
  return withEdit(id, edit);
}
