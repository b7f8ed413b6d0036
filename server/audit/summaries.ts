import { auditMessages } from '@/contract/audit/messages';
import type { AuditAction, AuditTarget } from '@/contract/audit/vocabulary';

/** The action as the app's list words it ("Approved"): the summaries read the same. */
const VERBS: Record<AuditAction, string> = auditMessages.actions;

const NOUNS: Record<AuditTarget, string> = {
  user: 'user',
  edit_request: 'edit request',
  bill: 'bill',
  voucher: 'voucher',
  voucher_request: 'voucher request',
  payment: 'payout',
  product: 'product',
  brand: 'brand',
  category: 'category',
  directory: 'directory entry',
  terms: 'terms and conditions entry',
  privacy: 'privacy policy entry',
  tds_certificate: 'TDS certificate',
  settings: 'account settings',
  session: 'session',
  admin: 'administrator',
  scheme: 'scheme',
  payout_batch: 'payout batch',
  payout_line: 'payout line',
};

type Fields = Record<string, unknown>;

const fieldsOf = (value: unknown): Fields => (value && typeof value === 'object' ? (value as Fields) : {});
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const personName = (value: unknown) => {
  const { first_name, last_name } = fieldsOf(value);
  return [text(first_name), text(last_name)].filter(Boolean).join(' ');
};
const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');

/** How each kind of record is named in a summary, read off the record as the API answers it. */
const LABELS: Partial<Record<AuditTarget, (record: Fields) => string>> = {
  user: personName,
  bill: bill => joined(text(bill.invoice_number), text(bill.user_name)),
  payment: payment => joined(`₹${text(payment.amount)}`, personName(payment.user_list)),
  voucher_request: request =>
    joined(text(fieldsOf(request.voucher_details).offer_name), personName(request.user_details)),
  voucher: voucher => text(voucher.offer_name),
  product: product => joined(text(product.name), text(product.code)),
  brand: brand => text(brand.name),
  category: category => text(category.name),
  directory: personName,
  terms: entry => text(entry.title),
  privacy: entry => text(entry.title),
  tds_certificate: certificate => joined(text(certificate.file_name), personName(certificate)),
  edit_request: request => joined(text(request.kind), personName(request.user)),
  settings: account => text(account.email),
  admin: admin => joined(personName(admin), text(admin.email)),
  scheme: scheme => text(scheme.name),
  payout_batch: batch => text(batch.format),
  payout_line: line => joined(text(line.reference), `₹${text(line.amount)}`, text(fieldsOf(line.member).name)),
};

/** "Approved bill #29 (INV-1029, Asha Rao)": what was done to which record, then `detail` when given. */
export function summaryOf(
  action: AuditAction,
  target: AuditTarget,
  id: number | null,
  record: unknown,
  detail?: string,
): string {
  const label = record === undefined ? '' : (LABELS[target]?.(fieldsOf(record)) ?? '');
  const named = `${VERBS[action]} ${NOUNS[target]}${id === null ? '' : ` #${id}`}${label ? ` (${label})` : ''}`;
  return detail ? `${named}: ${detail}` : named;
}
