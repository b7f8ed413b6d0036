import type { DataProvider, GetListParams } from 'react-admin';
import type { AreaCalls } from './areaCalls';
import { composeEndpoints } from './composeEndpoints';
import type { AreaEndpoints, MayList } from './endpoints';
import { createListCache } from './listCache';
import { createResourceMethods } from './resourceMethods';
import { shellEndpoints } from './shellEndpoints';

export type { DashboardSummary } from './dashboard';
export type { AreaEndpoints } from './endpoints';
export type { ImportReport } from './importReport';
export { networkErrorMessage } from './http';

/** The single seam between the screens and the backend, composed from the shell's endpoints and each area's. */
export function createDataProvider(areaEndpoints: readonly AreaEndpoints[], mayList: MayList = () => true) {
  const all = [...shellEndpoints, ...areaEndpoints];
  const { resources, approvalKinds, kindSources, pendingResources } = composeEndpoints(all);
  const cache = createListCache();
  const resourceMethods = createResourceMethods(resources, cache);
  const lists = Object.assign(
    {},
    ...all.map(endpoints => endpoints.lists?.(cache, kindSources(), mayList) ?? {}),
  ) as Record<string, (params: Partial<GetListParams>) => ReturnType<typeof resourceMethods.getList>>;
  const actions = Object.assign({}, ...all.map(endpoints => endpoints.actions?.(cache) ?? {})) as AreaCalls;
  return {
    ...resourceMethods,
    getList: ((resource, params) =>
      Object.hasOwn(lists, resource)
        ? lists[resource](params)
        : resourceMethods.getList(resource, params)) as typeof resourceMethods.getList,
    ...actions,
    /** Forgets every list held in the browser (another administrator changed one): the next call asks the backend. */
    forgetHeldLists: async () => cache.invalidateAll(),
    /** How many items wait in the approvals inbox: the totals of the lists that hold them, added. */
    countPending: async () => {
      const totals = await Promise.all(
        pendingResources.filter(mayList).map(resource => resourceMethods.countList(resource)),
      );
      return totals.reduce((sum, total) => sum + total, 0);
    },
    /** The kinds of pending work the role may read, in the inbox's order. */
    ownApprovalKinds: async () => approvalKinds.filter(kind => mayList(kindSources()[kind].resource)),
    /** Where each kind of pending item is listed, and the field of its date. */
    pendingListPaths: async () =>
      approvalKinds.flatMap(kind => {
        const { resource, path, dateField } = kindSources()[kind];
        return mayList(resource) ? [{ kind, path, dateField }] : [];
      }),
  } satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
