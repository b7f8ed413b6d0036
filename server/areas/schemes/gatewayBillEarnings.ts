import { earningChoices } from '@/contract/schemes/input';
import type { GatewayRouteOptions } from '@/server/area';
import type { GatewayBillEarnings } from '@/server/billEarnings';
import { checkedBreakdown, choicesOf, insertCredits } from './billEarnings';
import { liveSchemes } from './records';
import { readUpstreamBill } from './upstreamBills';
import { gatewayCatalogue } from './upstreamCatalogue';
import { workOutFor } from './workOut';

/**
 * The schemes' hold on a bill's approval at the gateway: checked as on the reference server over
 * the upstream's bill and catalogue; once the upstream confirms the approval, its breakdown and
 * what each scheme gave it are recorded in the gateway's database (migration 021).
 */
export function schemeGatewayBillEarnings({ ctx: { db, now }, upstream }: GatewayRouteOptions): GatewayBillEarnings {
  const catalogue = gatewayCatalogue(upstream, now);
  const recordBreakdown = db.prepare(
    `INSERT INTO upstream_bill_breakdowns (bill_id, earning_breakdown, recorded_at) VALUES (?, ?, ?)
     ON CONFLICT (bill_id) DO UPDATE SET earning_breakdown = excluded.earning_breakdown, recorded_at = excluded.recorded_at`,
  );
  const recorded = db.prepare(
    'SELECT bill_id, earning_breakdown FROM upstream_bill_breakdowns WHERE bill_id IN (SELECT value FROM json_each(?))',
  );
  return {
    approvalFields: earningChoices.shape,
    async check(billId, typed, fields, token) {
      const choices = choicesOf(fields);
      if (liveSchemes(db).length === 0) return undefined;
      const bill = await readUpstreamBill(upstream, billId, token);
      const earnings = workOutFor(db, bill, await catalogue(token), choices.product_matches);
      const checked = checkedBreakdown(earnings, typed, choices);
      if (!checked) return undefined;
      return {
        detail: checked.detail,
        credit: at =>
          db.transaction(() => {
            recordBreakdown.run(billId, JSON.stringify(checked.breakdown), at.toISOString());
            // An approval the upstream confirms again is recorded once.
            db.prepare('DELETE FROM scheme_credits WHERE bill_id = ?').run(billId);
            insertCredits(db, billId, bill, checked.breakdown, at);
          })(),
      };
    },
    recorded(billIds) {
      const rows = recorded.all(JSON.stringify(billIds)) as Array<{ bill_id: number; earning_breakdown: string }>;
      return new Map(rows.map(row => [row.bill_id, JSON.parse(row.earning_breakdown) as unknown]));
    },
  };
}
