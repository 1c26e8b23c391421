import { declarationIdParams } from '../schemas/declarations';
import {
  activityDaysSchema,
  appliedLawFiguresSchema,
  lawCheckSchema,
  lawFiguresQuery,
  lawProfileBody,
  lawTotalsSchema,
  lawYearParams,
} from '../schemas/volunteer-law';
import { defineRoute } from './define';

/**
 * Belgian volunteer law (issue 31): the figures that apply on a day, a volunteer's regime and totals
 * per year, and the check a reviewer sees before approving. Part of the declarations area (its stack
 * and its table: the per-volunteer-year counters live beside the declarations they count).
 */
export const volunteerLawRoutes = {
  figures: defineRoute({
    id: 'volunteer-law-figures',
    area: 'declarations',
    method: 'GET',
    path: '/api/volunteer-law/figures',
    access: 'authenticated',
    summary:
      'The volunteer-law figures that apply on a day (today by default): day and year ceilings, kilometres of transport on top of a flat allowance, the car and bicycle caps, their source, and a warning when the year or period is missing and the last known figure applies.',
    query: lawFiguresQuery,
    response: appliedLawFiguresSchema,
    uses: { tables: ['settings'] },
  }),
  totals: defineRoute({
    id: 'volunteer-law-totals',
    area: 'declarations',
    method: 'GET',
    path: '/api/users/{id}/volunteer-law/{year}',
    access: 'authenticated',
    summary:
      'A volunteer’s regime of a year (real or flat, default from the settings), the other organisations’ amount and the approved allowances per day, in total and the transport kilometres: for the volunteer, user managers and reviewers.',
    params: lawYearParams,
    response: lawTotalsSchema,
    uses: { tables: ['declarations', 'users', 'settings'] },
  }),
  activityDays: defineRoute({
    id: 'volunteer-law-activity-days',
    area: 'declarations',
    method: 'GET',
    path: '/api/users/{id}/activity-days/{year}',
    access: 'authenticated',
    summary:
      'A volunteer’s days of activity of a year (days with a logged guidance session), each marked when a flat allowance was already claimed for it (approved or pending): the allowance form offers them. For the volunteer, user managers and reviewers.',
    params: lawYearParams,
    response: activityDaysSchema,
    uses: { tables: ['declarations', 'users', 'sessionlogs'] },
  }),
  update: defineRoute({
    id: 'volunteer-law-update',
    area: 'declarations',
    method: 'PUT',
    path: '/api/users/{id}/volunteer-law/{year}',
    access: 'manageUsers',
    summary:
      'Set a volunteer’s regime of a year and what other organisations pay them (it counts towards the ceiling); the regime changes only before the first approved allowance of that year. Audited.',
    params: lawYearParams,
    body: lawProfileBody,
    response: lawTotalsSchema,
    uses: { tables: ['declarations', 'users', 'settings'], writes: ['declarations', 'audit'] },
  }),
  check: defineRoute({
    id: 'declarations-law-check',
    area: 'declarations',
    method: 'GET',
    path: '/api/declarations/{id}/law-check',
    access: 'reviewDeclarations',
    summary:
      'Before approving: the declarant’s day and year totals (other organisations included), kilometres used of the yearly limit, what this approval brings them to and each ceiling it would pass.',
    params: declarationIdParams,
    response: lawCheckSchema,
    uses: { tables: ['declarations', 'settings'] },
  }),
};
