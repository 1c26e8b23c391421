import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationNewestFirst } from '../../functions/repositories/keys/declarations';
import { VOLUNTEER_LAW_SEED } from '../../shared/constants';
import { messages } from '../../shared/messages';
import { startTestPortal, type TestPortal } from './support/portal';
import { signedInUser } from './support/users';

// Issue 31 part A: the Belgian volunteer law's figures, regime, declarations and ceilings.

let portal: TestPortal;
let admin: string;
let coordinator: string;

const law = messages.volunteerLaw;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const thisYear = () => Number(today().slice(0, 4));

type Declaration = {
  id: number;
  type: string;
  amount: string;
  allowance?: string | null;
  kilometers: number | null;
  vehicle?: string | null;
  status: string;
  version: number;
};
type Totals = {
  regime: string;
  isRegimeLocked: boolean;
  otherOrganisationsAmount: string;
  allowanceTotal: string;
  allowanceDays: { date: string; amount: string }[];
  transportKm: number;
  version: number;
};

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.logIn();
  coordinator = (await signedInUser(portal, admin, { role: 'coordinator' })).token;
});
afterAll(() => portal.stop());

async function newVolunteer() {
  const { user, token } = await signedInUser(portal, admin, { role: 'vrijwilliger' });
  return { id: user.id, token };
}

async function totals(userId: number, year: number) {
  return portal.call<Totals>('GET', `/api/users/${userId}/volunteer-law/${year}`, { token: admin });
}

async function setRegime(userId: number, year: number, regime: 'flat' | 'real', other = '0') {
  const current = await totals(userId, year);
  return portal.call<Totals & { message?: string }>('PUT', `/api/users/${userId}/volunteer-law/${year}`, {
    token: admin,
    body: { regime, otherOrganisationsAmount: other, expectedVersion: current.body.version },
  });
}

/** A flat-rate volunteer (this year and `year`) with `other` euro from other organisations in `year`. */
async function flatVolunteer(year: number, other = '0') {
  const volunteer = await newVolunteer();
  expect((await setRegime(volunteer.id, thisYear(), 'flat')).status).toBe(200);
  if (year !== thisYear()) expect((await setRegime(volunteer.id, year, 'flat', other)).status).toBe(200);
  else if (other !== '0') expect((await setRegime(volunteer.id, year, 'flat', other)).status).toBe(200);
  return volunteer;
}

/**
 * A pending allowance of `amount` for the day `day`: declared today (a declaration may be at most 90
 * days old) and then moved to that day in the table, as if it had been declared then.
 */
async function allowanceOn(token: string, day: string, amount: string, kilometers?: number) {
  const created = await portal.call<Declaration>('POST', '/api/declarations', {
    token,
    body: { type: 'allowance', description: 'Huiswerkbegeleiding', date: today(), amount, kilometers },
  });
  expect(created.status).toBe(201);
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  await client.send(
    new UpdateCommand({
      TableName: `${portal.resourcePrefix}declarations`,
      Key: { pk: `DECLARATION#${created.body.id}`, sk: 'DECLARATION' },
      // The date-sorted index keys move with it, as if it had been declared that day.
      UpdateExpression: 'SET #date = :day, gsi1sk = :sort, gsi2sk = :sort, gsi3sk = :sort',
      ExpressionAttributeNames: { '#date': 'date' },
      ExpressionAttributeValues: {
        ':day': day,
        ':sort': declarationNewestFirst({ date: day, id: created.body.id }),
      },
    }),
  );
  return created.body;
}

const approve = (declaration: Declaration, token = coordinator, extra: Record<string, unknown> = {}) =>
  portal.call<Declaration & { message?: string }>('PATCH', `/api/declarations/${declaration.id}/status`, {
    token,
    body: { status: 'approved', expectedVersion: declaration.version, ...extra },
  });

