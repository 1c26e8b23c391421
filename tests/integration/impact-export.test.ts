import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Family } from '../../shared/schemas/families';
import type { ImpactExportResponse, ImpactReport } from '../../shared/schemas/sessions';
import { MINIMAL_PNG } from './support/files';
import { sheetsAsShown } from './support/libreoffice';
import { startTestPortal, type TestPortal } from './support/portal';
import { signedInUser } from './support/users';

let portal: TestPortal;
let admin: string;
let work: string;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  work = mkdtempSync(join(tmpdir(), 'vwp-impact-'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await portal.stop();
});

async function createFamily(assignedTo: number, school: string, grade: string) {
  const answer = await portal.call<Family>('POST', '/api/families', {
    token: admin,
    body: {
      parentName: `Familie ${randomUUID().slice(0, 6)}`,
      childName: 'Yasmine',
      childAge: 9,
      school,
      grade,
      assignedTo,
      guidanceStatus: 'actief',
    },
  });
  if (answer.status !== 201) throw new Error(`family: ${answer.status} ${answer.text}`);
  return answer.body;
}

async function logSession(token: string, familyId: number, volunteerId: number, fields: object) {
  const answer = await portal.call('POST', '/api/sessions', {
    token,
    body: {
      familyId,
      startTime: '16:00',
      kind: 'huiswerkbegeleiding',
      volunteerIds: [volunteerId],
      ...fields,
    },
  });
  if (answer.status !== 201) throw new Error(`session: ${answer.status} ${answer.text}`);
}

async function useLogo() {
  const presigned = await portal.call<{ uploadId: string; url: string; headers: Record<string, string> }>(
    'POST',
    '/api/uploads',
    {
      token: admin,
      body: {
        purpose: 'settings-logo',
        fileName: 'logo.png',
        contentType: 'image/png',
        size: MINIMAL_PNG.byteLength,
      },
    },
  );
  await fetch(presigned.body.url, {
    method: 'PUT',
    headers: presigned.body.headers,
    body: new Uint8Array(MINIMAL_PNG),
  });
  await portal.call('POST', `/api/uploads/${presigned.body.uploadId}/confirm`, { token: admin });
  await portal.call('PUT', '/api/settings/organization_logo', {
    token: admin,
    body: { value: presigned.body.uploadId },
  });
}

const exportAs = (token: string, { format, ...body }: Record<string, unknown>) =>
  portal.call<ImpactExportResponse>('POST', `/api/impact-report/export/${String(format)}`, { token, body });

