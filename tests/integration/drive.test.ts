import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectSize } from '../../functions/storage/objects';
import { driveMessages } from '../../shared/messages/drive';
import { uploadMessages } from '../../shared/messages/uploads';
import type {
  DeleteJob,
  DriveAccessLevel,
  DriveDocument,
  DriveStorage,
  FileLink,
  Folder,
  FolderDetail,
} from '../../shared/schemas/drive';
import { UPLOAD_PURPOSES } from '../../shared/uploads';
import { dynamoRequestsDuring } from './support/dynamo-requests';
import { MINIMAL_PDF, MINIMAL_PNG } from './support/files';
import { startTestPortal, type TestPortal } from './support/portal';
import { readTable } from './support/tables';
import { signedInUser } from './support/users';

const m = driveMessages.drive;

let portal: TestPortal;
type Person = { token: string; id: number };
let admin: Person;
let coordinator: Person;
let listed: Person;
let outsider: Person;
let boardMember: Person;

beforeAll(async () => {
  portal = await startTestPortal();
  const adminToken = await portal.logIn();
  const me = await portal.call<{ id: number }>('GET', '/api/auth/me', { token: adminToken });
  admin = { token: adminToken, id: me.body.id };
  const signIn = async (role: string) => {
    const { user, token } = await signedInUser(portal, adminToken, { role });
    return { token, id: user.id };
  };
  [coordinator, listed, outsider, boardMember] = await Promise.all([
    signIn('coordinator'),
    signIn('vrijwilliger'),
    signIn('vrijwilliger'),
    signIn('bestuurslid'),
  ]);
});
afterAll(() => portal.stop());

type Page<T> = { items: T[]; nextCursor: string | null };

