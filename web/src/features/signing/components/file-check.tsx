import { Alert } from 'antd';
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import type { VerifyFileResponse } from '../../../../../shared/schemas/signing';
import { verifyFile } from '../api/verification';
import { sha256Of } from '../lib/files';

const v = messages.verification;

const TITLES: Record<VerifyFileResponse['match'], string> = {
  signed: 'Bestand komt overeen',
  original: 'Origineel bestand',
  none: 'Bestand komt niet overeen',
};
const TYPES = { signed: 'success', original: 'warning', none: 'error' } as const;

/**
 * Drop a file to learn whether it is exactly a file this portal signed. Only its SHA-256 leaves the
 * computer; the file is not uploaded. A plain input and drop area: the public page stays light.
 */
export function FileCheck() {
  const [result, setResult] = useState<VerifyFileResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const [isOver, setOver] = useState(false);

  const check = async (file: File | undefined) => {
    if (!file) return;
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
      <label
        className={`signing-drop${isOver ? ' signing-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          void check(event.dataTransfer.files[0]);
        }}
      >
        <input
          type="file"
          className="signing-drop__input"
          disabled={isChecking}
          onChange={(event) => {
            void check(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span className="signing-drop__title">
          {isChecking
            ? 'Bezig met controleren…'
            : 'Sleep een ondertekend bestand hierheen of klik om het te kiezen'}
        </span>
        <span className="signing-drop__hint">
          Het bestand wordt niet verstuurd: alleen de vingerafdruk (SHA-256) wordt gecontroleerd.
        </span>
      </label>
      {result && (
        <Alert
          data-testid="file-check-result"
          type={TYPES[result.match]}
          showIcon
          title={TITLES[result.match]}
          description={
            <>
              <p className="signing-plain">{result.message}</p>
              {result.document && (
                <p className="signing-plain">
                  {result.document.documentName} — {result.document.signerName}
                </p>
              )}
            </>
          }
        />
      )}
      {failed && <Alert type="error" showIcon title={v.failedTitle} description={v.failed} />}
    </div>
  );
}
