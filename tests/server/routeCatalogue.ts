import { kycSettings } from '@/contract/kyc/input';
import { payoutSettings } from '@/contract/payouts/input';
import { programmeSettings } from '@/contract/programme/settings';

/** A route that takes input, as the property suite drives it. */
export interface InputRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api/v1/, with `{id}` where the route takes an id. */
  path: string;
  /** The body's kind: JSON, multipart, either (a form), or none (only the id counts). */
  body: 'json' | 'multipart' | 'form' | 'none';
  /**
   * Fields the route reads: a body with one of them refused makes the whole request refused.
   * None for a multipart route means it takes only files of a kind random bytes never are.
   */
  fields: string[];
}

const PRODUCT = ['name', 'code', 'brand', 'category', 'price_in_inr', 'price_in_usd', 'description', 'is_featured'];
const VOUCHER = ['offer_name', 'points_required', 'validity', 'description', 'redeem_instruction', 'is_scheme'];
const USER = ['first_name', 'last_name', 'pan_card_number', 'email', 'phone', 'date_of_birth', 'country', 'pincode'];
const DIRECTORY = ['first_name', 'last_name', 'email', 'phone', 'user_type'];
const PROGRAMME_SETTINGS = Object.keys(programmeSettings.shape);
const LEGAL_BASES = ['main/terms-and-conditions', 'main/privacy-policy'];

