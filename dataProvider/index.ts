import type { DataProvider } from 'react-admin';
import { createDashboardActions } from './dashboard';
import { endpoints as defaultEndpoints, type EndpointTable } from './endpoints';
import { createListCache } from './listCache';
import { createPasswordResetActions } from './passwordReset';
import { createResourceMethods } from './resourceMethods';

export type { DashboardSummary } from './dashboard';
export { networkErrorMessage } from './http';

/** The single seam between the screens and the backend. */
export function createDataProvider(table: EndpointTable = defaultEndpoints) {
  const cache = createListCache();
  return {
    ...createResourceMethods(table, cache),
    ...createPasswordResetActions(),
    ...createDashboardActions(),
  } satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
