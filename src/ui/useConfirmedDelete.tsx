import { useState } from 'react';
import { Confirm, useDelete, useTranslate, type RaRecord } from 'react-admin';
import { useErrorMessage } from '../lib/useErrorMessage';
import { useSingleFlight } from '../lib/useSingleFlight';
import { usePopup } from './PopupProvider';

interface Options {
  resource: string;
  /** i18n keys of the 'Deleted!' pop-up text and of the failure's default. */
  deletedKey: string;
  failedKey: string;
  onDeleted?: () => void;
}

/**
 * Deleting after 'Are you sure?' / "You won't be able to revert this!": `ask(record)` opens
 * the dialog, whose confirmation sends one request however often it is clicked.
 */
export function useConfirmedDelete({ resource, deletedKey, failedKey, onDeleted }: Options) {
  const translate = useTranslate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const [target, setTarget] = useState<RaRecord | null>(null);
  const [deleteOne, { isPending }] = useDelete();

  const confirm = () =>
    once(async () => {
      if (!target) return;
      try {
        await deleteOne(resource, { id: target.id, previousData: target }, { returnPromise: true });
        popup.showSuccess(translate(deletedKey), translate('app.common.deleted_title'));
        onDeleted?.();
      } catch (error) {
        popup.showError(errorText(error, failedKey));
      } finally {
        setTarget(null);
      }
    });

  const dialog = (
    <Confirm
      isOpen={!!target}
      loading={isPending}
      title={translate('app.common.are_you_sure')}
      content={translate('app.common.cannot_revert')}
      confirm={translate('app.common.delete')}
      cancel={translate('app.common.cancel')}
      confirmColor="warning"
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
