import { createDashboardActions } from '../dashboard';
import { defineEndpoints } from '../endpoints';

/** The dashboard's totals: one named call. */
export const dashboardEndpoints = defineEndpoints({ actions: createDashboardActions });

declare module '../areaCalls' {
  interface AreaCalls extends ReturnType<typeof createDashboardActions> {}
}
