/**
 * Node's zlib in place of pako in every Lambda bundle (an esbuild alias in
 * infra/aws/constructs/handler-bundling.ts): pdf-lib and its PNG codec compress and inflate with pako,
 * a JavaScript port of zlib (about 14 KB gzip of each PDF bundle), and call only its one-shot
 * `deflate(data, { level })` and `inflate(data)`, which zlib's synchronous functions do natively.
 * Anything else of pako's fails loudly here instead of at a customer's PDF.
 */
import { deflateSync, inflateSync } from 'node:zlib';

type Options = { level?: number };

const bytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

export const deflate = (data: Uint8Array, options: Options = {}): Uint8Array =>
  bytes(deflateSync(data, options.level === undefined ? {} : { level: options.level }));

export const inflate = (data: Uint8Array): Uint8Array => bytes(inflateSync(data));

export default { deflate, inflate };
