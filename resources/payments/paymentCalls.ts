import type { Identifier } from 'react-admin';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';

/** Decisions on cash payouts, and their Excel export. */
export function createPaymentActions(cache: ListCache) {
  const mutate = createMutate(cache);
  return {
    approvePayment: (id: Identifier) =>
      mutate<{ message?: string }>(`loyalty/payment/approve/${id}/`, { method: 'POST' }),

    rejectPayment: (id: Identifier) =>
      mutate<{ message?: string }>(`loyalty/payment/reject/${id}/`, { method: 'POST' }),

    exportPayments: () =>
      request<Blob>('payment/payment/export/', { responseType: 'blob', fallbackMessage: 'app.payments.export_failed' }),
  };
}
