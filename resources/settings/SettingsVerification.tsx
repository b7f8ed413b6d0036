import { Alert, Button } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { AppDataProvider } from '@/dataProvider';
import { useVerificationStatus, verifiedMessageMs } from '@/src/auth/useVerificationStatus';
import { linkStillOpen, type SentVerification } from '@/src/auth/verificationStore';
import { VerificationWait } from '@/src/auth/VerificationWait';
import { useDelayedNavigate } from '@/src/lib/useDelayedNavigate';
import { useErrorMessage } from '@/src/lib/useErrorMessage';
import { useSingleFlight } from '@/src/lib/useSingleFlight';
import { AccountGate } from './AccountGate';
import { SettingsCard } from './SettingsCard';
import { stepUp } from './settingsVerifications';
import { verificationTargets, type VerificationPurpose } from './settingsPaths';
import { useOwnAccount } from './useOwnAccount';

/**
 * The verification wrapper of a settings change: emails a link to the admin's current address
 * (or keeps waiting for the one this tab sent while its link is open, so a reload sends nothing),
 * checks every 5 s until it is opened, shows 'Verified!' for 1.5 s, then goes on. An expired link
 * stops the checks and offers Resend. The address is always the admin's own; another one in the
 * path is replaced.
 */
export function SettingsVerification({ purpose }: { purpose: VerificationPurpose }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const errorText = useErrorMessage();
  const singleFlight = useSingleFlight();
  const { route, target } = verificationTargets[purpose];
  const requested = useParams().email ?? '';
  const { data: account, error: accountError } = useOwnAccount();
  const email = account?.email ?? '';
  const [sentHere, setSentHere] = useState<SentVerification>();
  // The link this tab sent earlier, while it can still be opened: waited for again, nothing new is sent.
  const reused = useMemo(() => {
    const pending = email ? stepUp.get(email) : undefined;
    return pending && linkStillOpen(pending) ? pending : undefined;
  }, [email]);
  const sent = sentHere ?? reused;
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const startedFor = useRef<string>(undefined);

  const send = useCallback(
    () =>
      singleFlight(async () => {
        setSendError(null);
        setSending(true);
        try {
          const answer = await dataProvider.sendSettingsVerificationEmail(email);
          stepUp.remember(email, answer.verification_id);
          setSentHere(stepUp.get(email));
        } catch (error) {
          setSendError(errorText(error, 'app.settings.verification_send_failed'));
        } finally {
          setSending(false);
        }
      }),
    [singleFlight, dataProvider, email, errorText],
  );

  useEffect(() => {
    if (!email) return;
    if (email.toLowerCase() !== requested.toLowerCase()) {
      navigate(route(email), { replace: true });
    } else if (startedFor.current !== email) {
      startedFor.current = email;
      if (!reused) void send();
    }
  }, [email, requested, route, navigate, reused, send]);

  const state = useVerificationStatus(email, sent);
  useEffect(() => {
    if (state === 'verified') navigateLater(target, verifiedMessageMs);
  }, [state, target, navigateLater]);

  const feedback =
    state === 'verified'
      ? { text: translate('app.settings.verified'), tone: 'success' as const }
      : sendError
        ? { text: sendError, tone: 'error' as const }
        : state === 'expired'
          ? { text: translate('app.settings.link_expired'), tone: 'error' as const }
          : null;

  return (
    <SettingsCard title={translate('app.settings.verify_title')}>
      <AccountGate ready={!!email} error={accountError}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.settings.verify_intro')}
        </Alert>
        <VerificationWait email={email} waiting={state === 'waiting' && !sendError} feedback={feedback} />
        {state !== 'verified' && (
          <Button variant="outlined" disabled={sending} onClick={() => void send()}>
            {translate(sending ? 'app.settings.sending' : 'app.settings.resend')}
          </Button>
        )}
      </AccountGate>
    </SettingsCard>
  );
}
