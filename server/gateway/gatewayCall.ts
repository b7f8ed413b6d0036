import type { onResponseAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/connection';
import type { AuditedCall } from './auditedCalls';
import type { GatewayBillEarningSteps } from './billEarnings';
import type { AnswerReader } from './answerReaders';
import type { GatewayFourEyes } from './fourEyes';
import { SPEC_CALLS } from './specCalls';
import type { Upstream } from './upstream';

/**
 * What the gateway does around one forwarded spec call, each list run in its order. Around them
 * the signed-in scope (api.ts) does the same for every call: the token and the reference route's
 * permission, then the audit's read of the record before `preHandler`; once answered, the live
 * update and the audit entry before `onResponse`.
 */
export interface GatewayCall {
  /** The change's audit entry, in the reference server's words for the same change. */
  audit?: AuditedCall;
  /** Before the call is forwarded, in turn: one may answer instead (four eyes' 202) or refuse. */
  preHandler?: readonly preHandlerAsyncHookHandler[];
  /** On the upstream's answer before it goes back, in turn: each reads it as the one before left it; a refusal stands. */
  onAnswer?: readonly AnswerReader[];
  /** Once the answer has been sent, in turn. */
  onResponse?: readonly onResponseAsyncHookHandler[];
}

/** An area's spec calls the gateway does more around than forward them, by `METHOD /pattern` (a SpecCall). */
export type GatewayCalls = Readonly<Record<string, GatewayCall>>;

/** The gateway's own parts an area's calls are declared with. */
export interface GatewayParts {
  db: Db;
  upstream: Upstream;
  now: () => Date;
  /** Four eyes over the kinds that have it (contract/approvals/kinds.ts). */
  fourEyes: GatewayFourEyes;
  /** An area's hold on a bill's approval (the schemes'), or steps that do nothing without one. */
  billEarnings: GatewayBillEarningSteps;
  /** Told the bills an answer shows approved elsewhere, without their figures, with the caller's token. */
  approvedElsewhere: (ids: readonly number[], token: string) => void;
}

const SPEC = new Set<string>(SPEC_CALLS);

/** Every area's declared calls together; a call that is no spec call, or that two declare, is a mistake found at start-up. */
export function declaredCalls(tables: readonly GatewayCalls[]): GatewayCalls {
  const calls: Record<string, GatewayCall> = {};
  for (const table of tables) {
    for (const [call, declared] of Object.entries(table)) {
      if (!SPEC.has(call)) throw new Error(`${call}, declared at the gateway, is no spec call.`);
      if (calls[call]) throw new Error(`Two areas declare what the gateway does around ${call}.`);
      calls[call] = declared;
    }
  }
  return calls;
}
