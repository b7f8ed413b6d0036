import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { LegalKind } from './termsCalls';
import { legalQueryKeys } from './legalKinds';

/** The sections of one kind, from the server's lists. */
export function useLegalSections(kind: LegalKind) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: legalQueryKeys.sections(kind),
    queryFn: () => dataProvider.getLegalSections(kind),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
