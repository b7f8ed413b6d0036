import type { Identifier } from 'react-admin';

/**
 * The spec's client route table: people bookmark these paths and notifications link to
 * them, so every link, redirect and menu item is built here.
 */
export const paths = {
  dashboard: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  /** Where a sign-in the gateway lets through without a role leads: ask an owner for access. */
  awaitingAccess: '/awaiting-access',
  emailVerification: (email: string) => `/email-verification?${new URLSearchParams({ email })}`,
  emailVerificationRoute: '/email-verification',
  changePassword: (email?: string) =>
    email ? `/change-password?${new URLSearchParams({ email })}` : '/change-password',
  changePasswordRoute: '/change-password',

  userList: '/user/list',
  /** The Users page's Edit Requests tab searched for one member: email edits have no page of their own. */
  editRequestsOf: (search: string) =>
    `/user/list?${new URLSearchParams({ tab: 'edits', filter: JSON.stringify({ q: search }) })}`,
  addUser: '/user/add-user',
  userDetail: (id: Identifier) => `/user/user-detail/${id}`,
  newUserDetail: (id: Identifier) => `/user/new-user-detail/${id}`,
  editRequestDetail: (id: Identifier) => `/user/edit-request/detail/${id}`,

  directoryList: '/directory/list',
  addSalesman: '/directory/add-directory',
  addArchitect: '/directory/add-directory-architect',
  editSalesman: (id: Identifier) => `/directory/edit-directory-salesman/${id}`,
  editArchitect: (id: Identifier) => `/directory/edit-directory-architect/${id}`,
  directoryDetail: (id: Identifier) => `/directory/directory-detail/${id}`,

  productList: '/products/list',
  addProduct: '/products/add-product',
  productDetail: (id: Identifier) => `/products/product-detail/${id}`,
  addCategory: '/products/add-category',
  editCategory: (id: Identifier) => `/products/edit-category/${id}`,
  addBrand: '/products/add-brand',
  editBrand: (id: Identifier) => `/products/edit-brand/${id}`,
  colorPicker: '/products/color-picker',

  addVoucher: '/vouchers/add-voucher',
  voucherList: '/vouchers/list',
  voucherDetail: (id: Identifier) => `/vouchers/voucher-detail/${id}`,
  voucherRequestDetail: (id: Identifier) => `/vouchers/voucher-request-detail/${id}`,

  billRequestList: '/bills/request/list',
  billRequestDetail: (id: Identifier) => `/bills/request/detail/${id}`,
  billHistoryDetail: (id: Identifier) => `/bills/history/detail/${id}`,

  paymentList: '/payments/list',
  paymentDetail: (id: Identifier) => `/payments/detail/${id}`,
  paymentRequestDetail: (id: Identifier) => `/payments/request-detail/${id}`,

  notifications: '/notifications',
  /** Everything pending, of every kind, in one list (beyond the spec's routes). */
  approvals: '/approvals',
  /** The audit trail (beyond the spec's routes), or its entries about one record. */
  audit: '/audit',
  auditOf: (targetType: string, targetId: Identifier) =>
    `/audit?${new URLSearchParams({ filter: JSON.stringify({ target_type: targetType, target_id: String(targetId) }) })}`,
  /** The programme at a glance: the liability's trend, the weekly movement, the queue (beyond the spec's routes). */
  programme: '/programme',
  /** Section 194R's register of members over or near the threshold (beyond the spec's routes), of a financial year. */
  tax194r: '/tax/194r',
  tax194rOf: (financialYear: number) =>
    `/tax/194r?${new URLSearchParams({ filter: JSON.stringify({ financial_year: String(financialYear) }) })}`,
  /** The team of administrators (issue 27; beyond the spec's routes), owners only. */
  admins: '/admins',
  /** Where an invitation's emailed link leads, signed out (contract/team/admins.ts's INVITATION_PATH). */
  acceptInvitation: '/accept-invitation',
  settings: '/settings',
  termsList: '/terms&condition-list',
  termsCreate: '/terms&condition-create',
  privacyList: '/privacy&policy-list',
  privacyCreate: '/privacy&policy-create',
} as const;

/** A spec path as a child route of the `<Resource>` named by its first segment ('/vouchers/list' → 'list'). */
export const childPath = (path: string): string => path.replace(/^\/[^/]+\/?/, '');
