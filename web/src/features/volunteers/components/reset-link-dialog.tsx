import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { MANAGER_RESET_LINK_HOURS } from '../../../../../shared/constants';
import { CopyOutlined } from '../../../components/icons';
import { useToast } from '../../../lib/toast';
import { copyToClipboard } from '../lib/clipboard';
import { screenMessages } from '../lib/messages';

export type GeneratedResetLink = { resetLink: string; userName: string; message: string; isCopied: boolean };

type ResetLinkDialogProps = {
  open: boolean;
  link: GeneratedResetLink;
  onClose: () => void;
  afterClose: () => void;
};

/** Shows a generated reset link to pass on by hand (spec §7), copied already when the browser allowed it. */
export function ResetLinkDialog({ open, link, onClose, afterClose }: ResetLinkDialogProps) {
  const toast = useToast();

  const copyAgain = async () => {
    if (await copyToClipboard(link.resetLink)) toast.success(screenMessages.linkCopied);
    else toast.error(screenMessages.copyFailedTitle, screenMessages.copyFailed);
  };

  return (
    <Modal
      open={open}
      title="Wachtwoord reset link"
      onCancel={onClose}
      afterClose={afterClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Sluiten
        </Button>
      }
      destroyOnHidden
    >
      <Typography.Paragraph>
        Resetlink voor <strong>{link.userName}</strong>. Geef deze link zelf door aan de vrijwilliger; hij is{' '}
        {MANAGER_RESET_LINK_HOURS} uur geldig en werkt één keer.
      </Typography.Paragraph>
      <Space.Compact block>
        <Input
          readOnly
          value={link.resetLink}
          aria-label="Resetlink"
          onFocus={(event) => event.target.select()}
        />
        <Button icon={<CopyOutlined />} onClick={copyAgain}>
          Kopiëren
        </Button>
      </Space.Compact>
      <Alert
        className="reset-link-dialog__status"
        type={link.isCopied ? 'success' : 'info'}
        showIcon
        title={link.message}
        description={
          link.isCopied
            ? 'De link staat op het klembord.'
            : 'De link kon niet automatisch gekopieerd worden; kopieer hem hierboven.'
        }
      />
    </Modal>
  );
}
