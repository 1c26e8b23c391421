import type { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import * as yazl from 'yazl';

/** The JSON inside a "met bestanden" zip; every stored object sits beside it under `files/<bucket>/<key>`. */
export const ZIP_JSON_ENTRY = 'backup.json';
export const ZIP_FILES_PREFIX = 'files/';

export type ZipEntrySource = { path: string; open: () => Promise<Readable> };

/**
 * A zip of the JSON and the stored files, as a stream. Each file is opened only when the zip reaches
 * it (yazl pulls it lazily) and piped through: no file is ever held whole, only the chunk in transit.
 */
export function zipStream(
  json: Buffer,
  files: readonly ZipEntrySource[],
  onFile: () => void,
): AsyncIterable<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(json, ZIP_JSON_ENTRY);
  for (const file of files) {
    zip.addReadStreamLazy(file.path, (callback) => {
      file.open().then(
        (stream) => {
          stream.once('end', onFile);
          callback(null, stream);
        },
        (error) => callback(error, undefined as unknown as Readable),
      );
    });
  }
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

/** The entries of an open zip (its central directory only; no content is read). */
export async function zipEntries(zip: yauzl.ZipFile): Promise<ZipEntryHandle[]> {
  const entries: ZipEntryHandle[] = [];
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    entries.push({
      path: entry.fileName,
      size: entry.uncompressedSize,
      open: () => zip.openReadStreamPromise(entry),
    });
  }
  return entries;
}

/** A whole stream in memory: only for the backup's JSON, which the restore parses anyway. */
export async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
