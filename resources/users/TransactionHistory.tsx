import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { TransactionItem } from '@/contract/users';
import { FetchedTable } from '@/src/ui/list/FetchedTable';
import { Section } from '@/src/ui/Section';
import { formatDateTime, formatNumber, formatRupees } from '@/src/lib/format';
import { titleCase } from '@/src/lib/text';
import { withRowIds } from '@/src/lib/withRowIds';
import { Column } from '@/src/framework/Column';
import { useTransactionHistory } from './useTransactionHistory';

/** Cash kinds are rupees, points kinds are PTS. */
const amountOf = (item: TransactionItem, points: (value: string) => string) =>
  String(item.type).startsWith('cash_') ? formatRupees(item.amount) : points(formatNumber(item.amount));

/** A user's ledger: date, readable type and amount, newest first as the server answers it; the headers sort it. */
export function TransactionHistory({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.user_detail.${key}`, options);
  const history = useTransactionHistory(userId, withRowIds);

  return (
    <Section title={t('transactions')}>
      <FetchedTable
        resource="userTransactions"
        data={history.data}
        isPending={history.isPending}
        error={history.error}
        failedKey="app.user_detail.transactions_failed"
        label={t('transactions')}
        emptyText={t('transactions_empty')}
      >
        <Column source="date" label="app.user_detail.date" render={item => formatDateTime(item.date)} />
        <Column
          source="type"
          label="app.user_detail.type"
          render={item => translate(`app.user_detail.types.${item.type}`, { _: titleCase(item.type) })}
        />
        <Column
          source="amount"
          label="app.user_detail.amount"
          align="right"
          render={(item: TransactionItem & RaRecord) => amountOf(item, points => t('points_value', { points }))}
        />
      </FetchedTable>
    </Section>
  );
}
