import { Box, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { AuthCard } from './AuthCard';
import { Feedback } from './Feedback';
import { verificationIdOf } from './passwordResetStore';
import { paths } from '../routes';
import { useDelayedNavigate } from '../lib/useDelayedNavigate';

export const verificationPollMs = 5000;
export const verifiedMessageMs = 1500;

/** Waits for the emailed link to be opened: checks at once, then every 5 s. */
export default function EmailVerificationPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigateLater = useDelayedNavigate();
  const email = useSearchParams()[0].get('email')?.trim() ?? '';

  const { data } = useQuery({
    queryKey: ['emailVerificationStatus', email],
    queryFn: () => dataProvider.getEmailVerificationStatus(email, verificationIdOf(email)),
    enabled: !!email,
    refetchInterval: query => (query.state.data?.is_email_verified ? false : verificationPollMs),
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
  const verified = data?.is_email_verified === true;

  useEffect(() => {
    if (verified) navigateLater(paths.changePassword(email), verifiedMessageMs);
  }, [verified, email, navigateLater]);

  if (!email) {
    return (
      <AuthCard title={translate('app.email_verification.title')}>
        <Typography role="alert">{translate('app.email_verification.missing_email')}</Typography>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <MuiLink component={Link} to={paths.forgotPassword}>
            {translate('app.login.forgot')}
          </MuiLink>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={translate('app.email_verification.title')}>
      <Typography>{translate('app.email_verification.waiting', { email })}</Typography>
      {!verified && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography color="text.secondary">{translate('app.email_verification.checking')}</Typography>
        </Box>
      )}
      <Feedback message={verified ? { text: translate('app.email_verification.verified'), tone: 'success' } : null} />
    </AuthCard>
  );
}
