import { useState } from 'react';
import { Confirm, useDelete, useTranslate, type RaRecord } from 'react-admin';
import { useErrorMessage } from '../lib/useErrorMessage';
import { useSingleFlight } from '../lib/useSingleFlight';
import { usePopup } from './PopupProvider';

export interface ConfirmedDeleteOptions<T extends RaRecord> {
  /** The react-admin resource whose record is deleted, unless `remove` is given. */
  resource?: string;
  /** The call that deletes the record, instead of the resource's delete. */
  remove?: (record: T) => Promise<unknown>;
  /** The confirmation's text; "You won't be able to revert this!" when not given. */
  content?: (record: T) => string;
  /** i18n keys of the 'Deleted!' pop-up text and of the failure's default. */
  deletedKey: string;
  failedKey: string;
  /** The failure's text; the server's message, else the failedKey's text, when not given. */
  failureText?: (error: unknown) => string;
  onDeleted?: (record: T) => unknown;
}

/**
 * Deleting after 'Are you sure?': `ask(record)` opens the dialog, whose confirmation sends
 * one request however often it is clicked.
 */
export function useConfirmedDelete<T extends RaRecord = RaRecord>({
  resource,
  remove,
  content,
  deletedKey,
  failedKey,
  failureText,
  onDeleted,
}: ConfirmedDeleteOptions<T>) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteOne] = useDelete();

  const run = (record: T) => {
    if (remove) return remove(record);
    if (!resource) throw new Error('useConfirmedDelete needs a resource or a remove call');
    return deleteOne(resource, { id: record.id, previousData: record }, { returnPromise: true });
  };

  const confirm = () =>
    once(async () => {
      if (!target) return;
      setBusy(true);
      try {
        await run(target);
        setTarget(null);
        popup.showSuccess(translate(deletedKey), translate('app.common.deleted_title'));
        await onDeleted?.(target);
      } catch (error) {
        setTarget(null);
        popup.showError(failureText ? failureText(error) : errorText(error, failedKey));
      } finally {
        setBusy(false);
      }
    });

  const dialog = (
    <Confirm
      isOpen={!!target}
      loading={busy}
      title={translate('app.common.are_you_sure')}
      content={target && content ? content(target) : translate('app.common.cannot_revert')}
      confirm={translate('app.common.delete')}
      cancel={translate('app.common.cancel')}
      confirmColor="warning"
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
