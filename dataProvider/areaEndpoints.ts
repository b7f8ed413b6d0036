import { approvalKinds } from './approvalKinds';
import type { EndpointTable, KindSources, PendingSource } from './endpoints';
import { approvalEndpoints } from './endpoints/approvals';
import { auditEndpoints } from './endpoints/audit';
import { catalogueEndpoints } from './endpoints/catalogue';
import { dashboardEndpoints } from './endpoints/dashboard';
import { directoryEndpoints } from './endpoints/directory';
import { lookupEndpoints } from './endpoints/lookups';
import { notificationEndpoints } from './endpoints/notifications';
import { passwordResetEndpoints } from './endpoints/passwordReset';
import { pendingEndpoints } from './endpoints/pending';
import { productEndpoints } from './endpoints/products';
import { settingsEndpoints } from './endpoints/settings';
import { termsEndpoints } from './endpoints/terms';
import { userDetailEndpoints } from './endpoints/userDetail';
import { userEndpoints } from './endpoints/users';
import { voucherEndpoints } from './endpoints/vouchers';

/** What each area adds to the data provider: the one list the data provider is composed from. */
export const areaEndpoints = [
  dashboardEndpoints,
  passwordResetEndpoints,
  userEndpoints,
  directoryEndpoints,
  pendingEndpoints,
  voucherEndpoints,
  lookupEndpoints,
  catalogueEndpoints,
  productEndpoints,
  userDetailEndpoints,
  settingsEndpoints,
  notificationEndpoints,
  termsEndpoints,
  auditEndpoints,
  approvalEndpoints,
] as const;

/** Every resource's paths. */
export const endpoints: EndpointTable = Object.assign(
  {},
  ...areaEndpoints.map(area => ('resources' in area ? area.resources : {})),
);

const pendingOf = (area: (typeof areaEndpoints)[number]) => ('pending' in area ? area.pending : {});
const ownPerson = (item: Record<string, unknown>) => item;

/** A kind of pending work with the path its resource's list (or one source of it) is fetched from. */
function kindSource({ resource, source = 0, dateField, personOf = ownPerson, figureOf }: PendingSource) {
  const list = endpoints[resource]?.list;
  const path = typeof list === 'string' ? list : list?.[source]?.path;
  if (!path) throw new Error(`The pending work of ${resource} names a list it does not have.`);
  return { path, dateField, personOf, figureOf };
}

const pending: Partial<Record<string, PendingSource>> = Object.assign({}, ...areaEndpoints.map(pendingOf));
function pendingSourceOf(kind: string) {
  const source = pending[kind];
  if (!source) throw new Error(`No area's endpoints name where pending ${kind} items are listed.`);
  return source;
}

/** Where the approvals inbox finds each kind of pending work: the lists the other screens fetch. */
export const kindSources = Object.fromEntries(
  approvalKinds.map(kind => [kind, kindSource(pendingSourceOf(kind))]),
) as KindSources;

/**
 * The resources whose lists hold every pending item (edit requests merge profile and email
 * edits): their totals add up to the inbox's count without fetching the inbox itself.
 */
export const pendingResources = [...new Set(approvalKinds.map(kind => pendingSourceOf(kind).resource))];
