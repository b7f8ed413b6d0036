import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { KycMember } from '@/contract/kyc/records';

/** The member's name, the PAN's and the account's, side by side: where one differs, it shows at a glance. */
export function NamesSideBySide({ names }: { names: KycMember['names'] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.kyc.${key}`);
  const shown = [
    { label: t('name_member'), value: names.member },
    { label: t('name_pan'), value: names.pan },
    { label: t('name_account'), value: names.account },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2, m: 0 }}
    >
      {shown.map(name => (
        <Box key={name.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {name.label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}
            color={name.value ? undefined : 'text.secondary'}
          >
            {name.value ?? t('not_returned')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
