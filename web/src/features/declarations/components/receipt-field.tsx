import { Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { phoneMessages } from '../../../../../shared/messages/phone';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../../../../shared/uploads';
import {
  CameraOutlined,
  CheckCircleFilled,
  DeleteOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '../../../components/icons';
import { isNetworkFailure } from '../../../lib/offline/drafts';
import { useToast } from '../../../lib/toast';
import { acceptFor, checkFile } from '../../../lib/upload/file-rules';
import { shrinkImage } from '../../../lib/upload/shrink-image';
import { describeUploadError, isAbortError, uploadFile } from '../../../lib/upload/upload-file';

const PURPOSE: UploadPurpose = 'declaration-receipt';
const RULES = UPLOAD_PURPOSES[PURPOSE];

/** The receipt of an expense as the dialog holds it. */
export type ReceiptState =
  | { status: 'none' }
  /** The declaration already has this receipt. */
  | { status: 'existing'; fileName: string }
  /** `shrinking` while a photo is made smaller in the browser, before its upload starts. */
  | { status: 'uploading'; fileName: string; percent: number; shrinking?: true }
  | { status: 'uploaded'; fileName: string; uploadId: string }
  /** Chosen without a connection (only with `camera`): kept on the phone and uploaded with its draft. */
  | { status: 'local'; fileName: string; file: File };

type ReceiptFieldProps = {
  id: string;
  value: ReceiptState;
  onChange: (next: ReceiptState) => void;
  disabled?: boolean;
  /** A button that opens the phone's camera directly (issue 35), beside the file chooser. */
  camera?: boolean;
};

/**
 * Chooses a receipt and uploads it at once (lib/upload), with a progress bar, so it is ready when
 * the form is sent. A photo is shrunk first (lib/upload/shrink-image); a PDF stays as it is. The
 * limits of spec §5 are checked before anything leaves the browser.
 */
export function ReceiptField({ id, value, onChange, disabled = false, camera = false }: ReceiptFieldProps) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const previous = useRef<ReceiptState>(value);

  useEffect(() => () => upload.current?.abort(), []);

  const choose = async (chosen: File) => {
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    previous.current = value.status === 'uploading' ? previous.current : value;
    onChange({ status: 'uploading', fileName: chosen.name, percent: 0, shrinking: true });
    const file = await shrinkImage(chosen);
    if (controller.signal.aborted) return;
    const refusal = checkFile(file, PURPOSE);
    if (refusal) {
      toast.error(refusal.title, refusal.message);
      onChange(previous.current);
      upload.current = null;
      return;
    }
    if (camera && !navigator.onLine) {
      onChange({ status: 'local', fileName: file.name, file });
      upload.current = null;
      return;
    }
    onChange({ status: 'uploading', fileName: file.name, percent: 0 });
    try {
      const confirmed = await uploadFile(
        file,
        PURPOSE,
        (percent) => {
          if (!controller.signal.aborted) onChange({ status: 'uploading', fileName: file.name, percent });
        },
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      onChange({ status: 'uploaded', fileName: confirmed.fileName, uploadId: confirmed.uploadId });
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return;
      if (camera && isNetworkFailure(error)) {
        onChange({ status: 'local', fileName: file.name, file });
        return;
      }
      const { title, message } = describeUploadError(error);
      toast.error(title, message);
      onChange(previous.current);
    } finally {
      if (upload.current === controller) upload.current = null;
    }
  };

  const cancel = () => {
    upload.current?.abort();
    upload.current = null;
    onChange(previous.current);
  };

  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void choose(file);
  };

  return (
    <div className="receipt-field">
      {camera && (
        <input
          ref={cameraInput}
          type="file"
          accept="image/*"
          capture="environment"
          aria-label={phoneMessages.quick.takePhoto}
          style={{ display: 'none' }}
          onChange={pick}
        />
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={acceptFor(PURPOSE)}
        // antd's form styles show file inputs; the button below opens this one.
        style={{ display: 'none' }}
        onChange={pick}
      />
      {value.status === 'uploading' ? (
        <div className="receipt-field__progress">
          <Space size={8}>
            <PaperClipOutlined aria-hidden />
            <Typography.Text ellipsis>{value.fileName}</Typography.Text>
            <Button size="small" type="link" onClick={cancel}>
              Annuleren
            </Button>
          </Space>
          {value.shrinking && (
            <Typography.Text type="secondary" className="receipt-field__hint">
              {phoneMessages.quick.shrinking}
            </Typography.Text>
          )}
          <Progress
            percent={value.percent}
            size="small"
            status="active"
            aria-label={`${value.fileName} uploaden`}
          />
        </div>
      ) : value.status === 'none' ? (
        <Space size={8} wrap>
          {camera && (
            <Button
              icon={<CameraOutlined />}
              size="large"
              disabled={disabled}
              onClick={() => cameraInput.current?.click()}
            >
              Foto nemen
            </Button>
          )}
          <Button
            icon={<UploadOutlined />}
            size={camera ? 'large' : 'middle'}
            disabled={disabled}
            onClick={() => input.current?.click()}
          >
            Bestand kiezen
          </Button>
        </Space>
      ) : (
        <Space size={8} wrap className="receipt-field__file">
          {value.status === 'uploaded' ? (
            <CheckCircleFilled className="receipt-field__done" aria-label="Geüpload" />
          ) : value.status === 'local' ? (
            <PaperClipOutlined aria-label={phoneMessages.drafts.title} />
          ) : (
            <PaperClipOutlined aria-hidden />
          )}
          <Typography.Text ellipsis className="receipt-field__name">
            {value.fileName}
          </Typography.Text>
          {!disabled && (
            <>
              <Button size="small" onClick={() => input.current?.click()}>
                Vervangen
              </Button>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label="Bijlage verwijderen"
                onClick={() => onChange({ status: 'none' })}
              />
            </>
          )}
        </Space>
      )}
      {!disabled && value.status !== 'uploading' && (
        <Typography.Text type="secondary" className="receipt-field__hint">
          {RULES.typeLabel}, maximaal {RULES.maxBytes / 1024 / 1024} MB.
        </Typography.Text>
      )}
    </div>
  );
}
