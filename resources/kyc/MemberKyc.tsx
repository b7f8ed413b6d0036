import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { KycMember, KycPartState } from '@/contract/kyc/records';
import { useRecordPage } from '@/src/areasContext';
import { addressId } from '@/src/lib/addressId';
import { displayValue, formatDateTime } from '@/src/lib/format';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { PageHeader } from '@/src/ui/PageHeader';
import { RecordPageMessage } from '@/src/ui/RecordPageMessage';
import { Section } from '@/src/ui/Section';
import { ChecksList } from './ChecksList';
import { KycStateChip } from './KycStateChip';
import { NamesSideBySide } from './NamesSideBySide';
import { PartSection } from './PartSection';
import { usePartActions } from './usePartActions';

/**
 * /kyc/members/{id}: a member's three names side by side; their PAN (beside the card's image) and
 * payout account, each checked by the configured verifier or recorded by hand and confirmed by
 * another administrator; and every check made, with what it sent and got back.
 */
export default function MemberKyc() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.kyc.${key}`, options);
  const errorText = useErrorMessage();
  const {
    data: member,
    isPending,
    error,
  } = useGetOne<KycMember>('kyc', { id: addressId<KycMember>(id) }, { retry: false });

  if (isPending) return <CircularProgress aria-label={translate('app.common.loading')} sx={{ m: 4 }} />;
  if (error || !member)
    return <RecordPageMessage title={t('member_heading')} message={errorText(error, 'app.kyc.fetch_one_failed')} />;
  return <MemberKycPage member={member} />;
}

function MemberKycPage({ member }: { member: KycMember }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.kyc.${key}`, options);
  const memberPage = useRecordPage('user');
  const pan = usePartActions(member, 'pan');
  const account = usePartActions(member, 'account');
  const name = member.member_name;

  const checkFigures = (part: KycPartState, nameLabel: string) => [
    { label: t('state'), value: <KycStateChip state={part.state} /> },
    { label: nameLabel, value: displayValue(part.name) },
    { label: t('match'), value: part.match === null ? displayValue(null) : t('match_value', { match: part.match }) },
    { label: t('checked_at'), value: part.checked_at ? formatDateTime(part.checked_at) : t('never') },
    ...(part.reason ? [{ label: t('reason'), value: part.reason }] : []),
  ];

  return (
    <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <PageHeader title={t('member_title', { name })}>
        {memberPage && (
          <Button variant="outlined" component={Link} to={memberPage(member.id)}>
            {t('member_page')}
          </Button>
        )}
      </PageHeader>
      <Typography color="text.secondary">
        {t('verifier_in_use', { verifier: t(`verifier_${member.verifier}`) })}
      </Typography>
      <Section title={t('names')}>
        <NamesSideBySide names={member.names} />
      </Section>
      <PartSection
        title={t('pan')}
        figures={[
          { label: t('pan'), value: member.pan.number ?? t('none') },
          ...checkFigures(member.pan, t('name_returned')),
        ]}
        image={{
          src: member.images.pan_card,
          label: t('pan_card'),
          alt: t('pan_card_alt', { name }),
          openLabel: t('open_image', { name: t('pan_card_alt', { name }) }),
          emptyText: t('no_pan_card'),
        }}
        actions={pan.actions}
        notices={pan.notices}
      />
      <PartSection
        title={t('account')}
        figures={[
          { label: t('holder'), value: displayValue(member.account.holder) },
          { label: t('account_number'), value: member.account.number ?? t('none') },
          { label: t('ifsc'), value: displayValue(member.account.ifsc) },
          { label: t('bank'), value: displayValue(member.account.bank) },
          ...checkFigures(member.account, t('bank_name_returned')),
        ]}
        actions={account.actions}
        notices={account.notices}
      />
      <Section title={t('checks')}>
        <ChecksList checks={member.checks} />
      </Section>
      {pan.dialogs}
      {account.dialogs}
    </Box>
  );
}
