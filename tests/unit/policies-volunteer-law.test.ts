import { describe, expect, it } from 'vitest';
import { VOLUNTEER_LAW_SEED } from '../../shared/constants';
import { volunteerLawMessages } from '../../shared/messages/volunteer-law';
import { cappedMileageRate, ceilingCheck, figuresOn } from '../../shared/policies/volunteer-law';
import { lawFiguresSchema } from '../../shared/schemas/volunteer-law';

const m = volunteerLawMessages.volunteerLaw;
const seed = lawFiguresSchema.parse(VOLUNTEER_LAW_SEED);
const empty = { dayCents: 0, allowanceCents: 0, otherCents: 0, transportTenths: 0 };

describe('the volunteer law’s figures on a day', () => {
  it('gives the year’s ceilings and the cap of the period holding the day, without a warning', () => {
    expect(figuresOn(seed, '2024-03-31')).toMatchObject({
      figuresYear: 2024,
      dayCeiling: '41.48',
      yearCeiling: '1659.29',
      carCap: '0.4269',
      warning: null,
    });
  });

  it('falls back to the last known year and period before the day, and says so', () => {
    const applied = figuresOn(seed, '2022-06-01');

    expect(applied.figuresYear).toBe(2020);
    expect(applied.warning).toContain(m.yearMissing(2022, 2020));
    expect(figuresOn(seed, '2024-04-01').warning).toBe(m.capMissing('01-04-2024', '01-01-2024'));
  });

  it('never pays a kilometre above the legal cap of the day', () => {
    const applied = figuresOn(seed, '2024-02-01');

    expect(cappedMileageRate(5000, 'car', applied)).toBe(4269);
    expect(cappedMileageRate(3000, 'car', applied)).toBe(3000);
    expect(cappedMileageRate(5000, 'bicycle', applied)).toBe(3500);
  });
});

describe('the ceilings of an approval', () => {
  const applied = figuresOn(seed, '2024-05-06');

  it('names the year ceiling and the amount over it, counting other organisations', () => {
    const check = ceilingCheck(applied, { ...empty, otherCents: 165_000 }, 2_000, 0);

    expect(check.overYearCents).toBe(1_071);
    expect(check.allowanceRoomCents).toBe(929);
    expect(check.sentences.join(' ')).toContain('1.659,29');
  });

  it('lets an allowance up to the day ceiling through, and refuses one cent more', () => {
    expect(ceilingCheck(applied, { ...empty, dayCents: 2_000 }, 2_148, 0).sentences).toEqual([]);
    expect(ceilingCheck(applied, { ...empty, dayCents: 2_000 }, 2_149, 0).overDayCents).toBe(1);
  });

  it('refuses the 2,001st kilometre', () => {
    expect(ceilingCheck(applied, { ...empty, transportTenths: 19_990 }, 0, 10).sentences).toEqual([]);
    expect(ceilingCheck(applied, { ...empty, transportTenths: 19_990 }, 0, 20).sentences).toEqual([
      m.overKm(2000, '1'),
    ]);
  });
});
