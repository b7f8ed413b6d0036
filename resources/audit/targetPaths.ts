import { paths } from '../../src/routes';
import type { AuditEntry, AuditTarget } from '../../contract/audit/vocabulary';

/** The page of each kind of record that has one at the spec's paths. */
const PAGES: Partial<Record<AuditTarget, (id: number) => string>> = {
  user: paths.userDetail,
  bill: paths.billHistoryDetail,
  payment: paths.paymentDetail,
  voucher: paths.voucherDetail,
  voucher_request: paths.voucherRequestDetail,
  product: paths.productDetail,
  brand: paths.editBrand,
  category: paths.editCategory,
};

/** Where the entry's record can be opened; none for a record it deleted (or a rejected new user, deleted too). */
export function targetPath(entry: AuditEntry): string | undefined {
  const gone = entry.action === 'delete' || (entry.target_type === 'user' && entry.action === 'reject');
  if (gone || typeof entry.target_id !== 'number') return undefined;
  return PAGES[entry.target_type as AuditTarget]?.(entry.target_id);
}
