import {
  registerPage,
  registerQuery,
  registerYearParams,
  statementParams,
  XLSX_MEDIA_TYPE,
} from '../schemas/volunteer-register';
import * as z from '../zod';
import { defineRoute } from './define';

/**
 * Issue 31 item 5: the nominative register of flat allowances per calendar year, for who keeps the
 * books (admins and the board's treasurer), and each volunteer's yearly statement.
 */
export const volunteerRegisterRoutes = {
  list: defineRoute({
    id: 'volunteer-register',
    area: 'volunteer-register',
    method: 'GET',
    path: '/api/volunteer-register/{year}',
    access: 'approveBookkeeping',
    summary:
      'One page of the nominative list of a calendar year (volunteer, day of activity, allowance, kilometres), by volunteer then day, with the year’s totals kept on approval.',
    params: registerYearParams,
    query: registerQuery,
    response: registerPage,
    uses: { tables: ['declarations'] },
  }),
  xlsx: defineRoute({
    id: 'volunteer-register-xlsx',
    area: 'volunteer-register',
    method: 'GET',
    path: '/api/volunteer-register/{year}/xlsx',
    access: 'approveBookkeeping',
    summary: 'The nominative list of a calendar year as an .xlsx workbook, with a total row.',
    params: registerYearParams,
    response: z.string(),
    responseMediaType: XLSX_MEDIA_TYPE,
    uses: { tables: ['declarations'] },
  }),
  pdf: defineRoute({
    id: 'volunteer-register-pdf',
    area: 'volunteer-register',
    method: 'GET',
    path: '/api/volunteer-register/{year}/pdf',
    access: 'approveBookkeeping',
    summary: 'The nominative list of a calendar year as an A4 PDF, with the totals.',
    params: registerYearParams,
    response: z.string(),
    responseMediaType: 'application/pdf',
    uses: { tables: ['declarations', 'settings'] },
  }),
  statement: defineRoute({
    id: 'volunteer-register-statement',
    area: 'volunteer-register',
    method: 'GET',
    path: '/api/volunteer-register/{year}/statements/{id}',
    access: 'authenticated',
    summary:
      'A volunteer’s yearly statement (attest) of the flat allowances received, as a PDF: one’s own, or anyone’s for who keeps the books; anyone else’s answers 404.',
    params: statementParams,
    response: z.string(),
    responseMediaType: 'application/pdf',
    uses: { tables: ['declarations', 'settings', 'users'] },
  }),
};
