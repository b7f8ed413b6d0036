import { indianGrouping } from '@/contract/india/grouping';

/** A rate as people write it: 10, 12.5, 12.25 (at most two decimals, none when whole). */
export const percentText = (rate: unknown) => indianGrouping(Number(rate), 2).replace(/\.00$|(\.\d)0$/, '$1');