async function newFolder(who: Person, body: Record<string, unknown>) {
  const answer = await portal.call<Folder>('POST', '/api/documents/folders', {
    token: who.token,
    body: { name: `Map ${randomUUID().slice(0, 6)}`, ...body },
  });
  if (answer.status !== 201) throw new Error(`folder: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function uploadFile(who: Person, bytes: Buffer, declared: { fileName: string; contentType: string }) {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    { token: who.token, body: { purpose: 'drive-document', ...declared, size: bytes.byteLength } },
  );
  if (presigned.status !== 201) throw new Error(`presign: ${presigned.status} ${presigned.text}`);
  const put = await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.ok).toBe(true);
  const confirm = await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, {
    token: who.token,
  });
  return { uploadId: presigned.body.uploadId, confirm };
}

async function fileDocument(who: Person, folderId: number, fileName = 'verslag.pdf', bytes = MINIMAL_PDF) {
  const { uploadId, confirm } = await uploadFile(who, bytes, { fileName, contentType: 'application/pdf' });
  expect(confirm.status).toBe(200);
  return portal.call<DriveDocument>('POST', '/api/documents', {
    token: who.token,
    body: { uploadId, folderId, description: 'Notulen' },
  });
}

async function documentOf(who: Person, folderId: number, fileName = 'verslag.pdf') {
  const answer = await fileDocument(who, folderId, fileName);
  if (answer.status !== 201) throw new Error(`document: ${answer.status} ${answer.text}`);
  return answer.body;
}

const rootFolderIds = async (who: Person) => {
  const answer = await portal.call<Page<Folder>>('GET', '/api/documents/folders?limit=200', {
    token: who.token,
  });
  expect(answer.status).toBe(200);
  return answer.body.items.map((folder) => folder.id);
};

describe('the level × role × action matrix', () => {
  const LEVELS: DriveAccessLevel[] = ['public', 'volunteer', 'coordinator', 'admin', 'specific'];
  const folders = new Map<DriveAccessLevel, Folder>();
  const documents = new Map<DriveAccessLevel, DriveDocument>();
  const who = () => ({ admin, coordinator, listed, outsider, boardMember });
  type Who = ReturnType<typeof who>;
  const SEES: Record<DriveAccessLevel, (keyof Who)[]> = {
    public: ['admin', 'coordinator', 'listed', 'outsider', 'boardMember'],
    volunteer: ['admin', 'coordinator', 'listed', 'outsider', 'boardMember'],
    coordinator: ['admin', 'coordinator'],
    admin: ['admin'],
    specific: ['admin', 'listed'],
  };
  const UPLOADERS: (keyof Who)[] = ['admin', 'coordinator'];

  beforeAll(async () => {
    for (const level of LEVELS) {
      const folder = await newFolder(admin, {
        name: `Niveau ${level}`,
        accessLevel: level,
        allowedUserIds: level === 'specific' ? [listed.id] : [],
      });
      folders.set(level, folder);
      documents.set(level, await documentOf(admin, folder.id, `${level}.pdf`));
    }
  });

  for (const level of LEVELS) {
    for (const name of ['admin', 'coordinator', 'listed', 'outsider', 'boardMember'] as const) {
      const sees = SEES[level].includes(name);
      it(`${name} ${sees ? 'sees' : 'gets 404 for'} a ${level} folder: list, get, documents, view, download, upload, delete`, async () => {
        // Prepare
        const person = who()[name];
        const folder = folders.get(level) as Folder;
        const document = documents.get(level) as DriveDocument;
        const upload = await uploadFile(person, MINIMAL_PDF, {
          fileName: 'mijn.pdf',
          contentType: 'application/pdf',
        });

        // Act
        const [root, get, docs, view, download, filed, remove] = await Promise.all([
          rootFolderIds(person),
          portal.call('GET', `/api/documents/folders/${folder.id}`, { token: person.token }),
          portal.call<Page<DriveDocument>>('GET', `/api/documents?folderId=${folder.id}`, {
            token: person.token,
          }),
          portal.call<FileLink>('GET', `/api/documents/${document.id}/view`, { token: person.token }),
          portal.call<FileLink>('GET', `/api/documents/${document.id}/download`, { token: person.token }),
          portal.call('POST', '/api/documents', {
            token: person.token,
            body: { uploadId: upload.uploadId, folderId: folder.id },
          }),
          // Only the admin may delete the admin's document; everyone else is refused, so it stays for the others.
          name === 'admin'
            ? Promise.resolve({ status: 0 })
            : portal.call('DELETE', `/api/documents/${document.id}`, { token: person.token }),
        ]);

        // Assess
        const status = sees ? 200 : 404;
        expect(root.includes(folder.id)).toBe(sees);
        expect([get.status, docs.status, view.status, download.status]).toEqual([
          status,
          status,
          status,
          status,
        ]);
        if (sees) expect(docs.body.items.map((each) => each.id)).toContain(document.id);
        expect(filed.status).toBe(sees ? (UPLOADERS.includes(name) ? 201 : 403) : 404);
        if (name !== 'admin') expect(remove.status).toBe(sees ? 403 : 404);
      });
    }
  }

  it('an admin deletes any document; its file leaves the bucket', async () => {
    // Prepare
    const document = documents.get('coordinator') as DriveDocument;
    const stored = (await readTable(portal.resourcePrefix, 'documents')).find(
      (item) => item.pk === `DOCUMENT#${document.id}`,
    ) as { bucket: string; key: string };
    expect(await objectSize(stored.bucket, stored.key)).toBe(MINIMAL_PDF.byteLength);

    // Act
    const answer = await portal.call('DELETE', `/api/documents/${document.id}`, { token: admin.token });

    // Assess
    expect(answer.status).toBe(200);
    expect(await objectSize(stored.bucket, stored.key)).toBeNull();
    const again = await portal.call('GET', `/api/documents/${document.id}`, { token: admin.token });
    expect(again.status).toBe(404);
  });
});

