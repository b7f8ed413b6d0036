import type { PayoutMode } from './records';

/** The settings that choose a line's mode: rupees. */
export interface ModeLimits {
  upi_limit: number;
  imps_limit: number;
  rtgs_from: number;
}

/**
 * How the bank moves an amount: RTGS from its threshold; below it UPI up to its limit when the
 * payout names a UPI ID, IMPS up to its limit, else NEFT. A mode the bank's file format does not
 * take gives way to the next one (NEFT takes any amount).
 */
export function chooseMode(
  rupees: number,
  limits: ModeLimits,
  { upi, modes }: { upi: boolean; modes: readonly PayoutMode[] },
): PayoutMode {
  const takes = (mode: PayoutMode) => modes.includes(mode);
  if (rupees >= limits.rtgs_from && takes('RTGS')) return 'RTGS';
  if (upi && rupees <= limits.upi_limit && takes('UPI')) return 'UPI';
  if (rupees <= limits.imps_limit && takes('IMPS')) return 'IMPS';
  return 'NEFT';
}
