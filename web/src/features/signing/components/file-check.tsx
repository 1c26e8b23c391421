import { InboxOutlined } from '@ant-design/icons';
import { Alert, Typography, Upload } from 'antd';
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { VerifyFileResponse } from '../../../../../shared/schemas/signing';
import { verifyFile } from '../api/verification';
import { sha256Of } from '../lib/files';

const v = messages.verification;

/**
 * Drop a file to learn whether it is exactly a file this portal signed. Only its SHA-256 leaves the
 * computer; the file is not uploaded.
 */
export function FileCheck() {
  const [result, setResult] = useState<VerifyFileResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [isChecking, setChecking] = useState(false);

  const check = async (file: File) => {
    setChecking(true);
    setFailed(false);
    try {
      setResult(await verifyFile(await sha256Of(file)));
    } catch {
      setResult(null);
      setFailed(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="signing-file-check">
      <Upload.Dragger
        multiple={false}
        showUploadList={false}
        disabled={isChecking}
        beforeUpload={(file) => {
          void check(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Sleep een ondertekend bestand hierheen of klik om het te kiezen</p>
        <p className="ant-upload-hint">
          Het bestand wordt niet verstuurd: alleen de vingerafdruk (SHA-256) wordt gecontroleerd.
        </p>
      </Upload.Dragger>
      {result && (
        <Alert
          data-testid="file-check-result"
          type={result.match === 'signed' ? 'success' : result.match === 'original' ? 'warning' : 'error'}
          showIcon
          title={
            result.match === 'signed'
              ? 'Bestand komt overeen'
              : result.match === 'original'
                ? 'Origineel bestand'
                : 'Bestand komt niet overeen'
          }
          description={
            <>
              <Typography.Paragraph style={{ margin: 0 }}>{result.message}</Typography.Paragraph>
              {result.document && (
                <Typography.Paragraph style={{ margin: 0 }}>
                  {result.document.documentName} — {result.document.signerName}
                </Typography.Paragraph>
              )}
            </>
          }
        />
      )}
      {failed && <Alert type="error" showIcon title={v.failedTitle} description={v.failed} />}
    </div>
  );
}
