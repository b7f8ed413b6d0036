import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useContext, useState } from 'react';
import { ListContext, useDataProvider, useTranslate } from 'react-admin';
import { isRowsExporter } from '../../lib/exportRows';
import { formatNumber } from '../../lib/format';
import { usePopup } from '../PopupProvider';
import { fetchView, MAX_EXPORT_ROWS, TooManyRows } from './fetchView';
import { recordColumns } from './recordColumns';
import { saveRows } from './saveRows';

/** 'newUsers' → 'new-users': a list's file name when its exporter names none. */
const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export interface ViewExportOptions {
  /** The button's words: Export, or 'Export view' beside the spec's Export. */
  label?: string;
  /** The file's name before its date; else the list's exporter's, else the resource's. */
  list?: string;
}

/**
 * Saves the rows of the list's view (its search, filters, sort and tab, every page) as
 * `{list}-{yyyy-mm-dd}.xlsx`, with the columns of the list's exporter (else every field).
 * While rows are selected the selection's own Export, in the bulk toolbar, takes its place.
 */
export function ExportViewButton({ label, list }: ViewExportOptions) {
  const context = useContext(ListContext);
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const popup = usePopup();
  const [busy, setBusy] = useState(false);
  if (!context?.resource || context.selectedIds.length > 0) return null;
  const { resource, filter, filterValues, sort, exporter, total } = context;

  const run = async () => {
    setBusy(true);
    try {
      const records = await fetchView(dataProvider, { resource, sort, filter: { ...filterValues, ...filter } });
      const named = isRowsExporter(exporter) ? exporter : undefined;
      await saveRows(list ?? named?.list ?? kebabCase(resource), named?.columns ?? recordColumns(records), records);
    } catch (error) {
      console.error(error);
      popup.showError(
        error instanceof TooManyRows
          ? translate('app.view_export.too_many', {
              count: formatNumber(error.count),
              limit: formatNumber(MAX_EXPORT_ROWS),
            })
          : translate('app.view_export.failed'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
      onClick={run}
      disabled={busy || total === 0}
      aria-busy={busy}
    >
      {label ?? translate('app.view_export.export')}
    </Button>
  );
}