describe('yearly figures', () => {
  it('applies the published 2024 figures on a 2024 day, with their source and no warning', async () => {
    const answer = await portal.call<Record<string, unknown>>(
      'GET',
      '/api/volunteer-law/figures?date=2024-02-14',
      {
        token: coordinator,
      },
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      figuresYear: 2024,
      dayCeiling: '41.48',
      yearCeiling: '1659.29',
      transportKm: 2000,
      carCap: '0.4269',
      bicycleCap: '0.35',
      source: VOLUNTEER_LAW_SEED.source,
      warning: null,
    });
  });

  it('falls back to the last known year and quarter with a warning, and none once an admin adds them', async () => {
    const year = thisYear();
    const missing = await portal.call<{ figuresYear: number; warning: string | null }>(
      'GET',
      '/api/volunteer-law/figures',
      { token: admin },
    );
    expect(missing.body.figuresYear).toBe(2024);
    expect(missing.body.warning).toContain(law.yearMissing(year, 2024));

    const figures = {
      ...VOLUNTEER_LAW_SEED,
      years: [
        ...VOLUNTEER_LAW_SEED.years,
        { year, dayCeiling: '42.00', yearCeiling: '1700.00', transportKm: 2000 },
      ],
      mileageCaps: [
        ...VOLUNTEER_LAW_SEED.mileageCaps,
        { from: `${year}-01-01`, to: `${year}-12-31`, car: '0.4500', bicycle: '0.35' },
      ],
    };
    const saved = await portal.call('PUT', '/api/settings/volunteer_law_figures', {
      token: admin,
      body: { value: JSON.stringify(figures) },
    });
    const known = await portal.call<{ figuresYear: number; dayCeiling: string; warning: string | null }>(
      'GET',
      '/api/volunteer-law/figures',
      { token: admin },
    );
    await portal.call('PUT', '/api/settings/volunteer_law_figures', { token: admin, body: { value: null } });

    expect(saved.status).toBe(200);
    expect(known.body).toMatchObject({ figuresYear: year, dayCeiling: '42.00', warning: null });
  });

  it('refuses figures with a year twice', async () => {
    const answer = await portal.call<{ message: string }>('PUT', '/api/settings/volunteer_law_figures', {
      token: admin,
      body: {
        value: JSON.stringify({
          ...VOLUNTEER_LAW_SEED,
          years: [...VOLUNTEER_LAW_SEED.years, VOLUNTEER_LAW_SEED.years[0]],
        }),
      },
    });

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(law.figuresDuplicateYear(2020));
  });
});

describe('declarations follow the regime', () => {
  it('keeps real costs by default and refuses a flat allowance to a real-cost volunteer', async () => {
    const volunteer = await newVolunteer();

    const allowance = await portal.call<{ message: string }>('POST', '/api/declarations', {
      token: volunteer.token,
      body: { type: 'allowance', description: 'Begeleiding', date: today() },
    });

    expect(allowance.status).toBe(400);
    expect(allowance.body.message).toBe(law.allowanceNeedsFlat);
  });

  it('proposes the day ceiling as the allowance and refuses an expense from a flat-rate volunteer', async () => {
    const volunteer = await flatVolunteer(thisYear());

    const allowance = await portal.call<Declaration>('POST', '/api/declarations', {
      token: volunteer.token,
      body: { type: 'allowance', description: 'Begeleiding', date: today() },
    });
    const expense = await portal.call<{ message: string }>('POST', '/api/declarations', {
      token: volunteer.token,
      body: { type: 'expense', description: 'Schriften', date: today(), amount: '5' },
    });

    expect(allowance.status).toBe(201);
    expect(allowance.body).toMatchObject({ type: 'allowance', allowance: '41.48', amount: '41.48' });
    expect(expense.status).toBe(400);
    expect(expense.body.message).toBe(law.realNeedsReal);
  });

  it('prices a car trip above the legal cap at the cap, and a bicycle at € 0,35', async () => {
    const volunteer = await newVolunteer();
    await portal.call('PUT', '/api/settings/mileage_rate', { token: admin, body: { value: '0.50' } });

    const car = await portal.call<Declaration>('POST', '/api/declarations', {
      token: volunteer.token,
      body: { type: 'mileage', description: 'Rit', date: today(), kilometers: 10, vehicle: 'car' },
    });
    const bicycle = await portal.call<Declaration>('POST', '/api/declarations', {
      token: volunteer.token,
      body: { type: 'mileage', description: 'Fietstocht', date: today(), kilometers: 10, vehicle: 'bicycle' },
    });
    await portal.call('PUT', '/api/settings/mileage_rate', { token: admin, body: { value: null } });

    // € 0,50 asked; the last known cap (€ 0,4269 for a car) applies: 10 km → € 4,27.
    expect(car.body).toMatchObject({ amount: '4.27', vehicle: 'car' });
    expect(bicycle.body).toMatchObject({ amount: '3.50', vehicle: 'bicycle' });
  });
});

