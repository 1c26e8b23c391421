import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { phoneMessages } from '../../../../shared/messages/phone';
import { registerServiceWorker } from './service-worker';

const m = phoneMessages.update;

/**
 * "Nieuwe versie beschikbaar — vernieuwen" (issue 35) when a new build's service worker waits: the
 * page keeps running its own version until the user chooses to reload, so nothing typed is lost.
 */
export function UpdatePrompt() {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  useEffect(() => registerServiceWorker((activateUpdate) => setActivate(() => activateUpdate)), []);
  if (!activate) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{m.available} —</span>
      <Button type="link" size="small" onClick={activate} className="update-prompt__action">
        {m.reload}
      </Button>
    </div>
  );
}
