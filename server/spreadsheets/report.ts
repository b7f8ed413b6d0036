/** How many row problems an import answer lists before it only counts the rest. */
export const MAX_DETAILS = 100;

/** "1 voucher", "3 rows". */
export const count = (amount: number, noun: string) => `${amount} ${noun}${amount === 1 ? '' : 's'}`;

/** The first `MAX_DETAILS` problems, and how many more there are. */
export const shortened = (details: string[]): string[] =>
  details.length <= MAX_DETAILS
    ? details
    : [...details.slice(0, MAX_DETAILS), `…and ${details.length - MAX_DETAILS} more.`];
