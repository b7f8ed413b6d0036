import type { Identifier } from 'react-admin';
import { request } from '../../dataProvider/http';
import type { ListCache } from '../../dataProvider/listCache';
import { createMutate } from '../../dataProvider/mutate';

export interface BillAward {
  points_earned: number;
  cash_earned: number;
}

/** Decisions on bills, and their Excel export. */
export function createBillActions(cache: ListCache) {
  const mutate = createMutate(cache);
  return {
    approveBill: (id: Identifier, award: BillAward) =>
      mutate<{ message?: string }>(`bill/approve/${id}/`, { method: 'PATCH', body: award }),

    rejectBill: (id: Identifier, reason: string) =>
      mutate<{ message?: string }>(`bill/reject/${id}/`, { method: 'PATCH', body: { reason } }),

    exportBills: () =>
      request<Blob>('bill/bill/export/', { responseType: 'blob', fallbackMessage: 'app.bills.export_failed' }),
  };
}
