import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useLocation, useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { VoucherRequest } from '@/contract/vouchers';
import { addressId } from '@/src/lib/addressId';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { ImageLink } from '@/src/ui/ImageLink';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { Section } from '@/src/ui/Section';
import { StatusChip } from '@/src/ui/StatusChip';
import { displayValue, formatDate, formatDateTime, formatNumber } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useGoBack } from '@/src/lib/useGoBack';
import { wasReachedFromPendingList } from '@/src/lib/pendingRequestLink';
import { requestStanding } from './requestStanding';
import { useUserPoints } from './useUserPoints';
import { useVoucherDecision } from './useVoucherDecision';
import { BeingReviewedNotice } from '@/src/live/BeingReviewedNotice';
import { usePresence } from '@/src/live/usePresence';
import { HistoryPanel } from '@/src/ui/history/HistoryPanel';
import { voucherPaths } from './paths';

/** /vouchers/voucher-request-detail/{id}: who asked for which offer; approve or reject, then back. */
export default function VoucherRequestDetail() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const translate = useTranslate();
  const errorText = useErrorMessage();
  const goBack = useGoBack(`${voucherPaths.voucherList}?tab=requests`);
  const decision = useVoucherDecision(goBack);
  const {
    data: request,
    isPending,
    error,
  } = useGetOne<VoucherRequest>('voucherRequests', { id: addressId<VoucherRequest>(id) });
  usePresence('voucherRequests', id);
  const pointsOf = useUserPoints();
  const t = (key: string) => translate(`app.vouchers.${key}`);

  if (isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  if (error || !request)
    return (
      <RecordPageMessage title={t('request_title')} message={errorText(error, 'app.vouchers.fetch_request_failed')} />
    );

  const user: Partial<VoucherRequest['user_details']> = request.user_details ?? {};
  const voucher: Partial<VoucherRequest['voucher_details']> = request.voucher_details ?? {};
  const name = personName(user);
  const standing = requestStanding(request.status, wasReachedFromPendingList(state));
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <PageHeader
        title={t('request_title')}
        documentTitle={translate('app.document_title.voucher_request', { id: request.id })}
      >
        {standing.status && <StatusChip status={standing.status} />}
        {standing.decidable && (
          <Stack direction="row" spacing={2}>
            <Button variant="contained" color="success" onClick={() => decision.ask(request, 'approve')}>
              {t('approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => decision.ask(request, 'reject')}>
              {t('reject')}
            </Button>
          </Stack>
        )}
      </PageHeader>
      <BeingReviewedNotice resource="voucherRequests" id={request.id} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Section title={t('user_card')}>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <ImageLink
              src={user.photo}
              alt={name}
              openLabel={name}
              emptyText={translate('app.common.no_photo')}
              maxHeight={120}
            />
            <DetailGrid
              items={[
                { label: t('user_name'), value: displayValue(name) },
                { label: t('email'), value: displayValue(user.email) },
                { label: t('phone'), value: displayValue(user.phone) },
                { label: t('firm_company'), value: displayValue(user.firm_name) },
                { label: t('user_type'), value: displayValue(user.user_type_display ?? titleCase(user.user_type)) },
                { label: t('balance'), value: `${formatNumber(pointsOf(user))} PTS` },
              ]}
            />
          </Box>
        </Section>
        <Section title={t('offer_card')}>
          <ImageLink src={voucher.banner_image} alt={t('banner')} openLabel={t('banner')} maxHeight={150} />
          <DetailGrid
            items={[
              { label: t('offer_name'), value: displayValue(voucher.offer_name) },
              { label: t('company'), value: displayValue(voucher.company_name) },
              { label: t('req_points'), value: `${formatNumber(voucher.points_required)} PTS` },
              { label: t('expiry_date'), value: formatDate(voucher.validity) },
              { label: t('requested_on'), value: formatDateTime(request.requested_on) },
            ]}
          />
        </Section>
      </Box>
      <HistoryPanel targetType="voucher_request" targetId={request.id} />
      {decision.dialog}
    </Box>
  );
}
