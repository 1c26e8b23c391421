import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { backupMessages } from '../../shared/messages/backup';
import { backupScreenMessages } from '../../shared/messages/backup-screen';
import type { BackupJob, RestoreJob } from '../../shared/schemas/backup';
import type { User } from '../../shared/schemas/users';
import { ScreenAccess } from '../../web/src/app/screen-access';
import { PROTECTED_SCREENS } from '../../web/src/app/screens';
import { BackupPage } from '../../web/src/features/backup/pages/backup-page';
import { ADMIN, fakeApi, renderSignedIn } from './support/render';

const m = backupScreenMessages.backupScreen;
const server = backupMessages.backup;
const BACKUP_ID = '0b6c3c1e-2f7a-4c55-9d0e-6f1f6b9d2a01';
const VALIDATION_ID = '1c7d4d2f-3a8b-4d66-8e1f-7a2a7c0e3b02';
const RESTORE_ID = '2d8e5e3a-4b9c-4e77-9f2a-8b3b8d1f4c03';
const UPLOAD_ID = '3e9f6f4b-5cad-4f88-8a3b-9c4c9e2a5d04';
const VOLUNTEER: User = { ...ADMIN, id: 7, username: 'vrijwilliger', role: 'vrijwilliger' };

const emptyPage = { items: [], nextCursor: null };
const makeCard = () => document.querySelector('.make-backup-card') as HTMLElement;
const restoreCard = () => document.querySelector('.restore-card') as HTMLElement;
/** A button's name after its icon's label. */
const named = (label: string) => new RegExp(`${label}$`);
/** A control whose name starts with this text (a tick box labelled with a name and its message). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

function backupJob(change: Partial<BackupJob>): BackupJob {
  return {
    jobId: BACKUP_ID,
    status: 'running',
    done: 0,
    total: 0,
    withFiles: false,
    encrypted: false,
    automatic: false,
    createdAt: '2026-11-24T09:00:00.000+00:00',
    createdBy: { id: ADMIN.id, name: 'Admin Beheerder' },
    finishedAt: null,
    fileName: null,
    size: null,
    totals: null,
    ...change,
  };
}

function restoreJob(change: Partial<RestoreJob>): RestoreJob {
  return {
    jobId: VALIDATION_ID,
    mode: 'validate',
    status: 'done',
    done: 40,
    total: 40,
    createdAt: '2026-11-24T09:00:00.000+00:00',
    finishedAt: '2026-11-24T09:00:02.000+00:00',
    exportDate: '2026-11-23T22:00:00.000Z',
    entities: [
      { entity: 'families', added: 1, changed: 0, unchanged: 4 },
      { entity: 'users', added: 0, changed: 0, unchanged: 3 },
    ],
    problems: [],
    problemCount: 0,
    rrnSkipped: 0,
    usersPending: 0,
    usersSkipped: 0,
    userClashes: [],
    skippedUsers: [],
    files: null,
    roleChanges: [],
    fromThisInstallation: true,
    signedKept: 0,
    ...change,
  };
}

/** Answers one after the other, the last one for every later call. */
function inTurn<T>(...answers: T[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)];
}

/** The presigned PUT, reporting progress halfway and then success. */
class FakeUploadRequest {
  static sent: Blob[] = [];
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {}
  send(body: Blob) {
    FakeUploadRequest.sent.push(body);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      this.status = 200;
      this.onload?.();
    }, 0);
  }
}

