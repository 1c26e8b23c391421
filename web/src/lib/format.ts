/**
 * The screens' amounts, dates and times: the one shared format module (shared/format, ARCHITECTURE
 * §12), so screens, server messages and mails say them the same way (euro in nl-BE, dd-mm-jjjj).
 * Re-exported from the small files, not the index, so a screen loads only what it uses.
 */
export {
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatRelativeTime,
  todayInBrussels,
} from '../../../shared/format/dates';
export { formatAmount, formatCents, formatPercent } from '../../../shared/format/money';
