import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterPage } from '../../shared/schemas/volunteer-register';
import { sheetsAsShown } from './support/libreoffice';
import { startTestPortal, type TestPortal } from './support/portal';
import { signedInUser } from './support/users';

/**
 * Issue 31 item 5: approved flat allowances enter the year's nominative register (on screen, xlsx,
 * PDF) in the approval's transaction, and each volunteer downloads their own yearly statement.
 */

const run = promisify(execFile);
let portal: TestPortal;
let admin: string;
let coordinator: string;
let boardMember: string;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const thisYear = () => Number(today().slice(0, 4));

type Declaration = { id: number; version: number; status: string; userName: string };

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  coordinator = (await signedInUser(portal, admin, { role: 'coordinator' })).token;
  boardMember = (await signedInUser(portal, admin, { role: 'bestuurslid' })).token;
});
afterAll(() => portal.stop());

/** A flat-rate volunteer this year with one approved allowance of `amount` and `kilometers`. */
async function volunteerWithAllowance(firstName: string, amount: string, kilometers: number) {
  const { user, token } = await signedInUser(portal, admin, { firstName, lastName: 'Register' });
  const totals = await portal.call<{ version: number }>(
    'GET',
    `/api/users/${user.id}/volunteer-law/${thisYear()}`,
    {
      token: admin,
    },
  );
  const regime = await portal.call('PUT', `/api/users/${user.id}/volunteer-law/${thisYear()}`, {
    token: admin,
    body: { regime: 'flat', otherOrganisationsAmount: '0', expectedVersion: totals.body.version },
  });
  expect(regime.status).toBe(200);
  const created = await portal.call<Declaration>('POST', '/api/declarations', {
    token,
    body: {
      type: 'allowance',
      description: 'Huiswerkbegeleiding',
      date: today(),
      amount,
      ...(kilometers > 0 ? { kilometers } : {}),
    },
  });
  expect(created.status).toBe(201);
  const approved = await portal.call<Declaration>('PATCH', `/api/declarations/${created.body.id}/status`, {
    token: coordinator,
    body: { status: 'approved', expectedVersion: created.body.version },
  });
  expect(approved.status).toBe(200);
  return { user, token, declaration: approved.body };
}

