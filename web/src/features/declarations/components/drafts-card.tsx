import { Button, Card, Popconfirm, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { phoneMessages } from '../../../../../shared/messages/phone';
import {
  type DeclarationDraft,
  DRAFTS_CHANGED_EVENT,
  deleteDraft,
  listDrafts,
} from '../../../lib/offline/drafts';
import { formatAmount } from '../lib/format';

const d = phoneMessages.drafts;

/** The user's own declarations kept on this device; refreshed whenever the drafts change. */
export function useDrafts(userId: number): DeclarationDraft[] {
  const [drafts, setDrafts] = useState<DeclarationDraft[]>([]);
  const load = useCallback(() => {
    if (typeof indexedDB === 'undefined') return;
    listDrafts(userId).then(setDrafts, () => setDrafts([]));
  }, [userId]);
  useEffect(() => {
    load();
    window.addEventListener(DRAFTS_CHANGED_EVENT, load);
    return () => window.removeEventListener(DRAFTS_CHANGED_EVENT, load);
  }, [load]);
  return drafts;
}

function summary(draft: DeclarationDraft): string {
  const body = draft.body as { description?: unknown; kilometers?: unknown; amount?: unknown };
  const what = String(body.description ?? '');
  if (body.kilometers) return `${what} · ${String(body.kilometers).replace('.', ',')} km`;
  return body.amount ? `${what} · ${formatAmount(String(body.amount).replace(',', '.'))}` : what;
}

/**
 * "Wacht op verbinding" (issue 35 step 4): the declarations made without a connection, each to be
 * edited (back into the form) or discarded. They are sent by themselves when the connection returns.
 */
export function DraftsCard({
  userId,
  onEdit,
}: {
  userId: number;
  onEdit: (draft: DeclarationDraft) => void;
}) {
  const drafts = useDrafts(userId);
  if (drafts.length === 0) return null;
  return (
    <Card size="small" title={d.title} className="drafts-card" role="region" aria-label={d.title}>
      <ul className="drafts-card__list">
        {drafts.map((draft) => (
          <li key={draft.id} className="drafts-card__item">
            <Typography.Text className="drafts-card__what">
              {summary(draft)}
              {draft.receipt ? ' · met bonnetje' : ''}
            </Typography.Text>
            <span className="drafts-card__actions">
              <Button size="small" onClick={() => onEdit(draft)}>
                {d.edit}
              </Button>
              <Popconfirm
                title={d.discardConfirm}
                okText={d.discard}
                cancelText="Annuleren"
                onConfirm={() => deleteDraft(draft.id)}
              >
                <Button size="small" danger>
                  {d.discard}
                </Button>
              </Popconfirm>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
