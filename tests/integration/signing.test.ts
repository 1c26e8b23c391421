import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../functions/commons/s3';
import { signedDocumentKey } from '../../functions/repositories/keys/signatures';
import { SIGNATURE_STAMP } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { AuditEntry } from '../../shared/schemas/audit';
import type { RecentActivity } from '../../shared/schemas/dashboard';
import type {
  SignedDocument,
  UploadAndSignResponse,
  VerificationResponse,
  VerifyFileResponse,
} from '../../shared/schemas/signing';
import { SCREENSHOT_DIR } from '../e2e/support/screenshots';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

/**
 * Digital signing against the local stand-ins, with Poppler as the independent judge: `pdfsig`
 * checks the seal, `pdftoppm` renders the stamp.
 */

let portal: TestPortal;
let admin: string;
let coordinator: string;
let volunteer: string;
const work = mkdtempSync(join(tmpdir(), 'signing-test-'));

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  coordinator = (
    await signedInUser(portal, admin, { role: 'coordinator', firstName: 'Clara', lastName: 'Claes' })
  ).token;
  volunteer = (await signedInUser(portal, admin, { role: 'vrijwilliger' })).token;
});
afterAll(async () => {
  await portal.stop();
  rmSync(work, { recursive: true, force: true });
});

const m = messages.signing;
const v = messages.verification;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A PDF of `pages` A4 pages, each saying its number. */
async function pdfOfPages(pages: number) {
  const pdf = await PDFDocument.create();
  for (let index = 1; index <= pages; index += 1) {
    pdf.addPage([595, 842]).drawText(`Pagina ${index}`, { x: 60, y: 780, size: 20 });
  }
  return Buffer.from(await pdf.save());
}

async function confirmedUpload(token: string, file: Buffer, fileName: string, contentType: string) {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    { token, body: { purpose: 'signing', fileName, contentType, size: file.byteLength } },
  );
  expect(presigned.status).toBe(201);
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(file),
  });
  const confirmed = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, { token });
  expect(confirmed.status).toBe(200);
  return presigned.body.uploadId;
}

const STAMP = { page: 2, x: 300, y: 400, width: 160, height: 60 };

async function signPdf(token: string, body: Record<string, unknown> = {}) {
  const original = await pdfOfPages(3);
  const uploadId = await confirmedUpload(token, original, 'overeenkomst.pdf', 'application/pdf');
  const answer = await portal.call<UploadAndSignResponse>('POST', '/api/documents/upload-and-sign', {
    token,
    body: { uploadId, title: 'Overeenkomst 2026', signaturePosition: STAMP, ...body },
  });
  return { original, answer };
}

async function listed(token: string) {
  const answer = await portal.call<{ items: SignedDocument[] }>('GET', '/api/signed-documents?limit=200', {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.items;
}

async function downloadSigned(token: string, id: number) {
  const link = await portal.call<{ url: string; fileName: string }>(
    'GET',
    `/api/signed-documents/${id}/download`,
    {
      token,
    },
  );
  expect(link.status).toBe(200);
  return Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
}

/** The keys the signed bucket holds under one signed document's folder. */
async function signedObjects(id: number) {
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: `${portal.resourcePrefix}signed`, Prefix: `documents/${id}/` }),
  );
  return (listed.Contents ?? []).map((object) => object.Key);
}

/**
 * A minimal legacy Word file: a Compound File Binary (OLE) container, version 3, 512-byte sectors —
 * header, one FAT sector, one directory sector holding the root and an empty 'WordDocument' stream.
 */
