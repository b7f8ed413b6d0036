import { Box, Button, Checkbox, Chip } from '@mui/material';
import { useState } from 'react';
import { SelectInput, useListContext, useRefresh, useTranslate } from 'react-admin';
import type { PayableRecord } from '@/contract/payouts/records';
import { Column } from '@/src/framework/Column';
import { DataTable } from '@/src/framework/DataTable';
import { formatDate, formatRupees } from '@/src/lib/format';
import { PageHeader } from '@/src/ui/PageHeader';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { ResourceList } from '@/src/ui/list/ResourceList';
import { searchFilter } from '@/src/ui/list/SearchFilter';
import { AccountDialog } from './AccountDialog';
import { BuildPanel } from './BuildPanel';
import { MemberLink } from './MemberLink';

type Payable = PayableRecord & { id: number };

const longestWaitingFirst = { field: 'approved_at', order: 'ASC' as const };

/** A payable payout's select box on a phone, where the table's own are not drawn. */
function SelectBox({ payout }: { payout: Payable }) {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      checked={selectedIds.includes(payout.id)}
      onChange={() => onToggleItem(payout.id)}
      slotProps={{ input: { 'aria-label': translate('app.payouts.select_payout', { name: payout.member.name }) } }}
    />
  );
}

/** /payouts/new: the approved payouts no batch holds, searched, filtered and selected, gathered into a draft batch. */
export default function NewBatch() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const refresh = useRefresh();
  const [correcting, setCorrecting] = useState<Payable | null>(null);
  const filters = [
    searchFilter(t('search_payable')),
    <SelectInput
      key="reopened"
      source="reopened"
      label={t('reopened_filter')}
      alwaysOn
      choices={[
        { id: 'true', name: t('reopened_only') },
        { id: 'false', name: t('first_time_only') },
      ]}
    />,
  ];
  const account = (payout: Payable) => `${payout.account_number} · ${payout.ifsc}`;
  const reopened = (payout: Payable) =>
    payout.reopened && (
      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip component="span" size="small" color="warning" label={t('reopened')} />
        <Button
          size="small"
          onClick={() => setCorrecting(payout)}
          aria-label={t('correct_account_of', { name: payout.member.name })}
        >
          {t('correct_account')}
        </Button>
      </Box>
    );
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader title={t('new_batch')} />
      <ResourceList
        resource="payablePayouts"
        sort={longestWaitingFirst}
        filters={filters}
        failedKey="app.payouts.payable_failed"
        notice={<BuildPanel />}
        phone={
          <PhoneRows<Payable>
            label={t('payable')}
            emptyText={t('no_payable')}
            noMatchText={t('no_matching_payable')}
            primary={payout => <MemberLink member={payout.member} />}
            secondary={payout => [payout.account_holder, account(payout), payout.bank].join(' · ')}
            figure={payout => (
              <>
                {formatRupees(payout.amount)} {reopened(payout)}
              </>
            )}
            actions={payout => <SelectBox payout={payout} />}
          />
        }
      >
        <DataTable<Payable>
          aria-label={t('payable')}
          rowClick={false}
          // The rows are selected here; what is done with them is above the list.
          bulkActionButtons
          bulkActionsToolbar={false}
          empty={<EmptyRows text={t('no_payable')} noMatchText={t('no_matching_payable')} />}
        >
          <Column
            source="member"
            label="app.payouts.member"
            render={(payout: Payable) => <MemberLink member={payout.member} />}
          />
          <Column
            source="amount"
            label="app.payouts.amount"
            render={(payout: Payable) => formatRupees(payout.amount)}
          />
          <Column source="account_holder" disableSort label="app.payouts.holder" />
          <Column source="account_number" disableSort label="app.payouts.account_number" />
          <Column source="ifsc" disableSort label="app.payouts.ifsc" />
          <Column source="bank" disableSort label="app.payouts.bank" />
          <Column
            source="approved_at"
            label="app.payouts.approved_on"
            render={(payout: Payable) => formatDate(payout.approved_at)}
          />
          <Column source="reopened" disableSort label="app.payouts.reopened" render={reopened} />
        </DataTable>
      </ResourceList>
      {correcting && (
        <AccountDialog
          payout={correcting}
          onClose={() => setCorrecting(null)}
          onSaved={() => {
            setCorrecting(null);
            refresh();
          }}
        />
      )}
    </Box>
  );
}
