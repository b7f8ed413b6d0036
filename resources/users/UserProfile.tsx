import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { User } from '@/contract/users';
import { DetailGrid } from '@/src/ui/DetailGrid';
import { ImageLink } from '@/src/ui/ImageLink';
import { displayValue, formatDate, formatNumber, formatRupees } from '@/src/lib/format';
import { personName, titleCase } from '@/src/lib/text';

/** Every field of a user's profile (spec part 2, section 3), with images that open in a new tab. */
export function UserProfile({ user }: { user: User }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.user_detail.${key}`, options);
  const name = personName(user);

  const image = (
    field: 'photo' | 'pan_card' | 'visiting_card_front' | 'visiting_card_back',
    label: string,
    emptyText: string,
  ) => (
    <Box key={field}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {label}
      </Typography>
      <ImageLink
        src={user[field]}
        alt={label}
        openLabel={t('open_image', { name: label })}
        emptyText={emptyText}
        maxHeight={180}
      />
    </Box>
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {displayValue(name)}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Box sx={{ minWidth: 200 }}>{image('photo', t('photo'), t('no_photo'))}</Box>
        <Box sx={{ flexGrow: 1 }}>
          <DetailGrid
            items={[
              { label: t('email'), value: displayValue(user.email) },
              { label: t('phone'), value: displayValue(user.phone) },
              { label: t('gender'), value: displayValue(titleCase(user.gender)) },
              { label: t('date_of_birth'), value: formatDate(user.date_of_birth) },
              { label: t('address'), value: displayValue(user.address) },
              { label: t('pincode'), value: displayValue(user.pincode) },
              { label: t('country'), value: displayValue(user.country_name ?? user.country) },
              { label: t('state'), value: displayValue(user.state_name ?? user.state) },
              { label: t('user_type'), value: displayValue(user.user_type_display ?? titleCase(user.user_type)) },
              { label: t('firm_type'), value: displayValue(user.firm_type_display ?? titleCase(user.firm_type)) },
              { label: t('firm_name'), value: displayValue(user.firm_name) },
              { label: t('dealer_type'), value: displayValue(user.dealer_type) },
              { label: t('pan_card_number'), value: displayValue(user.pan_card_number) },
              { label: t('referred_by'), value: user.referred_by || translate('app.common.dash') },
              { label: t('referral_code'), value: user.referral_code || translate('app.common.dash') },
            ]}
          />
        </Box>
      </Stack>
      <Box component="section" aria-label={t('loyalty')}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('loyalty')}
        </Typography>
        <DetailGrid
          items={[
            { label: t('balance_points'), value: formatNumber(user.loyalty?.balance_points ?? 0) },
            { label: t('balance_cash'), value: formatRupees(user.loyalty?.balance_cash ?? 0) },
          ]}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {image('pan_card', t('pan_card'), t('no_pan_card'))}
        {image('visiting_card_front', t('visiting_card_front'), t('no_image'))}
        {image('visiting_card_back', t('visiting_card_back'), t('no_image'))}
      </Box>
    </Stack>
  );
}
