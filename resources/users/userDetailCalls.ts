import type { Identifier } from 'react-admin';
import { toFormData } from '@/dataProvider/formData';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';
import type { TaxRegisterLine } from '@/contract/programme/register';
import type { TdsCertificate } from '@/contract/tdsCertificate';
import type { ProposedChanges, TransactionItem, TransactionType, User } from '@/contract/users';
import type { UserVoucher } from '@/contract/vouchers';

export type { TdsCertificate, TransactionItem, TransactionType, UserVoucher };

export interface ProposedProfileUpdate {
  id: Identifier;
  /** The member as they are now, when the server sends them. */
  user?: Partial<User> | number;
  /** pending, approved or rejected. */
  status?: string;
  proposed_changes: Partial<ProposedChanges>;
}

/** A user's detail: TDS certificates, histories and profile edit requests: calls outside create, read, update and delete. */
export function createUserDetailActions(cache: ListCache) {
  const mutate = createMutate(cache);

  return {
    getTransactionHistory: (userId: Identifier) =>
      request<TransactionItem[]>(`loyalty/admin/users/transactions/history/${userId}/`, {
        fallbackMessage: 'app.user_detail.transactions_failed',
      }),

    getUserVouchers: (userId: Identifier) =>
      request<UserVoucher[]>(`loyalty/admin/voucher/users-vouchers/${userId}/`, {
        fallbackMessage: 'app.user_detail.vouchers_failed',
      }),

    getTdsCertificates: (userId: Identifier) =>
      request<TdsCertificate[]>(`loyalty/admin/tds-certificate/user-certificates/${userId}/`, {
        fallbackMessage: 'app.user_detail.certificates_failed',
      }),

    /** The member's 194R line of this financial year, at the rate their PAN's state sets: the reference server's, else 404. */
    getMemberTax194r: (userId: Identifier) =>
      request<TaxRegisterLine>(`programme/tax-194r/members/${userId}/`, {
        fallbackMessage: 'app.user_detail.tax_194r.line_failed',
      }),

    /** One call per file (spec, section 7). */
    uploadTdsCertificate: (userId: Identifier, file: File) =>
      mutate<TdsCertificate>(`loyalty/tds-certificate/${userId}/`, {
        method: 'POST',
        body: toFormData({ certificate_file: file }),
        fallbackMessage: 'app.user_detail.upload_failed',
      }),

    getProposedProfileUpdate: (requestId: Identifier) =>
      request<ProposedProfileUpdate>(`user/admin/profile-update/proposed/${requestId}/`, {
        fallbackMessage: 'app.user_detail.edit_request.request_failed',
      }),
  };
}
