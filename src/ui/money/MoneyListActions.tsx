import { useListContext, useTranslate } from 'react-admin';
import { isRowsExporter } from '../../lib/exportRows';
import { ExportButton } from '../ExportButton';
import { isoDateInIndia } from '../../lib/format';
import { ListActions } from '../list/ListActions';

interface MoneyListActionsProps {
  /** The Export button's label. */
  label: string;
  /** Fetches the server's spreadsheet. */
  load: () => Promise<Blob>;
  /** The spec's file name before its date, e.g. `bill-requests`. */
  fileName: string;
  failedKey: string;
}

/**
 * Beside a bills or payments list's search: "Add filter", the spec's Export (the server's
 * file of every row) and beside it "Export view" (the rows of the view, as the list's
 * "Export selected" writes them: `bill-requests-selection-…` becomes `bill-requests-view-…`).
 */
export function MoneyListActions({ label, load, fileName, failedKey }: MoneyListActionsProps) {
  const translate = useTranslate();
  const { exporter } = useListContext();
  const viewList = isRowsExporter(exporter) ? exporter.list.replace(/-selection$/, '-view') : undefined;
  return (
    <ListActions viewExport={{ label: translate('app.view_export.export_view'), list: viewList }}>
      <ExportButton
        label={label}
        load={load}
        fileName={() => `${fileName}-${isoDateInIndia()}.xlsx`}
        failedKey={failedKey}
      />
    </ListActions>
  );
}
