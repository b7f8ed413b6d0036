import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardTableProps } from '@/src/dashboard/dashboardTable';
import { PendingTable } from '@/src/dashboard/PendingTable';
import { Column } from '@/src/framework/Column';
import { displayValue, formatDate, formatRupees } from '@/src/lib/format';
import { DuplicateChip } from '@/src/ui/duplicates/DuplicateChip';
import type { Bill } from '@/contract/bills';
import { usePossibleDuplicates } from './usePossibleDuplicates';
import { RiskChip } from '@/src/ui/risk/RiskChip';
import { useBillRisk } from './useBillRisk';
import { billPaths } from './paths';

/** "Flagged", when a risk rule flags the bill. */
const FlaggedChip = ({ reasons }: { reasons: string[] }) =>
  reasons.length > 0 ? <RiskChip reasons={reasons} /> : null;

/** The dashboard's newest bills waiting for a decision, each with its possible duplicate and Flagged chips. */
export default function BillsPendingTable({ rows }: DashboardTableProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dashboard.${key}`);
  const duplicatesOf = usePossibleDuplicates(rows.data);
  const riskOf = useBillRisk(rows.data);
  return (
    <PendingTable<Bill>
      title={t('new_bill_requests')}
      rows={rows}
      detailPath={billPaths.billRequestDetail}
      nameOf={bill => String(bill.user_name ?? '')}
      emptyText={t('no_bill_requests')}
      fetchFailed="app.dashboard.bill_requests_failed"
      phone={{
        primary: bill => displayValue(bill.user_name),
        secondary: bill => (
          <>
            {formatDate(bill.invoice_date)}
            <FlaggedChip reasons={riskOf(bill)} />
          </>
        ),
        figure: bill => formatRupees(bill.amount),
      }}
    >
      <Column
        label="app.dashboard.image"
        render={(bill: Bill) =>
          bill.image ? (
            <Box
              component="img"
              src={bill.image}
              alt={translate('app.dashboard.bill_image', { name: bill.user_name })}
              sx={{ height: 40, width: 56, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : (
            displayValue(null)
          )
        }
      />
      <Column
        source="user_name"
        label="app.dashboard.user_name"
        render={(bill: Bill) => (
          <>
            {displayValue(bill.user_name)}
            {duplicatesOf(bill).length > 0 && <DuplicateChip />}
            <FlaggedChip reasons={riskOf(bill)} />
          </>
        )}
      />
      <Column
        source="invoice_date"
        label="app.dashboard.bill_date"
        render={(bill: Bill) => formatDate(bill.invoice_date)}
      />
      <Column source="amount" label="app.dashboard.bill_amount" render={(bill: Bill) => formatRupees(bill.amount)} />
    </PendingTable>
  );
}
