/**
 * The verification id the server answered when the reset email was sent. It ties the
 * verified link to this browser tab, so it lives in session storage, per email.
 */
const keyOf = (email: string) => `passwordReset:${email.trim().toLowerCase()}`;

export const rememberVerification = (email: string, verificationId: string | undefined) => {
  if (verificationId) sessionStorage.setItem(keyOf(email), verificationId);
};

export const verificationIdOf = (email: string) => sessionStorage.getItem(keyOf(email)) ?? undefined;

export const forgetVerification = (email: string) => sessionStorage.removeItem(keyOf(email));