describe('the ceilings before approval', () => {
  it('refuses € 20 more for a flat-rate volunteer at € 1.650 in 2024, naming € 1.659,29 and what is over', async () => {
    const volunteer = await flatVolunteer(2024, '1650');
    const declaration = await allowanceOn(volunteer.token, '2024-05-06', '20');

    const check = await portal.call<Record<string, unknown>>(
      'GET',
      `/api/declarations/${declaration.id}/law-check`,
      {
        token: coordinator,
      },
    );
    const refused = await approve(declaration);
    const after = await totals(volunteer.id, 2024);

    expect(check.body).toMatchObject({
      yearTotal: '1650.00',
      yearTotalAfter: '1670.00',
      approvableAllowance: '9.29',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1.659,29');
    expect(refused.body.message).toContain('10,71');
    expect(after.body.allowanceTotal).toBe('0.00');
  });

  it('lets an admin approve the part within the ceiling', async () => {
    const volunteer = await flatVolunteer(2024, '1650');
    const declaration = await allowanceOn(volunteer.token, '2024-05-07', '20');

    const byCoordinator = await approve(declaration, coordinator, { withinCeiling: true });
    const byAdmin = await approve(declaration, admin, { withinCeiling: true });

    expect(byCoordinator.status).toBe(403);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ status: 'approved', amount: '9.29', allowance: '9.29' });
    expect((await totals(volunteer.id, 2024)).body.allowanceTotal).toBe('9.29');
  });

  it('approves only the part within the ceiling: lowered amount, audited, the volunteer told, the claim back on undo', async () => {
    // Prepare: € 20 and 10 km of transport, € 9,29 left under the 2024 year ceiling
    const volunteer = await flatVolunteer(2024, '1650');
    const declaration = await allowanceOn(volunteer.token, '2024-05-08', '20', 10);
    const transport = Math.round(Number(declaration.amount) * 100) - 2000;
    const part = ((929 + transport) / 100).toFixed(2);

    // Act
    const check = await portal.call<{ approvableAmount: string | null }>(
      'GET',
      `/api/declarations/${declaration.id}/law-check`,
      { token: admin },
    );
    const approved = await approve(declaration, admin, { withinCeiling: true });
    const bell = await portal.call<{ notifications: { title: string; message: string }[] }>(
      'GET',
      '/api/notifications',
      { token: volunteer.token },
    );
    const audit = await portal.call<{ items: { action: string; targetId: number; changes: unknown[] }[] }>(
      'GET',
      `/api/audit?targetUserId=${volunteer.id}`,
      { token: admin },
    );
    const undone = await portal.call<Declaration & { claimedAmount: string | null }>(
      'POST',
      `/api/declarations/${declaration.id}/undo-approval`,
      { token: admin, body: { expectedVersion: approved.body.version } },
    );

    // Assess
    expect(check.body.approvableAmount).toBe(part);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      amount: part,
      allowance: '9.29',
      kilometers: 10,
      claimedAmount: declaration.amount,
    });
    const claimed = declaration.amount.replace('.', ',');
    expect(bell.body.notifications[0]?.message).toMatch(
      new RegExp(`deels goedgekeurd.*van de gevraagde €\\s${claimed}`),
    );
    const partly = audit.body.items.find((entry) => entry.action === 'declaration-partly-approved');
    expect(partly).toMatchObject({ targetId: declaration.id });
    expect(partly?.changes).toEqual(
      expect.arrayContaining([
        {
          field: 'amountCents',
          treatment: 'value',
          before: String(2000 + transport),
          after: String(929 + transport),
        },
        { field: 'status', treatment: 'value', before: 'pending', after: 'approved' },
      ]),
    );
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      status: 'pending',
      amount: declaration.amount,
      allowance: '20.00',
      claimedAmount: null,
    });
    expect((await totals(volunteer.id, 2024)).body.allowanceTotal).toBe('0.00');
  });

  it('lets one of two parallel approvals that together pass the ceiling succeed and answers 409 to the other', async () => {
    const volunteer = await flatVolunteer(2024, '1620');
    const first = await allowanceOn(volunteer.token, '2024-06-03', '20');
    const second = await allowanceOn(volunteer.token, '2024-06-04', '20');

    const answers = await Promise.all([approve(first), approve(second)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await totals(volunteer.id, 2024)).body.allowanceTotal).toBe('20.00');
  });

  it('refuses the 2,001st kilometre of transport on top of flat allowances', async () => {
    const volunteer = await flatVolunteer(2024);
    const long = await allowanceOn(volunteer.token, '2024-09-02', '10', 1999);
    expect((await approve(long)).status).toBe(200);
    const more = await allowanceOn(volunteer.token, '2024-09-03', '10', 2);

    const refused = await approve(more);

    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(law.overKm(2000, '1'));
    expect((await totals(volunteer.id, 2024)).body.transportKm).toBe(1999);
  });

  it('refuses a second allowance on a day that would pass the day ceiling', async () => {
    const volunteer = await flatVolunteer(2024);
    const morning = await allowanceOn(volunteer.token, '2024-10-01', '30');
    expect((await approve(morning)).status).toBe(200);
    const evening = await allowanceOn(volunteer.token, '2024-10-01', '20');

    const refused = await approve(evening);

    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('41,48');
    expect(refused.body.message).toContain('8,52');
  });
});

