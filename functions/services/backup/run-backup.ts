import { Readable } from 'node:stream';
import { BACKUP_SOURCE_TABLES } from '../../../shared/backup-tables';
import { todayInBrussels } from '../../../shared/format/dates';
import { backupMessages } from '../../../shared/messages/backup';
import { BACKUP_VERSION } from '../../../shared/schemas/backup';
import { type BackupJobRecord, getBackupJob, updateBackupJob } from '../../repositories/backup-jobs';
import { readTablePage } from '../../repositories/backup-tables';
import { listObjectKeys, putWholeObject, readObjectStream, uploadStream } from '../../storage/backup-objects';
import { bucketName } from '../../storage/buckets';
import { decryptField, fieldKeyFingerprint, loadFieldEncryptionKey } from '../crypto/field-encryption';
import { readSetting } from '../settings/settings-reader';
import { ENTITY_NAMES, entityOf } from './catalogue';
import { encryptStream } from './encryption';
import { BackupMac, withMacTrailer } from './file-mac';
import { backupFileName } from './file-name';
import { jsonReady } from './json-codec';
import { ZIP_FILES_PREFIX, zipStream } from './zip';

/** The buckets whose objects a backup "met bestanden" holds; their unconfirmed uploads and restore files stay out. */
export const FILE_BUCKETS = ['files', 'signed'] as const;
const SKIPPED_PREFIXES = ['pending/', 'restore/'];
/** Records (or files) between two progress writes. */
const PROGRESS_EVERY = 2000;

const totalName = (entity: string) => `total${entity.charAt(0).toUpperCase()}${entity.slice(1)}`;

/**
 * Makes one backup: pages through every table of BACKUP_SOURCE_TABLES, sorts each item into its
 * entity (secrets left out, see catalogue.ts), writes the file of spec §3 — exportDate, version,
 * data, metadata with totals — optionally zipped with every stored file and encrypted, to the
 * backups bucket, and keeps the job's progress. A job that is done or failed is left alone.
 */