describe('backup and restore screen', () => {
  beforeAll(() => {
    // Each step waits for a job poll (every second) on a machine shared with other test runs.
    configure({ asyncUtilTimeout: 10_000 });
  });

  it('refuses a non-admin on the route with the spec’s sentence and a way back, and asks the server nothing', async () => {
    // Prepare
    const requests = fakeApi({}, VOLUNTEER);

    // Act: through the router's guard, as the app shows it
    renderSignedIn(
      <ScreenAccess screen={PROTECTED_SCREENS.backup}>
        <BackupPage />
      </ScreenAccess>,
      VOLUNTEER,
    );

    // Assess
    expect(await screen.findByText(server.adminOnly)).toBeTruthy();
    expect(screen.getByText('Toegang geweigerd')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terug naar het dashboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: named(m.start) })).toBeNull();
    expect(requests.filter((request) => /backup|restore/.test(request.path))).toEqual([]);
  });

  it('makes an encrypted backup, follows the job’s own progress and offers the download', async () => {
    // Prepare
    const requests = fakeApi({
      'GET /api/backups': emptyPage,
      'POST /api/backup': { jobId: BACKUP_ID },
      [`GET /api/backup/${BACKUP_ID}`]: inTurn(
        backupJob({ done: 3, total: 10 }),
        backupJob({
          status: 'done',
          done: 10,
          total: 10,
          fileName: 'Huiswerkbegeleiding-backup-2026-11-24.json.enc',
          size: 2048,
        }),
      ),
    });
    renderSignedIn(<BackupPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: m.encrypted }));
    await user.click(within(makeCard()).getByLabelText(m.passphrase));
    await user.paste('Een-lange-zin-voor-de-backup');
    await user.click(screen.getByLabelText(m.passphraseConfirm));
    await user.paste('Een-lange-zin-voor-de-backup');

    // Act
    await user.click(screen.getByRole('button', { name: named(m.start) }));

    // Assess: the bar shows the server's counts, then the success and the download
    expect(await screen.findByText(m.progress(3, 10))).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: m.backupRunning }).getAttribute('aria-valuenow')).toBe(
      '30',
    );
    expect(await screen.findByText(m.progress(10, 10))).toBeTruthy();
    expect((await screen.findAllByText(server.created)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: named(m.download) })).toBeTruthy();
    expect(
      requests.find((request) => request.method === 'POST' && request.path === '/api/backup')?.body,
    ).toEqual({ withFiles: false, passphrase: 'Een-lange-zin-voor-de-backup' });
  });

  it('refuses a backup whose passphrase confirmation differs, before asking the server', async () => {
    // Prepare
    const requests = fakeApi({ 'GET /api/backups': emptyPage });
    renderSignedIn(<BackupPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: m.encrypted }));
    await user.click(within(makeCard()).getByLabelText(m.passphrase));
    await user.paste('Een-lange-zin-voor-de-backup');
    await user.click(screen.getByLabelText(m.passphraseConfirm));
    await user.paste('Een-andere-zin-voor-de-backup');

    // Act
    await user.click(screen.getByRole('button', { name: named(m.start) }));

    // Assess
    expect(await screen.findByText(m.passphraseMismatch)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('uploads the file, shows the dry run per entity, asks for confirmation and shows what the restore did', async () => {
    // Prepare
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const requests = fakeApi({
      'GET /api/backups': emptyPage,
      'POST /api/uploads': { uploadId: UPLOAD_ID, url: 'http://files.test/put', headers: {} },
      [`POST /api/uploads/${UPLOAD_ID}/confirm`]: {
        uploadId: UPLOAD_ID,
        fileName: 'backup.json',
        size: 12,
        contentType: 'application/json',
      },
      'POST /api/restore/validate': { jobId: VALIDATION_ID },
      [`GET /api/restore/${VALIDATION_ID}`]: restoreJob({}),
      'POST /api/restore': { jobId: RESTORE_ID },
      [`GET /api/restore/${RESTORE_ID}`]: restoreJob({ jobId: RESTORE_ID, mode: 'restore' }),
    });
    renderSignedIn(<BackupPage />);
    const user = userEvent.setup({ delay: null });
    const input = (await screen.findByLabelText(m.chooseFile)) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['{"version":"1.0"}'], 'backup.json', { type: 'application/json' })] },
    });

    // Act: check the file
    await user.click(await screen.findByRole('button', { name: named(m.validate) }));

    // Assess: the dry run names 1 family to add and nothing was restored yet
    const plan = await screen.findByRole('table', { name: m.dryRunTitle });
    const families = within(plan).getByRole('row', { name: /Gezinnen/ });
    expect(
      within(families)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Gezinnen', '1', '0', '4']);
    expect(requests.find((request) => request.path === '/api/uploads')?.body).toMatchObject({
      purpose: 'restore',
      contentType: 'application/json',
    });
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/restore')).toBe(
      false,
    );

    // Act: restore after the confirmation
    await user.click(screen.getByRole('button', { name: named(m.restore) }));
    const confirmation = await screen.findByRole('dialog');
    expect(within(confirmation).getByText(m.confirmText(1, 0))).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: m.confirmOk }));

    // Assess
    expect(await screen.findByRole('table', { name: m.resultTitle })).toBeTruthy();
    const restoreCall = requests.find(
      (request) => request.method === 'POST' && request.path === '/api/restore',
    );
    expect(restoreCall?.body).toEqual({ uploadId: UPLOAD_ID });
    await waitFor(() => expect(FakeUploadRequest.sent).toHaveLength(1));
  });

  it('lists each role change with its tick box, asks to confirm a file from elsewhere, and sends only the ticked changes', async () => {
    // Prepare
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const promoted = { role: 'admin' as const, type: null };
    const change = (userId: number, username: string, name: string) => ({
      userId,
      username,
      name,
      before: { role: 'vrijwilliger', type: null },
      after: promoted,
      accepted: false,
      message: server.roleChange({ role: 'vrijwilliger', type: null }, promoted),
    });
    const requests = fakeApi({
      'GET /api/backups': emptyPage,
      'POST /api/uploads': { uploadId: UPLOAD_ID, url: 'http://files.test/put', headers: {} },
      [`POST /api/uploads/${UPLOAD_ID}/confirm`]: {
        uploadId: UPLOAD_ID,
        fileName: 'backup.json',
        size: 12,
        contentType: 'application/json',
      },
      'POST /api/restore/validate': { jobId: VALIDATION_ID },
      [`GET /api/restore/${VALIDATION_ID}`]: restoreJob({
        fromThisInstallation: false,
        roleChanges: [change(7, 'sanne', 'Sanne Peeters'), change(8, 'jonas', 'Jonas Maes')],
      }),
      'POST /api/restore': { jobId: RESTORE_ID },
      [`GET /api/restore/${RESTORE_ID}`]: restoreJob({ jobId: RESTORE_ID, mode: 'restore' }),
    });
    renderSignedIn(<BackupPage />);
    const user = userEvent.setup({ delay: null });
    const input = (await screen.findByLabelText(m.chooseFile)) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['{}'], 'backup.json', { type: 'application/json' })] },
    });

    // Act: check the file
    await user.click(await screen.findByRole('button', { name: named(m.validate) }));

    // Assess: both changes by name with a tick box, the foreign file's warning, restore held back
    expect(await screen.findByText(m.foreignTitle)).toBeTruthy();
    const sanne = screen.getByRole('checkbox', {
      name: startingWith(m.roleChangeName('Sanne Peeters', 'sanne')),
    });
    expect(
      screen.getByRole('checkbox', { name: startingWith(m.roleChangeName('Jonas Maes', 'jonas')) }),
    ).toBeTruthy();
    expect(screen.getAllByText(`: ${change(7, 'sanne', '').message}`, { exact: false })).toHaveLength(2);
    const restore = screen.getByRole('button', { name: named(m.restore) }) as HTMLButtonElement;
    expect(restore.disabled).toBe(true);

    // Act: tick one change, confirm the file, restore
    await user.click(sanne);
    await user.click(screen.getByRole('checkbox', { name: m.foreignConfirm }));
    await user.click(screen.getByRole('button', { name: named(m.restore) }));
    const confirmation = await screen.findByRole('dialog');
    expect(within(confirmation).getByText(m.confirmRoleChanges(1, 1))).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: m.confirmOk }));

    // Assess
    expect(await screen.findByRole('table', { name: m.resultTitle })).toBeTruthy();
    const restoreCall = requests.find(
      (request) => request.method === 'POST' && request.path === '/api/restore',
    );
    expect(restoreCall?.body).toEqual({
      uploadId: UPLOAD_ID,
      acceptedRoleChanges: [{ userId: 7, role: 'admin', type: null }],
      acceptForeignFile: true,
    });
  });

  it('lists the problems of a broken file and offers no restore', async () => {
    // Prepare
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    fakeApi({
      'GET /api/backups': emptyPage,
      'POST /api/uploads': { uploadId: UPLOAD_ID, url: 'http://files.test/put', headers: {} },
      [`POST /api/uploads/${UPLOAD_ID}/confirm`]: {
        uploadId: UPLOAD_ID,
        fileName: 'backup.json',
        size: 12,
        contentType: 'application/json',
      },
      'POST /api/restore/validate': { jobId: VALIDATION_ID },
      [`GET /api/restore/${VALIDATION_ID}`]: restoreJob({
        problems: [{ entity: 'families', id: '12', message: server.recordInvalid('childAge') }],
        problemCount: 1,
      }),
    });
    renderSignedIn(<BackupPage />);
    const user = userEvent.setup({ delay: null });
    const input = (await screen.findByLabelText(m.chooseFile)) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['{}'], 'backup.json', { type: 'application/json' })] },
    });

    // Act
    await user.click(await screen.findByRole('button', { name: named(m.validate) }));

    // Assess
    expect(await screen.findByText(m.problemsTitle(1))).toBeTruthy();
    expect(screen.getByText(`: ${server.recordInvalid('childAge')}`, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: named(m.restore) })).toBeNull();
  });
  it('names each user the restore will skip because another user here has the username or e-mail, and how many of their records are left out with them, and still offers the restore', async () => {
    // Prepare
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const clash = server.userClash('username', 'sanne');
    const leftOut = [{ entity: 'declarations', count: 2 }];
    const leftOutMessage = server.recordsLeftOut(leftOut);
    fakeApi({
      'GET /api/backups': emptyPage,
      'POST /api/uploads': { uploadId: UPLOAD_ID, url: 'http://files.test/put', headers: {} },
      [`POST /api/uploads/${UPLOAD_ID}/confirm`]: {
        uploadId: UPLOAD_ID,
        fileName: 'backup.json',
        size: 12,
        contentType: 'application/json',
      },
      'POST /api/restore/validate': { jobId: VALIDATION_ID },
      [`GET /api/restore/${VALIDATION_ID}`]: restoreJob({
        usersSkipped: 1,
        userClashes: [
          { userId: 7, username: 'sanne', field: 'username', value: 'sanne', otherUserId: 9, message: clash },
        ],
        skippedUsers: [{ userId: 7, username: 'sanne', records: leftOut, message: leftOutMessage }],
      }),
    });
    renderSignedIn(<BackupPage />);
    const user = userEvent.setup({ delay: null });
    const input = (await screen.findByLabelText(m.chooseFile)) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['{}'], 'backup.json', { type: 'application/json' })] },
    });

    // Act
    await user.click(await screen.findByRole('button', { name: named(m.validate) }));

    // Assess
    expect(await screen.findByText(m.usersSkipped(1))).toBeTruthy();
    expect(screen.getAllByText(m.userClash('sanne', 7))).toHaveLength(2);
    expect(screen.getByText(`: ${clash}`, { exact: false })).toBeTruthy();
    expect(screen.getByText(`: ${leftOutMessage}`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: named(m.restore) })).toBeTruthy();
  });

  it('asks the passphrase of an encrypted file, sends it with the check and shows a refusal as the server words it', async () => {
    // Prepare
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const requests = fakeApi({
      'GET /api/backups': emptyPage,
      'POST /api/uploads': { uploadId: UPLOAD_ID, url: 'http://files.test/put', headers: {} },
      [`POST /api/uploads/${UPLOAD_ID}/confirm`]: {
        uploadId: UPLOAD_ID,
        fileName: 'backup.json.enc',
        size: 12,
        contentType: 'application/octet-stream',
      },
      'POST /api/restore/validate': { jobId: VALIDATION_ID },
      [`GET /api/restore/${VALIDATION_ID}`]: restoreJob({
        status: 'failed',
        entities: [],
        error: server.wrongPassphrase,
      }),
    });
    renderSignedIn(<BackupPage />);
    const user = userEvent.setup({ delay: null });
    const input = (await screen.findByLabelText(m.chooseFile)) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['sealed'], 'backup.json.enc')] } });
    await user.click(within(restoreCard()).getByLabelText(m.passphrase));
    await user.paste('Een-lange-zin-voor-de-backup');

    // Act
    await user.click(screen.getByRole('button', { name: named(m.validate) }));

    // Assess
    expect(await screen.findByText(server.wrongPassphrase)).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/uploads')?.body).toMatchObject({
      contentType: 'application/octet-stream',
    });
    expect(requests.find((request) => request.path === '/api/restore/validate')?.body).toEqual({
      uploadId: UPLOAD_ID,
      passphrase: 'Een-lange-zin-voor-de-backup',
    });
  });

  it('says Restore mislukt with the reason when the restore job fails', async () => {
    // Prepare
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    fakeApi({
      'GET /api/backups': emptyPage,
      'POST /api/uploads': { uploadId: UPLOAD_ID, url: 'http://files.test/put', headers: {} },
      [`POST /api/uploads/${UPLOAD_ID}/confirm`]: {
        uploadId: UPLOAD_ID,
        fileName: 'backup.json',
        size: 12,
        contentType: 'application/json',
      },
      'POST /api/restore/validate': { jobId: VALIDATION_ID },
      [`GET /api/restore/${VALIDATION_ID}`]: restoreJob({}),
      'POST /api/restore': { jobId: RESTORE_ID },
      [`GET /api/restore/${RESTORE_ID}`]: restoreJob({
        jobId: RESTORE_ID,
        mode: 'restore',
        status: 'failed',
        error: server.restoreHasProblems,
      }),
    });
    renderSignedIn(<BackupPage />);
    const user = userEvent.setup({ delay: null });
    const input = (await screen.findByLabelText(m.chooseFile)) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['{}'], 'backup.json', { type: 'application/json' })] },
    });
    await user.click(await screen.findByRole('button', { name: named(m.validate) }));
    await user.click(await screen.findByRole('button', { name: named(m.restore) }));

    // Act
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.confirmOk }));

    // Assess
    expect((await screen.findAllByText(server.restoreFailed)).length).toBeGreaterThan(0);
    expect((await screen.findAllByText(server.restoreHasProblems)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: m.resultTitle })).toBeNull();
  });

  it('says Backup mislukt with the reason when the backup job fails', async () => {
    // Prepare
    fakeApi({
      'GET /api/backups': emptyPage,
      'POST /api/backup': { jobId: BACKUP_ID },
      [`GET /api/backup/${BACKUP_ID}`]: backupJob({
        status: 'failed',
        error: 'De opslag is niet bereikbaar.',
      }),
    });
    renderSignedIn(<BackupPage />);
    const user = userEvent.setup({ delay: null });

    // Act
    await user.click(await screen.findByRole('button', { name: named(m.start) }));

    // Assess
    expect((await screen.findAllByText(server.failed)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: named(m.download) })).toBeNull();
  });
});
