import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { Payee, Payment } from '@/contract/payments';
import { addressId } from '@/src/lib/addressId';
import { useGoBack } from '@/src/lib/useGoBack';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { ImageLink } from '@/src/ui/ImageLink';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { Section } from '@/src/ui/Section';
import { StatusChip } from '@/src/ui/StatusChip';
import { displayValue, formatDateTime, formatRupees } from '@/src/lib/format';
import { personName } from '@/src/lib/text';
import { usePaymentDecision } from './usePaymentDecision';
import { HistoryPanel } from '@/src/ui/history/HistoryPanel';
import { BeingReviewedNotice } from '@/src/live/BeingReviewedNotice';
import { usePresence } from '@/src/live/usePresence';
import { FirstApprovalNotice } from '@/src/ui/fourEyes/FirstApprovalNotice';
import { firstApprovalOf, isOwnFirstApproval } from '@/src/ui/fourEyes/firstApproval';
import { paymentPaths } from './paths';
import { SharedAccountChip, SharedAccountNotice } from './SharedAccount';

/** /payments/detail/{id} (read only) and /payments/request-detail/{id} (with Approve and Reject). */
export function PaymentDetail({ request }: { request: boolean }) {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const decision = usePaymentDecision(useGoBack(`${paymentPaths.paymentList}?tab=requests`));
  const { data: payment, isPending, error } = useGetOne<Payment>('payments', { id: addressId<Payment>(id) });
  usePresence('pendingPayments', request ? id : null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.payments.${key}`, options);

  if (isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  const title = t(request ? 'request_title' : 'detail_title');
  if (error || !payment) return <RecordPageMessage title={title} message={t('fetch_details_failed')} />;

  const user: Partial<Payee> = payment.user_list ?? {};
  const name = personName(user);
  const first = firstApprovalOf(payment);
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <PageHeader
        title={title}
        documentTitle={translate(`app.document_title.${request ? 'payment_request' : 'payment'}`, { id: payment.id })}
      >
        <StatusChip status={payment.status} />
        <SharedAccountChip payment={payment} />
        {request && payment.status === 'pending' && (
          <>
            <Button
              variant="contained"
              color="success"
              onClick={() => decision.ask(payment, 'approve')}
              disabled={first !== null && isOwnFirstApproval(first)}
            >
              {first ? translate('app.four_eyes.confirm') : t('approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => decision.ask(payment, 'reject')}>
              {t('reject')}
            </Button>
          </>
        )}
      </PageHeader>
      {request && <BeingReviewedNotice resource="pendingPayments" id={payment.id} />}
      {request && <FirstApprovalNotice item={payment} />}
      <SharedAccountNotice payment={payment} />
      <Typography variant="h5" component="p">
        {formatRupees(payment.amount)} · {formatDateTime(payment.date)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Section title={t('user_card')}>
          <DetailGrid
            items={[
              { label: t('name'), value: displayValue(name) },
              { label: t('email'), value: displayValue(user.email) },
              { label: t('phone'), value: displayValue(user.phone) },
              { label: t('firm'), value: displayValue(user.firm_name) },
              { label: t('balance_cash'), value: formatRupees(user.balance_cash) },
              ...(payment.decided_at ? [{ label: t('decided_on'), value: formatDateTime(payment.decided_at) }] : []),
            ]}
          />
        </Section>
        <Section title={t('account_card')}>
          <DetailGrid
            items={[
              { label: t('account_holder'), value: displayValue(payment.account_holders_name) },
              { label: t('account_number'), value: displayValue(payment.account_number) },
              { label: t('bank_name'), value: displayValue(payment.bank_name) },
              { label: t('ifsc_code'), value: displayValue(payment.ifsc_code) },
            ]}
          />
        </Section>
        <Section title={t('pan_card')}>
          <DetailGrid items={[{ label: t('pan_number'), value: displayValue(user.pan_card_number) }]} />
          <Box sx={{ mt: 2 }}>
            <ImageLink
              src={user.pan_card}
              alt={t('pan_image', { name })}
              openLabel={t('pan_image', { name })}
              maxHeight={150}
            />
          </Box>
        </Section>
      </Box>
      <HistoryPanel targetType="payment" targetId={payment.id} />
      {decision.dialog}
    </Box>
  );
}

export const PaymentHistoryDetail = () => <PaymentDetail request={false} />;
export const PaymentRequestDetail = () => <PaymentDetail request />;
