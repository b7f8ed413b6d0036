import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, DashboardSummary } from '@/dataProvider';
import { liabilityOf, type Liability } from '@/contract/programme/liability';
import type { Area } from '../area';
import { AreasContext } from '../areasContext';
import { keepingMissing, nullWhenMissing } from '../lib/errors';
import { figureOf } from '@/contract/fields/figures';
import { pointValueOf } from '../ui/programme/pointValue';
import { dashboardSummaryQuery } from './dashboardSummaryQuery';

/** The points and the cash (rupees) the areas' pending lists hold back. */
export interface Held {
  points: number;
  cash: number;
}

/** What the pending lists the areas declare (`heldBalances`) hold back, each read whole. */
export async function heldBy(areas: readonly Area[], dataProvider: AppDataProvider): Promise<Held> {
  const lists = areas.flatMap(area => area.heldBalances ?? []);
  const items = await Promise.all(
    lists.map(list => dataProvider.wholeList(list.resource) as Promise<Record<string, unknown>[]>),
  );
  // Cash is summed in paise, so that many payouts add up to the paisa.
  const totals = { points: 0, paise: 0 };
  lists.forEach((list, index) =>
    items[index].forEach(item => {
      const held = list.heldBy(item) ?? 0;
      if (list.unit === 'points') totals.points += held;
      else totals.paise += Math.round(held * 100);
    }),
  );
  return { points: totals.points, cash: totals.paise / 100 };
}

/** The liability from the dashboard's totals of the members' balances and what pending requests hold back. */
export function liabilityFromLists(
  summary: Pick<DashboardSummary, 'total_balance_points' | 'total_balance_cash'>,
  held: Held,
  pointValue: number,
): Liability {
  return liabilityOf(
    {
      points_outstanding: figureOf(summary.total_balance_points) ?? 0,
      cash_outstanding: figureOf(summary.total_balance_cash) ?? 0,
      points_held: held.points,
      cash_held: held.cash,
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
 * spec's), worked out from the dashboard's totals and what the areas' pending requests hold back.
 * Asked once the dashboard's totals have answered, so it never holds back the dashboard's body.
 */
export function useLiability(): LiabilityState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const areas = useContext(AreasContext);
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
      const [totals, held, pointValue] = await Promise.all([
        queryClient.ensureQueryData(dashboardSummaryQuery(dataProvider)),
        heldBy(areas, dataProvider),
        pointValueOf(dataProvider),
      ]);
      return liabilityFromLists(totals, held, pointValue);
    },
    enabled: missing,
    retry: false,
  });
  if (fromServer.data) return { liability: fromServer.data, inBrowser: false, error: null };
  if (!missing) return { liability: undefined, inBrowser: false, error: fromServer.error };
  return { liability: inBrowser.data, inBrowser: true, error: inBrowser.error };
}
