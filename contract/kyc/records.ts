import type { AccountState, KycPart, KycState, PanState, VerifierName } from './states';

/** An administrator, as a record names one. */
export interface KycAdmin {
  id: number;
  name: string;
}

/** One part of a member's KYC (the PAN, or the payout account) as its last check left it. */
export interface KycPartState<State extends KycState = KycState> {
  /** The PAN or the account number on record; null when there is none. */
  number: string | null;
  state: State;
  /** The holder's name the check returned (the PAN's, or the bank's for the account); null before one. */
  name: string | null;
  /** How alike that name is to the member's, 0 to 100; null before a check named one. */
  match: number | null;
  /** When the state was last set by a check or a confirmation (ISO); null when unchecked. */
  checked_at: string | null;
  /** Why: the verifier's words, or the administrator's reason for a manual outcome. */
  reason: string | null;
  /** A manual outcome awaiting confirmation: who recorded it and what it proposes. */
  first_by?: KycAdmin & { verified: boolean; at: string };
}

/** The payout account: the latest payout request's, with the bank's words. */
export interface KycAccountState extends KycPartState<AccountState> {
  holder: string | null;
  ifsc: string | null;
  bank: string | null;
}

/** A line of `GET kyc/members/`. */
export interface KycListItem {
  id: number;
  member_name: string;
  user_type: string | null;
  pan: KycPartState<PanState>;
  account: KycPartState<AccountState>;
}

/** What a check sent and what came back, secrets left out. */
export interface KycCheck {
  id: number;
  part: KycPart;
  verifier: VerifierName;
  at: string;
  by: KycAdmin;
  /** The state it left the part in; null when the verifier was down (nothing changed). */
  state: KycState | null;
  request: Record<string, unknown>;
  answer: Record<string, unknown>;
}

/** `GET kyc/members/{id}/`: a member's KYC whole. */
export interface KycMember {
  id: number;
  member_name: string;
  pan: KycPartState<PanState>;
  account: KycAccountState;
  /** The three names side by side: the member's, the PAN's and the account's (as the checks returned them). */
  names: { member: string; pan: string | null; account: string | null };
  /**
   * The PAN card's image (a media path) the member gave, the profile's or else their latest payout's; the
   * spec keeps no image of a cheque or passbook, so the account is judged by the figures and the bank's name.
   */
  images: { pan_card: string | null };
  /** Newest first. */
  checks: KycCheck[];
  verifier: VerifierName;
}

/** A group of members sharing one account number or PAN (the spec keeps no UPI ID). */
export interface SharedGroup {
  kind: 'account' | 'pan';
  value: string;
  members: { id: number; name: string }[];
}

/** A member whose names disagree: the PAN's or the account's under the match threshold. */
export interface NamesDisagree {
  id: number;
  names: { member: string; pan: string | null; account: string | null };
  pan_match: number | null;
  account_match: number | null;
}

/** `GET kyc/shared/`. */
export interface SharedReport {
  groups: SharedGroup[];
  names_disagree: NamesDisagree[];
}
