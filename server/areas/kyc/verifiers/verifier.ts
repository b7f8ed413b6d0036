import { nameSimilarity } from '@/contract/payouts/names';
import type { AccountState, PanState, VerifierName } from '@/contract/kyc/states';

/** What a PAN is checked with: the PAN on record, the member's name and the holder's name as entered (their latest payout's). */
export interface PanSubject {
  pan: string;
  memberName: string;
  holder: string | null;
}

/** What a payout account is checked with: its number, IFSC and holder as the latest payout names them, and the member's name. */
export interface AccountSubject {
  accountNumber: string;
  ifsc: string;
  holder: string;
  memberName: string;
}

/** What a verifier made of a part: its state, the holder's name it returned and its match with the member's, why, and what went and came back. */
export interface Verdict<State> {
  state: State;
  name: string | null;
  match: number | null;
  reason: string;
  request: Record<string, unknown>;
  answer: Record<string, unknown>;
}

/** A module that checks a member's PAN and payout account, chosen in the KYC settings. */
export interface Verifier {
  name: VerifierName;
  pan: (subject: PanSubject, threshold: number) => Promise<Verdict<PanState>>;
  account: (subject: AccountSubject, threshold: number) => Promise<Verdict<AccountState>>;
}

/**
 * A verifier that could not give a verdict (no answer in time, a 5xx, an error it returned): nothing is
 * recorded of the part; the check is kept with what was sent and what came back. 503 when it is down,
 * 502 when it answered with an error.
 */
export class VerifierDown extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503,
    readonly request: Record<string, unknown>,
    readonly answer: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The holder's name a verifier returned, scored against the member's: theirs from `threshold` (0 to 100) on. */
export function byName(name: string, memberName: string, threshold: number) {
  const match = nameSimilarity(name, memberName);
  const state = match >= threshold ? ('verified' as const) : ('name_differs' as const);
  const reason =
    state === 'verified'
      ? `The holder's name matches the member's (${match} of 100).`
      : `The holder's name "${name}" differs from the member's "${memberName}" (${match} of 100, under ${threshold}).`;
  return { state, name, match, reason };
}
