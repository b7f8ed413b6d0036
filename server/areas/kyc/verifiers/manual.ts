import type { AccountState, KycPart, PanState } from '@/contract/kyc/states';
import { HttpError } from '@/server/errors';
import type { Verifier } from './verifier';

const BY_HAND =
  "Checks are recorded by hand: look at the PAN card and the payout's account details, record verified or not with a reason, and another administrator confirms it.";

/**
 * The manual verifier: nothing is checked by a service; an administrator records verified or not with
 * a reason (kyc/members/{id}/{part}/manual/), and a second one confirms it.
 */
export const manualVerifier: Verifier = {
  name: 'manual',
  pan: () => Promise.reject(new HttpError(409, BY_HAND)),
  account: () => Promise.reject(new HttpError(409, BY_HAND)),
};

/** The state a confirmed manual outcome gives a part: verified, or the part's refusal (an invalid PAN, a failed account). */
export const manualState = (part: KycPart, verified: boolean): PanState | AccountState =>
  verified ? 'verified' : part === 'pan' ? 'invalid' : 'failed';
