import { Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { UserVoucher } from '@/contract/vouchers';
import type { AppDataProvider } from '@/dataProvider';
import { FetchedTable } from '@/src/ui/list/FetchedTable';
import { RowNumber } from '@/src/ui/list/RowNumber';
import { Section } from '@/src/ui/Section';
import { displayValue, formatDate, formatNumber } from '@/src/lib/format';
import { titleCase } from '@/src/lib/text';
import { withRowIds } from '@/src/lib/withRowIds';
import { Column } from '@/src/framework/Column';

/** The vouchers a user asked for: the code, approved or the other status, and the voucher's details; the headers sort them. */
export function VoucherHistory({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.user_detail.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const vouchers = useQuery({
    queryKey: ['userVouchers', String(userId)],
    queryFn: () => dataProvider.getUserVouchers(userId),
    select: withRowIds,
  });

  const details = ({ voucher_details: details }: UserVoucher & RaRecord) => (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t('offer', { offer: displayValue(details?.offer_name), company: displayValue(details?.company_name) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('voucher_points', { points: formatNumber(details?.points_required), date: formatDate(details?.validity) })}
      </Typography>
    </>
  );

  return (
    <Section title={t('vouchers')}>
      <FetchedTable
        resource="userVouchers"
        data={vouchers.data}
        isPending={vouchers.isPending}
        error={vouchers.error}
        failedKey="app.user_detail.vouchers_failed"
        label={t('vouchers')}
        emptyText={t('vouchers_empty')}
      >
        <Column label="app.common.sl_no" render={() => <RowNumber />} />
        <Column
          source="voucher_code"
          label="app.user_detail.voucher_code"
          render={item => item.voucher_code || t('no_code')}
        />
        <Column
          source="status"
          label="app.user_detail.status"
          render={item =>
            item.status === 'approved' ? (
              <Chip size="small" color="success" label={t('approved')} />
            ) : (
              <Chip size="small" variant="outlined" label={displayValue(titleCase(item.status))} />
            )
          }
        />
        <Column
          source="voucher_details.offer_name,voucher_details.company_name"
          label="app.user_detail.voucher_details"
          render={details}
        />
      </FetchedTable>
    </Section>
  );
}
