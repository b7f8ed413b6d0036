import { Stack, Typography } from '@mui/material';
import type { MemberSlotProps } from '@/src/memberSlots';
import { useTranslate } from 'react-admin';
import { KycStateChip } from './KycStateChip';
import { useMemberKyc } from './useMemberKyc';

/** The member's PAN and payout account states, in the dialog deciding their bill or payout (`payeeNote`). */
export default function PayeeKycNote({ memberId }: MemberSlotProps) {
  const translate = useTranslate();
  const member = useMemberKyc(memberId);
  if (!member) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span">
        {translate('app.kyc.payee_note')}
      </Typography>
      <Typography variant="body2" component="span">
        {translate('app.kyc.pan')}
      </Typography>
      <KycStateChip state={member.pan.state} />
      <Typography variant="body2" component="span">
        {translate('app.kyc.account')}
      </Typography>
      <KycStateChip state={member.account.state} />
    </Stack>
  );
}
