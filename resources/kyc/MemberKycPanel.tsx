import { Box, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { KycMember } from '@/contract/kyc/records';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { Section } from '@/src/ui/Section';
import { KycStateChip } from './KycStateChip';
import { kycPaths } from './paths';
import { useMemberKyc } from './useMemberKyc';

/**
 * A member's KYC at a glance on their page (`memberPanel`): the PAN's and the account's states and
 * a link to their KYC page; nothing where the role may not read KYC or the backend keeps none.
 */
export function MemberKycPanel({ memberId }: { memberId: KycMember['id'] }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.kyc.${key}`, options);
  const member = useMemberKyc(memberId);
  if (!member) return null;
  return (
    <Section title={t('panel')}>
      <DetailGrid
        items={[
          { label: t('pan'), value: <KycStateChip state={member.pan.state} /> },
          { label: t('account'), value: <KycStateChip state={member.account.state} /> },
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <MuiLink component={Link} to={kycPaths.member(member.id)}>
          {t('panel_link', { name: member.member_name })}
        </MuiLink>
      </Box>
    </Section>
  );
}
