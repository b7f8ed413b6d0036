import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, DashboardSummary } from '../../dataProvider';
import { liabilityOf, type Liability } from '../../contract/programme/liability';
import type { Payment } from '../../contract/payments';
import type { VoucherRequest } from '../../contract/vouchers';
import { keepingMissing, nullWhenMissing } from '../lib/errors';
import { pointValueOf } from '../ui/programme/pointValue';
import { dashboardSummaryQuery } from './dashboardSummaryQuery';

/** What the liability reads of a pending voucher request, and of a pending payout. */
type HeldPoints = Partial<Pick<VoucherRequest, 'points' | 'voucher_details'>>;
type HeldCash = Partial<Pick<Payment, 'amount'>>;

/** A figure as the backend wrote it (71713.15, "71713.15", "71,713.15"); 0 when there is none. */
const numberOf = (value: unknown) => {
  const number = typeof value === 'number' ? value : Number(String(value ?? '').replace(/,/g, ''));
  return Number.isFinite(number) ? number : 0;
};

/**
 * The liability from what the spec's calls answer: the dashboard's totals of the members'
 * balances, the points of the pending voucher requests (what each took, `points`, where the
 * backend says, else its voucher's `points_required`), the amounts of the pending payouts.
 */
export function liabilityFromLists(
  summary: Pick<DashboardSummary, 'total_balance_points' | 'total_balance_cash'>,
  voucherRequests: readonly HeldPoints[],
  payouts: readonly HeldCash[],
  pointValue: number,
): Liability {
  const pointsOf = (request: HeldPoints) => numberOf(request.points ?? request.voucher_details?.points_required);
  const paiseOf = (payout: HeldCash) => Math.round(numberOf(payout.amount) * 100);
  return liabilityOf(
    {
      points_outstanding: numberOf(summary.total_balance_points),
      cash_outstanding: numberOf(summary.total_balance_cash),
      points_held: voucherRequests.reduce((sum, request) => sum + pointsOf(request), 0),
      cash_held: payouts.reduce((sum, payout) => sum + paiseOf(payout), 0) / 100,
    },
    pointValue,
  );
}

export interface LiabilityState {
  liability: Liability | undefined;
  /** Worked out in the browser from the spec's calls: the backend has no liability of its own. */
  inBrowser: boolean;
  error: unknown;
}

/**
 * What the programme owes now, from `GET programme/liability/`; on a backend without it (404, the
 * spec's), worked out from the dashboard's totals and the pending voucher and payout requests.
 * Asked once the dashboard's totals have answered, so it never holds back the dashboard's body.
 */
export function useLiability(): LiabilityState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const summary = useQuery(dashboardSummaryQuery(dataProvider));
  const fromServer = useQuery({
    queryKey: ['liability'],
    queryFn: ({ signal }) => nullWhenMissing(dataProvider.getLiability(signal)),
    staleTime: keepingMissing(0),
    enabled: !summary.isPending,
    retry: false,
  });
  const missing = fromServer.data === null;
  const inBrowser = useQuery({
    queryKey: ['liability', 'inBrowser'],
    queryFn: async () => {
      const [totals, voucherRequests, payouts, pointValue] = await Promise.all([
        queryClient.ensureQueryData(dashboardSummaryQuery(dataProvider)),
        dataProvider.wholeList('voucherRequests') as Promise<VoucherRequest[]>,
        dataProvider.wholeList('pendingPayments') as Promise<Payment[]>,
        pointValueOf(dataProvider),
      ]);
      return liabilityFromLists(totals, voucherRequests, payouts, pointValue);
    },
    enabled: missing,
    retry: false,
  });
  if (fromServer.data) return { liability: fromServer.data, inBrowser: false, error: null };
  if (!missing) return { liability: undefined, inBrowser: false, error: fromServer.error };
  return { liability: inBrowser.data, inBrowser: true, error: inBrowser.error };
}
