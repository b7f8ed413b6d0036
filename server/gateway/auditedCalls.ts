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

/** A text trimmed, or undefined when there is none. */
export const plainText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const PICTURES = () => 'pictures changed';
/** An import's report, as the upstream words it. */
const report = (_record: Fields, answer: Fields) => plainText(answer.message);

const DIRECTORY = 'GET /user/directory/retrieve/:id/';
const BRAND = 'GET /product/brand/retrieve/:id/';
const CATEGORY = 'GET /product/category/retrieve/:id/';
const PRODUCT = 'GET /product/product/retrieve/:id/';

/**
 * The changes the gateway forwards for a signed-in administrator of the areas that declare no
 * gateway calls, as their audit entries name them: every signed-in spec call that is not a GET is
 * here, in its area's `gatewayCalls` or `decisionCalls`, or in NOT_AUDITED
 * (tests/server/gateway/auditedCalls.test.ts).
 */
export const AUDITED_CALLS: Partial<Record<SpecCall, AuditedCall>> = {
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
