import type { DataProvider } from 'react-admin';
import { createDashboardActions } from './dashboard';
import { endpoints as defaultEndpoints, type EndpointTable } from './endpoints';
import { createListCache } from './listCache';
import { createPasswordResetActions } from './passwordReset';
import { createResourceMethods } from './resourceMethods';
import { createUserActions } from './users';

export type { DashboardSummary } from './dashboard';
export { networkErrorMessage } from './http';
export type { Decision, EditRequestKind, NamedChoice } from './users';
export { requestTypes } from './endpoints/users';

/** The single seam between the screens and the backend. */
export function createDataProvider(table: EndpointTable = defaultEndpoints) {
  const cache = createListCache();
  return {
    ...createResourceMethods(table, cache),
    ...createPasswordResetActions(),
    ...createDashboardActions(),
    ...createUserActions(cache),
  } satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
