import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_S3_CLIENT_CONFIG } from '../../infra/local/services';
import { ATTACHMENT_MAX_BYTES } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { UPLOAD_PURPOSES } from '../../shared/uploads';
import { MINIMAL_PDF, MINIMAL_PNG } from './support/files';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

let portal: TestPortal;
let admin: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
});
afterAll(() => portal.stop());

type Presigned = { uploadId: string; url: string; headers: Record<string, string> };

async function presign(
  token: string,
  declared: { fileName: string; contentType: string; size: number },
  purpose = 'declaration-receipt',
) {
  return portal.call<Presigned>('POST', '/api/uploads', {
    token,
    body: { purpose, ...declared },
  });
}

async function uploadAndConfirm(
  token: string,
  bytes: Buffer,
  declared: { fileName: string; contentType: string },
  purpose = 'declaration-receipt',
) {
  const presigned = await presign(token, { ...declared, size: bytes.byteLength }, purpose);
  expect(presigned.status).toBe(201);
  const put = await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.ok).toBe(true);
  return {
    uploadId: presigned.body.uploadId,
    confirm: await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, { token }),
  };
}

const uploadRecord = async (id: string) =>
  (await readTable(portal.resourcePrefix, 'documents')).find((item) => item.pk === `UPLOAD#${id}`);

/** A declaration of the admin with this upload as its receipt. */
const declare = (receiptUploadId: string) =>
  portal.call<{ id: number }>('POST', '/api/declarations', {
    token: admin,
    body: {
      type: 'expense',
      description: 'Schriften',
      amount: '3.10',
      date: new Date().toISOString().slice(0, 10),
      receiptUploadId,
    },
  });

describe('uploads', () => {
  it('accept a real PDF: presigned PUT straight to S3, then a confirmation that reads its bytes', async () => {
    const { uploadId, confirm } = await uploadAndConfirm(admin, MINIMAL_PDF, {
      fileName: 'bonnetje.pdf',
      contentType: 'application/pdf',
    });

    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({
      uploadId,
      fileName: 'bonnetje.pdf',
      size: MINIMAL_PDF.byteLength,
      contentType: 'application/pdf',
    });
    expect(await uploadRecord(uploadId)).toMatchObject({
      status: 'confirmed',
      key: `declaration-receipt/${uploadId}`,
    });
  });

  it('refuse a PNG renamed to .pdf at confirmation, and delete it', async () => {
    const { uploadId, confirm } = await uploadAndConfirm(admin, MINIMAL_PNG, {
      fileName: 'stiekem.pdf',
      contentType: 'application/pdf',
    });

    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe(messages.uploads.wrongType('PDF, JPG, JPEG of PNG'));
    expect(await uploadRecord(uploadId)).toMatchObject({ status: 'pending' });
    const again = await portal.call('POST', `/api/uploads/${uploadId}/confirm`, { token: admin });
    expect(again.body.message).toBe(messages.uploads.notUploaded);
  });

  it('refuse a declared size over 10 MB before anything is uploaded', async () => {
    const answer = await presign(admin, {
      fileName: 'groot.pdf',
      contentType: 'application/pdf',
      size: ATTACHMENT_MAX_BYTES + 1,
    });

    expect(answer.status).toBe(413);
    expect((answer.body as unknown as { message: string }).message).toBe(messages.uploads.tooLarge);
  });

  it('refuse a file of 10 MB + 1 byte at confirmation even when a smaller size was declared', async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - MINIMAL_PDF.byteLength)]);
    const presigned = await presign(admin, {
      fileName: 'klein.pdf',
      contentType: 'application/pdf',
      size: 1000,
    });
    await fetch(presigned.body.url, {
      method: 'PUT',
      headers: presigned.body.headers,
      body: new Uint8Array(big),
    });

    const confirm = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, {
      token: admin,
    });

    expect(confirm.status).toBe(413);
    expect(confirm.body.message).toBe(messages.uploads.tooLarge);
    expect(await uploadRecord(presigned.body.uploadId)).toMatchObject({ status: 'pending', size: null });
  });

  it('refuse a declared type the purpose does not allow', async () => {
    const answer = await presign(admin, {
      fileName: 'macro.docm',
      contentType: 'application/vnd.ms-word',
      size: 100,
    });
    expect(answer.status).toBe(400);
  });

  it('hand a purpose’s upload URL only to whoever may take its step: no restore, logo or mail attachment for a volunteer', async () => {
    const { token: volunteer } = await signedInUser(portal, admin);
    const backup = { fileName: 'backup.json', contentType: 'application/json', size: 1024 };
    const logo = { fileName: 'logo.png', contentType: 'image/png', size: 1024 };
    const attachment = { fileName: 'brief.pdf', contentType: 'application/pdf', size: 1024 };

    const refused = await Promise.all([
      presign(volunteer, backup, 'restore'),
      presign(volunteer, logo, 'settings-logo'),
      presign(volunteer, attachment, 'mail-attachment'),
    ]);
    const receipt = await presign(volunteer, attachment);
    const adminRestore = await presign(admin, backup, 'restore');

    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(refused[0]?.body).toEqual({ message: messages.generic.forbidden, code: 'FORBIDDEN' });
    expect(receipt.status).toBe(201);
    expect(adminRestore.status).toBe(201);
  });

  it('hide another user’s upload', async () => {
    const { uploadId } = await uploadAndConfirm(admin, MINIMAL_PDF, {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
    });
    const { token } = await signedInUser(portal, admin);

    const answer = await portal.call('POST', `/api/uploads/${uploadId}/confirm`, { token });

    expect(answer.status).toBe(404);
  });

  it('answer a confirmation of an upload that never happened with a Dutch 400', async () => {
    const presigned = await presign(admin, {
      fileName: 'niets.pdf',
      contentType: 'application/pdf',
      size: 100,
    });

    const confirm = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, {
      token: admin,
    });

    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe(messages.uploads.notUploaded);
  });
});

