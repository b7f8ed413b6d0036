import type { LoginThrottle } from './auth/loginThrottle';
import type { BillEarnings } from './billEarnings';
import type { Sessions } from './auth/sessions';
import type { Tokens } from './auth/tokens';
import type { Verifications } from './auth/verifications';
import type { Db } from './db/connection';
import type { LiveHub } from './live/hub';
import type { MediaStore } from './media';
import type { Outbox } from './outbox';
import type { KindQueue } from './pending';
import type { Limiter } from './rateLimit';

export const API_PREFIX = '/api/v1';

/** What route modules share: handed to each as its plugin options. */
export interface AppContext {
  db: Db;
  tokens: Tokens;
  sessions: Sessions;
  verifications: Verifications;
  outbox: Outbox;
  limits: {
    login: LoginThrottle;
    verificationEmailsByEmail: Limiter;
    /** Signed-out uses of invitation links (reading one, accepting one) per client address. */
    invitationsByAddress: Limiter;
  };
  /** The origin emailed links point at (PUBLIC_URL, else the address the server listens on). */
  publicOrigin: () => string;
  media: MediaStore;
  /** The clock of the config. */
  now: () => Date;
  /** The config's `listPaging` (LIST_PAGING): lists asked with `page` answer a DRF page. */
  listPaging: boolean;
  /** The live updates' streams and presences. */
  live: LiveHub;
  /** The pending work the registered areas declare (server/area.ts), in the inbox's order. */
  pending: readonly KindQueue[];
  /** The registered area's hold on a bill's approval (server/billEarnings.ts), if one declares it. */
  billEarnings?: BillEarnings;
  /**
   * The registered area's SQL of a member's PAN and payout account states on this server (server/area.ts), if
   * one declares it: else a PAN on record counts for section 194R, and no payout is held for them.
   */
  payeeStates?: PayeeStatesSql;
}

/** SQL of a KYC state (contract/kyc/states.ts) of the member whose id is the SQL `member`. */
export type MemberStateSql = (member: string) => string;

/** SQL of the KYC states of the PAN and of the payout account of a member. */
export interface PayeeStatesSql {
  pan: MemberStateSql;
  account: MemberStateSql;
}

export interface RouteOptions {
  ctx: AppContext;
}
