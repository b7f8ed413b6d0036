import type { DataProvider } from 'react-admin';
import { createApprovalList } from './approvals';
import { createBillAndPaymentActions } from './billsAndPayments';
import { createCatalogueActions } from './catalogue';
import { createDashboardActions } from './dashboard';
import { endpoints as defaultEndpoints, type EndpointTable } from './endpoints';
import { createListCache } from './listCache';
import { createNotificationActions } from './notifications';
import { createPasswordResetActions } from './passwordReset';
import { createProductActions } from './products';
import { createResourceMethods } from './resourceMethods';
import { createSettingsActions } from './settings';
import { createTermsActions } from './terms';
import { createUserDetailActions } from './userDetail';
import { createUserActions } from './users';
import { createVoucherActions } from './vouchers';

export type { DashboardSummary } from './dashboard';
export type { BillAward } from './billsAndPayments';
export type { ImportReport, VoucherCode } from './vouchers';
export { networkErrorMessage } from './http';
export type { Decision, EditRequest, EditRequestKind, NamedChoice } from './users';
export { requestTypes } from './endpoints/users';

/** The single seam between the screens and the backend. */
export function createDataProvider(table: EndpointTable = defaultEndpoints) {
  const cache = createListCache();
  const resourceMethods = createResourceMethods(table, cache);
  const { getApprovals } = createApprovalList(cache);
  return {
    ...resourceMethods,
    // The approvals inbox merges the pending lists of six resources (dataProvider/approvals.ts).
    getList: ((resource, params) =>
      resource === 'approvals'
        ? getApprovals(params)
        : resourceMethods.getList(resource, params)) as typeof resourceMethods.getList,
    ...createPasswordResetActions(),
    ...createDashboardActions(),
    ...createUserActions(cache),
    ...createBillAndPaymentActions(cache),
    ...createVoucherActions(cache),
    ...createCatalogueActions(cache),
    ...createProductActions(cache),
    ...createUserDetailActions(cache),
    ...createSettingsActions(cache),
    ...createNotificationActions(cache),
    ...createTermsActions(cache),
  } satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
