import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { stepUp } from './settingsVerifications';
import { verificationTargets, type VerificationPurpose } from './settingsPaths';
import { useOwnAccount } from './useOwnAccount';
import { settingsPaths } from './settingsPaths';

/** The server's code when a settings change needs a fresh verification of the current mailbox. */
export const stepUpRequiredCode = 'email_verification_required';

export const isStepUpRequired = (error: unknown) =>
  (error as { status?: number; body?: { code?: unknown } } | null)?.status === 403 &&
  (error as { body: { code?: unknown } }).body?.code === stepUpRequiredCode;

/**
 * A change screen's proof of the admin's mailbox. Opened without one (a bookmark, another tab, an
 * old one), or told by the server that it is missing or expired, the screen is replaced by its
 * verification wrapper for the admin's email. `ready` once the account and the proof are there.
 */
export function useStepUp(purpose: VerificationPurpose) {
  const navigate = useNavigate();
  const { data: account, error: accountError } = useOwnAccount();
  const email = account?.email ?? '';
  const sent = email ? stepUp.get(email) : undefined;
  const wrapper = verificationTargets[purpose].route;

  const verifyAgain = useCallback(() => {
    stepUp.forget();
    navigate(email ? wrapper(email) : settingsPaths.settings, { replace: true });
  }, [email, navigate, wrapper]);

  const missing = !!account && !sent;
  useEffect(() => {
    if (missing) verifyAgain();
  }, [missing, verifyAgain]);

  /** Goes back to the wrapper when `error` is the server's step-up 403; true when it did. */
  const handleStepUpError = useCallback(
    (error: unknown) => {
      if (!isStepUpRequired(error)) return false;
      verifyAgain();
      return true;
    },
    [verifyAgain],
  );

  return {
    account: sent ? account : undefined,
    accountError,
    verificationId: sent?.id,
    handleStepUpError,
  };
}
