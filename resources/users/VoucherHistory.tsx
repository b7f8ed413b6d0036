import { Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { UserVoucher } from '../../dataProvider/userDetail';
import { DataTable, type Column } from '../../src/ui/DataTable';
import { Section } from '../../src/ui/Section';
import { displayValue, formatDate, formatNumber } from '../../src/lib/format';
import { titleCase } from '../../src/lib/text';
import { useErrorMessage } from '../../src/lib/useErrorMessage';

type Row = UserVoucher & { id: Identifier };

/** The vouchers a user asked for: the code, approved or the other status, and the voucher's details. */
export function VoucherHistory({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.user_detail.${key}`, options);
  const errorText = useErrorMessage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const vouchers = useQuery({
    queryKey: ['userVouchers', String(userId)],
    queryFn: () => dataProvider.getUserVouchers(userId),
  });
  const rows: Row[] | undefined = vouchers.data?.map((item, index) => ({ ...item, id: item.id ?? `row-${index}` }));

  const columns: Column<Row>[] = [
    { key: 'sl', label: translate('app.common.sl_no'), render: (_, index) => index + 1 },
    { key: 'code', label: t('voucher_code'), render: item => item.voucher_code || t('no_code') },
    {
      key: 'status',
      label: t('status'),
      render: item =>
        item.status === 'approved' ? (
          <Chip size="small" color="success" label={t('approved')} />
        ) : (
          <Chip size="small" variant="outlined" label={displayValue(titleCase(item.status))} />
        ),
    },
    {
      key: 'details',
      label: t('voucher_details'),
      render: ({ voucher_details: details }) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('offer', {
              offer: displayValue(details?.offer_name),
              company: displayValue(details?.company_name),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('voucher_points', {
              points: formatNumber(details?.points_required),
              date: formatDate(details?.validity),
            })}
          </Typography>
        </>
      ),
    },
  ];

  return (
    <Section title={t('vouchers')}>
      <DataTable
        label={t('vouchers')}
        columns={columns}
        rows={rows}
        emptyText={t('vouchers_empty')}
        loading={vouchers.isPending}
        error={vouchers.error ? errorText(vouchers.error, 'app.user_detail.vouchers_failed') : null}
      />
    </Section>
  );
}
