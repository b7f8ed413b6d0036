import type { EndpointTable } from './endpoints';
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
