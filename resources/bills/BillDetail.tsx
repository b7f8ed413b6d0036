import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { Bill, BillMember } from '@/contract/bills';
import { addressId } from '@/src/lib/addressId';
import { useGoBack } from '@/src/lib/useGoBack';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { ImageLink } from '@/src/ui/ImageLink';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { Section } from '@/src/ui/Section';
import { usePopup } from '@/src/ui/PopupProvider';
import { StatusChip } from '@/src/ui/StatusChip';
import { displayValue, formatDate, formatDateTime, formatNumber, formatRupees } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';
import { ApproveBillDialog } from './ApproveBillDialog';
import { BillProducts } from './BillProducts';
import { DuplicateNotice } from './DuplicateNotice';
import { RiskNotice } from './RiskNotice';
import { RejectBillDialog } from './RejectBillDialog';
import { HistoryPanel } from '@/src/ui/history/HistoryPanel';
import { BeingReviewedNotice } from '@/src/live/BeingReviewedNotice';
import { usePresence } from '@/src/live/usePresence';
import { FirstApprovalNotice } from '@/src/ui/fourEyes/FirstApprovalNotice';
import { firstApprovalOf, isOwnFirstApproval } from '@/src/ui/fourEyes/firstApproval';
import { billPaths } from './paths';
import { useBillEarningsSlots } from '@/src/areasContext';

/** /bills/request/detail/{id} and /bills/history/detail/{id}: everything about a bill, and its decision while pending. */
export default function BillDetail() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const translate = useTranslate();
  // After a decision, back where the bill was opened from: the dashboard, or the list as it was.
  const goBack = useGoBack(billPaths.billRequestList);
  const popup = usePopup();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const slots = useBillEarningsSlots();
  const { data: bill, isPending, error } = useGetOne<Bill>('bills', { id: addressId<Bill>(id) });
  usePresence('billRequests', bill?.status === 'pending' ? id : null);
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.bills.${key}`, options);

  if (isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  if (error || !bill) {
    const history = pathname.startsWith(billPaths.billHistoryDetail(''));
    return (
      <RecordPageMessage title={t(history ? 'history_title' : 'request_title')} message={t('fetch_details_failed')} />
    );
  }

  const user: Partial<BillMember> = bill.user_list ?? {};
  const name = personName(user);
  const first = firstApprovalOf(bill);
  const ownFirst = first !== null && isOwnFirstApproval(first);
  const decided = (message: string) => {
    setDialog(null);
    popup.showSuccess(message);
    goBack();
  };

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <PageHeader
        title={t('heading', {
          invoice: bill.invoice_number || translate('app.format.empty'),
          name: user.first_name || t('unknown_uploader'),
        })}
        documentTitle={translate('app.document_title.bill', { id: bill.id })}
      >
        <DuplicateNotice bill={bill} />
        <RiskNotice bill={bill} />
        <StatusChip status={bill.status} />
        {bill.status === 'pending' && (
          <>
            <Button variant="contained" color="success" onClick={() => setDialog('approve')} disabled={ownFirst}>
              {first ? translate('app.four_eyes.confirm') : t('approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
              {t('reject')}
            </Button>
          </>
        )}
      </PageHeader>
      {bill.status === 'pending' && <BeingReviewedNotice resource="billRequests" id={bill.id} />}
      <FirstApprovalNotice item={bill} />
      <Typography color="text.secondary">
        {t('uploaded_on')}: {formatDateTime(bill.date_added)}
      </Typography>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Section title={t('user_card')}>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
            <ImageLink
              src={user.photo}
              alt={name}
              openLabel={t('open_image', { name })}
              emptyText={translate('app.common.no_photo')}
              maxHeight={200}
            />
            <DetailGrid
              items={[
                { label: t('name'), value: displayValue(name) },
                { label: t('email'), value: displayValue(user.email) },
                {
                  label: t('gender_dob'),
                  value: `${displayValue(titleCase(user.gender))} / ${formatDate(user.date_of_birth)}`,
                },
                { label: t('address'), value: displayValue(user.address) },
              ]}
            />
          </Box>
        </Section>
        <Section title={t('firm_card')}>
          <DetailGrid
            items={[
              { label: t('firm'), value: displayValue(user.firm_name) },
              { label: t('firm_type'), value: displayValue(user.firm_type_display ?? titleCase(user.firm_type)) },
              { label: t('user_type'), value: displayValue(user.user_type_display ?? titleCase(user.user_type)) },
              { label: t('phone'), value: displayValue(user.phone) },
            ]}
          />
          {user.user_type === 'architect' && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {t('visiting_card')}
              </Typography>
              <ImageLink
                src={user.visiting_card_front}
                alt={t('visiting_card')}
                openLabel={t('open_image', { name: t('visiting_card') })}
                maxHeight={150}
              />
            </Box>
          )}
        </Section>
      </Box>

      <Section title={t('bill_card')}>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <ImageLink
            src={bill.bill_image ?? bill.image}
            alt={t('bill_image')}
            openLabel={t('open_image', { name: t('bill_image') })}
            emptyText={t('no_bill_image')}
            maxHeight={200}
          />
          <DetailGrid
            items={[
              { label: t('invoice_number'), value: displayValue(bill.invoice_number) },
              { label: t('invoice_date'), value: formatDate(bill.invoice_date) },
              { label: t('amount'), value: formatRupees(bill.amount) },
              { label: t('dealer'), value: displayValue(bill.dealer) },
              ...(bill.status === 'approved'
                ? [
                    { label: t('points_awarded'), value: `${formatNumber(bill.points_earned)} PTS` },
                    { label: t('cash_awarded'), value: formatRupees(bill.cash_earned) },
                  ]
                : []),
              ...(bill.status === 'rejected' ? [{ label: t('reason'), value: displayValue(bill.reason) }] : []),
            ]}
          />
        </Box>
      </Section>

      <BillProducts bill={bill} />
      {slots.billEarnings && (
        <Suspense fallback={null}>
          <slots.billEarnings bill={bill} />
        </Suspense>
      )}
      <HistoryPanel targetType="bill" targetId={bill.id} />

      <ApproveBillDialog
        billId={bill.id}
        memberId={bill.user_list?.id}
        open={dialog === 'approve'}
        onClose={() => setDialog(null)}
        onApproved={awaiting => decided(awaiting ? translate('app.four_eyes.first_done') : t('approved_message'))}
        confirming={first}
      />
      <RejectBillDialog
        billId={bill.id}
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        onRejected={() => decided(t('rejected_message'))}
      />
    </Box>
  );
}