describe('the impact report as files', () => {
  const school = `School ${randomUUID().slice(0, 6)}`;
  const period = { from: '2025-01', to: '2025-03', school };
  let coordinator: string;
  let volunteer: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    coordinator = (await signedInUser(portal, admin, { role: 'coordinator' })).token;
    volunteer = await signedInUser(portal, admin);
    const other = await signedInUser(portal, admin);
    const first = await createFamily(volunteer.user.id, school, '3de leerjaar');
    const second = await createFamily(other.user.id, school, '5de leerjaar');
    await logSession(volunteer.token, first.id, volunteer.user.id, {
      date: '2025-01-13',
      durationMinutes: 90,
    });
    await logSession(volunteer.token, first.id, volunteer.user.id, {
      date: '2025-02-10',
      durationMinutes: 60,
      kind: 'gezinsbegeleiding',
    });
    await logSession(other.token, second.id, other.user.id, {
      date: '2025-03-03',
      durationMinutes: 45,
    });
    await logSession(other.token, second.id, other.user.id, {
      date: '2025-03-10',
      durationMinutes: 45,
      familyAbsent: true,
      absenceReason: 'Ziek',
    });
    await portal.call('PUT', '/api/settings/organization_name', {
      token: admin,
      body: { value: 'Huiswerkhulp Zuid' },
    });
    await useLogo();
  });

  it('writes a PDF with the association on its cover, its logo, the key figures and the trend by month', async () => {
    // Act
    const answer = await exportAs(coordinator, { ...period, format: 'pdf' });
    const file = join(work, 'impact.pdf');
    writeFileSync(file, Buffer.from(answer.body.content, 'base64'));
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
    const images = execFileSync('pdfimages', ['-list', '-f', '1', '-l', '1', file], { encoding: 'utf8' });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.contentType).toBe('application/pdf');
    expect(answer.body.fileName).toBe('Impactrapport Huiswerkhulp Zuid 2025-01 tot 2025-03.pdf');
    expect(pages[0]).toContain('Huiswerkhulp Zuid');
    expect(pages[0]).toContain('Impactrapport');
    expect(pages[0]).toContain(`School: ${school}`);
    // pdfimages lists the cover's images below its two header lines: the logo (and its alpha mask)
    expect(images).toMatch(/^\s*1\s+\d+\s+image\s/m);
    const figures = pages[1] ?? '';
    expect(figures).toMatch(/Gezinnen begeleid\s+2\n/);
    expect(figures).toMatch(/Kinderen ondersteund\s+2\n/);
    expect(figures).toMatch(/Begeleidingsmomenten gehouden\s+3\n/);
    expect(figures).toMatch(/Gemist \(gezin afwezig\)\s+1\n/);
    expect(figures).toMatch(/Uren begeleiding\s+3,3\n/);
    expect(figures).toMatch(/Actieve vrijwilligers\s+2\n/);
    expect(pages[2]).toMatch(/januari 2025\s+1\s+0\s+1,5\s+1/);
    expect(pages[2]).toMatch(/maart 2025\s+1\s+1\s+0,8\s+1/);
  });

  it('writes the underlying numbers as a workbook that another program reads back', async () => {
    // Act
    const answer = await exportAs(coordinator, { ...period, format: 'xlsx' });
    const sheets = await sheetsAsShown(Buffer.from(answer.body.content, 'base64'));
    const report = await portal.call<ImpactReport>(
      'GET',
      `/api/impact-report?from=2025-01&to=2025-03&school=${encodeURIComponent(school)}`,
      { token: coordinator },
    );

    // Assess
    expect(answer.body.fileName).toBe('Impactrapport Huiswerkhulp Zuid 2025-01 tot 2025-03.xlsx');
    expect(Object.keys(sheets)).toEqual(
      expect.arrayContaining(['Kerncijfers', 'Verloop per maand', 'Kinderen per leerjaar']),
    );
    const figures = new Map((sheets.Kerncijfers ?? []).map(([label, value]) => [label, value]));
    expect(figures.get('Gezinnen begeleid')).toBe(String(report.body.families.active));
    expect(figures.get('Begeleidingsmomenten gehouden')).toBe('3');
    expect(figures.get('Uren begeleiding')).toBe('3,3');
    expect(sheets['Verloop per maand']?.slice(1)).toEqual([
      ['2025-01', '1', '0', '1,5', '1'],
      ['2025-02', '1', '0', '1', '1'],
      ['2025-03', '1', '1', '0,8', '1'],
    ]);
    expect(sheets['Kinderen per leerjaar']?.slice(1)).toEqual([
      ['3de leerjaar', '1'],
      ['5de leerjaar', '1'],
    ]);
  });

  it("gives a volunteer's file their own figures only, whatever school is asked", async () => {
    // Act
    const answer = await exportAs(volunteer.token, { ...period, format: 'xlsx' });
    const sheets = await sheetsAsShown(Buffer.from(answer.body.content, 'base64'));

    // Assess
    const figures = new Map((sheets.Kerncijfers ?? []).map(([label, value]) => [label, value]));
    expect(figures.get('Gezinnen begeleid')).toBe('1');
    expect(figures.get('Begeleidingsmomenten gehouden')).toBe('2');
    expect(figures.get('Uren begeleiding')).toBe('2,5');
  });
});