function minimalDoc() {
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END_OF_CHAIN = 0xfffffffe;
  const file = Buffer.alloc(SECTOR * 3);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x3e, 24);
  file.writeUInt16LE(3, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(9, 30);
  file.writeUInt16LE(6, 32);
  file.writeUInt32LE(1, 44); // FAT sectors
  file.writeUInt32LE(1, 48); // first directory sector
  file.writeUInt32LE(0x1000, 56); // mini stream cutoff
  file.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  file.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  file.writeUInt32LE(0, 76); // the FAT is sector 0
  for (let offset = 80; offset < SECTOR; offset += 4) file.writeUInt32LE(FREE, offset);
  const fat = SECTOR;
  file.writeUInt32LE(0xfffffffd, fat); // sector 0 holds the FAT
  file.writeUInt32LE(END_OF_CHAIN, fat + 4); // sector 1, the directory, is one sector long
  for (let offset = fat + 8; offset < fat + SECTOR; offset += 4) file.writeUInt32LE(FREE, offset);
  const entry = (index: number, name: string, type: number, child: number) => {
    const at = SECTOR * 2 + index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(file, at);
    file.writeUInt16LE(encoded.byteLength, at + 64);
    file.writeUInt8(type, at + 66);
    file.writeUInt8(1, at + 67); // black
    file.writeUInt32LE(FREE, at + 68);
    file.writeUInt32LE(FREE, at + 72);
    file.writeUInt32LE(child, at + 76);
    file.writeUInt32LE(END_OF_CHAIN, at + 116);
  };
  entry(0, 'Root Entry', 5, 1);
  entry(1, 'WordDocument', 2, FREE);
  for (const unused of [2, 3]) {
    const at = SECTOR * 2 + unused * 128;
    file.writeUInt32LE(FREE, at + 68);
    file.writeUInt32LE(FREE, at + 72);
    file.writeUInt32LE(FREE, at + 76);
  }
  return file;
}

/** One page of a PDF file rendered by Poppler's pdftoppm as 8-bit grey pixels, row by row from the top. */
function renderGray(file: string, page: number, dpi: number, name: string) {
  execFileSync('pdftoppm', [
    '-f',
    String(page),
    '-l',
    String(page),
    '-r',
    String(dpi),
    '-gray',
    '-singlefile',
    file,
    join(work, name),
  ]);
  const pgm = readFileSync(join(work, `${name}.pgm`));
  const header = pgm.toString('latin1', 0, 40).split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, pixels: pgm.subarray(pgm.length - width * height) };
}

function pdfsig(bytes: Buffer, name: string) {
  const file = join(work, name);
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (error) {
    // pdfsig exits non-zero for an invalid signature; its report is still on stdout.
    return String((error as { stdout?: string }).stdout ?? '');
  }
}

