import { SignatureV4 } from '@smithy/signature-v4';
import { environmentCredentials, environmentRegion, Sha256 } from './aws-signing';

/**
 * A few AWS calls as signed HTTP requests, without the service's SDK client (issue 40, item 5): the
 * S3, SQS and SES v2 clients each carry operation schemas esbuild cannot drop, 25–45 KB gzip per
 * route for one or two calls. Signature V4 with the signer the DynamoDB client already carries, the
 * role credentials from the environment, Node's own fetch, the SDK's timeouts and its retry rule
 * (3 attempts; throttling, 5xx and network errors only, full-jitter backoff).
 *
 * `AwsHttp.prototype.send` is the single door, so fault injection (tests, the chaos bench) wraps it as
 * it wraps the SDK clients' `send`.
 */

export type AwsService = 's3' | 'sqs' | 'ses';

export type AwsHttpRequest = {
  service: AwsService;
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** Protocol, host and port; the path is separate because S3 signs it as given. */
  origin: URL;
  /** Already escaped. */
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  /** Sent but left out of the signature (S3's `range`, as the SDK does). */
  unsignedHeaders?: readonly string[];
  timeoutMs: number;
};

/** A refusal, shaped like the SDK's service errors where callers look: `name` and the HTTP status. */
export class AwsHttpError extends Error {
  readonly $metadata: { httpStatusCode: number; attempts: number };
  constructor(code: string, status: number, attempts: number, message?: string) {
    super(message || `AWS answered ${status} ${code}`);
    this.name = code;
    this.$metadata = { httpStatusCode: status, attempts };
  }
}

const MAX_ATTEMPTS = 3;
/** What the SDK's standard retry strategy retries besides network errors and timeouts. */
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The SDK's full-jitter backoff: up to 100 ms × 2^attempt. */
const backoffMs = (attempt: number) => Math.random() * 100 * 2 ** attempt;

/** The error code of an XML answer (`<Code>NoSuchKey</Code>`, S3) or a JSON one (`__type`, SQS, SES). */
async function errorOf(response: Response, attempts: number): Promise<AwsHttpError> {
  const text = response.status === 404 ? await response.text().catch(() => '') : await response.text();
  let code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
  let message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  if (!code && text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as { __type?: string; message?: string; Message?: string };
      code = json.__type?.split('#').pop();
      message = json.message ?? json.Message;
    } catch {
      // Not JSON after all: the status names it below.
    }
  }
  code ??=
    response.headers.get('x-amzn-errortype')?.split(':')[0] ??
    (response.status === 404 ? 'NotFound' : `Http${response.status}`);
  return new AwsHttpError(code, response.status, attempts, message);
}

export class AwsHttp {
  /** Signs and sends one request, retrying as the SDK would; resolves with a success, else throws AwsHttpError. */
  async send(request: AwsHttpRequest): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await this.sendOnce(request);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS) throw error;
        await pause(backoffMs(attempt));
        continue;
      }
      if (response.ok) return response;
      if (!RETRYABLE_STATUS.has(response.status) || attempt >= MAX_ATTEMPTS) {
        throw await errorOf(response, attempt);
      }
      await response.body?.cancel();
      await pause(backoffMs(attempt));
    }
  }

  private async sendOnce(request: AwsHttpRequest): Promise<Response> {
    const { origin } = request;
    const signer = new SignatureV4({
      service: request.service,
      region: environmentRegion(),
      credentials: environmentCredentials(),
      sha256: Sha256,
      // S3 signs the path as sent; the other services escape it once more.
      uriEscapePath: request.service !== 's3',
      applyChecksum: false,
    });
    const given = request.headers ?? {};
    const unsigned = new Set((request.unsignedHeaders ?? []).map((name) => name.toLowerCase()));
    const signable = Object.fromEntries(
      Object.entries(given).filter(([name]) => !unsigned.has(name.toLowerCase())),
    );
    const length =
      request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? Buffer.byteLength(request.body)
          : request.body.byteLength;
    const signed = await signer.sign({
      method: request.method,
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port ? Number(origin.port) : undefined,
      path: request.path,
      query: {},
      headers: {
        ...signable,
        host: origin.host,
        ...(length === undefined ? {} : { 'content-length': String(length) }),
      },
      body: request.body,
    });
    const headers: Record<string, string> = { ...signed.headers, ...given };
    // fetch sets these itself and refuses to be told.
    delete headers.host;
    delete headers['content-length'];
    // Like the SDK's requestTimeout: a limit on waiting for the answer, not on reading a large body.
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new Error(`${request.service} did not answer within ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    try {
      return await fetch(`${origin.protocol}//${origin.host}${request.path}`, {
        method: request.method,
        headers,
        // fetch types its body as backed by an ArrayBuffer; a Buffer's may be shared, which fetch copies anyway.
        body: request.body as Uint8Array<ArrayBuffer> | string | undefined,
        signal: abort.signal,
      });
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The one client every module shares (one place to wrap). */
export const awsHttp = new AwsHttp();
