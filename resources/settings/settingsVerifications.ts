import { mayStillCount, verificationStore, type SentVerification } from '@/src/auth/verificationStore';

const stepUps = verificationStore('settings-step-up');
const newEmails = verificationStore('settings-new-email');

/**
 * The latest verification of the admin's current mailbox (per address), sent with each change.
 * One too old to count any more is dropped, so the change screens send the admin back to verify.
 */
export const stepUp = {
  remember: (email: string, verificationId: string | undefined) => stepUps.remember(email, verificationId),
  get: (email: string): SentVerification | undefined => {
    const sent = stepUps.get(email);
    if (sent && !mayStillCount(sent)) stepUps.forget(email);
    return sent && mayStillCount(sent) ? sent : undefined;
  },
  /** Used up by a change (the server consumes it), or refused by the server. */
  forget: stepUps.forgetAll,
};

/** The verifications of new email addresses, per address. */
export const newEmailVerifications = {
  remember: newEmails.remember,
  get: newEmails.get,
  forget: newEmails.forget,
};

/** The mobile number an OTP was last sent to, for the OTP screen reached without it in its path. */
export const pendingPhone = {
  remember: (phone: string) => sessionStorage.setItem('settings:pending-phone', phone),
  get: () => sessionStorage.getItem('settings:pending-phone') ?? '',
  forget: () => sessionStorage.removeItem('settings:pending-phone'),
};
