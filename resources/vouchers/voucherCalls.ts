import type { Identifier } from 'react-admin';
import { toFormData } from '@/dataProvider/formData';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import type { ImportReport } from '@/dataProvider/importReport';
import { createMutate } from '@/dataProvider/mutate';
import type { VoucherCode } from '@/contract/vouchers';

export type { VoucherCode };

/** Vouchers' calls outside create, read, update and delete. */
export function createVoucherActions(cache: ListCache) {
  const mutate = createMutate(cache);

  return {
    getVoucherCodes: (id: Identifier) =>
      request<VoucherCode[]>(`loyalty/voucher/codes/${id}/`, { fallbackMessage: 'app.vouchers.codes_failed' }),

    approveVoucherRequest: (id: Identifier) =>
      mutate<{ message?: string }>(`loyalty/voucher-request/${id}/approve/`, { method: 'POST' }),

    rejectVoucherRequest: (id: Identifier) =>
      mutate<{ message?: string }>(`loyalty/voucher-request/${id}/reject/`, { method: 'POST' }),

    /** Sends a new company logo or banner (multipart) with the voucher's update. */
    updateVoucherImages: (id: Identifier, images: { company_logo?: File; banner_image?: File }) =>
      mutate(`loyalty/voucher/update/${id}/`, {
        method: 'PUT',
        body: toFormData(images),
        fallbackMessage: 'app.vouchers.update_failed',
      }),

    importVouchers: (file: File) =>
      mutate<ImportReport>('loyalty/voucher/import/', {
        method: 'POST',
        body: toFormData({ file }),
        fallbackMessage: 'app.vouchers.import_failed',
      }),
  };
}
