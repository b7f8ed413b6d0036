import type { AuditAction, AuditTarget } from '@/contract/audit/vocabulary';
import type { SpecCall } from './specCalls';

/** A spec call that reads one record by the `:id` of its path. */
export type RecordRead = Extract<SpecCall, `GET ${string}:id${string}`>;

type Fields = Record<string, unknown>;

/** How a forwarded change is written to the audit trail, in the reference server's words for the same change. */
export interface AuditedCall {
  action: AuditAction;
  target: AuditTarget;
  /**
   * Where the target's id is: the path's `:id` (`path`), the `id` of the upstream's answer (a
   * creation, or a path whose `:id` is another record's: a member's new certificate), the
   * administrator's own (`caller`: their account), or nowhere (`none`: an import).
   */
  id: 'path' | 'answer' | 'caller' | 'none';
  /** The spec's read call giving the record before and after, with the target's id. */
  read?: RecordRead;
  /** Words after the summary, from the record (after the change, else before it), the upstream's answer and what was sent. */
  detail?: (record: Fields, answer: Fields, sent: Fields) => string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const PICTURES = () => 'pictures changed';
/** An import's report, as the upstream words it. */
const report = (_record: Fields, answer: Fields) => text(answer.message);

const USER = 'GET /user/retrieve/:id/';
const DIRECTORY = 'GET /user/directory/retrieve/:id/';
const BRAND = 'GET /product/brand/retrieve/:id/';
const CATEGORY = 'GET /product/category/retrieve/:id/';
const PRODUCT = 'GET /product/product/retrieve/:id/';
const VOUCHER = 'GET /loyalty/voucher/retrieve/:id';
const VOUCHER_REQUEST = 'GET /loyalty/voucher/request/detail/:id/';

/**
 * Each change the gateway forwards for a signed-in administrator, as its audit entry names it:
 * every signed-in spec call that is not a GET is here or in NOT_AUDITED (tests/server/gateway).
 */
export const AUDITED_CALLS: Partial<Record<SpecCall, AuditedCall>> = {
  // Users, new users, edit requests.
  'DELETE /user/user/delete/:id/': { action: 'delete', target: 'user', id: 'path', read: USER },
  'POST /user/verify/:id/': { action: 'approve', target: 'user', id: 'path', read: USER },
  'POST /user/user/admin/create/': { action: 'create', target: 'user', id: 'answer', read: USER },
  'PUT /user/user/update/:id/': { action: 'update', target: 'user', id: 'path', read: USER },
  'POST /user/profile-update/allowed/:id/': {
    action: 'allow',
    target: 'edit_request',
    id: 'path',
    read: 'GET /user/admin/profile-update/proposed/:id/',
  },
  'POST /user/profile-update/rejected/:id/': {
    action: 'reject',
    target: 'edit_request',
    id: 'path',
    read: 'GET /user/admin/profile-update/proposed/:id/',
  },
  'POST /user/email-update/allow/:id/': { action: 'allow', target: 'edit_request', id: 'path' },
  'POST /user/email-update/reject/:id/': { action: 'reject', target: 'edit_request', id: 'path' },
  'POST /loyalty/tds-certificate/:id/': { action: 'create', target: 'tds_certificate', id: 'answer' },
  'PATCH /loyalty/tds-certificate/delete/:id/': { action: 'delete', target: 'tds_certificate', id: 'path' },
  // The administrator's own account, as the reference server records it.
  'POST /user/verify-otp/': {
    action: 'update',
    target: 'settings',
    id: 'caller',
    detail: () => 'mobile number changed',
  },
  'PUT /user/update-email/:id/': { action: 'update', target: 'settings', id: 'caller', detail: () => 'email changed' },
  // Directory.
  'POST /user/directory/': { action: 'create', target: 'directory', id: 'answer', read: DIRECTORY },
  'PUT /user/directory/update/:id/': { action: 'update', target: 'directory', id: 'path', read: DIRECTORY },
  'DELETE /user/directory/delete/:id/': { action: 'delete', target: 'directory', id: 'path', read: DIRECTORY },
  // Catalogue.
  'POST /product/brand/': { action: 'create', target: 'brand', id: 'answer', read: BRAND },
  'PUT /product/brand/update/:id/': { action: 'update', target: 'brand', id: 'path', read: BRAND },
  'DELETE /product/brand/delete/:id/': { action: 'delete', target: 'brand', id: 'path', read: BRAND },
  'POST /product/category/': { action: 'create', target: 'category', id: 'answer', read: CATEGORY },
  'PUT /product/category/update/:id/': { action: 'update', target: 'category', id: 'path', read: CATEGORY },
  'POST /product/product/': { action: 'create', target: 'product', id: 'answer', read: PRODUCT },
  'PUT /product/product/update/:id/': { action: 'update', target: 'product', id: 'path', read: PRODUCT },
  'DELETE /product/product/delete/:id/': { action: 'delete', target: 'product', id: 'path', read: PRODUCT },
  // A product's pictures: the path's id is the product's when adding, a picture's otherwise.
  'POST /product/media/:id/': {
    action: 'update',
    target: 'product',
    id: 'path',
    read: 'GET /product/media/retrieve/:id/',
    detail: PICTURES,
  },
  'PUT /product/media/update/:id/': { action: 'update', target: 'product', id: 'none', detail: PICTURES },
  'DELETE /product/media/delete/:id/': { action: 'update', target: 'product', id: 'none', detail: PICTURES },
  'POST /product/product/import/': { action: 'import', target: 'product', id: 'none', detail: report },
  // Vouchers and their requests.
  'POST /loyalty/voucher/': { action: 'create', target: 'voucher', id: 'answer', read: VOUCHER },
  'PUT /loyalty/voucher/update/:id/': { action: 'update', target: 'voucher', id: 'path', read: VOUCHER },
  'PATCH /loyalty/voucher/delete/:id/': { action: 'delete', target: 'voucher', id: 'path', read: VOUCHER },
  'POST /loyalty/voucher/import/': { action: 'import', target: 'voucher', id: 'none', detail: report },
  'POST /loyalty/voucher-request/:id/approve/': {
    action: 'approve',
    target: 'voucher_request',
    id: 'path',
    read: VOUCHER_REQUEST,
  },
  'POST /loyalty/voucher-request/:id/reject/': {
    action: 'reject',
    target: 'voucher_request',
    id: 'path',
    read: VOUCHER_REQUEST,
  },
  // Bills and payouts.
  'PATCH /bill/approve/:id/': { action: 'approve', target: 'bill', id: 'path', read: 'GET /bill/retrieve/:id/' },
  'PATCH /bill/reject/:id/': {
    action: 'reject',
    target: 'bill',
    id: 'path',
    read: 'GET /bill/retrieve/:id/',
    // The reason as the record keeps it, else as it was sent (the spec's bill may not show it).
    detail: (bill, _answer, sent) => text(bill.reason) ?? text(sent.reason),
  },
  'POST /loyalty/payment/approve/:id/': {
    action: 'approve',
    target: 'payment',
    id: 'path',
    read: 'GET /loyalty/payment/retrieve/:id/',
  },
  'POST /loyalty/payment/reject/:id/': {
    action: 'reject',
    target: 'payment',
    id: 'path',
    read: 'GET /loyalty/payment/retrieve/:id/',
  },
  // Terms and privacy: the spec reads them as lists only.
  'POST /main/terms-and-conditions/': { action: 'create', target: 'terms', id: 'answer' },
  'PUT /main/terms-and-conditions/:id/': { action: 'update', target: 'terms', id: 'path' },
  'POST /main/privacy-policy/': { action: 'create', target: 'privacy', id: 'answer' },
  'PUT /main/privacy-policy/:id/': { action: 'update', target: 'privacy', id: 'path' },
};

/** The signed-in spec calls other than GETs that change nothing: why each is not in the trail. */
export const NOT_AUDITED: Partial<Record<SpecCall, string>> = {
  'PUT /user/admin/update-phone/:id/':
    'Sends an OTP to the new number; the change is POST /user/verify-otp/, which is audited.',
};