export async function runBackup(jobId: string, now: () => Date = () => new Date()): Promise<void> {
  const startedAt = now().toISOString();
  const [job] = await Promise.all([getBackupJob(jobId), loadFieldEncryptionKey()]);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  // Read beside the tables, needed only for the file's metadata and name.
  const organizationRead = readSetting('organization_name');
  organizationRead.catch(() => undefined);

  // Every job write (running, progress, the totals) goes one at a time beside the reading, never
  // waited for by a table's next page (issue 40: the backup ≤ 1.3 × a plain parallel Scan); they are
  // awaited before the last write, and a failed one fails the job once the reading is done.
  let jobWritten: Promise<void> = Promise.resolve();
  let writeFailure: { error: unknown } | undefined;
  const writeJob = (fields: Partial<BackupJobRecord>) => {
    jobWritten = jobWritten
      .then(() => updateBackupJob(jobId, fields))
      .catch((error: unknown) => {
        writeFailure ??= { error };
      });
  };
  const jobWrites = async () => {
    await jobWritten;
    if (writeFailure) throw writeFailure.error;
  };
  writeJob({ status: 'running', done: 0, startedAt });

  const fileKeys = job.withFiles
    ? await Promise.all(
        FILE_BUCKETS.map(async (bucket) => ({
          bucket,
          keys: await listObjectKeys(bucketName(bucket), SKIPPED_PREFIXES),
        })),
      )
    : [];
  const fileCount = fileKeys.reduce((sum, entry) => sum + entry.keys.length, 0);

  let done = 0;
  let reported = 0;
  const report = (total: number) => {
    if (done - reported < PROGRESS_EVERY) return;
    reported = done;
    writeJob({ done, total });
  };
  // Every table is read at the same time (each one page after another): DynamoDB serves them in
  // parallel, one after another the backup waited for each in turn (issue 40: 2.1 × a parallel Scan).
  // Each record is written out as JSON as soon as its page arrives, while the other tables' pages are
  // on their way, so the file is only joined at the end (one pass, no second walk of 100,000 objects).
  // Each table's records are kept apart and joined in table order, so the file's order stays fixed.
  const perTable = await Promise.all(
    BACKUP_SOURCE_TABLES.map(async (table) => {
      const written = new Map<string, string[]>();
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await readTablePage(table, startKey);
        for (const item of page.items) {
          const spec = entityOf(table, String(item.pk), String(item.sk));
          if (!spec) continue;
          const record = jsonReady(item) as Record<string, unknown>;
          for (const attribute of spec.omit ?? []) delete record[attribute];
          if (spec.entity === 'counters' || spec.entity === 'indexes') record.$table = table;
          const texts = written.get(spec.entity);
          if (texts) texts.push(JSON.stringify(record));
          else written.set(spec.entity, [JSON.stringify(record)]);
          done += 1;
        }
        startKey = page.nextKey;
        // While reading, the total is what is known so far: the records read and the files to come.
        report(done + fileCount + 1);
      } while (startKey);
      return written;
    }),
  );
  const total = done + fileCount;
  writeJob({ done, total });

  const organization = (await organizationRead) ?? '';
  const totals: Record<string, number> = {};
  const data = ENTITY_NAMES.map((entity) => {
    const texts = perTable.flatMap((written) => written.get(entity) ?? []);
    totals[totalName(entity)] = texts.length;
    return `${JSON.stringify(entity)}:[${texts.join(',')}]`;
  });
  totals.totalTemplates = totals.totalEmailTemplates ?? 0;
  totals.totalLinks = totals.totalExternalLinks ?? 0;
  totals.totalFiles = fileCount;
  const metadata = {
    ...totals,
    organizationName: organization || null,
    encryptionKeyFingerprint: fieldKeyFingerprint(),
    buckets: Object.fromEntries(FILE_BUCKETS.map((bucket) => [bucket, bucketName(bucket)])),
    withFiles: job.withFiles,
  };
  // The file of spec §3, as JSON.stringify writes { exportDate, version, data, metadata }.
  const plainJson = Buffer.from(
    `{"exportDate":${JSON.stringify(now().toISOString())},"version":${JSON.stringify(BACKUP_VERSION)},"data":{${data.join(',')}},"metadata":${JSON.stringify(metadata)}}`,
    'utf8',
  );
  // The MAC with this installation's key (file-mac.ts): a JSON carries it as its last member, a zip
  // as its last entry, over the JSON and every file.
  const json = job.withFiles ? plainJson : withMacTrailer(plainJson);
  const day = todayInBrussels(now());
  const fileName = backupFileName(organization, day, job.withFiles, job.encrypted);
  const key = `${day}/${jobId}/${fileName}`;
  const contentType = job.encrypted
    ? 'application/octet-stream'
    : job.withFiles
      ? 'application/zip'
      : 'application/json';
  let size = json.byteLength;
  if (!job.withFiles && !job.passphraseEncrypted)
    await putWholeObject(bucketName('backups'), key, json, contentType);
  else {
    // Streamed: each stored file is piped from its bucket through the zip (and the cipher) into a
    // multipart upload, so memory holds the JSON and a part or two, whatever the files weigh.
    let body: AsyncIterable<Uint8Array> = Readable.from([json]);
    if (job.withFiles) {
      const sources = fileKeys.flatMap(({ bucket, keys }) =>
        keys.map((key) => ({
          path: `${ZIP_FILES_PREFIX}${bucket}/${key}`,
          open: async () => (await readObjectStream(bucketName(bucket), key)).body,
        })),
      );
      body = zipStream(
        json,
        sources,
        () => {
          done += 1;
          report(total);
        },
        new BackupMac(),
      );
    }
    if (job.passphraseEncrypted) body = encryptStream(body, decryptField(job.passphraseEncrypted));
    size = await uploadStream(bucketName('backups'), key, body, contentType);
  }
  // The job's earlier writes land before the last one.
  await jobWrites();
  await updateBackupJob(
    jobId,
    {
      status: 'done',
      done: total,
      total,
      fileName,
      key,
      size,
      totals,
      finishedAt: now().toISOString(),
    },
    true,
  );
}

/** After the last failed attempt the job says so, and its passphrase is forgotten. */
export async function markBackupFailed(jobId: string, now: Date = new Date()) {
  await updateBackupJob(
    jobId,
    { status: 'failed', error: backupMessages.backup.failed, finishedAt: now.toISOString() },
    true,
  );
}
