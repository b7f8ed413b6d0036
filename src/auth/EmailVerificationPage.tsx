import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthCard } from './AuthCard';
import { sentVerificationOf } from './passwordResetStore';
import { StartAgainNotice } from './StartAgainNotice';
import { useVerificationStatus, verifiedMessageMs } from './useVerificationStatus';
import { VerificationWait } from './VerificationWait';
import { paths } from '../routes';
import { useDelayedNavigate } from '../lib/useDelayedNavigate';

/** Waits for the emailed link to be opened: checks at once, then every 5 s, until the link expires. */
export default function EmailVerificationPage() {
  const translate = useTranslate();
  const navigateLater = useDelayedNavigate();
  const email = useSearchParams()[0].get('email')?.trim() ?? '';
  const sent = email ? sentVerificationOf(email) : undefined;
  const state = useVerificationStatus(email, sent);

  useEffect(() => {
    if (state === 'verified') navigateLater(paths.changePassword(email), verifiedMessageMs);
  }, [state, email, navigateLater]);

  return (
    <AuthCard title={translate('app.email_verification.title')}>
      {!sent ? (
        <StartAgainNotice text={translate('app.email_verification.missing_email')} />
      ) : state === 'expired' ? (
        <StartAgainNotice text={translate('app.email_verification.expired')} />
      ) : (
        <VerificationWait
          email={email}
          waiting={state === 'waiting'}
          feedback={
            state === 'verified' ? { text: translate('app.email_verification.verified'), tone: 'success' } : null
          }
        />
      )}
    </AuthCard>
  );
}
