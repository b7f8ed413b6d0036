import type { Page } from 'playwright-core';
import { financialYearOf } from '@/contract/programme/financialYear';
import { apiGet } from './browser';

/** A line of the reference server's 194R register. */
export interface RegisterLine {
  id: number;
  first_name: string;
  last_name: string;
  pan_present: boolean;
  /** The PAN's KYC state; invalid and inoperative count as none. */
  pan_state: string | null;
  higher_rate: boolean;
  points: number;
  cash: number;
  value: number;
  band: 'over' | 'near';
  rate: number;
  tax: number;
  certificates: number;
}

/** The financial year running now, in India. */
export const year = financialYearOf(new Date());

/** The register of this year from the server's API, with more query parameters (`&band=over`…). */
export const registerOf = (page: Page, query = '') =>
  apiGet<{ count: number; results: RegisterLine[] }>(
    page,
    `programme/tax-194r/?page_size=100&financial_year=${year}${query}`,
  );

/** Rupees as the app writes them: ₹22,000, ₹2,200.05. */
export const rupees = (value: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value)}`;

/** The cells of a row of a member's 194R panel, by its heading: [this year, last year]. */
export const panelRow = (page: Page, heading: string | RegExp) =>
  page
    .getByRole('region', { name: 'Section 194R' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: heading }) })
    .getByRole('cell')
    .allTextContents();