describe('folders', () => {
  it('hide a folder below an invisible parent, even when its own level is public', async () => {
    // Prepare
    const parent = await newFolder(admin, { accessLevel: 'admin' });
    const child = await newFolder(admin, { accessLevel: 'public', parentId: parent.id });
    const document = await documentOf(admin, child.id);

    // Act
    const answers = await Promise.all([
      portal.call('GET', `/api/documents/folders/${child.id}`, { token: outsider.token }),
      portal.call('GET', `/api/documents/folders?parentId=${parent.id}`, { token: outsider.token }),
      portal.call('GET', `/api/documents?folderId=${child.id}`, { token: outsider.token }),
      portal.call('GET', `/api/documents/${document.id}/view`, { token: outsider.token }),
      portal.call('GET', `/api/documents/${document.id}`, { token: coordinator.token }),
    ]);

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    const detail = await portal.call<FolderDetail>('GET', `/api/documents/folders/${child.id}`, {
      token: admin.token,
    });
    expect(detail.body.path.map((crumb) => crumb.id)).toEqual([parent.id, child.id]);
  });

  it("refuse a name that is empty after trimming with the spec's message", async () => {
    const answer = await portal.call('POST', '/api/documents/folders', {
      token: coordinator.token,
      body: { name: '   ', accessLevel: 'public' },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(m.folderNameRequired);
  });

  it('are created by admins and coordinators only, and never at a level that hides them from their creator', async () => {
    const byVolunteer = await portal.call('POST', '/api/documents/folders', {
      token: listed.token,
      body: { name: 'Eigen map', accessLevel: 'public' },
    });
    const hidden = await portal.call('POST', '/api/documents/folders', {
      token: coordinator.token,
      body: { name: 'Verborgen' },
    });

    expect(byVolunteer.status).toBe(403);
    expect(hidden.status).toBe(400);
    expect(hidden.body.message).toBe(m.levelHidesFromCreator);
  });

  it('change rights by an admin or the creating coordinator: a specific folder appears for the user added', async () => {
    // Prepare
    const folder = await newFolder(coordinator, { accessLevel: 'coordinator' });
    const rights = {
      name: folder.name,
      accessLevel: 'specific',
      allowedUserIds: [outsider.id, coordinator.id],
    };

    // Act
    const byOther = await portal.call('PUT', `/api/documents/folders/${folder.id}`, {
      token: boardMember.token,
      body: rights,
    });
    const noUsers = await portal.call('PUT', `/api/documents/folders/${folder.id}`, {
      token: coordinator.token,
      body: { ...rights, allowedUserIds: [] },
    });
    const before = await rootFolderIds(outsider);
    const update = await portal.call<Folder>('PUT', `/api/documents/folders/${folder.id}`, {
      token: coordinator.token,
      body: rights,
    });

    // Assess
    expect(byOther.status).toBe(404);
    expect(noUsers.status).toBe(400);
    expect(noUsers.body.message).toBe(m.usersRequired);
    expect(update.status).toBe(200);
    expect(update.body.allowedUserIds).toEqual([outsider.id, coordinator.id]);
    expect(before).not.toContain(folder.id);
    expect(await rootFolderIds(outsider)).toContain(folder.id);
    expect(await rootFolderIds(listed)).not.toContain(folder.id);
  });

  it('let volunteers upload only where the folder allows it, and delete what they uploaded', async () => {
    // Prepare
    const folder = await newFolder(coordinator, { accessLevel: 'volunteer', volunteerUploads: true });

    // Act
    const filed = await fileDocument(listed, folder.id, 'rooster.pdf');
    const byOther = await portal.call('DELETE', `/api/documents/${filed.body.id}`, { token: outsider.token });
    const byUploader = await portal.call('DELETE', `/api/documents/${filed.body.id}`, {
      token: listed.token,
    });

    // Assess
    expect(filed.status).toBe(201);
    expect(filed.body.canDelete).toBe(true);
    expect(byOther.status).toBe(403);
    expect(byUploader.status).toBe(200);
  });
});

describe('uploads by content type', () => {
  it('refuse on confirm a file whose bytes are not what it claims to be', async () => {
    const { confirm } = await uploadFile(admin, MINIMAL_PNG, {
      fileName: 'vals.pdf',
      contentType: 'application/pdf',
    });

    expect(confirm.status).toBe(400);
    expect(confirm.body.message).toBe(
      uploadMessages.uploads.wrongType(UPLOAD_PURPOSES['drive-document'].typeLabel),
    );
  });

  it('refuse on confirm binary bytes declared as text, and accept real text', async () => {
    const binary = await uploadFile(admin, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), {
      fileName: 'programma.txt',
      contentType: 'text/plain',
    });
    const text = await uploadFile(admin, Buffer.from('Agenda van de vergadering: één punt.\n', 'utf8'), {
      fileName: 'agenda.txt',
      contentType: 'text/plain',
    });

    expect(binary.confirm.status).toBe(400);
    expect(text.confirm.status).toBe(200);
    expect(text.confirm.body.contentType).toBe('text/plain');
  });

  it('refuse a document from an upload of another purpose', async () => {
    // Prepare
    const folder = await newFolder(admin, { accessLevel: 'public' });
    const presigned = await portal.call<{ uploadId: string }>('POST', '/api/uploads', {
      token: admin.token,
      body: { purpose: 'declaration-receipt', fileName: 'bon.pdf', contentType: 'application/pdf', size: 10 },
    });

    // Act
    const answer = await portal.call('POST', '/api/documents', {
      token: admin.token,
      body: { uploadId: presigned.body.uploadId, folderId: folder.id },
    });

    // Assess
    expect(answer.status).toBe(404);
  });
});

describe('view and download links', () => {
  it('show a PDF inline with its detected type and download it as an attachment', async () => {
    // Prepare
    const folder = await newFolder(admin, { accessLevel: 'public' });
    const document = await documentOf(admin, folder.id, 'Jaarverslag 2026.pdf');

    // Act
    const view = await portal.call<FileLink>('GET', `/api/documents/${document.id}/view`, {
      token: outsider.token,
    });
    const download = await portal.call<FileLink>('GET', `/api/documents/${document.id}/download`, {
      token: outsider.token,
    });
    const shown = await fetch(view.body.url);
    const saved = await fetch(download.body.url);

    // Assess
    expect(view.body.disposition).toBe('inline');
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="Jaarverslag 2026.pdf"/);
    expect(Buffer.from(await shown.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
    expect(download.body.disposition).toBe('attachment');
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment; filename="Jaarverslag 2026.pdf"/);
  });
});

describe('storage, activity and search', () => {
  it('count the bytes and documents on write, up and down', async () => {
    // Prepare
    const folder = await newFolder(admin, { accessLevel: 'public' });
    const before = (
      await portal.call<DriveStorage>('GET', '/api/documents/storage', { token: outsider.token })
    ).body;

    // Act
    const first = await documentOf(admin, folder.id, 'een.pdf');
    await documentOf(admin, folder.id, 'twee.pdf');
    const grown = (
      await portal.call<DriveStorage>('GET', '/api/documents/storage', { token: outsider.token })
    ).body;
    await portal.call('DELETE', `/api/documents/${first.id}`, { token: admin.token });
    const shrunk = (
      await portal.call<DriveStorage>('GET', '/api/documents/storage', { token: outsider.token })
    ).body;

    // Assess
    expect(grown.usedBytes - before.usedBytes).toBe(2 * MINIMAL_PDF.byteLength);
    expect(grown.documentCount - before.documentCount).toBe(2);
    expect(shrunk.usedBytes - before.usedBytes).toBe(MINIMAL_PDF.byteLength);
    expect(grown.quotaBytes).toBe(10 * 1024 ** 3);
  });

  it('count for a volunteer only the documents in folders they may see (issue 37)', async () => {
    // Prepare
    const open = await newFolder(admin, { accessLevel: 'public' });
    const secret = await newFolder(admin, { accessLevel: 'coordinator' });
    const underSecret = await newFolder(admin, { accessLevel: 'public', parentId: secret.id });
    const storageOf = async (who: Person) =>
      (await portal.call<DriveStorage>('GET', '/api/documents/storage', { token: who.token })).body;
    const [outsiderBefore, adminBefore] = await Promise.all([storageOf(outsider), storageOf(admin)]);

    // Act
    await documentOf(admin, open.id, 'open.pdf');
    await documentOf(admin, secret.id, 'geheim.pdf');
    await documentOf(admin, underSecret.id, 'eronder.pdf');
    const [outsiderAfter, adminAfter] = await Promise.all([storageOf(outsider), storageOf(admin)]);

    // Assess
    expect(outsiderAfter.documentCount - outsiderBefore.documentCount).toBe(1);
    expect(adminAfter.documentCount - adminBefore.documentCount).toBe(3);
    expect(outsiderAfter.usedBytes).toBe(adminAfter.usedBytes);
  });

  it('measure against the quota an admin sets in the settings', async () => {
    // Prepare
    const answer = await portal.call('PUT', '/api/settings/drive_quota_gb', {
      token: admin.token,
      body: { value: 3 },
    });
    expect(answer.status).toBe(200);

    // Act
    const storage = (
      await portal.call<DriveStorage>('GET', '/api/documents/storage', { token: outsider.token })
    ).body;
    await portal.call('PUT', '/api/settings/drive_quota_gb', { token: admin.token, body: { value: null } });

    // Assess
    expect(storage.quotaBytes).toBe(3 * 1024 ** 3);
  });

  it('show recent activity only about folders the caller sees', async () => {
    // Prepare
    const secret = await newFolder(admin, {
      name: `Geheim ${randomUUID().slice(0, 4)}`,
      accessLevel: 'admin',
    });
    const open = await newFolder(admin, { name: `Open ${randomUUID().slice(0, 4)}`, accessLevel: 'public' });

    // Act
    type Activity = { items: { message: string }[] };
    const forOutsider = await portal.call<Activity>('GET', '/api/documents/activity', {
      token: outsider.token,
    });
    const forAdmin = await portal.call<Activity>('GET', '/api/documents/activity', { token: admin.token });

    // Assess
    const text = (answer: typeof forAdmin) => answer.body.items.map((item) => item.message).join('\n');
    expect(text(forOutsider)).toContain(open.name);
    expect(text(forOutsider)).not.toContain(secret.name);
    expect(text(forAdmin)).toContain(secret.name);
  });

  it('read the folders of recent activity in batches, not one request per folder', async () => {
    // Prepare: a dozen folders with activity, some inside another.
    const parent = await newFolder(admin, { accessLevel: 'public' });
    for (let index = 0; index < 12; index += 1) {
      await newFolder(admin, { accessLevel: 'public', ...(index % 2 ? { parentId: parent.id } : {}) });
    }
    await portal.workDone();

    // Act
    let answer: { status: number; body: { items: unknown[] } } | undefined;
    const requests = await dynamoRequestsDuring(async () => {
      answer = await portal.call('GET', '/api/documents/activity', { token: outsider.token });
    });

    // Assess: the session, the feed's page and two batch reads of folders, whatever the number of folders.
    expect(answer?.status).toBe(200);
    expect(answer?.body.items).toHaveLength(10);
    expect(requests.GetItemCommand ?? 0).toBeLessThanOrEqual(1);
    expect(requests.BatchGetItemCommand ?? 0).toBeLessThanOrEqual(2);
  });

  it('name the actor by their full name in activity sentences, never by the username', async () => {
    // Prepare
    const { user, token } = await signedInUser(portal, admin.token, {
      role: 'coordinator',
      firstName: 'Lies',
      lastName: 'Vermeulen',
    });
    const lies = { token, id: user.id };
    const folder = await newFolder(lies, {
      name: `Verslagen ${randomUUID().slice(0, 4)}`,
      accessLevel: 'public',
    });

    // Act
    const document = await documentOf(lies, folder.id, 'jaarverslag.pdf');
    await portal.call('PUT', `/api/documents/folders/${folder.id}`, {
      token: lies.token,
      body: { name: folder.name, description: 'Jaarverslagen', accessLevel: 'public', allowedUserIds: [] },
    });
    await portal.call('DELETE', `/api/documents/${document.id}`, { token: lies.token });

    // Assess
    const activity = await portal.call<{ items: { message: string }[] }>('GET', '/api/documents/activity', {
      token: admin.token,
    });
    const messages = activity.body.items.map((item) => item.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        m.activityFolderCreated('Lies Vermeulen', folder.name),
        m.activityDocumentUploaded('Lies Vermeulen', 'jaarverslag.pdf'),
        m.activityFolderUpdated('Lies Vermeulen', folder.name),
        m.activityDocumentDeleted('Lies Vermeulen', 'jaarverslag.pdf'),
      ]),
    );
    expect(messages.join('\n')).not.toContain(user.username);
  });

  it('find documents by file name within the visible tree only', async () => {
    // Prepare
    const tag = randomUUID().slice(0, 6);
    const open = await newFolder(admin, { accessLevel: 'public' });
    const secret = await newFolder(admin, { accessLevel: 'admin' });
    const below = await newFolder(admin, { accessLevel: 'public', parentId: secret.id });
    await documentOf(admin, open.id, `Zoek-${tag}-open.pdf`);
    await documentOf(admin, below.id, `Zoek-${tag}-verborgen.pdf`);

    // Act
    type Found = { items: { document: DriveDocument }[] };
    const forOutsider = await portal.call<Found>('GET', `/api/documents/search?q=zoek-${tag}`, {
      token: outsider.token,
    });
    const forAdmin = await portal.call<Found>('GET', `/api/documents/search?q=${tag}`, {
      token: admin.token,
    });

    // Assess
    expect(forOutsider.body.items.map((item) => item.document.name)).toEqual([`Zoek-${tag}-open.pdf`]);
    expect(forAdmin.body.items).toHaveLength(2);
  });
});

