import type { Identifier } from 'react-admin';
import type { NewBatch, PayoutAccount, PayoutSettings } from '@/contract/payouts/input';
import type { AnswerPreview, BatchLine, PayableRecord, PayoutBatch, ReleasedBatch } from '@/contract/payouts/records';
import { toFormData } from '@/dataProvider/formData';
import { request } from '@/dataProvider/http';
import type { ListCache } from '@/dataProvider/listCache';
import { createMutate } from '@/dataProvider/mutate';

/** A bank's file format as the server ships it: its name, words, the modes it pays by and its longest holder's name. */
export interface PayoutFormat {
  name: string;
  label: string;
  modes: string[];
  max_holder_name: number;
}

const batchPath = (id: Identifier) => `payouts/batches/${encodeURIComponent(String(id))}/`;
const linePath = (id: Identifier) => `payouts/lines/${encodeURIComponent(String(id))}/`;

/** The payouts' calls beside their lists: building, releasing and reconciling batches, and a reopened payout's bank details. */
export function createPayoutActions(cache: ListCache) {
  const mutate = createMutate(cache);
  return {
    getPayoutFormats: () =>
      request<PayoutFormat[]>('payouts/formats/', { fallbackMessage: 'app.payouts.formats_failed' }),

    /** A draft batch of the payouts chosen, or of every payable one; 409 when another batch took one meanwhile. */
    createPayoutBatch: (batch: NewBatch) =>
      mutate<PayoutBatch>('payouts/batches/', {
        method: 'POST',
        body: batch,
        fallbackMessage: 'app.payouts.create_failed',
      }),

    /** A draft discarded: its payouts are payable again. */
    discardPayoutBatch: (id: Identifier) =>
      mutate<void>(batchPath(id), { method: 'DELETE', fallbackMessage: 'app.payouts.discard_failed' }),

    /** Another administrator than its maker sends the batch to the bank: its lines are frozen, its held lines not kept dropped. */
    releasePayoutBatch: (id: Identifier) =>
      mutate<ReleasedBatch>(`${batchPath(id)}release/`, {
        method: 'POST',
        fallbackMessage: 'app.payouts.release_failed',
      }),

    /** The released batch's bank file, the same bytes at every download. */
    downloadPayoutFile: (id: Identifier) =>
      request<Blob>(`${batchPath(id)}file/`, { responseType: 'blob', fallbackMessage: 'app.payouts.download_failed' }),

    /** What the bank's answer would change, line by line, changing nothing. */
    previewPayoutAnswer: (id: Identifier, file: File) =>
      request<AnswerPreview>(`${batchPath(id)}answers/`, {
        method: 'POST',
        body: toFormData({ file }),
        fallbackMessage: 'app.payouts.preview_failed',
      }),

    /** The bank's answer applied: lines paid, failed or returned; the same file again changes nothing. */
    applyPayoutAnswer: (id: Identifier, file: File) =>
      mutate<AnswerPreview>(`${batchPath(id)}answers/`, {
        method: 'POST',
        body: toFormData({ file, apply: 'true' }),
        fallbackMessage: 'app.payouts.apply_failed',
      }),

    /** An owner keeps a held line in the release, saying why. */
    keepPayoutLine: (id: Identifier, reason: string) =>
      mutate<BatchLine>(`${linePath(id)}keep/`, {
        method: 'POST',
        body: { reason },
        fallbackMessage: 'app.payouts.keep_failed',
      }),

    /** A failed or returned line cancelled: its cash goes back to the member's balance. */
    cancelPayoutLine: (id: Identifier, reason: string) =>
      mutate<BatchLine>(`${linePath(id)}cancel/`, {
        method: 'POST',
        body: { reason },
        fallbackMessage: 'app.payouts.cancel_failed',
      }),

    /** The limits that choose a line's mode, the name match's threshold and the account the batches pay from. */
    getPayoutSettings: () =>
      request<PayoutSettings>('payouts/settings/', { fallbackMessage: 'app.payouts.settings_failed' }),

    /** The payouts' settings changed (the owner's). */
    updatePayoutSettings: (settings: PayoutSettings) =>
      mutate<PayoutSettings>('payouts/settings/', {
        method: 'PUT',
        body: settings,
        fallbackMessage: 'app.payouts.settings_save_failed',
      }),

    /** A reopened payout's corrected bank details, for a later batch. */
    correctPayoutAccount: (payout: Identifier, account: PayoutAccount) =>
      mutate<PayableRecord>(`payouts/payable/${encodeURIComponent(String(payout))}/account/`, {
        method: 'PUT',
        body: account,
        fallbackMessage: 'app.payouts.account_failed',
      }),
  };
}
