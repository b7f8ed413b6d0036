import type { TaxBand } from './tax194r';

/**
 * A line of section 194R's register as the reference server answers it
 * (`GET programme/tax-194r/`, DRF pages): a member over the threshold or near it in a financial year.
 */
export type TaxRegisterLine = {
  /** The member's id. */
  id: number;
  first_name: string;
  last_name: string;
  firm_name: string | null;
  user_type: string | null;
  phone: string | null;
  email: string | null;
  /** A PAN number on record (not blank). */
  pan_present: boolean;
  points: number;
  /** Rupees. */
  cash: number;
  /** Rupees: points at the point's rupee value, plus cash. */
  value: number;
  band: TaxBand;
  /** Percent, by `pan_present`. */
  rate: number;
  /** Rupees: `taxDue`. */
  tax: number;
  /** The member's live TDS certificates uploaded within the financial year; null where not known. */
  certificates: number | null;
  /**
   * The gateway's: credits are counted from this time on (ISO), those decided before it on the
   * programme's server being not known there; absent when every credit is counted.
   */
  credits_known_since?: string;
};

/** The fields the register sorts by (`ordering`, `-` for descending; `-value` unless given). */
export const TAX_REGISTER_ORDERINGS = ['value', 'points', 'cash', 'tax', 'first_name'] as const;
