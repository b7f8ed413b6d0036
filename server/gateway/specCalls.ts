/**
 * The calls of the spec's route tables, as `METHOD /pattern` below the API root (the reference
 * server's route patterns): what the gateway forwards to the upstream, and nothing else.
 */
export const SPEC_CALLS = [
  // Session (part 1): called signed out, or with the caller's own token where the spec says so.
  'POST /user/admin/login/',
  'POST /user/token/refresh/',
  'POST /user/send-verification-email/',
  'GET /user/admin/email-verification-status/',
  'POST /user/change-password/',
  // Dashboard and lookups.
  'GET /main/dashboard/',
  'GET /main/role/list/',
  'GET /user/firm-type-choices/',
  'GET /user/user-type-choices/',
  'GET /main/countries/',
  'GET /main/states/:countryId/',
  // Users, new users, edit requests.
  'GET /user/users/',
  'GET /user/new-users/',
  'GET /user/retrieve/:id/',
  'DELETE /user/user/delete/:id/',
  'POST /user/verify/:id/',
  'POST /user/user/admin/create/',
  'PUT /user/user/update/:id/',
  'GET /user/profile-update/requests/',
  'GET /user/email-update/requests/',
  'GET /user/admin/profile-update/proposed/:id/',
  'POST /user/profile-update/allowed/:id/',
  'POST /user/profile-update/rejected/:id/',
  'POST /user/email-update/allow/:id/',
  'POST /user/email-update/reject/:id/',
  'GET /loyalty/admin/users/transactions/history/:id/',
  'GET /loyalty/admin/voucher/users-vouchers/:id/',
  'GET /loyalty/admin/tds-certificate/user-certificates/:id/',
  'POST /loyalty/tds-certificate/:id/',
  'PATCH /loyalty/tds-certificate/delete/:id/',
  'PUT /user/admin/update-phone/:id/',
  'POST /user/verify-otp/',
  'PUT /user/update-email/:id/',
  // Directory.
  'GET /user/directory/list/salesman/',
  'GET /user/directory/list/architect/',
  'GET /user/directory/retrieve/:id/',
  'POST /user/directory/',
  'PUT /user/directory/update/:id/',
  'DELETE /user/directory/delete/:id/',
  // Catalogue (part 2).
  'GET /product/brand/list/',
  'GET /product/brand/retrieve/:id/',
  'POST /product/brand/',
  'PUT /product/brand/update/:id/',
  'DELETE /product/brand/delete/:id/',
  'GET /product/category/list/',
  'GET /product/category/brand/:id/',
  'GET /product/category/retrieve/:id/',
  'POST /product/category/',
  'PUT /product/category/update/:id/',
  'GET /product/product/brand/:brandId/category/:categoryId/',
  'GET /product/product/retrieve/:id/',
  'POST /product/product/',
  'PUT /product/product/update/:id/',
  'DELETE /product/product/delete/:id/',
  'POST /product/media/:id/',
  'GET /product/media/retrieve/:id/',
  'PUT /product/media/update/:id/',
  'DELETE /product/media/delete/:id/',
  'POST /product/product/import/',
  'GET /product/search/',
  // Vouchers and their requests.
  'GET /loyalty/voucher/list/',
  'GET /loyalty/voucher/retrieve/:id',
  // The same with its slash, where a Django backend's APPEND_SLASH redirects the spec's path.
  'GET /loyalty/voucher/retrieve/:id/',
  'GET /loyalty/voucher/codes/:id/',
  'POST /loyalty/voucher/',
  'PUT /loyalty/voucher/update/:id/',
  'PATCH /loyalty/voucher/delete/:id/',
  'POST /loyalty/voucher/import/',
  'GET /loyalty/voucher-requests/',
  'GET /loyalty/voucher/request/detail/:id/',
  'POST /loyalty/voucher-request/:id/approve/',
  'POST /loyalty/voucher-request/:id/reject/',
  'GET /loyalty/loyalty-balance/all-users/',
  // Bills and payouts.
  'GET /bill/list/all-bills/',
  'GET /bill/approve-requests/',
  'GET /bill/retrieve/:id/',
  'PATCH /bill/approve/:id/',
  'PATCH /bill/reject/:id/',
  'GET /bill/bill/export/',
  'GET /loyalty/payment/list/',
  'GET /loyalty/payment/pending/list/',
  'GET /loyalty/payment/retrieve/:id/',
  'POST /loyalty/payment/approve/:id/',
  'POST /loyalty/payment/reject/:id/',
  'GET /payment/payment/export/',
  // Notifications, terms and privacy.
  'GET /main/admin-notifications/grouped-by-time/',
  'GET /main/admin-notifications/:id/',
  'GET /main/terms-and-conditions/sections/',
  'GET /main/terms-and-conditions/list/',
  'POST /main/terms-and-conditions/',
  'PUT /main/terms-and-conditions/:id/',
  'GET /main/privacy-policy/sections/',
  'GET /main/privacy-policy/list/',
  'POST /main/privacy-policy/',
  'PUT /main/privacy-policy/:id/',
] as const;

export type SpecCall = (typeof SPEC_CALLS)[number];

/** A spec call's method and its path pattern below the API root. */
export function partsOf(call: string): { method: string; pattern: string } {
  const [method, pattern] = call.split(' ');
  return { method: method!, pattern: pattern! };
}
