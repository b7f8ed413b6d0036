import { Fragment } from 'react';
import { Alert, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { sharedAccountOf, type Payment } from '@/contract/payments';
import { useRecordPage } from '@/src/areasContext';
import { RiskChip } from '@/src/ui/risk/RiskChip';

type PaymentRisk = Pick<Payment, 'risk_reasons' | 'shared_with'>;

/** "Flagged" beside a payout request whose account another member's request names; nothing otherwise. */
export function SharedAccountChip({ payment }: { payment: PaymentRisk }) {
  const translate = useTranslate();
  const members = sharedAccountOf(payment);
  if (members.length === 0) return null;
  const names = members.map(member => member.name).join(', ');
  return <RiskChip reasons={[translate('app.payments.shared_account', { names })]} />;
}

/** On a payout request's page: the other members paid into its account, each linked to their page. */
export function SharedAccountNotice({ payment }: { payment: PaymentRisk }) {
  const translate = useTranslate();
  const memberPage = useRecordPage('user');
  const members = sharedAccountOf(payment);
  if (members.length === 0) return null;
  return (
    <Alert severity="info" role="note">
      {translate('app.payments.shared_account_notice')}{' '}
      {members.map((member, index) => (
        <Fragment key={member.id}>
          {index > 0 && ', '}
          {memberPage ? (
            <MuiLink component={Link} to={memberPage(member.id)}>
              {member.name}
            </MuiLink>
          ) : (
            member.name
          )}
        </Fragment>
      ))}
      . {translate('app.payments.shared_account_informs')}
    </Alert>
  );
}
