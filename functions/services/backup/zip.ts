import { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import * as yazl from 'yazl';
import { type BackupMac, digestOf, hashingStream } from './file-mac';

/** The JSON inside a "met bestanden" zip; every stored object sits beside it under `files/<bucket>/<key>`. */
export const ZIP_JSON_ENTRY = 'backup.json';
export const ZIP_FILES_PREFIX = 'files/';
/** The zip's last entry: the MAC over the JSON and every stored file (file-mac.ts). */
export const ZIP_MAC_ENTRY = 'backup.mac';

/**
 * What a restore reads at most (issue 38, item 13): the JSON is parsed in memory, so it is capped
 * (100,000 records take about 76 MB); the zip's entries and their uncompressed total are capped
 * before anything is read, so a small zip bomb is refused with a Dutch message instead of filling
 * the worker's memory or the buckets. yauzl checks each entry's real size against the declared one.
 */
export const RESTORE_LIMITS = {
  jsonBytes: 128 * 1024 * 1024,
  zipEntries: 50_000,
  zipUncompressedBytes: 8 * 1024 * 1024 * 1024,
  macBytes: 256,
} as const;

/** A zip or JSON past RESTORE_LIMITS; `entries` when there are too many of them. */
export class RestoreLimitError extends Error {
  constructor(readonly limit: 'bytes' | 'entries') {
    super(`The backup exceeds the restore's ${limit} limit`);
    this.name = 'RestoreLimitError';
  }
}

export type ZipEntrySource = { path: string; open: () => Promise<Readable> };

/**
 * A zip of the JSON and the stored files, as a stream. Each file is opened only when the zip reaches
 * it (yazl pulls it lazily) and piped through: no file is ever held whole, only the chunk in transit.
 */
export function zipStream(
  json: Buffer,
  files: readonly ZipEntrySource[],
  onFile: () => void,
  mac: BackupMac,
): AsyncIterable<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(json, ZIP_JSON_ENTRY);
  mac.json(digestOf(json));
  for (const file of files) {
    zip.addReadStreamLazy(file.path, (callback) => {
      file.open().then(
        (stream) => {
          // yazl reads the entries one after another, so the MAC takes the files in the zip's order.
          const hashed = stream.pipe(hashingStream((digest) => mac.file(file.path, digest)));
          stream.once('error', (error) => hashed.destroy(error));
          hashed.once('end', onFile);
          callback(null, hashed);
        },
        (error) => callback(error, undefined as unknown as Readable),
      );
    });
  }
  // Asked for once every file before it has gone through.
  zip.addReadStreamLazy(ZIP_MAC_ENTRY, (callback) => callback(null, Readable.from([Buffer.from(mac.hex())])));
  zip.end();
  return zip.outputStream as AsyncIterable<Buffer>;
}

export const isZip = (start: Uint8Array) => start.length >= 4 && start[0] === 0x50 && start[1] === 0x4b;

/** One entry of an open zip: its path and size, and its content as a stream when asked for. */
export type ZipEntryHandle = { path: string; size: number; open: () => Promise<Readable> };

/** A zip read through `readRange` (the S3 object's bytes, a range GET each): nothing of it is held. */
export function openZipByRanges(
  readRange: (start: number, end: number) => Readable,
  size: number,
): Promise<yauzl.ZipFile> {
  class RangeReader extends yauzl.RandomAccessReader {
    override _readStreamForRange(start: number, end: number): Readable {
      return readRange(start, end);
    }
  }
  return yauzl.fromRandomAccessReaderPromise(new RangeReader(), size, {
    lazyEntries: true,
    autoClose: false,
  });
}

/**
 * The entries of an open zip (its central directory only; no content is read). Refused with
 * RestoreLimitError past RESTORE_LIMITS' entry count or uncompressed total, before any entry is read.
 */
export async function zipEntries(zip: yauzl.ZipFile): Promise<ZipEntryHandle[]> {
  if (zip.entryCount > RESTORE_LIMITS.zipEntries) throw new RestoreLimitError('entries');
  const entries: ZipEntryHandle[] = [];
  let uncompressed = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    uncompressed += entry.uncompressedSize;
    if (uncompressed > RESTORE_LIMITS.zipUncompressedBytes) throw new RestoreLimitError('bytes');
    entries.push({
      path: entry.fileName,
      size: entry.uncompressedSize,
      open: () => zip.openReadStreamPromise(entry),
    });
  }
  return entries;
}

/**
 * A whole stream in memory: only for the backup's JSON, which the restore parses anyway, and the MAC.
 * Stops with RestoreLimitError as soon as more than `maxBytes` came through, whatever the zip declared.
 */
export async function readAll(stream: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      (stream as Partial<Readable>).destroy?.();
      throw new RestoreLimitError('bytes');
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
