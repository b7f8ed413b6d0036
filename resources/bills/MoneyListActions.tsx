import { ExportButton } from '../../src/ui/ExportButton';
import { isoDateInIndia } from '../../src/lib/format';
import { ListActions } from '../../src/ui/list/ListActions';

interface MoneyListActionsProps {
  /** The Export button's label. */
  label: string;
  /** Fetches the server's spreadsheet. */
  load: () => Promise<Blob>;
  /** The spec's file name before its date, e.g. `bill-requests`. */
  fileName: string;
  failedKey: string;
}

/** Beside a bills or payments list's search: "Add filter" and the spec's server Export. */
export function MoneyListActions({ label, load, fileName, failedKey }: MoneyListActionsProps) {
  return (
    <ListActions>
      <ExportButton
        label={label}
        load={load}
        fileName={() => `${fileName}-${isoDateInIndia()}.xlsx`}
        failedKey={failedKey}
      />
    </ListActions>
  );
}
