/** A rate as people write it: 10, 12.5, 12.25 (at most two decimals, none when whole). */
export const percentText = (rate: unknown) =>
  new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(Number(rate));
