import { Button, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { SelectInput, useTranslate } from 'react-admin';
import { BATCH_STATUSES, type PayoutBatchSummary } from '@/contract/payouts/records';
import { Allowed } from '@/src/auth/Allowed';
import { Column } from '@/src/framework/Column';
import { DataTable } from '@/src/framework/DataTable';
import { displayValue, formatNumber, formatRupees } from '@/src/lib/format';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { KeptListPage } from '@/src/ui/list/KeptListPage';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { BatchStatusChip } from './StatusChips';
import { byAt } from './batchWords';
import { NEWEST_BATCHES_FIRST, payoutPaths } from './paths';
import { useFormats } from './useFormats';

/** /payouts: the batches, newest first, paged, filtered by status; "New batch" builds one. */
export default function BatchList() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const { labelOf } = useFormats();
  const name = (batch: PayoutBatchSummary) => t('batch_name', { id: batch.id });
  const filters = [
    <SelectInput
      key="status"
      source="status"
      label={t('status')}
      alwaysOn
      choices={BATCH_STATUSES.map(status => ({ id: status, name: t(`batch_status_${status}`) }))}
    />,
  ];
  return (
    <KeptListPage
      title={t('title')}
      resource="payouts"
      sort={NEWEST_BATCHES_FIRST}
      notKeptText={t('not_kept')}
      actions={
        <>
          <Button variant="outlined" component={Link} to={payoutPaths.settings}>
            {t('settings')}
          </Button>
          <Allowed resource="payouts" action="create">
            <Button variant="contained" component={Link} to={payoutPaths.newBatch}>
              {t('new_batch')}
            </Button>
          </Allowed>
        </>
      }
    >
      <ResourceList
        resource="payouts"
        sort={NEWEST_BATCHES_FIRST}
        filters={filters}
        failedKey="app.payouts.fetch_failed"
        phone={
          <PhoneRows<PayoutBatchSummary>
            label={t('batches')}
            emptyText={t('no_batches')}
            noMatchText={t('no_matching_batches')}
            primary={batch => (
              <MuiLink component={Link} to={payoutPaths.batchDetail(batch.id)}>
                {name(batch)}
              </MuiLink>
            )}
            secondary={batch =>
              [labelOf(batch.format), t('built_by_line', { by: byAt(batch.created_by, batch.created_at) })].join(' · ')
            }
            figure={batch => (
              <>
                {formatRupees(batch.totals.amount)} <BatchStatusChip status={batch.status} />
              </>
            )}
          />
        }
      >
        <DataTable<PayoutBatchSummary>
          aria-label={t('batches')}
          rowClick={id => payoutPaths.batchDetail(id)}
          bulkActionButtons={false}
          empty={<EmptyRows text={t('no_batches')} noMatchText={t('no_matching_batches')} />}
        >
          <Column source="id" label="app.payouts.batch" render={name} />
          <Column
            source="status"
            disableSort
            label="app.payouts.status"
            render={(batch: PayoutBatchSummary) => <BatchStatusChip status={batch.status} />}
          />
          <Column
            source="format"
            disableSort
            label="app.payouts.format"
            render={(batch: PayoutBatchSummary) => labelOf(batch.format)}
          />
          <Column
            source="created_at"
            label="app.payouts.built_by"
            render={(batch: PayoutBatchSummary) => byAt(batch.created_by, batch.created_at)}
          />
          <Column
            source="released_at"
            label="app.payouts.released_by"
            render={(batch: PayoutBatchSummary) => displayValue(byAt(batch.released_by, batch.released_at))}
          />
          <Column
            disableSort
            label="app.payouts.lines"
            render={(batch: PayoutBatchSummary) => formatNumber(batch.totals.lines)}
          />
          <Column
            disableSort
            label="app.payouts.amount"
            render={(batch: PayoutBatchSummary) => formatRupees(batch.totals.amount)}
          />
          <Column
            disableSort
            label="app.payouts.held"
            render={(batch: PayoutBatchSummary) => formatNumber(batch.totals.held)}
          />
          <Column
            disableSort
            label="app.payouts.overdue"
            render={(batch: PayoutBatchSummary) => formatNumber(batch.totals.overdue)}
          />
        </DataTable>
      </ResourceList>
    </KeptListPage>
  );
}
