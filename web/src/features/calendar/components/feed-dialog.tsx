import { Button, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { messages } from '../../../../../shared/messages';
import { useToast } from '../../../lib/toast';
import { useFeedLink, useRenewFeed, useRevokeFeed } from '../api/feed';
import { LABELS } from '../lib/labels';

const m = messages.calendar;

/** The caller's ICS feed: make, copy, renew (the old link stops working) or revoke it. */
export function FeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const link = useFeedLink(open);
  const renew = useRenewFeed();
  const revoke = useRevokeFeed();
  const url = link.data?.url ?? null;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link gekopieerd');
    } catch {
      toast.error('Kopiëren mislukt', 'Kon link niet kopiëren naar klembord');
    }
  };
  return (
    <Modal
      open={open}
      title={LABELS.feed}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{LABELS.close}</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph>{url ? m.feedExplanation : m.feedNone}</Typography.Paragraph>
      {url && (
        <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
          <Input readOnly value={url} aria-label="Feed-link" />
          <Button onClick={copy}>Kopiëren</Button>
        </Space.Compact>
      )}
      <Space wrap>
        {url ? (
          <Popconfirm
            title="Nieuwe link maken?"
            description="De oude link werkt daarna niet meer."
            okText="Nieuwe link"
            cancelText={LABELS.cancel}
            onConfirm={() =>
              renew.mutate(undefined, {
                onSuccess: () => toast.success(m.feedRenewed),
                onError: (error) => toast.failure(error, messages.generic.error),
              })
            }
          >
            <Button loading={renew.isPending}>Nieuwe link maken</Button>
          </Popconfirm>
        ) : (
          <Button
            type="primary"
            loading={renew.isPending || link.isLoading}
            onClick={() =>
              renew.mutate(undefined, { onError: (error) => toast.failure(error, messages.generic.error) })
            }
          >
            Feed-link maken
          </Button>
        )}
        {url && (
          <Popconfirm
            title="Link intrekken?"
            description="Apps die de agenda volgen, krijgen geen afspraken meer."
            okText="Intrekken"
            okButtonProps={{ danger: true }}
            cancelText={LABELS.cancel}
            onConfirm={() =>
              revoke.mutate(undefined, {
                onSuccess: () => toast.success(m.feedRevoked),
                onError: (error) => toast.failure(error, messages.generic.error),
              })
            }
          >
            <Button danger loading={revoke.isPending}>
              Intrekken
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Modal>
  );
}