/**
 * The start of a real legacy Office file: an OLE compound file (MS-CFB v3) header — signature, minor
 * version 0x3E, major version 3, little-endian byte order, 512-byte sectors, 64-byte mini sectors, one
 * FAT sector, the directory in sector 1 — followed by its FAT sector. Word and Excel 97–2003 files
 * start exactly like this; only the streams inside differ.
 */
function compoundFile(): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44);
  header.writeUInt32LE(1, 48);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(0xfffffffe, 60);
  header.writeUInt32LE(0xfffffffe, 68);
  header.writeUInt32LE(0, 76);
  header.fill(0xff, 80, 512);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  return Buffer.concat([header, fat, Buffer.alloc(512, 0)]);
}

describe('legacy Office files (.doc, .xls)', () => {
  const wordType = 'application/msword';
  const excelType = 'application/vnd.ms-excel';

  it('accept a .doc and a .xls, recognised from their compound-file bytes as the declared Office type', async () => {
    const doc = await uploadAndConfirm(
      admin,
      compoundFile(),
      { fileName: 'verslag.doc', contentType: wordType },
      'mail-attachment',
    );
    const xls = await uploadAndConfirm(
      admin,
      compoundFile(),
      { fileName: 'Begroting.XLS', contentType: excelType },
      'mail-attachment',
    );

    expect(doc.confirm.status).toBe(200);
    expect(doc.confirm.body).toMatchObject({ fileName: 'verslag.doc', contentType: wordType });
    expect(xls.confirm.status).toBe(200);
    expect(xls.confirm.body).toMatchObject({ contentType: excelType });
    expect(await uploadRecord(doc.uploadId)).toMatchObject({ status: 'confirmed', contentType: wordType });
  });

  it('refuse a compound file renamed to .pdf', async () => {
    const { uploadId, confirm } = await uploadAndConfirm(
      admin,
      compoundFile(),
      { fileName: 'factuur.pdf', contentType: 'application/pdf' },
      'mail-attachment',
    );

    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe(
      messages.uploads.wrongType(UPLOAD_PURPOSES['mail-attachment'].typeLabel),
    );
    expect(await uploadRecord(uploadId)).toMatchObject({ status: 'pending', contentType: null });
  });

  it('refuse a compound file whose name does not match the declared Office type', async () => {
    const renamed = await uploadAndConfirm(
      admin,
      compoundFile(),
      { fileName: 'installer.msi.txt', contentType: wordType },
      'mail-attachment',
    );
    const crossed = await uploadAndConfirm(
      admin,
      compoundFile(),
      { fileName: 'cijfers.xls', contentType: wordType },
      'mail-attachment',
    );

    expect(renamed.confirm.status).toBe(400);
    expect(crossed.confirm.status).toBe(400);
  });

  it('refuse a PDF declared as a .doc', async () => {
    const { confirm } = await uploadAndConfirm(
      admin,
      MINIMAL_PDF,
      { fileName: 'verslag.doc', contentType: wordType },
      'mail-attachment',
    );

    expect(confirm.status).toBe(400);
  });
});