describe('upload and sign', () => {
  it('seals the whole PDF so that pdfsig reports it valid, and a changed byte as a digest mismatch', async () => {
    const { original, answer } = await signPdf(coordinator);

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      fileName: 'overeenkomst_ondertekend.pdf',
      signerName: 'Clara Claes',
      signerRole: 'Coördinator',
      verification: { message: m.signedMessage },
    });
    expect(answer.body.signatureToken).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(answer.body.verification.verificationUrl).toBe(
      `${portal.url}/ondertekening-controleren?token=${answer.body.signatureToken}`,
    );
    const signed = await downloadSigned(coordinator, answer.body.id);
    expect(sha256(signed)).not.toBe(sha256(original));
    const report = pdfsig(signed, 'signed.pdf');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');

    const tampered = Buffer.from(signed);
    tampered[200] = (tampered[200] ?? 0) ^ 0x01;
    expect(pdfsig(tampered, 'tampered.pdf')).toContain('Signature Validation: Digest Mismatch.');
  });

  it('draws the stamp from the chosen box’s top left corner on the chosen page and nowhere else', async () => {
    const { answer } = await signPdf(coordinator);
    const signed = await downloadSigned(coordinator, answer.body.id);
    const file = join(work, 'stamp.pdf');
    writeFileSync(file, signed);
    // The printed stamp is bigger than the chosen box (issue 37 point 7): it keeps the box's top left
    // corner, is SIGNATURE_STAMP wide and grows downwards, a little further when its lines need it.
    const printed = {
      left: STAMP.x,
      right: STAMP.x + SIGNATURE_STAMP.width,
      top: STAMP.y + STAMP.height,
      lowest: STAMP.y + STAMP.height - SIGNATURE_STAMP.height * 1.5,
    };
    // 72 dpi: one pixel per PDF point; the PDF's y axis runs upwards, the image's downwards.
    const darkIn = (page: number) => {
      const { width, height, pixels } = renderGray(file, page, 72, `p${page}`);
      let inside = 0;
      let outsideBelowTitle = 0;
      let topmost = 0;
      let leftmost = width;
      for (let row = 0; row < height; row += 1) {
        for (let column = 0; column < width; column += 1) {
          if ((pixels[row * width + column] ?? 255) > 128) continue;
          const y = height - row;
          const isInside =
            column >= printed.left && column <= printed.right && y >= printed.lowest && y <= printed.top + 1;
          if (isInside) {
            inside += 1;
            topmost = Math.max(topmost, y);
            leftmost = Math.min(leftmost, column);
          } else if (y < 760) outsideBelowTitle += 1;
        }
      }
      return { inside, outsideBelowTitle, topmost, leftmost };
    };

    const page2 = darkIn(2);
    expect(page2.inside).toBeGreaterThan(300);
    expect(page2.outsideBelowTitle).toBe(0);
    expect(Math.abs(page2.topmost - printed.top)).toBeLessThanOrEqual(2);
    expect(Math.abs(page2.leftmost - printed.left)).toBeLessThanOrEqual(2);
    expect(darkIn(1).inside).toBe(0);
  });

  it('prints a readable stamp: text of at least 7 pt inside the frame, the whole verification link, and a QR code of it', async () => {
    // Prepare
    const { answer } = await signPdf(coordinator);
    expect(answer.status).toBe(201);
    const link = answer.body.verification.verificationUrl;
    const signed = await downloadSigned(coordinator, answer.body.id);
    const file = join(work, 'printed-stamp.pdf');
    writeFileSync(file, signed);
    const frame = {
      left: STAMP.x,
      right: STAMP.x + SIGNATURE_STAMP.width,
      // pdftotext measures from the page's top
      top: 842 - (STAMP.y + STAMP.height),
      bottom: 842 - (STAMP.y + STAMP.height) + SIGNATURE_STAMP.height * 1.5,
    };

    // Act: the words of page 2 with their boxes, the page rendered at 150 dpi
    const bbox = execFileSync('pdftotext', ['-f', '2', '-l', '2', '-bbox', file, '-'], { encoding: 'utf8' });
    const words = [
      ...bbox.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ].map((match) => ({
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
      yMax: Number(match[4]),
      text: match[5] ?? '',
    }));
    const stampWords = words.filter((word) => word.yMin > 100);
    const rendered = renderGray(file, 2, 150, 'printed');
    // The stamp's corner of the page at 200 dpi, for a person to look at (tests/e2e/screenshots).
    const crop = (points: number) => String(Math.round((points * 200) / 72));
    execFileSync('pdftoppm', [
      ...['-f', '2', '-l', '2', '-r', '200', '-png', '-singlefile'],
      ...['-x', crop(frame.left - 20), '-y', crop(frame.top - 20)],
      ...['-W', crop(SIGNATURE_STAMP.width + 40), '-H', crop(frame.bottom - frame.top + 40)],
      file,
      join(work, 'stamp'),
    ]);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    copyFileSync(join(work, 'stamp.png'), join(SCREENSHOT_DIR, 'signing-stamp-rendered.png'));

    // Assess: every word of the stamp at 7 pt or more (its box, the font's ascent and descent, is a
    // little less than its size), inside the frame
    expect(stampWords.length).toBeGreaterThan(8);
    for (const word of stampWords) {
      expect(word.yMax - word.yMin, word.text).toBeGreaterThanOrEqual(7);
      expect(word.xMin, word.text).toBeGreaterThanOrEqual(frame.left);
      expect(word.xMax, word.text).toBeLessThanOrEqual(frame.right);
      expect(word.yMin, word.text).toBeGreaterThanOrEqual(frame.top);
      expect(word.yMax, word.text).toBeLessThanOrEqual(frame.bottom);
    }
    // Assess: the link, wrapped over lines, is all there
    expect(stampWords.map((word) => word.text).join('')).toContain(link);
    // Assess: the QR code reads as the verification link
    const rgba = new Uint8ClampedArray(rendered.width * rendered.height * 4);
    rendered.pixels.forEach((value, index) => {
      rgba.set([value, value, value, 255], index * 4);
    });
    expect(jsQR(rgba, rendered.width, rendered.height)?.data).toBe(link);
  });

  it('refuses a PDF without a chosen place, and a page the document does not have', async () => {
    const withoutPlace = await signPdf(coordinator, { signaturePosition: undefined });
    const missingPage = await signPdf(coordinator, { signaturePosition: { ...STAMP, page: 4 } });

    expect([withoutPlace.answer.status, withoutPlace.answer.body]).toMatchObject([
      400,
      { message: m.positionRequired },
    ]);
    expect([missingPage.answer.status, missingPage.answer.body]).toMatchObject([
      400,
      { message: m.pageOutOfRange },
    ]);
  });

  it('signs a PDF on /ondertekenen without a chosen place in the last page’s corner', async () => {
    const uploadId = await confirmedUpload(coordinator, await pdfOfPages(2), 'brief.pdf', 'application/pdf');

    const answer = await portal.call<UploadAndSignResponse>('POST', '/api/onderteken/upload', {
      token: coordinator,
      body: { uploadId },
    });

    expect(answer.status).toBe(201);
    const signed = await downloadSigned(coordinator, answer.body.id);
    expect(pdfsig(signed, 'corner.pdf')).toContain('Signature Validation: Signature is Valid.');
    const document = (await listed(coordinator)).find((item) => item.id === answer.body.id);
    expect(document).toMatchObject({
      documentName: 'brief',
      isValid: true,
      documentDeleted: false,
      kind: 'pdf',
    });
  });

  it("hands out a link that shows a signed PDF inline for 'Bekijken', and saves it otherwise", async () => {
    const uploadId = await confirmedUpload(coordinator, await pdfOfPages(1), 'inzage.pdf', 'application/pdf');
    const answer = await portal.call<UploadAndSignResponse>('POST', '/api/onderteken/upload', {
      token: coordinator,
      body: { uploadId },
    });
    const linkFor = async (query: string) => {
      const link = await portal.call<{ url: string }>(
        'GET',
        `/api/signed-documents/${answer.body.id}/download${query}`,
        { token: coordinator },
      );
      expect(link.status).toBe(200);
      const file = await fetch(link.body.url);
      return [file.headers.get('content-disposition') ?? '', file.headers.get('content-type')];
    };

    const [viewed, viewedType] = await linkFor('?disposition=inline');
    const [saved] = await linkFor('');

    expect(viewed).toMatch(/^inline; filename="[^"]+\.pdf"/);
    expect(viewedType).toBe('application/pdf');
    expect(saved).toMatch(/^attachment; filename="[^"]+\.pdf"/);
  });

  it('uses a confirmed upload once: signing it again is refused and stores nothing new', async () => {
    const original = await pdfOfPages(1);
    const uploadId = await confirmedUpload(coordinator, original, 'eenmalig.pdf', 'application/pdf');
    const body = { uploadId, title: 'Eenmalig', signaturePosition: { page: 1, x: 10, y: 10 } };
    const first = await portal.call('POST', '/api/documents/upload-and-sign', { token: coordinator, body });
    const before = (await readTable(portal.resourcePrefix, 'signatures')).length;

    const second = await portal.call('POST', '/api/documents/upload-and-sign', { token: coordinator, body });

    expect(first.status).toBe(201);
    expect(second.status).toBe(409);
    // Only the id counter moves.
    expect((await readTable(portal.resourcePrefix, 'signatures')).length).toBe(before);
  });
});

