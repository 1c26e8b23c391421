import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, atBrusselsTime } from '../../shared/calendar/brussels-time';
import { todayInBrussels } from '../../shared/format/dates';
import type { Calendar } from '../../shared/schemas/calendar';
import type { Family } from '../../shared/schemas/families';
import { apiLogin, callApi, createUserAsAdmin } from './support/api';
import { seriousAxeFindings } from './support/axe';
import { hasChromium } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { browserSuite } from './support/suite';

const VOLUNTEER = {
  username: 'kaart.vrijwilliger',
  password: 'Gezinnen-Op-Kaartjes-61',
  firstName: 'Lotte',
  lastName: 'Maes',
  email: 'lotte.maes@example.org',
};
/** The narrowest common phone, held in the hand. */
const NARROW_PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true } as const;

/** The document's width in CSS pixels: at most the screen's when nothing scrolls sideways. */
const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The elements reaching past the screen's right edge, named for the failure message. */
const pastTheEdge = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 360.5)
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} → ${Math.round(element.getBoundingClientRect().right)}`,
      )
      .join('\n'),
  );

describe.runIf(hasChromium())(
  "a volunteer's families, sessions, news and agenda on a 360 px phone (issue 35 step 5)",
  () => {
    const suite = browserSuite();
    let family: Family;
    const inThreeDays = addDays(todayInBrussels(), 3);
    const lastWeek = addDays(todayInBrussels(), -7);

    beforeAll(async () => {
      const volunteer = await createUserAsAdmin(suite.portal, VOLUNTEER);
      const admin = await apiLogin(suite.portal, suite.portal.admin.username, suite.portal.admin.password);
      family = await callApi<Family>(suite.portal, 'POST', '/api/families', {
        token: admin,
        body: {
          parentName: 'Gezin Vandenberghe-Oosterlinck',
          childName: 'Mila',
          childAge: 10,
          school: 'Basisschool Sint-Jozef',
          grade: '5de leerjaar',
          email: 'vandenberghe.oosterlinck@example.org',
          phone: '0471 23 45 67',
          assignedTo: volunteer.id,
          guidanceStatus: 'actief',
        },
      });
      await callApi(suite.portal, 'POST', '/api/news', {
        token: admin,
        body: {
          title: 'Nieuwe schoolmaterialen in het lokaal van de vereniging',
          content: 'Vanaf maandag liggen er schriften, pennen en rekenmachines klaar voor de gezinnen.',
        },
      });
      const token = await apiLogin(suite.portal, VOLUNTEER.username, VOLUNTEER.password);
      await callApi(suite.portal, 'POST', '/api/sessions', {
        token,
        body: {
          familyId: family.id,
          date: lastWeek,
          startTime: '16:00',
          durationMinutes: 60,
          kind: 'huiswerkbegeleiding',
          volunteerIds: [volunteer.id],
          subjects: ['rekenen'],
        },
      });
      const calendar = await callApi<Calendar>(suite.portal, 'POST', '/api/calendars', {
        token,
        body: { name: 'Mijn huiswerkbegeleiding' },
      });
      for (const day of [inThreeDays, todayInBrussels()]) {
        await callApi(suite.portal, 'POST', '/api/calendar-events', {
          token,
          body: {
            title: 'Huiswerk Mila',
            calendarId: calendar.id,
            startDate: atBrusselsTime(day, 16).toISOString(),
            endDate: atBrusselsTime(day, 17).toISOString(),
            familyId: day === inThreeDays ? family.id : null,
          },
        });
      }
    });

    it('shows my families as cards with the child, school, next appointment and last session; a tap opens the family', async () => {
      const page = await suite.signedInPage(VOLUNTEER, NARROW_PHONE);
      await page.goto('/gezinnen');
      const card = page.getByRole('list', { name: 'Gezinnen' }).getByRole('listitem').first();
      await card.getByText('Kind: Mila · 10 jaar').waitFor();
      await card.getByText('School: Basisschool Sint-Jozef · 5de leerjaar').waitFor();
      const [year, month, day] = inThreeDays.split('-');
      await card.getByText(`Volgende afspraak: ${day}-${month}-${year} 16:00`).waitFor();
      const [lastYear, lastMonth, lastDay] = lastWeek.split('-');
      await card.getByText(`Laatste begeleiding: ${lastDay}-${lastMonth}-${lastYear}`).waitFor();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, 'phone-360-my-families-cards');
      expect(await documentWidth(page), await pastTheEdge(page)).toBeLessThanOrEqual(360);
      expect(await seriousAxeFindings(page)).toEqual([]);

      // A tap on the card itself, below the name (on the school line), opens the family: the name's
      // button covers the card.
      const school = await card.getByText('School: Basisschool Sint-Jozef').boundingBox();
      const box = await card.boundingBox();
      await card.tap({ position: { x: 40, y: (school?.y ?? 0) - (box?.y ?? 0) + 4 } });
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Gezin Vandenberghe-Oosterlinck').first().waitFor();
      await saveScreenshot(page, 'phone-360-my-family-opened');
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    });

    const SCREENS = [
      { name: 'sessions', path: () => `/gezinnen/${family.id}/begeleiding`, ready: 'rekenen' },
      {
        name: 'news',
        path: () => '/nieuws',
        ready: 'Nieuwe schoolmaterialen in het lokaal van de vereniging',
      },
      { name: 'agenda-day', path: () => '/agenda', ready: 'Huiswerk Mila' },
    ] as const;

    it.each(SCREENS)(
      '$name: no sideways scrolling and no serious or critical axe finding',
      async (screen) => {
        const page = await suite.signedInPage(VOLUNTEER, NARROW_PHONE);
        await page.goto(screen.path());
        await page.getByText(screen.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        await saveScreenshot(page, `phone-360-${screen.name}`);
        expect(await documentWidth(page), await pastTheEdge(page)).toBeLessThanOrEqual(360);
        expect(await seriousAxeFindings(page)).toEqual([]);
      },
    );
  },
);
