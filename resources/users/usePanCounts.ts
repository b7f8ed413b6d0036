import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';

/**
 * Whether the member's PAN sets the lower 194R rate as the server sees it (its KYC state: an invalid
 * or inoperative PAN counts as none): undefined while it comes, null where the backend does not say.
 */
export function usePanCounts(userId: Identifier): boolean | null | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['memberTax194r', String(userId)],
    queryFn: () => dataProvider.getMemberTax194r(userId),
    retry: false,
  });
  if (isError) return null;
  return data === undefined ? undefined : !data.higher_rate;
}