describe('the days of activity the allowance form offers', () => {
  it('lists the days with a logged session, marking those with an approved or pending allowance, to the volunteer and staff only', async () => {
    // Prepare: three days with a session in 2024; an allowance approved for the first, one pending for the second
    const volunteer = await flatVolunteer(2024);
    const other = await newVolunteer();
    const family = await portal.call<{ id: number }>('POST', '/api/families', {
      token: admin,
      body: {
        parentName: 'Familie Dagen',
        childName: 'Yasmine',
        childAge: 9,
        school: 'Basisschool De Regenboog',
        grade: '3de leerjaar',
        assignedTo: volunteer.id,
        guidanceStatus: 'actief',
      },
    });
    for (const date of ['2024-04-04', '2024-04-02', '2024-04-03']) {
      const logged = await portal.call('POST', '/api/sessions', {
        token: volunteer.token,
        body: {
          familyId: family.body.id,
          date,
          startTime: '16:00',
          durationMinutes: 60,
          kind: 'huiswerkbegeleiding',
          subjects: ['lezen'],
          children: ['Yasmine'],
          volunteerIds: [volunteer.id],
          outcomeNote: 'Goed gewerkt.',
        },
      });
      expect(logged.status).toBe(201);
    }
    expect((await approve(await allowanceOn(volunteer.token, '2024-04-02', '20'))).status).toBe(200);
    await allowanceOn(volunteer.token, '2024-04-03', '20');
    const path = `/api/users/${volunteer.id}/activity-days/2024`;

    // Act
    const own = await portal.call<{ days: { date: string; claim: string | null }[] }>('GET', path, {
      token: volunteer.token,
    });
    const byCoordinator = await portal.call('GET', path, { token: coordinator });
    const byOther = await portal.call('GET', path, { token: other.token });

    // Assess
    expect(own.status).toBe(200);
    expect(own.body.days).toEqual([
      { date: '2024-04-02', claim: 'approved' },
      { date: '2024-04-03', claim: 'pending' },
      { date: '2024-04-04', claim: null },
    ]);
    expect(byCoordinator.status).toBe(200);
    expect(byOther.status).toBe(404);
  });
});

describe('the regime of a year', () => {
  it('refuses a regime change after an approved allowance, and gives the counts back when the approval is undone', async () => {
    const volunteer = await flatVolunteer(2024);
    const declaration = await allowanceOn(volunteer.token, '2024-03-12', '25', 12);
    const approved = await approve(declaration);
    expect(approved.status).toBe(200);
    expect((await totals(volunteer.id, 2024)).body).toMatchObject({
      allowanceTotal: '25.00',
      transportKm: 12,
      isRegimeLocked: true,
      allowanceDays: [{ date: '2024-03-12', amount: '25.00' }],
    });

    const refused = await setRegime(volunteer.id, 2024, 'real');
    const undone = await portal.call('POST', `/api/declarations/${declaration.id}/undo-approval`, {
      token: coordinator,
      body: { expectedVersion: approved.body.version },
    });
    const afterUndo = await totals(volunteer.id, 2024);
    const changed = await setRegime(volunteer.id, 2024, 'real');

    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(law.regimeLocked(2024));
    expect(undone.status).toBe(200);
    expect(afterUndo.body).toMatchObject({ allowanceTotal: '0.00', transportKm: 0, isRegimeLocked: false });
    expect(changed.status).toBe(200);
    expect(changed.body.regime).toBe('real');
  });

  it('lets only user managers change a regime, and only the volunteer and staff read it', async () => {
    const volunteer = await newVolunteer();
    const other = await newVolunteer();

    const own = await portal.call('GET', `/api/users/${volunteer.id}/volunteer-law/2024`, {
      token: volunteer.token,
    });
    const someoneElse = await portal.call('GET', `/api/users/${other.id}/volunteer-law/2024`, {
      token: volunteer.token,
    });
    const change = await portal.call('PUT', `/api/users/${volunteer.id}/volunteer-law/2024`, {
      token: volunteer.token,
      body: { regime: 'flat', otherOrganisationsAmount: '0', expectedVersion: 0 },
    });

    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ regime: 'real', isRegimeChosen: false });
    expect(someoneElse.status).toBe(404);
    expect(change.status).toBe(403);
  });
});
