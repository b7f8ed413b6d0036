import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useErrorMessage } from '../../lib/useErrorMessage';
import { useSingleFlight } from '../../lib/useSingleFlight';
import { usePopup } from '../PopupProvider';
import { Allowed } from '../../auth/Allowed';

/**
 * Deletes the selected rows after one confirmation naming their count: one request per
 * row, reported as a whole ('3 deleted, 1 failed' with each failure's reason).
 */
export function BulkDeleteButton({ failedKey }: { failedKey: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const once = useSingleFlight();
  const { selectedIds, data, onUnselectItems } = useListContext();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selectedIds.length;

  const deleteSelected = () =>
    once(async () => {
      setBusy(true);
      const records = new Map((data ?? []).map(record => [record.id, record]));
      const results = await Promise.allSettled(
        selectedIds.map(id => dataProvider.delete(resource!, { id, previousData: records.get(id) })),
      );
      const failures = results.flatMap(result =>
        result.status === 'rejected' ? [errorText(result.reason, failedKey)] : [],
      );
      setBusy(false);
      setAsking(false);
      onUnselectItems();
      refresh();
      const deleted = translate('app.bulk.deleted', { smart_count: count - failures.length });
      if (failures.length === 0) return popup.showSuccess(deleted, translate('app.common.deleted_title'));
      popup.showError(
        [deleted, translate('app.bulk.failed', { smart_count: failures.length }), ...new Set(failures)].join('\n'),
      );
    });

  return (
    <Allowed action="delete">
      <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        {translate('app.bulk.delete', { smart_count: count })}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('app.common.are_you_sure')}
        content={translate('app.bulk.delete_question', { smart_count: count })}
        confirm={translate('app.common.delete')}
        cancel={translate('app.common.cancel')}
        confirmColor="warning"
        onConfirm={deleteSelected}
        onClose={() => setAsking(false)}
      />
    </Allowed>
  );
}