describe('Word documents', () => {
  it('signs a legacy .doc unchanged with a detached CMS signature (.p7s) over its exact bytes', async () => {
    // Prepare
    const doc = minimalDoc();
    const uploadId = await confirmedUpload(coordinator, doc, 'statuten.doc', 'application/msword');

    // Act
    const answer = await portal.call<UploadAndSignResponse>('POST', '/api/documents/upload-and-sign', {
      token: coordinator,
      body: { uploadId, title: 'Statuten' },
    });

    // Assess
    expect(answer.status).toBe(201);
    expect(answer.body.fileName).toBe('statuten.doc.p7s');
    expect(await downloadSigned(coordinator, answer.body.id)).toEqual(doc);
    const signatureLink = await portal.call<{ url: string; fileName: string }>(
      'GET',
      `/api/signed-documents/${answer.body.id}/download?part=signature`,
      { token: coordinator },
    );
    expect(signatureLink.body.fileName).toBe('statuten.doc.p7s');
    const signature = Buffer.from(await (await fetch(signatureLink.body.url)).arrayBuffer());
    writeFileSync(join(work, 'statuten.doc'), doc);
    writeFileSync(join(work, 'statuten.doc.p7s'), signature);
    const verify = (content: string) =>
      execFileSync(
        'openssl',
        [
          'cms',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-noverify',
          '-in',
          join(work, 'statuten.doc.p7s'),
        ].concat(['-content', join(work, content), '-out', '/dev/null']),
        { encoding: 'utf8', stdio: 'pipe' },
      );
    expect(() => verify('statuten.doc')).not.toThrow();
    const tampered = Buffer.from(doc);
    tampered.writeUInt8(tampered.readUInt8(600) ^ 1, 600);
    writeFileSync(join(work, 'gewijzigd.doc'), tampered);
    expect(() => verify('gewijzigd.doc')).toThrow();
    const checked = await portal.call<VerifyFileResponse>('POST', '/api/verify-file', {
      body: { sha256: sha256(doc) },
    });
    expect(checked.body).toMatchObject({ match: 'signed', message: v.fileMatches });
  });
});

