import type { KycState } from '../kyc/states';
import type { TaxBand } from './tax194r';

/** A line of section 194R's register (`GET programme/tax-194r/`): a member over or near the threshold in a year. */
export type TaxRegisterLine = {
  id: number;
  first_name: string;
  last_name: string;
  firm_name: string | null;
  user_type: string | null;
  phone: string | null;
  email: string | null;
  /** A PAN number on record (not blank). */
  pan_present: boolean;
  /** The KYC state of that PAN where the server keeps one (the kyc area), else null: a PAN on record counts. */
  pan_state: KycState | null;
  /** The higher rate applies: no PAN on record, or one whose KYC state is invalid or inoperative. */
  higher_rate: boolean;
  points: number;
  /** Rupees. */
  cash: number;
  /** Rupees: points at the point's rupee value, plus cash. */
  value: number;
  band: TaxBand;
  /** Percent, by `higher_rate`. */
  rate: number;
  /** Rupees: `taxDue`. */
  tax: number;
  /** The member's live TDS certificates uploaded within the financial year; null where not known. */
  certificates: number | null;
  /** The gateway's: credits are counted from this time on (ISO), earlier ones unknown there; absent when all are. */
  credits_known_since?: string;
};

/** The fields the register sorts by (`ordering`, `-` for descending; `-value` unless given). */
export const TAX_REGISTER_ORDERINGS = ['value', 'points', 'cash', 'tax', 'first_name'] as const;
