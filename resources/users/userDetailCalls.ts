import type { Identifier } from 'react-admin';
import { toFormData } from '../../dataProvider/formData';
import { request } from '../../dataProvider/http';
import type { ListCache } from '../../dataProvider/listCache';
import { createMutate } from '../../dataProvider/mutate';

export type TransactionType =
  'cash_earned' | 'cash_reversal' | 'cash_redeemed' | 'points_earned' | 'points_refunded' | 'points_redeemed';

export interface TransactionItem {
  id?: Identifier;
  date: string;
  type: TransactionType;
  amount: number;
}

export interface UserVoucher {
  id?: Identifier;
  voucher_code: string | null;
  status: string;
  requested_on?: string;
  voucher_details?: {
    offer_name?: string;
    company_name?: string;
    validity?: string;
    points_required?: number;
    company_logo?: string | null;
  };
}

export interface TdsCertificate {
  id: Identifier;
  certificate_file: string;
  certificate_file_url?: string | null;
  /** The name the file was uploaded with; null for older certificates. */
  file_name?: string | null;
  uploaded_at: string;
}

export interface ProposedProfileUpdate {
  id: Identifier;
  /** The member as they are now, when the server sends them. */
  user?: Record<string, unknown> | number;
  /** pending, approved or rejected. */
  status?: string;
  proposed_changes: Partial<Record<'firm_name' | 'firm_type' | 'user_type', string | null>>;
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