describe('activity, audit and stored files', () => {
  it("records a signature in the recent activity under the signer's full name", async () => {
    // Prepare
    const title = `Huurcontract ${Date.now()}`;

    // Act
    const { answer } = await signPdf(coordinator, { title });

    // Assess
    expect(answer.status).toBe(201);
    const feed = await portal.call<{ items: RecentActivity[] }>('GET', '/api/recent-activities?limit=50', {
      token: admin,
    });
    expect(feed.body.items.map((item) => item.message)).toContain(m.activitySigned('Clara Claes', title));
  });

  it('writes one audit entry for an admin deletion, and none for a refused second one', async () => {
    // Prepare
    const title = `Samenwerking ${Date.now()}`;
    const { answer } = await signPdf(coordinator, { title });
    const deletions = async () => {
      const page = await portal.call<{ items: AuditEntry[] }>(
        'GET',
        '/api/audit?action=signed-document-deleted&limit=200',
        { token: admin },
      );
      expect(page.status).toBe(200);
      return page.body.items.filter((entry) => entry.targetId === answer.body.id);
    };

    // Act
    const removed = await portal.call('DELETE', `/api/signed-documents/${answer.body.id}`, { token: admin });
    const again = await portal.call('DELETE', `/api/signed-documents/${answer.body.id}`, { token: admin });

    // Assess
    expect([removed.status, again.status]).toEqual([200, 404]);
    const entries = await deletions();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'signed-document-deleted',
      actorName: 'admin',
      targetType: 'signed-document',
      targetName: title,
    });
  });

  it('removes the files it wrote when the final transaction fails, and the upload stays signable', async () => {
    // Prepare: the id the next signature gets is already taken, so its transaction's condition fails
    const counter = (await readTable(portal.resourcePrefix, 'signatures')).find(
      (item) => item.pk === 'COUNTER' && item.sk === 'signature',
    );
    const nextId = Number(counter?.value) + 1;
    const table = { TableName: `${portal.resourcePrefix}signatures` };
    const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    await dynamo.send(
      new PutCommand({ ...table, Item: { ...signedDocumentKey(nextId), placeholder: true } }),
    );
    const uploadId = await confirmedUpload(
      coordinator,
      await pdfOfPages(1),
      'mislukt.pdf',
      'application/pdf',
    );
    const body = { uploadId, title: 'Mislukt', signaturePosition: { page: 1, x: 10, y: 10 } };

    // Act
    const failed = await portal.call('POST', '/api/documents/upload-and-sign', { token: coordinator, body });
    // The placeholder is no signed document: it goes before the next request lists them.
    await dynamo.send(new DeleteCommand({ ...table, Key: signedDocumentKey(nextId) }));
    const retried = await portal.call<UploadAndSignResponse>('POST', '/api/documents/upload-and-sign', {
      token: coordinator,
      body,
    });

    // Assess
    expect(failed.status).toBe(409);
    expect(await signedObjects(nextId)).toEqual([]);
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(nextId + 1);
    expect((await signedObjects(retried.body.id)).sort()).toEqual([
      `documents/${retried.body.id}/original`,
      `documents/${retried.body.id}/signed.pdf`,
    ]);
  });
});