async function download(path: string, token: string) {
  const response = await fetch(`${portal.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vwp-pdf-'));
  try {
    const file = join(dir, 'file.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('volunteer register', () => {
  it('lists each approved allowance by volunteer and day with the year totals, for admins and the board only', async () => {
    const first = await volunteerWithAllowance('Anouk', '25.00', 12);
    const second = await volunteerWithAllowance('Bram', '30.50', 0);

    const page = await portal.call<RegisterPage>('GET', `/api/volunteer-register/${thisYear()}`, {
      token: admin,
    });
    const byBoard = await portal.call('GET', `/api/volunteer-register/${thisYear()}`, { token: boardMember });
    const byCoordinator = await portal.call('GET', `/api/volunteer-register/${thisYear()}`, {
      token: coordinator,
    });
    const byVolunteer = await portal.call('GET', `/api/volunteer-register/${thisYear()}/xlsx`, {
      token: first.token,
    });

    expect(page.status).toBe(200);
    expect(page.body.items).toEqual([
      expect.objectContaining({ userId: first.user.id, date: today(), amount: '25.00', kilometers: 12 }),
      expect.objectContaining({ userId: second.user.id, date: today(), amount: '30.50', kilometers: 0 }),
    ]);
    expect(page.body.totals).toEqual({ amount: '55.50', kilometers: 12, days: 2 });
    expect(byBoard.status).toBe(200);
    expect(byCoordinator.status).toBe(403);
    expect(byVolunteer.status).toBe(403);
  });

  it('takes an allowance out of the register when its approval is undone', async () => {
    const { declaration } = await volunteerWithAllowance('Cas', '10.00', 0);
    const before = await portal.call<RegisterPage>('GET', `/api/volunteer-register/${thisYear()}`, {
      token: admin,
    });

    const rejected = await portal.call('PATCH', `/api/declarations/${declaration.id}/status`, {
      token: coordinator,
      body: { status: 'rejected', expectedVersion: declaration.version, reviewNotes: 'Dubbel ingediend' },
    });
    const after = await portal.call<RegisterPage>('GET', `/api/volunteer-register/${thisYear()}`, {
      token: admin,
    });

    expect(rejected.status).toBe(200);
    expect(before.body.items.some((line) => line.declarationId === declaration.id)).toBe(true);
    expect(after.body.items.some((line) => line.declarationId === declaration.id)).toBe(false);
    expect(Number(after.body.totals.amount)).toBeCloseTo(Number(before.body.totals.amount) - 10, 2);
  });

  it('gives each volunteer’s year totals beside the lines, in the answer, the xlsx and the PDF', async () => {
    const volunteer = await volunteerWithAllowance('Chloë', '20.00', 8);

    const page = await portal.call<RegisterPage>('GET', `/api/volunteer-register/${thisYear()}`, {
      token: admin,
    });
    const xlsx = await download(`/api/volunteer-register/${thisYear()}/xlsx`, admin);
    const pdf = await download(`/api/volunteer-register/${thisYear()}/pdf`, admin);

    const own = page.body.volunteerTotals.find((entry) => entry.userId === volunteer.user.id);
    expect(own).toEqual({
      userId: volunteer.user.id,
      volunteerName: volunteer.declaration.userName,
      amount: '20.00',
      kilometers: 8,
      days: 1,
    });
    expect(page.body.volunteerTotals.map((entry) => entry.userId).sort()).toEqual(
      [...new Set(page.body.items.map((line) => line.userId))].sort(),
    );
    const sheets = await sheetsAsShown(xlsx.bytes);
    const perVolunteer = sheets['Per vrijwilliger'] ?? [];
    expect(perVolunteer[0]).toEqual(['Vrijwilliger', 'Dagen', 'Bedrag', 'Kilometers']);
    const row = perVolunteer.find((cells) => cells[0] === volunteer.declaration.userName) ?? [];
    expect(row[1]).toBe('1');
    expect(row[2]).toContain('20,00');
    expect(row[3]).toBe('8');
    expect(await pdfText(pdf.bytes)).toContain('Per vrijwilliger');
  });

  it('exports an xlsx that LibreOffice reads back with the same lines and totals, and a PDF', async () => {
    const page = await portal.call<RegisterPage>('GET', `/api/volunteer-register/${thisYear()}`, {
      token: admin,
    });

    const xlsx = await download(`/api/volunteer-register/${thisYear()}/xlsx`, admin);
    const pdf = await download(`/api/volunteer-register/${thisYear()}/pdf`, boardMember);

    expect(xlsx.status).toBe(200);
    const sheets = await sheetsAsShown(xlsx.bytes);
    const rows = sheets[`Register ${thisYear()}`] ?? [];
    expect(rows[0]).toEqual(['Vrijwilliger', 'Dag van activiteit', 'Bedrag', 'Kilometers']);
    const lines = rows.slice(1, -1);
    expect(lines.map((row) => row[0])).toEqual(page.body.items.map((line) => line.volunteerName));
    const total = rows.at(-1) ?? [];
    expect(total[0]).toBe('Totaal');
    const shownAmount = (text: string | undefined) =>
      Number((text ?? '').replace(/[^\d,.-]/g, '').replace(',', '.'));
    expect(shownAmount(total[2])).toBeCloseTo(Number(page.body.totals.amount), 2);
    expect(Number(total[3])).toBe(page.body.totals.kilometers);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(`Register vrijwilligersvergoedingen ${thisYear()}`);
    expect(text).toContain('Anouk Register');
  });
});

describe('yearly statement', () => {
  it('gives a volunteer their own statement with their days and total, and answers 404 for another’s', async () => {
    const mine = await volunteerWithAllowance('Dirk', '18.75', 8);
    const other = await volunteerWithAllowance('Eva', '12.00', 0);

    const own = await download(
      `/api/volunteer-register/${thisYear()}/statements/${mine.user.id}`,
      mine.token,
    );
    const anothers = await download(
      `/api/volunteer-register/${thisYear()}/statements/${other.user.id}`,
      mine.token,
    );
    const byAdmin = await download(
      `/api/volunteer-register/${thisYear()}/statements/${other.user.id}`,
      admin,
    );

    expect(own.status).toBe(200);
    const text = await pdfText(own.bytes);
    expect(text).toContain(`Attest vrijwilligersvergoedingen ${thisYear()}`);
    expect(text).toContain('Dirk Register');
    expect(text).toContain('18,75');
    expect(text).not.toContain('Eva Register');
    expect(anothers.status).toBe(404);
    expect(byAdmin.status).toBe(200);
    expect(await pdfText(byAdmin.bytes)).toContain('Eva Register');
  });
});