/** Every route of the API that reads a body or acts on an id. */
export const INPUT_ROUTES: InputRoute[] = [
  { method: 'POST', path: 'user/admin/login/', body: 'json', fields: ['email', 'password'] },
  { method: 'POST', path: 'user/token/refresh/', body: 'json', fields: ['refresh'] },
  { method: 'POST', path: 'user/send-verification-email/', body: 'json', fields: ['email', 'verification_id'] },
  { method: 'POST', path: 'user/change-password/', body: 'json', fields: ['new_password', 'confirm_password'] },
  { method: 'POST', path: 'user/verify-otp/', body: 'json', fields: ['otp', 'phoneNumber'] },
  { method: 'PUT', path: 'user/admin/update-phone/{id}/', body: 'json', fields: ['phone_number'] },
  { method: 'PUT', path: 'user/update-email/{id}/', body: 'json', fields: ['email'] },
  { method: 'POST', path: 'user/user/admin/create/', body: 'multipart', fields: USER },
  { method: 'PUT', path: 'user/user/update/{id}/', body: 'multipart', fields: USER },
  { method: 'POST', path: 'user/verify/{id}/', body: 'json', fields: ['role'] },
  { method: 'DELETE', path: 'user/user/delete/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'user/profile-update/allowed/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'user/profile-update/rejected/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'user/email-update/allow/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'user/email-update/reject/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'user/directory/', body: 'json', fields: DIRECTORY },
  { method: 'PUT', path: 'user/directory/update/{id}/', body: 'json', fields: DIRECTORY },
  { method: 'DELETE', path: 'user/directory/delete/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'product/brand/', body: 'form', fields: ['name', 'color', 'description'] },
  { method: 'PUT', path: 'product/brand/update/{id}/', body: 'form', fields: ['name', 'color', 'description'] },
  { method: 'DELETE', path: 'product/brand/delete/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'product/category/', body: 'json', fields: ['name', 'brand'] },
  { method: 'PUT', path: 'product/category/update/{id}/', body: 'json', fields: ['name', 'brand'] },
  { method: 'POST', path: 'product/product/', body: 'form', fields: PRODUCT },
  { method: 'PUT', path: 'product/product/update/{id}/', body: 'form', fields: [...PRODUCT, 'product_pdf'] },
  { method: 'DELETE', path: 'product/product/delete/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'product/media/{id}/', body: 'multipart', fields: [] },
  { method: 'PUT', path: 'product/media/update/{id}/', body: 'multipart', fields: [] },
  { method: 'DELETE', path: 'product/media/delete/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'product/product/import/', body: 'multipart', fields: [] },
  { method: 'POST', path: 'loyalty/voucher/', body: 'json', fields: VOUCHER },
  { method: 'PUT', path: 'loyalty/voucher/update/{id}/', body: 'form', fields: [...VOUCHER, 'status'] },
  { method: 'PATCH', path: 'loyalty/voucher/delete/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'loyalty/voucher/import/', body: 'multipart', fields: [] },
  { method: 'POST', path: 'loyalty/voucher-request/{id}/approve/', body: 'none', fields: [] },
  { method: 'POST', path: 'loyalty/voucher-request/{id}/reject/', body: 'none', fields: [] },
  {
    method: 'PATCH',
    path: 'bill/approve/{id}/',
    body: 'json',
    fields: ['points_earned', 'cash_earned', 'product_matches', 'earning_reason'],
  },
  { method: 'PATCH', path: 'bill/reject/{id}/', body: 'json', fields: ['reason'] },
  { method: 'POST', path: 'loyalty/payment/approve/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'loyalty/payment/reject/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'loyalty/tds-certificate/{id}/', body: 'multipart', fields: [] },
  { method: 'PATCH', path: 'loyalty/tds-certificate/delete/{id}/', body: 'none', fields: [] },
  { method: 'PUT', path: 'programme/settings/', body: 'json', fields: PROGRAMME_SETTINGS },
  { method: 'PUT', path: 'live/presence/', body: 'json', fields: ['tab', 'record'] },
  { method: 'POST', path: 'schemes/', body: 'json', fields: ['name', 'terms'] },
  { method: 'PATCH', path: 'schemes/{id}/', body: 'json', fields: ['name', 'terms'] },
  { method: 'DELETE', path: 'schemes/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'schemes/{id}/versions/', body: 'json', fields: ['valid_from', 'terms'] },
  { method: 'POST', path: 'schemes/{id}/approve/', body: 'json', fields: ['version'] },
  { method: 'POST', path: 'schemes/work-out/', body: 'json', fields: ['bill_id', 'product_matches'] },
  { method: 'POST', path: 'schemes/{id}/what-if/', body: 'json', fields: ['version'] },
  { method: 'POST', path: 'payouts/batches/', body: 'json', fields: ['payouts', 'format'] },
  { method: 'DELETE', path: 'payouts/batches/{id}/', body: 'none', fields: [] },
  { method: 'POST', path: 'payouts/batches/{id}/release/', body: 'none', fields: [] },
  { method: 'POST', path: 'payouts/batches/{id}/answers/', body: 'multipart', fields: [] },
  { method: 'POST', path: 'payouts/lines/{id}/keep/', body: 'json', fields: ['reason'] },
  { method: 'POST', path: 'payouts/lines/{id}/cancel/', body: 'json', fields: ['reason'] },
  {
    method: 'PUT',
    path: 'payouts/payable/{id}/account/',
    body: 'json',
    fields: ['account_holders_name', 'account_number', 'ifsc_code', 'bank_name'],
  },
  { method: 'PUT', path: 'payouts/settings/', body: 'json', fields: Object.keys(payoutSettings.shape) },
  ...['pan', 'account'].flatMap((part): InputRoute[] => [
    { method: 'POST', path: `kyc/members/{id}/${part}/check/`, body: 'none', fields: [] },
    { method: 'POST', path: `kyc/members/{id}/${part}/manual/`, body: 'json', fields: ['verified', 'reason'] },
    { method: 'POST', path: `kyc/members/{id}/${part}/confirm/`, body: 'none', fields: [] },
  ]),
  { method: 'PUT', path: 'kyc/settings/', body: 'json', fields: Object.keys(kycSettings.shape) },
  ...LEGAL_BASES.flatMap((base): InputRoute[] => [
    { method: 'POST', path: `${base}/`, body: 'json', fields: ['title', 'section', 'content', 'display_order'] },
    { method: 'PUT', path: `${base}/{id}/`, body: 'json', fields: ['content'] },
  ]),
];
