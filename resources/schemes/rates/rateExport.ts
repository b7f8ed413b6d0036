import type { RaRecord } from 'react-admin';
import type { ExportColumn } from '@/src/ui/export/sheetRows';
import { RATE_HEADINGS } from './rateSheet';
import { paiseOf } from '../form/schemeFormValues';

/** A per-product rule as the rates sheet writes it: the product's code and name, and its figures as typed. */
export interface RateRecord extends RaRecord {
  id: number;
  code: string;
  name: string;
  points: string;
  cash: string;
}

/** Digits as a number, blank as 0, anything else as typed. */
const pointsCell = (points: string) => (/^\d+$/.test(points.trim()) ? Number(points) : points.trim() || 0);

/** Rupees as a number, blank as 0, anything else as typed. */
function cashCell(cash: string) {
  const paise = paiseOf(cash);
  return paise === undefined ? 0 : typeof paise === 'number' ? paise / 100 : paise;
}

const [code, name, points, cash] = RATE_HEADINGS;

/** The rates sheet's columns: the headings its import reads. */
export const rateColumns = [
  [code, record => record.code],
  [name, record => record.name],
  [points, record => pointsCell(record.points)],
  [cash, record => cashCell(record.cash)],
] satisfies ExportColumn[];