describe('deleting a folder', () => {
  it('removes it, the folders and documents below it and their files, with a job that reports it', async () => {
    // Prepare
    const top = await newFolder(coordinator, { accessLevel: 'coordinator' });
    const inner = await newFolder(coordinator, { accessLevel: 'coordinator', parentId: top.id });
    const documents = [await documentOf(coordinator, top.id), await documentOf(coordinator, inner.id)];
    const stored = (await readTable(portal.resourcePrefix, 'documents')).filter((item) =>
      documents.some((document) => item.pk === `DOCUMENT#${document.id}`),
    ) as { bucket: string; key: string }[];
    const detail = await portal.call<FolderDetail>('GET', `/api/documents/folders/${top.id}`, {
      token: coordinator.token,
    });
    const before = (await portal.call<DriveStorage>('GET', '/api/documents/storage', { token: admin.token }))
      .body;

    // Act
    const answer = await portal.call<DeleteJob>('DELETE', `/api/documents/folders/${top.id}`, {
      token: coordinator.token,
    });
    await portal.workDone();
    const job = await portal.call<DeleteJob>('GET', `/api/documents/jobs/${answer.body.id}`, {
      token: coordinator.token,
    });

    // Assess
    expect(detail.body.contents).toEqual({ folderCount: 1, documentCount: 2 });
    expect(answer.status).toBe(202);
    // The request only marks the folder and queues the job; the worker does the rest.
    expect(answer.body.status).toBe('pending');
    expect(job.body).toMatchObject({
      status: 'done',
      documentsTotal: 2,
      documentsDeleted: 2,
      foldersTotal: 2,
    });
    for (const object of stored) expect(await objectSize(object.bucket, object.key)).toBeNull();
    const left = (await readTable(portal.resourcePrefix, 'documents')).filter((item) =>
      [
        `FOLDER#${top.id}`,
        `FOLDER#${inner.id}`,
        ...documents.map((document) => `DOCUMENT#${document.id}`),
      ].includes(String(item.pk)),
    );
    expect(left).toEqual([]);
    const after = (await portal.call<DriveStorage>('GET', '/api/documents/storage', { token: admin.token }))
      .body;
    expect(before.usedBytes - after.usedBytes).toBe(2 * MINIMAL_PDF.byteLength);
    const other = await portal.call('GET', `/api/documents/jobs/${answer.body.id}`, {
      token: outsider.token,
    });
    expect(other.status).toBe(404);
  });

  it('is refused when it holds a folder the caller may not see, and then nothing changes', async () => {
    // Prepare
    const top = await newFolder(coordinator, { accessLevel: 'coordinator' });
    await newFolder(admin, { accessLevel: 'admin', parentId: top.id });

    // Act
    const answer = await portal.call('DELETE', `/api/documents/folders/${top.id}`, {
      token: coordinator.token,
    });

    // Assess
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(m.cannotDeleteFolder);
    expect(
      (await portal.call('GET', `/api/documents/folders/${top.id}`, { token: coordinator.token })).status,
    ).toBe(200);
  });
});
