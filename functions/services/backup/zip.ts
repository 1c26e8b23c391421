import { Readable } from 'node:stream';
import * as yauzl from 'yauzl';
import * as yazl from 'yazl';

/** The JSON inside a "met bestanden" zip; every stored object sits beside it under `files/<bucket>/<key>`. */
export const ZIP_JSON_ENTRY = 'backup.json';
export const ZIP_FILES_PREFIX = 'files/';

export type ZipEntrySource = { path: string; read: () => Promise<Buffer> };

/**
 * A zip of the JSON and the stored files. Files are read one at a time as the zip is written
 * (yazl pulls each lazily), so only the file being added and the output are held in memory.
 */
export async function buildZip(
  json: Buffer,
  files: readonly ZipEntrySource[],
  onFile: () => void,
): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(json, ZIP_JSON_ENTRY);
  for (const file of files) {
    zip.addReadStreamLazy(file.path, (callback) => {
      file.read().then(
        (body) => {
          onFile();
          callback(null, Readable.from([body]));
        },
        (error) => callback(error, undefined as unknown as Readable),
      );
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export const isZip = (start: Uint8Array) => start.length >= 4 && start[0] === 0x50 && start[1] === 0x4b;

/** Every entry of a zip: the caller gets the JSON and each stored file as it is read. */
export async function readZip(
  file: Buffer,
  onEntry: (path: string, body: Buffer) => Promise<void> | void,
): Promise<void> {
  const zip = await yauzl.fromBufferPromise(file, { lazyEntries: true });
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          Promise.resolve(onEntry(entry.fileName, Buffer.concat(chunks))).then(() => zip.readEntry(), reject);
        });
      });
    });
    zip.readEntry();
  });
}
