import type { SystemTemplateId } from '../../../shared/constants';
import { createLogger } from '../../commons/logger';
import { getSystemTemplateEdit } from '../../repositories/system-templates';
import { defaultWording, type SystemWording } from './system-render';

const log = createLogger({ module: 'system-templates' });

/**
 * The wording staff set for a mail (PUT /api/email-templates/:id), else the default. A read that
 * fails sends the default wording rather than no mail at all.
 */
export async function loadSystemWording(id: SystemTemplateId): Promise<SystemWording> {
  try {
    return (await getSystemTemplateEdit(id)) ?? defaultWording(id);
  } catch (error) {
    log.error('system template unreadable, default wording used', { id, error });
    return defaultWording(id);
  }
}
