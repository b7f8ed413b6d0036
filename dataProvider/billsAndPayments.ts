import type { Identifier } from 'react-admin';
import { request } from './http';
import type { ListCache } from './listCache';
import { createMutate } from './mutate';

export interface BillAward {
  points_earned: number;
  cash_earned: number;
}

/** Decisions on bills and payouts, and their Excel exports. */
export function createBillAndPaymentActions(cache: ListCache) {
  const mutate = createMutate(cache);
  const decide = <T>(path: string, method: 'PATCH' | 'POST', body?: unknown) => mutate<T>(path, { method, body });

  return {
    approveBill: (id: Identifier, award: BillAward) =>
      decide<{ message?: string }>(`bill/approve/${id}/`, 'PATCH', award),

    rejectBill: (id: Identifier, reason: string) =>
      decide<{ message?: string }>(`bill/reject/${id}/`, 'PATCH', { reason }),

    approvePayment: (id: Identifier) => decide<{ message?: string }>(`loyalty/payment/approve/${id}/`, 'POST'),

    rejectPayment: (id: Identifier) => decide<{ message?: string }>(`loyalty/payment/reject/${id}/`, 'POST'),

    exportBills: () =>
      request<Blob>('bill/bill/export/', { responseType: 'blob', fallbackMessage: 'app.bills.export_failed' }),

    exportPayments: () =>
      request<Blob>('payment/payment/export/', { responseType: 'blob', fallbackMessage: 'app.payments.export_failed' }),
  };
}
