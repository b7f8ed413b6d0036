const SHORTEST_DIGITS = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * `magnitude` (not negative) times 10^`fractionDigits`, rounded half away from zero from its
 * shortest decimal form (as Intl.NumberFormat rounds: 1.005 is 1.01), as digits.
 */
function scaledDigits(magnitude: number, fractionDigits: number): string {
  const [, whole, fraction = '', exponent = '0'] = SHORTEST_DIGITS.exec(String(magnitude)) ?? [];
  const digits = whole + fraction;
  const kept = whole.length + Number(exponent) + fractionDigits;
  if (kept < 0) return '0';
  const truncated = BigInt(digits.slice(0, kept).padEnd(kept, '0') || '0');
  return String((digits[kept] ?? '0') >= '5' ? truncated + 1n : truncated);
}

/** Whole digits grouped the Indian way: the last three, then twos (12,34,567). */
const grouped = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * A finite number with Indian grouping and exactly `fractionDigits` decimals (12,34,567.50), as
 * Intl.NumberFormat('en-IN') writes it (but with no sign on a zero), without the cost of loading
 * the locale's data.
 */
export function indianGrouping(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = scaledDigits(Math.abs(value), fractionDigits).padStart(fractionDigits + 1, '0');
  const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
  if (fractionDigits === 0) return sign + grouped(digits);
  return `${sign}${grouped(digits.slice(0, -fractionDigits))}.${digits.slice(-fractionDigits)}`;
}
