import type { DataProvider, GetListParams } from 'react-admin';
import { areaEndpoints, endpoints as defaultEndpoints, kindSources } from './areaEndpoints';
import type { EndpointTable } from './endpoints';
import { createListCache } from './listCache';
import { createResourceMethods } from './resourceMethods';

export type { DashboardSummary } from './dashboard';
export type { BillAward } from './billsAndPayments';
export type { ImportReport, VoucherCode } from './vouchers';
export { networkErrorMessage } from './http';
export { pendingResources } from './areaEndpoints';
export type { Decision, EditRequest, EditRequestKind, NamedChoice } from './users';

type AreaOf = (typeof areaEndpoints)[number];
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
/** Every area's named calls, as methods of the data provider. */
type AreaActions = UnionToIntersection<
  AreaOf extends infer Area ? (Area extends { actions: (...args: never[]) => infer Actions } ? Actions : never) : never
>;

/** The single seam between the screens and the backend, composed from each area's endpoints. */
export function createDataProvider(table: EndpointTable = defaultEndpoints) {
  const cache = createListCache();
  const resourceMethods = createResourceMethods(table, cache);
  const lists = Object.assign(
    {},
    ...areaEndpoints.map(area => ('lists' in area ? area.lists(cache, kindSources) : {})),
  ) as Record<string, (params: Partial<GetListParams>) => ReturnType<typeof resourceMethods.getList>>;
  const actions = Object.assign(
    {},
    ...areaEndpoints.map(area => ('actions' in area ? area.actions(cache) : {})),
  ) as AreaActions;
  return {
    ...resourceMethods,
    getList: ((resource, params) =>
      Object.hasOwn(lists, resource)
        ? lists[resource](params)
        : resourceMethods.getList(resource, params)) as typeof resourceMethods.getList,
    ...actions,
  } satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
