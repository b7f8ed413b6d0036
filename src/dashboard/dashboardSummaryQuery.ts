import type { AppDataProvider } from '@/dataProvider';

/** The dashboard's totals (main/dashboard/): one query, asked once whoever asks (the totals, the liability). */
export const dashboardSummaryQuery = (dataProvider: AppDataProvider) => ({
  queryKey: ['dashboardSummary'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => dataProvider.getDashboardSummary(signal),
});
