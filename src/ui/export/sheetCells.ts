import { FORMULA_START } from '@/contract/imports/cells';
import { formatDate, formatDateTime } from '../../lib/format';

/** A cell of an exported sheet: text or a number (empty text for nothing). */
export type Cell = string | number;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Text that a spreadsheet program would run as a formula gets a leading quote, so it opens as text. */
const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * A value as a cell that cannot run as a formula: numbers stay numbers; a date and time
 * (ISO text or a Date) is written in India's time zone (DD-MM-YYYY, hh:mm AM), a calendar
 * date as DD-MM-YYYY; a list joins its values; an object or nothing leaves the cell empty.
 */
export function cellOf(value: unknown): Cell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (value instanceof Date) return formatDateTime(value);
  if (Array.isArray(value)) return neutralised(value.filter(item => typeof item !== 'object').join(', '));
  if (value === null || value === undefined || typeof value === 'object') return '';
  const text = String(value);
  if (DATE_TIME.test(text)) return formatDateTime(text);
  if (DATE.test(text)) return formatDate(text);
  return neutralised(text);
}

/** An amount as a number, whether the backend sent 1250.5 or DRF's "1250.50"; empty when there is none. */
export function amountCell(value: unknown): Cell {
  if (typeof value === 'number') return cellOf(value);
  return typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : cellOf(value);
}
