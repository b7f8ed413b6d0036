import { verificationStore } from './verificationStore';

/** The verification id of the forgot-password flow, per email. */
const store = verificationStore('passwordReset');

export const rememberVerification = store.remember;
export const sentVerificationOf = store.get;
export const verificationIdOf = store.idOf;
export const forgetVerification = store.forget;
