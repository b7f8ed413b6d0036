import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { TransactionItem } from './userDetailCalls';

/**
 * A member's transaction history (`GET loyalty/admin/users/transactions/history/{id}/`), fetched
 * once for every part of their page that reads it (the history's table, the 194R figures).
 */
export function useTransactionHistory<T = TransactionItem[]>(
  userId: Identifier,
  select?: (items: TransactionItem[]) => T,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['transactionHistory', String(userId)],
    queryFn: () => dataProvider.getTransactionHistory(userId),
    select,
  });
}
