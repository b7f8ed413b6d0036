import * as entity from './entities';
import type { Shape } from './project';

/**
 * The spec's shape of each answer, by method and route (below the API root). Answers not
 * named here keep their shape: those whose shape the spec does not show (countries, states,
 * user-type choices, term sections, exports, import reports, the acknowledgements of
 * decisions) and the sign-in calls, whose answers the spec's call tables already list.
 */
export const specShapeOfAnswer: Readonly<Record<string, Shape>> = {
  'GET /main/dashboard/': entity.dashboardSummary,

  'GET /user/users/': entity.user,
  'GET /user/new-users/': entity.user,
  'GET /user/retrieve/:id/': entity.user,
  'PUT /user/user/update/:id/': entity.user,
  'GET /user/profile-update/requests/': entity.editRequest,
  'GET /user/email-update/requests/': entity.editRequest,
  'GET /user/admin/profile-update/proposed/:id/': entity.profileUpdateProposal,
  'GET /main/role/list/': entity.role,
  'GET /user/firm-type-choices/': entity.choice,

  'GET /user/directory/list/salesman/': entity.directoryEntry,
  'GET /user/directory/list/architect/': entity.directoryEntry,
  'GET /user/directory/retrieve/:id/': entity.directoryEntry,
  'PUT /user/directory/update/:id/': entity.directoryEntry,

  'GET /product/brand/list/': entity.brand,
  'GET /product/brand/retrieve/:id/': entity.brand,
  'GET /product/category/list/': entity.category,
  'GET /product/category/brand/:id/': entity.category,
  'GET /product/category/retrieve/:id/': entity.category,
  'GET /product/product/brand/:brandId/category/:categoryId/': entity.product,
  'GET /product/product/retrieve/:id/': entity.product,
  'GET /product/media/retrieve/:id/': entity.productMedia,
  'GET /product/search/': [{ brands: entity.brand, categories: entity.category, products: entity.product }],

  'GET /loyalty/voucher/list/': entity.voucher,
  'GET /loyalty/voucher/retrieve/:id': entity.voucher,
  'GET /loyalty/voucher/retrieve/:id/': entity.voucher,
  'GET /loyalty/voucher/codes/:id/': entity.voucherCode,
  'GET /loyalty/voucher-requests/': entity.voucherRequest,
  'GET /loyalty/voucher/request/detail/:id/': entity.voucherRequest,
  'GET /loyalty/loyalty-balance/all-users/': entity.loyaltyBalance,

  'GET /bill/list/all-bills/': entity.bill,
  'GET /bill/approve-requests/': entity.bill,
  'GET /bill/retrieve/:id/': entity.bill,

  'GET /loyalty/payment/list/': entity.payment,
  'GET /loyalty/payment/pending/list/': entity.payment,
  'GET /loyalty/payment/retrieve/:id/': entity.payment,

  'GET /loyalty/admin/users/transactions/history/:id/': entity.transaction,
  'GET /loyalty/admin/voucher/users-vouchers/:id/': entity.userVoucher,
  'GET /loyalty/admin/tds-certificate/user-certificates/:id/': entity.tdsCertificate,

  'GET /main/admin-notifications/grouped-by-time/': entity.groupedBy(entity.notification),
  'GET /main/admin-notifications/:id/': entity.notification,

  'GET /main/terms-and-conditions/list/': entity.groupedBy(entity.legalEntry),
  'GET /main/privacy-policy/list/': entity.groupedBy(entity.legalEntry),
};

/** Items of a DRF page whose shape is not the whole answer's: a grouped answer pages its items in one list, each naming its group. */
export const specShapeOfPageItem: Readonly<Record<string, Shape>> = {
  'GET /main/admin-notifications/grouped-by-time/': [...entity.notification, 'group'],
};
