import { VOLUNTEER_LAW_DEFAULT_REGIME, VOLUNTEER_LAW_SEED } from '../../../shared/constants';
import { todayInBrussels } from '../../../shared/format/dates';
import { figuresOn } from '../../../shared/policies/volunteer-law';
import {
  type AppliedLawFigures,
  LAW_REGIMES,
  type LawFigures,
  type LawRegime,
  lawFiguresSchema,
} from '../../../shared/schemas/volunteer-law';
import { readSetting } from './settings-reader';

/**
 * The volunteer law's figures as an admin keeps them (`volunteer_law_figures`), or the published
 * ones seeded in shared/constants while none are stored. A stored value that no longer parses is a
 * server fault, not a reason to pay on other figures: it throws.
 */
export async function lawFigures(): Promise<LawFigures> {
  const stored = await readSetting('volunteer_law_figures');
  return lawFiguresSchema.parse(stored === undefined ? VOLUNTEER_LAW_SEED : JSON.parse(stored));
}

/**
 * The figures that apply on `date` (yyyy-mm-dd, today in Brussels by default): the year's ceilings
 * (day, year, kilometres of transport on top of a flat allowance) and the kilometre caps (car,
 * bicycle) of the period holding the date. When that year or period is missing the last known figure
 * applies and `warning` says so in Dutch. The register and every ceiling check read the law through here.
 */
export async function lawFiguresFor(date?: string): Promise<AppliedLawFigures> {
  return figuresOn(await lawFigures(), date ?? todayInBrussels());
}

/** The regime of a volunteer who chose none for a year: the `volunteer_law_default_regime` setting, else real costs. */
export async function defaultLawRegime(): Promise<LawRegime> {
  const stored = await readSetting('volunteer_law_default_regime');
  return (LAW_REGIMES as readonly string[]).includes(stored ?? '')
    ? (stored as LawRegime)
    : VOLUNTEER_LAW_DEFAULT_REGIME;
}
