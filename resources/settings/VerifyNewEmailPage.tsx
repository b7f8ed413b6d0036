import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '@/dataProvider';
import type { FeedbackMessage } from '@/src/auth/Feedback';
import { useVerificationStatus } from '@/src/auth/useVerificationStatus';
import { VerificationWait } from '@/src/auth/VerificationWait';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { usePopup } from '@/src/ui/PopupProvider';
import { AccountGate } from './AccountGate';
import { SettingsCard } from './SettingsCard';
import { settingsPaths } from './settingsPaths';
import { newEmailVerifications, stepUp } from './settingsVerifications';
import { isStepUpRequired } from './useStepUp';
import { useOwnAccount } from './useOwnAccount';

/**
 * /settings/verify-email/verification/{email}: waits for the new address's link, then saves it and
 * returns. A failed save says why and offers Retry and the way back to the email entry; an expired
 * link offers Resend.
 */
export default function VerifyNewEmailPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const popup = usePopup();
  const errorText = useErrorMessage();
  const singleFlight = useSingleFlight();
  const email = useParams().email ?? '';
  const { data: account, error: accountError } = useOwnAccount();
  const [sent, setSent] = useState(() => newEmailVerifications.get(email));
  const state = useVerificationStatus(email, sent);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);

  // Saves once verified; Retry clears the failure, which saves again.
  useEffect(() => {
    if (state !== 'verified' || failure || !account || !sent || saving.current) return;
    saving.current = true;
    void (async () => {
      try {
        await dataProvider.updateEmail(account.id, email, sent.id);
        newEmailVerifications.forget(email);
        stepUp.forget();
        await queryClient.invalidateQueries({ queryKey: ['ownAccount'] });
        await popup.showSuccess(translate('app.settings.email_updated'));
        navigate(settingsPaths.settings);
      } catch (error) {
        saving.current = false;
        if (isStepUpRequired(error)) stepUp.forget();
        const fieldError = (error as { body?: { errors?: { email?: string } } }).body?.errors?.email;
        setFailure(fieldError ?? errorText(error, 'app.settings.email_failed'));
      }
    })();
  }, [state, failure, account, sent, email, dataProvider, queryClient, popup, navigate, translate, errorText]);

  const resend = () =>
    singleFlight(async () => {
      if (!account?.email) return;
      setFailure(null);
      setBusy(true);
      try {
        const answer = await dataProvider.sendSettingsVerificationEmail(email, stepUp.get(account.email)?.id);
        newEmailVerifications.remember(email, answer.verification_id);
        setSent(newEmailVerifications.get(email));
      } catch (error) {
        if (isStepUpRequired(error)) stepUp.forget();
        setFailure(errorText(error, 'app.settings.verification_send_failed'));
      } finally {
        setBusy(false);
      }
    });

  const feedback: FeedbackMessage | null = failure
    ? { text: failure, tone: 'error' }
    : state === 'verified'
      ? { text: translate('app.settings.verified'), tone: 'success' }
      : state === 'expired'
        ? { text: translate('app.settings.link_expired'), tone: 'error' }
        : null;

  const backToEntry = (
    <MuiLink component={Link} to={settingsPaths.changeEmail}>
      {translate('app.settings.change_email')}
    </MuiLink>
  );

  return (
    <SettingsCard title={translate('app.settings.email_title')}>
      {!sent ? (
        <>
          <Typography role="alert">{translate('app.settings.new_email_missing')}</Typography>
          <Box sx={{ mt: 2 }}>{backToEntry}</Box>
        </>
      ) : (
        <AccountGate ready={!!account} error={accountError}>
          <VerificationWait email={email} waiting={state === 'waiting' && !failure} feedback={feedback} />
          {(failure || state === 'expired') && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              {failure && state === 'verified' ? (
                <Button variant="contained" onClick={() => setFailure(null)}>
                  {translate('app.settings.retry')}
                </Button>
              ) : (
                <Button variant="outlined" disabled={busy} onClick={() => void resend()}>
                  {translate(busy ? 'app.settings.sending' : 'app.settings.resend')}
                </Button>
              )}
              {backToEntry}
            </Box>
          )}
        </AccountGate>
      )}
    </SettingsCard>
  );
}
