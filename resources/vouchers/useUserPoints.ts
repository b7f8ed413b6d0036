import { useCallback, useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { LoyaltyBalance } from '@/contract/users';
import type { VoucherRequest } from '@/contract/vouchers';

const everyBalance = { pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER } };

/**
 * The points of a request's user, read from the spec's balance list
 * (loyalty/loyalty-balance/all-users/, fetched once and shared), joined by user id; the
 * user's own `balance_points`, which the spec does not list, only fills in when present.
 */
export function useUserPoints() {
  const { data } = useGetList<LoyaltyBalance & { id: number }>('loyaltyBalances', everyBalance);
  const pointsByUser = useMemo(
    () => new Map((data ?? []).map(balance => [String(balance.id), balance.balance_points as unknown])),
    [data],
  );
  return useCallback(
    (user: Partial<VoucherRequest['user_details']>): unknown =>
      pointsByUser.get(String(user.id)) ?? user.balance_points,
    [pointsByUser],
  );
}
