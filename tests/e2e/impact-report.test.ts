import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, atBrusselsTime } from '../../shared/calendar/brussels-time';
import { todayInBrussels } from '../../shared/format/dates';
import { messages } from '../../shared/messages';
import type { Calendar, CalendarEvent } from '../../shared/schemas/calendar';
import type { Family } from '../../shared/schemas/families';
import type { SessionLogPage } from '../../shared/schemas/sessions';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { hasChromium, PHONE_VIEWPORT } from './support/browser';
import type { TestPortal } from './support/portal';
import { saveScreenshot } from './support/screenshots';
import { signIn } from './support/session';
import { browserSuite } from './support/suite';

const m = messages.sessions;
const VOLUNTEER = {
  username: 'impact.vrijwilliger',
  password: 'Huiswerk-Op-Woensdag-31',
  firstName: 'Sara',
  lastName: 'Janssens',
  email: 'impact.sara@example.org',
  role: 'vrijwilliger',
};
const COORDINATOR = {
  username: 'impact.coordinator',
  password: 'Rapport-Voor-Subsidie-64',
  firstName: 'Bram',
  lastName: 'Wouters',
  email: 'impact.bram@example.org',
  role: 'coordinator',
};

const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

describe.runIf(hasChromium())('Begeleidingsmomenten uit de agenda en het impactrapport', () => {
  const suite = browserSuite();
  let portal: TestPortal;
  let family: Family;
  let appointment: CalendarEvent;
  const lastWeek = addDays(todayInBrussels(), -7);

  beforeAll(async () => {
    portal = suite.portal;
    const [volunteer] = await Promise.all([
      createUserAsAdmin(portal, VOLUNTEER),
      createUserAsAdmin(portal, COORDINATOR),
    ]);
    const coordinator = await apiLogin(portal, COORDINATOR.username, COORDINATOR.password);
    await callApi<Calendar>(portal, 'POST', '/api/calendars', {
      token: coordinator,
      body: { name: 'Coördinatie' },
    });
    const admin = await apiLogin(portal, portal.admin.username, portal.admin.password);
    family = await callApi<Family>(portal, 'POST', '/api/families', {
      token: admin,
      body: {
        parentName: 'Gezin El Amrani',
        childName: 'Yasmine',
        childAge: 9,
        school: 'Basisschool De Regenboog',
        grade: '4de leerjaar',
        assignedTo: volunteer.id,
        guidanceStatus: 'actief',
      },
    });
    const token = await apiLogin(portal, VOLUNTEER.username, VOLUNTEER.password);
    const calendar = await callApi<Calendar>(portal, 'POST', '/api/calendars', {
      token,
      body: { name: 'Mijn huiswerkbegeleiding' },
    });
    appointment = await callApi<CalendarEvent>(portal, 'POST', '/api/calendar-events', {
      token,
      body: {
        title: 'Huiswerk Yasmine',
        calendarId: calendar.id,
        startDate: atBrusselsTime(lastWeek, 16).toISOString(),
        endDate: atBrusselsTime(lastWeek, 17, 30).toISOString(),
        familyId: family.id,
      },
    });
  });

  it('lets a volunteer on a phone log a session from last week’s appointment, once', async () => {
    // Prepare
    const page = await suite.openPage({ viewport: PHONE_VIEWPORT });
    await signIn(page, VOLUNTEER.username, VOLUNTEER.password);
    await page.goto('/agenda');

    // Act: the week's planned sessions without a log, last week, complete the appointment
    await page.getByRole('button', { name: m.plannedAction }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: m.planned });
    await drawer.getByRole('button', { name: 'Vorige week' }).click();
    await drawer.getByText('Huiswerk Yasmine').waitFor();
    await saveScreenshot(page, 'impact-01-phone-planned');
    await drawer.getByRole('button', { name: m.fromAppointment }).click();
    const dialog = page.getByRole('dialog', { name: m.completeTitle });
    await dialog.getByLabel('Duur (minuten)').waitFor();
    expect(await dialog.getByLabel('Duur (minuten)').inputValue()).toBe('90');
    await dialog.getByLabel('Onderwerpen').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'rekenen' })
      .click();
    await dialog.getByLabel('Resultaat').fill('Tafels van 7 geoefend.');
    await saveScreenshot(page, 'impact-02-phone-complete');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, m.added).waitFor();

    // Assess: one session with the appointment's date and length; the planned list is empty now
    await drawer.getByText(m.plannedEmpty).waitFor();
    const token = await apiLogin(portal, VOLUNTEER.username, VOLUNTEER.password);
    const sessions = await callApi<SessionLogPage>(portal, 'GET', `/api/families/${family.id}/sessions`, {
      token,
    });
    expect(sessions.items).toHaveLength(1);
    expect(sessions.items[0]).toMatchObject({
      date: lastWeek,
      startTime: '16:00',
      durationMinutes: 90,
      subjects: ['rekenen'],
      appointment: { eventId: appointment.id, occurrence: lastWeek },
    });
  });

  it('shows a coordinator the family field on a new appointment and the impact report with charts, and downloads the PDF and the xlsx', async () => {
    // Prepare
    const page = await suite.openPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signIn(page, COORDINATOR.username, COORDINATOR.password);
    await page.goto('/agenda');
    await page.getByRole('button', { name: 'Nieuwe afspraak', exact: true }).click();
    await page.getByRole('dialog').getByText(m.familyField).waitFor();
    await saveScreenshot(page, 'impact-03-agenda-form-family');
    await page.keyboard.press('Escape');

    // Act: the report of this year so far (the screen's default period), which holds last week
    const month = lastWeek.slice(0, 7);
    await page.goto('/');
    await page.getByRole('link', { name: 'Impactrapport' }).click();
    await page.getByRole('heading', { name: 'Impactrapport', level: 3 }).waitFor();
    const figures = page.getByRole('region', { name: 'Kerncijfers' });
    await figures.getByText('Begeleidingsmomenten gehouden').waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    await saveScreenshot(page, 'impact-04-report');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);

    // Assess: the PDF's key figures and the workbook's numbers, read by other programs
    expect(pdf.suggestedFilename()).toMatch(/^Impactrapport .*\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
    expect(text).toContain('Impactrapport');
    expect(text).toMatch(/Begeleidingsmomenten gehouden\s+1\n/);
    expect(text).toMatch(/Uren begeleiding\s+1,5\n/);
    expect(text).toMatch(/Actieve vrijwilligers\s+1\n/);
    const workbook = new ExcelJS.Workbook();
    const file = await readFile(await xlsx.path());
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    const trend = workbook.getWorksheet('Verloop per maand');
    const row = trend?.getSheetValues().find((values) => Array.isArray(values) && values[1] === month);
    expect(row).toEqual([undefined, month, 1, 0, 1.5, 1]);
  });
});
