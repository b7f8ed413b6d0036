import { indianGrouping } from '@/contract/india/grouping';
import type { Outbox } from '@/server/outbox';
import type { Settled } from './answers';

const rupees = (paise: number) => `₹${indianGrouping(paise / 100, paise % 100 === 0 ? 0 : 2)}`;

/** Tells each member what the bank's answer says of their payout: paid with its UTR, or failed and why. */
export function tellMembers(outbox: Outbox, settled: readonly Settled[]): void {
  for (const { line, outcome, utr, reason } of settled) {
    const to = line.member_email ?? line.member_phone;
    if (!to) continue;
    const what = `Your payout of ${rupees(line.amount_paise)} to the account ending ${line.account_number.slice(-4)}`;
    const why = reason ? ` The bank's reason: ${reason}.` : '';
    const again = ' We will pay it again once your bank details are right; reply to this message if they have changed.';
    const message =
      outcome === 'paid'
        ? { subject: 'Your payout is paid', body: `${what} is paid${utr ? ` (UTR ${utr})` : ''}.` }
        : outcome === 'failed'
          ? { subject: 'Your payout could not be paid', body: `${what} could not be paid.${why}${again}` }
          : { subject: 'Your payout came back', body: `${what} was returned by your bank.${why}${again}` };
    outbox.send({ to, ...message });
  }
}
