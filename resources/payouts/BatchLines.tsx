import { Box, Button, Chip, MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListContextProvider, ResourceContextProvider, useTranslate } from 'react-admin';
import { LINE_STATUSES, type BatchLine, type PayoutBatch } from '@/contract/payouts/records';
import { Column } from '@/src/framework/Column';
import { DataTable } from '@/src/framework/DataTable';
import { formatRupees } from '@/src/lib/format';
import { useIsPhone } from '@/src/ui/useIsPhone';
import { EmptyRows } from '@/src/ui/list/EmptyRows';
import { ListPager } from '@/src/ui/list/ListPager';
import { listPageSize } from '@/src/ui/list/ResourceList';
import { PhoneRows } from '@/src/ui/list/PhoneRows';
import { LineStatusChip } from './StatusChips';
import { MemberLink } from './MemberLink';
import { LineProblems, accountText, outcomeText, tax194rText } from './lineWords';
import { usePagedList } from './usePagedList';

/** A second line of a cell, in the table's quieter words. */
function Secondary({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

/** What a line's buttons do: keep a held line (owners), cancel a failed or returned one. */
export interface LineDecisions {
  keep?: (line: BatchLine) => void;
  cancel?: (line: BatchLine) => void;
}

const cancellable = (line: BatchLine) => line.status === 'failed' || line.status === 'returned';

function LineButtons({ line, decisions }: { line: BatchLine; decisions: LineDecisions }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const { keep, cancel } = decisions;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {keep && line.status === 'held' && !line.kept && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => keep(line)}
          aria-label={t('keep_line', { name: line.member.name })}
        >
          {t('keep')}
        </Button>
      )}
      {cancel && cancellable(line) && (
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => cancel(line)}
          aria-label={t('cancel_line', { name: line.member.name })}
        >
          {t('cancel_payout')}
        </Button>
      )}
    </Box>
  );
}

/** A batch's lines, a page at a time: whom each pays, where, how, what is wrong with it and what the bank said. */
export function BatchLines({ batch, decisions }: { batch: PayoutBatch; decisions: LineDecisions }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payouts.${key}`, options);
  const isPhone = useIsPhone();
  const list = usePagedList(batch.lines, listPageSize);
  const status = (line: BatchLine) => (
    <>
      <LineStatusChip status={line.status} />
      {line.kept && <Secondary>{t('kept_by', { name: line.kept.by.name, reason: line.kept.reason })}</Secondary>}
      {line.overdue && (
        <>
          {' '}
          <Chip component="span" size="small" color="warning" label={t('overdue')} />
        </>
      )}
    </>
  );
  return (
    <ResourceContextProvider value="payoutLines">
      <ListContextProvider value={list}>
        <TextField
          select
          size="small"
          label={t('show_lines')}
          value={(list.filterValues.status as string | undefined) ?? ''}
          onChange={event => list.setFilters(event.target.value ? { status: event.target.value } : {})}
          fullWidth={false}
          sx={{ width: 240, maxWidth: '100%', mb: 1 }}
        >
          <MenuItem value="">{t('all_lines', { smart_count: batch.lines.length })}</MenuItem>
          {LINE_STATUSES.map(each => (
            <MenuItem key={each} value={each}>
              {t(`line_status_${each}`)}
            </MenuItem>
          ))}
        </TextField>
        {isPhone ? (
          <PhoneRows<BatchLine>
            label={t('lines')}
            emptyText={t('no_lines')}
            primary={line => <MemberLink member={line.member} />}
            secondary={line =>
              [line.account_holder, accountText(line), line.bank, line.reference, outcomeText(line, t)]
                .filter(Boolean)
                .join(' · ')
            }
            figure={line => (
              <>
                {formatRupees(line.amount)} {line.mode} {status(line)}
                <LineProblems line={line} t={t} />
              </>
            )}
            actions={line => <LineButtons line={line} decisions={decisions} />}
          />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <DataTable<BatchLine>
              aria-label={t('lines')}
              rowClick={false}
              bulkActionButtons={false}
              empty={<EmptyRows text={t('no_lines')} />}
            >
              <Column
                source="member.name"
                label="app.payouts.member_194r"
                render={(line: BatchLine) => (
                  <>
                    <MemberLink member={line.member} />
                    <Secondary>{tax194rText(line, t)}</Secondary>
                  </>
                )}
              />
              <Column
                source="amount"
                label="app.payouts.amount_mode"
                render={(line: BatchLine) => (
                  <>
                    {formatRupees(line.amount)}
                    <Secondary>{line.mode}</Secondary>
                  </>
                )}
              />
              <Column
                source="account_holder"
                label="app.payouts.account"
                render={(line: BatchLine) => (
                  <>
                    {line.account_holder}
                    <Secondary>{line.account_number}</Secondary>
                    <Secondary>
                      {line.ifsc} · {line.bank}
                    </Secondary>
                  </>
                )}
              />
              <Column source="reference" label="app.payouts.reference" />
              <Column
                source="status"
                label="app.payouts.status_utr"
                render={(line: BatchLine) => (
                  <>
                    {status(line)}
                    <Secondary>{outcomeText(line, t)}</Secondary>
                  </>
                )}
              />
              <Column
                disableSort
                label="app.payouts.problems"
                render={(line: BatchLine) => <LineProblems line={line} t={t} />}
              />
              <Column
                disableSort
                label="app.common.actions"
                render={(line: BatchLine) => <LineButtons line={line} decisions={decisions} />}
              />
            </DataTable>
          </Box>
        )}
        <ListPager />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
