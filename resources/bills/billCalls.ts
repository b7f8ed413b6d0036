import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type { billApproval } from '@/contract/bills';
import type { earningChoices } from '@/contract/schemes/input';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';

/** What an approval awards (contract/bills.ts), and where schemes worked it out, the lines matched and why it differs. */
export type BillAward = z.output<typeof billApproval> & z.input<typeof earningChoices>;

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
