import type { EventBridgeEvent } from 'aws-lambda';
import { createLogger } from '../commons/logger';
import { handleSesEvent, sesEventDetail } from '../services/email/ses-events';

const log = createLogger({ handler: 'ses-events' });

/** SES events of the portal's configuration set, through EventBridge: delivery, bounce, complaint. */
export async function handler(event: EventBridgeEvent<string, unknown>): Promise<void> {
  const detail = sesEventDetail.safeParse(event.detail);
  if (!detail.success) {
    log.warn('Ignored an SES event of an unknown shape', { detailType: event['detail-type'] });
    return;
  }
  await handleSesEvent(detail.data, new Date());
}
