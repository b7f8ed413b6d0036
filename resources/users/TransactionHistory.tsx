import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { TransactionItem } from '../../dataProvider/userDetail';
import { DataTable, type Column } from '../../src/ui/DataTable';
import { Section } from '../../src/ui/Section';
import { formatDateTime, formatNumber, formatRupees } from '../../src/lib/format';
import { titleCase } from '../../src/lib/text';
import { useErrorMessage } from '../../src/lib/useErrorMessage';

type Row = TransactionItem & { id: Identifier };

/** Cash kinds are rupees, points kinds are PTS. */
const amountOf = (item: TransactionItem, points: (value: string) => string) =>
  item.type.startsWith('cash_') ? formatRupees(item.amount) : points(formatNumber(item.amount));

/** A user's ledger: date, readable type and amount, newest first as the server answers it. */
export function TransactionHistory({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.user_detail.${key}`, options);
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const history = useQuery({
    queryKey: ['transactionHistory', String(userId)],
    queryFn: () => dataProvider.getTransactionHistory(userId),
  });
  const rows: Row[] | undefined = history.data?.map((item, index) => ({ ...item, id: item.id ?? `row-${index}` }));

  const columns: Column<Row>[] = [
    { key: 'date', label: t('date'), render: item => formatDateTime(item.date) },
    {
      key: 'type',
      label: t('type'),
      render: item => translate(`app.user_detail.types.${item.type}`, { _: titleCase(item.type) }),
    },
    {
      key: 'amount',
      label: t('amount'),
      align: 'right',
      render: item => amountOf(item, points => t('points_value', { points })),
    },
  ];

  return (
    <Section title={t('transactions')}>
      <DataTable
        label={t('transactions')}
        columns={columns}
        rows={rows}
        emptyText={t('transactions_empty')}
        loading={history.isPending}
        error={history.error ? errorText(history.error, 'app.user_detail.transactions_failed') : null}
      />
    </Section>
  );
}