describe('who may sign', () => {
  it('refuses a volunteer on every signing route with 403', async () => {
    const routes = [
      ['POST', '/api/documents/upload-and-sign'],
      ['POST', '/api/onderteken/upload'],
      ['GET', '/api/signed-documents'],
      ['GET', '/api/signed-documents/1/download'],
      ['DELETE', '/api/signed-documents/1'],
    ] as const;

    const statuses = await Promise.all(
      routes.map(
        async ([method, path]) =>
          (await portal.call(method, path, { token: volunteer, body: method === 'POST' ? {} : undefined }))
            .status,
      ),
    );

    expect(statuses).toEqual([403, 403, 403, 403, 403]);
  });

  it('lets only an admin delete: a coordinator who signed gets 403 and the file stays', async () => {
    const { answer } = await signPdf(coordinator);

    const refused = await portal.call('DELETE', `/api/signed-documents/${answer.body.id}`, {
      token: coordinator,
    });

    expect(refused.status).toBe(403);
    expect((await downloadSigned(coordinator, answer.body.id)).byteLength).toBeGreaterThan(1000);
  });
});

describe('verification', () => {
  it('verifies a token publicly with the §3 response', async () => {
    const { answer } = await signPdf(coordinator);

    const verified = await portal.call<VerificationResponse>(
      'GET',
      `/api/verify-signature/${answer.body.signatureToken}`,
    );

    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      valid: true,
      message: v.valid,
      signature: {
        documentName: 'Overeenkomst 2026',
        signerName: 'Clara Claes',
        signerRole: 'Coördinator',
        organizationName: 'Vrijwilligersportaal',
        signatureMethod: 'eIDAS_SES',
        signedAt: answer.body.signedAt,
        documentDeleted: false,
      },
      verification: {
        token: answer.body.signatureToken,
        proofDownloadUrl: `/api/verification-proof/${answer.body.signatureToken}`,
      },
    });
  });

  it('answers an unknown token and a malformed one alike', async () => {
    const unknown = await portal.call('GET', '/api/verify-signature/0f8fad5b-d9cb-469f-a165-70867728950e');
    const malformed = await portal.call('GET', '/api/verify-signature/niet-een-token');
    const unknownProof = await portal.call(
      'GET',
      '/api/verification-proof/0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    const malformedProof = await portal.call('GET', '/api/verification-proof/%27%3B--');
    const overlong = await portal.call('GET', `/api/verify-signature/${'a'.repeat(500)}`);

    const expected = { message: v.notValid, code: 'NOT_FOUND' };
    expect([unknown.status, unknown.body]).toEqual([404, expected]);
    expect([malformed.status, malformed.body]).toEqual([404, expected]);
    expect([unknownProof.status, unknownProof.body]).toEqual([404, expected]);
    expect([malformedProof.status, malformedProof.body]).toEqual([404, expected]);
    expect([overlong.status, overlong.body]).toEqual([404, expected]);
  });

  it('hands out a proof PDF named after the document and the token, holding both hashes', async () => {
    const { original, answer } = await signPdf(coordinator);
    const signed = await downloadSigned(coordinator, answer.body.id);

    const proof = await fetch(`${portal.url}/api/verification-proof/${answer.body.signatureToken}`);

    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('application/pdf');
    expect(proof.headers.get('content-disposition')).toContain(
      `filename="Verificatiebewijs_Overeenkomst_2026_${answer.body.signatureToken.slice(0, 8)}.pdf"`,
    );
    const file = join(work, 'proof.pdf');
    writeFileSync(file, Buffer.from(await proof.arrayBuffer()));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(sha256(original));
    expect(text).toContain(sha256(signed));
    expect(text).toContain('Clara Claes');
    expect(text).toContain(answer.body.signatureToken);
  });

  it('draws the proof’s bullets and check mark instead of ? and v, and keeps every line inside the page', async () => {
    const { answer } = await signPdf(coordinator);

    const proof = await fetch(`${portal.url}/api/verification-proof/${answer.body.signatureToken}`);

    const file = join(work, 'proof-layout.pdf');
    writeFileSync(file, Buffer.from(await proof.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).not.toMatch(/\?\s*(Ondertekend|Geverifieerd)/);
    expect(text).not.toMatch(/Status:\s*v\s/);
    expect(text).toMatch(/Status:\s+Rechtsgeldig/);
    expect(text.replace(/\s+/g, ' ')).toContain('geen gekwalificeerde handtekening.');
    const words = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const pageWidth = Number(/<page width="([\d.]+)"/.exec(words)?.[1]);
    const rightmost = Math.max(...[...words.matchAll(/xMax="([\d.]+)"/g)].map((match) => Number(match[1])));
    expect(pageWidth).toBeGreaterThan(590);
    expect(rightmost).toBeLessThanOrEqual(pageWidth - 50);
    // The rendered page, for a look by eye while the test's work directory exists.
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(work, 'proof-page')]);
  });

  it('recognises a signed file and its original by hash, and reports a changed copy as not matching', async () => {
    const { original, answer } = await signPdf(coordinator);
    const signed = await downloadSigned(coordinator, answer.body.id);
    const tampered = Buffer.from(signed);
    tampered[300] = (tampered[300] ?? 0) ^ 0x01;
    const check = (bytes: Buffer) =>
      portal.call<VerifyFileResponse>('POST', '/api/verify-file', { body: { sha256: sha256(bytes) } });

    const [ofSigned, ofOriginal, ofTampered] = await Promise.all([
      check(signed),
      check(original),
      check(tampered),
    ]);

    expect(ofSigned.body).toMatchObject({
      match: 'signed',
      message: v.fileMatches,
      document: { signatureToken: answer.body.signatureToken, documentName: 'Overeenkomst 2026' },
    });
    expect(ofOriginal.body).toMatchObject({ match: 'original', message: v.fileMatchesOriginal });
    expect(ofTampered.body).toEqual({ match: 'none', message: v.fileNoMatch, document: null });
  });

  it('keeps the token valid after an admin deletes the document, with documentDeleted', async () => {
    const { answer } = await signPdf(coordinator);

    const removed = await portal.call('DELETE', `/api/signed-documents/${answer.body.id}`, { token: admin });

    expect(removed.status).toBe(200);
    const verified = await portal.call<VerificationResponse>(
      'GET',
      `/api/verify-signature/${answer.body.signatureToken}`,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.signature.documentDeleted).toBe(true);
    expect(verified.body.message).toBe(v.validDeleted);
    const download = await portal.call('GET', `/api/signed-documents/${answer.body.id}/download`, {
      token: coordinator,
    });
    expect(download.status).toBe(404);
    expect((await listed(coordinator)).find((item) => item.id === answer.body.id)).toMatchObject({
      documentDeleted: true,
    });
    const again = await portal.call('DELETE', `/api/signed-documents/${answer.body.id}`, { token: admin });
    expect(again.status).toBe(404);
  });
});

describe('verification limit', () => {
  // Last in the file: it uses up this address's window for every verification route.
  it('answers 429 with Retry-After once an address made 60 verification calls in 15 minutes', async () => {
    const token = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof portal.call>> | null = null;
    for (let call = 0; call < 61 && !refused; call += 1) {
      const answer = await portal.call('GET', `/api/verify-signature/${token}`);
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }

    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    const proof = await portal.call('GET', `/api/verification-proof/${token}`);
    const file = await portal.call('POST', '/api/verify-file', { body: { sha256: '0'.repeat(64) } });
    expect([proof.status, file.status]).toEqual([429, 429]);
  });
});