describe('a receipt download', () => {
  it('comes straight from S3 through a 5-minute presigned GET that saves it under its own name', async () => {
    const { uploadId } = await uploadAndConfirm(admin, MINIMAL_PDF, {
      fileName: 'bonnetje café.pdf',
      contentType: 'application/pdf',
    });
    const declaration = await declare(uploadId);

    const link = await portal.call<{ url: string; fileName: string; expiresAt: string }>(
      'GET',
      `/api/declarations/${declaration.body.id}/receipt`,
      { token: admin },
    );
    const download = await fetch(link.body.url);

    expect(declaration.status).toBe(201);
    expect(link.status).toBe(200);
    const signed = new URL(link.body.url).searchParams;
    expect(signed.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(signed.get('X-Amz-Expires')).toBe('300');
    expect(signed.get('X-Amz-SignedHeaders')).toBe('host');
    expect(new URL(link.body.url).pathname).toMatch(new RegExp(`/declaration-receipt/${uploadId}$`));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="bonnetje caf_.pdf"; filename*=UTF-8''bonnetje%20caf%C3%A9.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
  });
});

describe('the daily upload sweep', () => {
  const objectExists = async (bucket: string, key: string) => {
    try {
      await new S3Client(LOCAL_S3_CLIENT_CONFIG).send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  };
  const markerOf = async (id: string) =>
    (await readTable(portal.resourcePrefix, 'documents')).find(
      (item) => item.pk === 'UNCLAIMED_UPLOADS' && item.uploadId === id,
    );

  it('removes a confirmed upload nothing attached for a day, record and object, and keeps an attached one', async () => {
    // Prepare
    const abandoned = await uploadAndConfirm(admin, MINIMAL_PDF, {
      fileName: 'vergeten.pdf',
      contentType: 'application/pdf',
    });
    const kept = await uploadAndConfirm(admin, MINIMAL_PDF, {
      fileName: 'bewaard.pdf',
      contentType: 'application/pdf',
    });
    expect((await declare(kept.uploadId)).status).toBe(201);
    const abandonedRecord = await uploadRecord(abandoned.uploadId);
    const keptRecord = await uploadRecord(kept.uploadId);
    expect(await markerOf(abandoned.uploadId)).toBeDefined();
    const { handler } = await import('../../functions/scheduled/upload-sweep');

    // Act
    const tooEarly = await handler({ time: new Date(Date.now() + 3_600_000).toISOString() });
    const aDayLater = await handler({ time: new Date(Date.now() + 86_400_000 + 60_000).toISOString() });

    // Assess
    expect(tooEarly.removed).toBe(0);
    expect(aDayLater.removed).toBeGreaterThanOrEqual(1);
    expect(aDayLater.failed).toBe(0);
    expect(await uploadRecord(abandoned.uploadId)).toBeUndefined();
    expect(await objectExists(String(abandonedRecord?.bucket), String(abandonedRecord?.key))).toBe(false);
    expect(await markerOf(abandoned.uploadId)).toBeUndefined();
    expect(await uploadRecord(kept.uploadId)).toMatchObject({ status: 'attached' });
    expect(await objectExists(String(keptRecord?.bucket), String(keptRecord?.key))).toBe(true);
    expect(await markerOf(kept.uploadId)).toBeUndefined();
    const late = await declare(abandoned.uploadId);
    expect(late.status).toBe(404);
  });
});
