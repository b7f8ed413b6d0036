import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';

/** The signed-in admin's own email and mobile number. */
export function useOwnAccount() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['ownAccount'], queryFn: () => dataProvider.getOwnAccount(), retry: false });
}
