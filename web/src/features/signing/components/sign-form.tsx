import { Button, Card, Form, Input, Modal, Space, Typography, Upload } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { SIGNING_TAB_EXTENSIONS } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import type { SignaturePosition, UploadAndSignResponse } from '../../../../../shared/schemas/signing';
import { UploadOutlined } from '../../../components/icons';
import { describeError } from '../../../lib/api/errors';
import { useToast } from '../../../lib/toast';
import { describeUploadError, FileRefusedError } from '../../../lib/upload/upload-file';
import { useSignDocument } from '../api/sign-document';

const PdfPositionPicker = lazy(() =>
  import('./pdf-position-picker').then((module) => ({ default: module.PdfPositionPicker })),
);

const m = messages.signing;

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

type SignFormProps = {
  /** /ondertekenen: PDF only, no title (the file name is the document's name). */
  pdfOnly: boolean;
  onSigned: (answer: UploadAndSignResponse) => void;
};

/**
 * Spec §4/§5: a file (.pdf, .doc(x), .txt on the tab; PDF only on /ondertekenen), a title and
 * description on the tab, and for a PDF the place of the stamp chosen in the viewer. Submit stays
 * disabled without file or title, while pending, or for a PDF without a place on the tab. On
 * /ondertekenen the place is optional: without one the server puts the stamp in the last page's corner.
 */
export function SignForm({ pdfOnly, onSigned }: SignFormProps) {
  const toast = useToast();
  const sign = useSignDocument();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [position, setPosition] = useState<SignaturePosition | null>(null);
  const [isPicking, setPicking] = useState(false);
  const [isPageShown, setPageShown] = useState(false);

  const canChoosePosition = file !== null && isPdf(file);
  const needsPosition = canChoosePosition && !pdfOnly;
  const isComplete =
    file !== null && (pdfOnly || title.trim() !== '') && (!needsPosition || position !== null);

  const choose = (chosen: File) => {
    if (pdfOnly && !isPdf(chosen)) {
      toast.error(m.invalidFileType, m.pdfOnly);
      return;
    }
    setFile(chosen);
    setPosition(null);
    if (!pdfOnly && !title) setTitle(chosen.name.replace(/\.[^.]+$/, ''));
    if (isPdf(chosen) && !pdfOnly) setPicking(true);
  };

  const submit = () => {
    if (!file) {
      toast.error(m.noFileSelected, m.selectPdf);
      return;
    }
    if (!pdfOnly && !title.trim()) {
      toast.error(m.fieldsMissing);
      return;
    }
    if (needsPosition && !position) {
      toast.error(m.positionRequired);
      return;
    }
    sign.mutate(
      { file, title: pdfOnly ? undefined : title.trim(), description, position, pdfOnly },
      {
        onSuccess: (answer) => {
          toast.success(m.signed);
          setFile(null);
          setTitle('');
          setDescription('');
          setPosition(null);
          onSigned(answer);
        },
        onError: (error) => {
          if (error instanceof FileRefusedError) {
            const refusal = describeUploadError(error);
            toast.error(refusal.title, refusal.message);
          } else toast.error(m.signFailedTitle, describeError(error, m.signFailed));
        },
      },
    );
  };

  return (
    <Card>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={pdfOnly ? 'PDF-bestand' : 'Bestand'} required>
          <Space wrap>
            <Upload
              accept={pdfOnly ? '.pdf,application/pdf' : SIGNING_TAB_EXTENSIONS.join(',')}
              showUploadList={false}
              beforeUpload={(chosen) => {
                choose(chosen);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>Bestand kiezen</Button>
            </Upload>
            {file && <Typography.Text data-testid="chosen-file">{file.name}</Typography.Text>}
          </Space>
        </Form.Item>
        {!pdfOnly && (
          <>
            <Form.Item label="Titel" required htmlFor="signing-title">
              <Input
                id="signing-title"
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                maxLength={200}
              />
            </Form.Item>
            <Form.Item label="Beschrijving (optioneel)" htmlFor="signing-description">
              <Input.TextArea
                id="signing-description"
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                maxLength={1000}
                rows={3}
              />
            </Form.Item>
          </>
        )}
        {canChoosePosition && (
          <Form.Item label="Plaats van de handtekening" required={needsPosition}>
            <Space wrap>
              <Button onClick={() => setPicking(true)}>
                {position ? 'Plaats wijzigen' : 'Plaats kiezen'}
              </Button>
              <Typography.Text type={position ? undefined : 'secondary'} data-testid="chosen-position">
                {position
                  ? `Pagina ${position.page}, x ${Math.round(position.x)}, y ${Math.round(position.y)}`
                  : needsPosition
                    ? 'Nog geen plaats gekozen'
                    : 'Rechtsonder op de laatste pagina, tenzij u een plaats kiest'}
              </Typography.Text>
            </Space>
          </Form.Item>
        )}
        <Button
          type="primary"
          htmlType="submit"
          disabled={!isComplete || sign.isPending}
          loading={sign.isPending}
        >
          {pdfOnly ? 'Ondertekenen namens de vereniging' : 'Uploaden en ondertekenen'}
        </Button>
      </Form>
      <Modal
        open={isPicking && file !== null}
        title="Kies de plaats van de handtekening"
        width={960}
        onCancel={() => setPicking(false)}
        onOk={() => setPicking(false)}
        okText="Bevestigen"
        cancelText="Sluiten"
        // Only a place chosen on a page the user sees can be confirmed (issue 37 point 6).
        okButtonProps={{ disabled: !position || !isPageShown }}
        destroyOnHidden
        afterClose={() => setPageShown(false)}
      >
        {file && (
          <Suspense fallback={<Typography.Text>{m.pdfViewerNotLoaded}</Typography.Text>}>
            <PdfPositionPicker
              file={file}
              value={position}
              onChange={setPosition}
              onPageShown={setPageShown}
            />
          </Suspense>
        )}
      </Modal>
    </Card>
  );
}
