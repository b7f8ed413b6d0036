import { useDataProvider, useTranslate } from 'react-admin';
import type { Bill } from '@/contract/bills';
import type { AppDataProvider } from '@/dataProvider';
import { RowLinkAction } from '@/src/ui/RowActions';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { exportRows, type ExportColumn } from '@/src/lib/exportRows';
import { displayValue, formatDate, formatDateTime, formatRupees } from '@/src/lib/format';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { StatusChip } from '@/src/ui/StatusChip';
import { AmountColumn, MoneyTable, StatusColumn } from '@/src/ui/money/MoneyTable';
import { MoneyListActions } from '@/src/ui/money/MoneyListActions';
import { useMoneyListFilters } from '@/src/ui/money/moneyListFilters';
import { flaggedFilter } from './flaggedFilter';
import { DuplicateChipOf, ListDuplicates } from './usePossibleDuplicates';
import { ListRisk, RiskChipOf } from './useBillRisk';
import { amountCell } from '@/src/ui/export/sheetCells';
import { Column } from '@/src/framework/Column';
import { billPaths } from './paths';

const kinds = {
  requests: {
    resource: 'billRequests',
    label: 'app.bills.tab_requests',
    empty: 'app.bills.empty_requests',
    detail: billPaths.billRequestDetail,
  },
  history: {
    resource: 'bills',
    label: 'app.bills.tab_history',
    empty: 'app.bills.empty_history',
    detail: billPaths.billHistoryDetail,
  },
} as const;

const newestFirst = { field: 'date_added', order: 'DESC' as const };
/** The history lists decided bills only, whatever status the person narrows it to. */
const decidedOnly = { status_in: ['approved', 'rejected'] };

/** Pending bills, or the bills already decided: searched, sorted, filtered and paged 20 at a time. */
export function BillTable({ kind }: { kind: keyof typeof kinds }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const config = kinds[kind];
  const history = kind === 'history';
  const t = (key: string) => translate(`app.bills.${key}`);

  const columns: ExportColumn[] = [
    [t('invoice_number'), bill => bill.invoice_number],
    [t('user_name'), bill => bill.user_name],
    [t('firm'), bill => bill.user_list?.firm_name],
    [t('bill_date'), bill => formatDate(bill.invoice_date)],
    [t('amount'), bill => amountCell(bill.amount)],
    [t('uploaded_on'), bill => formatDateTime(bill.date_added)],
  ];
  if (history) columns.push([t('status'), bill => t(bill.status === 'approved' ? 'approved' : 'rejected')]);
  const viewLink = (bill: Bill) => (
    <RowLinkAction
      kind="view"
      to={config.detail(bill.id)}
      label={translate('app.bills.view_bill', { invoice: bill.invoice_number ?? bill.id })}
    />
  );

  return (
    <ResourceList
      resource={config.resource}
      sort={newestFirst}
      filter={history ? decidedOnly : undefined}
      filters={useMoneyListFilters({
        strings: 'bills',
        dateSource: 'invoice_date',
        decided: history,
        more: flaggedFilter,
      })}
      actions={
        <MoneyListActions
          label={t('export')}
          load={dataProvider.exportBills}
          fileName="bill-requests"
          failedKey="app.bills.export_failed"
        />
      }
      exporter={exportRows(`bill-${kind}-selection`, columns)}
      failedKey="app.bills.fetch_failed"
      phone={
        <ListDuplicates>
          <ListRisk>
            <PhoneRows
              label={translate(config.label)}
              emptyText={translate(config.empty)}
              primary={bill => displayValue(bill.user_name)}
              secondary={bill => (
                <>
                  {displayValue(bill.invoice_number)} · {formatDate(bill.invoice_date)}{' '}
                  {history && <StatusChip status={bill.status} />}
                  <DuplicateChipOf bill={bill} />
                  <RiskChipOf bill={bill} />
                </>
              )}
              figure={bill => formatRupees(bill.amount)}
              actions={viewLink}
            />
          </ListRisk>
        </ListDuplicates>
      }
    >
      <ListDuplicates>
        <ListRisk>
          <MoneyTable strings="bills" label={config.label} empty={config.empty}>
            <Column
              source="invoice_number"
              label="app.bills.invoice_number"
              render={bill => (
                <>
                  {displayValue(bill.invoice_number)}
                  <DuplicateChipOf bill={bill} />
                  <RiskChipOf bill={bill} />
                </>
              )}
            />
            <Column source="user_name" label="app.bills.user_name" render={bill => displayValue(bill.user_name)} />
            <Column
              source="user_list.firm_name"
              label="app.bills.firm"
              render={bill => displayValue(bill.user_list?.firm_name)}
            />
            <Column source="invoice_date" label="app.bills.bill_date" render={bill => formatDate(bill.invoice_date)} />
            <AmountColumn strings="bills" />
            <Column
              source="date_added"
              label="app.bills.uploaded_on"
              render={bill => formatDateTime(bill.date_added)}
            />
            {history && <StatusColumn strings="bills" />}
            <Column label="app.common.action" render={viewLink} />
          </MoneyTable>
        </ListRisk>
      </ListDuplicates>
    </ResourceList>
  );
}
