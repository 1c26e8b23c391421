import { Button, Card, Empty, Spin, Typography } from 'antd';
import { useState } from 'react';
import { settingsMessages } from '../../../../../shared/messages/settings';
import { canManageLinks, sortLinks } from '../../../../../shared/policies/external-links';
import type { ExternalLink, ExternalLinkBodyInput } from '../../../../../shared/schemas/external-links';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { EditOutlined, ExportOutlined, PlusOutlined } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { useToast } from '../../../lib/toast';
import { useCreateLink, useDeleteLink, useExternalLinks, useUpdateLink } from '../api/links';
import { LinkDialog } from '../components/link-dialog';
import { LinkIcon } from '../components/link-icon';
import './external-links-page.css';

const m = settingsMessages.links;
type DialogState = { open: false } | { open: true; link: ExternalLink | null };

/** /navigatie: the association's links as cards (1 to 3 columns); admins add, edit and delete them. */
export function ExternalLinksPage() {
  const user = useCurrentUser();
  const toast = useToast();
  const links = useExternalLinks();
  const create = useCreateLink();
  const update = useUpdateLink();
  const remove = useDeleteLink();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const isAdmin = canManageLinks(user);
  const items = sortLinks(links.data?.items ?? []);

  const save = (body: ExternalLinkBodyInput) => {
    if (!dialog.open) return;
    const handlers = (success: string) => ({
      onSuccess: () => {
        toast.success(success);
        setDialog({ open: false });
      },
      onError: (error: unknown) => toast.failure(error, m.saveFailed),
    });
    if (dialog.link) update.mutate({ id: dialog.link.id, body }, handlers(m.updated));
    else create.mutate(body, handlers(m.added));
  };

  return (
    <div className="stack">
      <PageHeader
        title="Externe Links"
        subtitle="Handige websites en hulpmiddelen van de organisatie"
        actions={
          isAdmin && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ open: true, link: null })}
            >
              Link toevoegen
            </Button>
          )
        }
      />
      {links.isPending ? (
        <Spin />
      ) : items.length === 0 ? (
        <Empty description={m.empty} />
      ) : (
        <ul className="card-grid links-grid" aria-label="Externe links">
          {items.map((link) => (
            <li key={link.id}>
              <Card
                className="link-card"
                title={
                  <span className="link-card__title">
                    <LinkIcon name={link.icon} /> {link.title}
                  </span>
                }
                extra={
                  isAdmin && (
                    <span className="link-card__actions">
                      <Button
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={`${link.title} bewerken`}
                        onClick={() => setDialog({ open: true, link })}
                      />
                      <ConfirmDeleteButton
                        title="Link verwijderen"
                        description={m.confirmDelete(link.title)}
                        ariaLabel={`${link.title} verwijderen`}
                        onConfirm={() =>
                          remove.mutate(link.id, {
                            onSuccess: () => toast.success(m.deleted),
                            onError: (error) => toast.failure(error, m.deleteFailed),
                          })
                        }
                      />
                    </span>
                  )
                }
              >
                {link.description && <Typography.Paragraph>{link.description}</Typography.Paragraph>}
                <Button href={link.url} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
                  Bezoeken
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LinkDialog
        // A new form for each opening: the dialog starts from the link it edits (or an empty one).
        key={dialog.open ? (dialog.link?.id ?? 'new') : 'closed'}
        open={dialog.open}
        link={dialog.open ? dialog.link : null}
        defaultOrder={items.length}
        isSaving={create.isPending || update.isPending}
        onClose={() => setDialog({ open: false })}
        onSave={save}
      />
    </div>
  );
}
