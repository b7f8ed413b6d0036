import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';

/** The bank file formats the server ships, and a format's words by its name (the name itself until they come). */
export function useFormats() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['payouts', 'formats'],
    queryFn: () => dataProvider.getPayoutFormats(),
    staleTime: Infinity,
  });
  const labelOf = (name: string) => data?.find(format => format.name === name)?.label ?? name;
  return { formats: data, error, isPending, labelOf };
}
