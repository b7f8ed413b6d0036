import { useDataProvider, useRefresh } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { ImportButton } from '@/src/ui/ImportButton';
import { ListActions } from '@/src/ui/list/ListActions';
import { voucherPaths } from './paths';
import { voucherSheetImport } from './voucherSheetImport';

/** Beside the ongoing vouchers' search: "Add filter", Import and the spec's '+ Add New'. */
export function VoucherListActions() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  return (
    <ListActions addTo={voucherPaths.addVoucher}>
      <ImportButton
        sheet={voucherSheetImport}
        upload={dataProvider.importVouchers}
        invalidFileKey="app.vouchers.import_invalid"
        failedKey="app.vouchers.import_failed"
        onImported={refresh}
      />
    </ListActions>
  );
}
