import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { LiabilityLineFigures } from '../../src/area';
import { keepingMissing, nullWhenMissing } from '../../src/lib/errors';

/** What the live schemes have committed to the pending bills, for the liability card; null where the backend stores no schemes. */
export function useCommitted(): LiabilityLineFigures {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['schemes', 'committed'],
    queryFn: ({ signal }) => nullWhenMissing(dataProvider.getSchemesCommitted(signal)),
    staleTime: keepingMissing(0),
    retry: false,
  });
  return { figures: data, error };
}
