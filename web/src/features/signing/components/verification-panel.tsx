import { Alert, Button, Input, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { PROOF_AUTO_DOWNLOAD_MS } from '../../../../../shared/constants';
import { messages } from '../../../../../shared/messages';
import type { VerificationResponse } from '../../../../../shared/schemas/signing';
import { isApiError } from '../../../lib/api/errors';
import { useToast } from '../../../lib/toast';
import { verifySignature } from '../api/verification';
import { downloadProof } from '../lib/files';
import { VerificationResult } from './verification-result';

const v = messages.verification;
const s = messages.signing;

type Outcome =
  | { kind: 'valid'; result: VerificationResponse }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

type VerificationPanelProps = {
  /** A token from the address (`?token=`): verified at once. */
  initialToken?: string | null;
  /** The public page downloads the proof by itself 1 s after a valid result (spec §9). */
  autoDownloadProof?: boolean;
};

/** Token input, verification, its outcome, the proof download (spec §4, §5, §8). */
export function VerificationPanel({ initialToken, autoDownloadProof = false }: VerificationPanelProps) {
  const toast = useToast();
  const [token, setToken] = useState(initialToken ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isVerifying, setVerifying] = useState(false);
  const [isDownloading, setDownloading] = useState(false);
  const autoDownloaded = useRef<string | null>(null);

  const proof = async (value: string) => {
    setDownloading(true);
    try {
      await downloadProof(value);
      toast.success(v.proofDownloaded);
    } catch {
      toast.error(v.proofDownloadFailedTitle, v.proofDownloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  const verify = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      toast.error(v.tokenRequiredTitle, v.tokenRequired);
      return;
    }
    setVerifying(true);
    try {
      const result = await verifySignature(trimmed);
      setOutcome({ kind: 'valid', result });
      toast.dismissErrors();
      if (autoDownloadProof && autoDownloaded.current !== trimmed) {
        autoDownloaded.current = trimmed;
        setTimeout(() => void proof(result.verification.token), PROOF_AUTO_DOWNLOAD_MS);
      }
    } catch (error) {
      if (isApiError(error, 404)) setOutcome({ kind: 'invalid' });
      else
        setOutcome({
          kind: 'failed',
          message: isApiError(error) ? (error.serverMessage ?? v.failed) : v.failed,
        });
    } finally {
      setVerifying(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a token from the address is verified once
  useEffect(() => {
    if (initialToken) void verify(initialToken);
  }, [initialToken]);

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(s.linkCopied);
    } catch {
      toast.error(s.copyFailedTitle, s.copyFailed);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <form
        className="signing-token-form"
        onSubmit={(event) => {
          event.preventDefault();
          void verify(token);
        }}
      >
        <label htmlFor="signature-token" className="signing-label">
          Ondertekeningstoken
        </label>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            id="signature-token"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            placeholder="bijv. 123e4567-e89b-42d3-a456-426614174000"
            autoComplete="off"
          />
          <Button type="primary" htmlType="submit" loading={isVerifying}>
            Verifiëren
          </Button>
        </Space.Compact>
      </form>
      {outcome?.kind === 'valid' && (
        <VerificationResult
          result={outcome.result}
          onCopyToken={() => void copy(outcome.result.verification.token)}
          onDownloadProof={() => void proof(outcome.result.verification.token)}
          isDownloading={isDownloading}
        />
      )}
      {outcome?.kind === 'invalid' && (
        <Alert type="error" showIcon title={v.invalidSignature} description={v.notValid} />
      )}
      {outcome?.kind === 'failed' && (
        <Alert type="error" showIcon title={v.failedTitle} description={outcome.message} />
      )}
    </Space>
  );
}
