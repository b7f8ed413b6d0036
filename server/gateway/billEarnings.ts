import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { CheckedEarnings, GatewayBillEarnings } from '../billEarnings';
import { bearerOf, idOf, isSuccess, itemsOf } from '../callParts';
import { parseInput } from '../input';
import { toPaise } from '../ledger';
import { jsonReader, type AnswerReader } from './answerReaders';

declare module 'fastify' {
  interface FastifyRequest {
    /** Words an area adds to the audit entry of the change the gateway forwards (or keeps as a first approval). */
    auditDetail: string | null;
  }
}

/** The steps of an area's hold on a bill's approval, for the bills' gateway calls. */
export interface GatewayBillEarningSteps {
  /** Before an approval goes on: its figures checked (a refusal instead), the area's fields taken out of the body. */
  checkFigures: preHandlerAsyncHookHandler;
  /** Once the upstream confirmed the approval: what it was made with recorded. */
  creditSchemes: AnswerReader;
  /** On a bill answer: each bill's recorded breakdown as `earning_breakdown`. */
  withBreakdowns: AnswerReader;
}

const figureOf = (value: unknown): number | null => {
  const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 ? number : null;
};

/**
 * An area's hold on a bill's approval at the gateway (`ServerArea.gatewayBillEarnings`): before an
 * approval goes on, its figures are checked (a refusal is sent instead) and the area's fields are
 * taken out of the body, which the upstream gets as the spec has it; once the upstream confirms
 * the approval, the area records what it was made with. The bills' answers carry the breakdowns
 * recorded. Without a hold, each step does nothing.
 */
export function gatewayBillEarnings(
  earnings: GatewayBillEarnings | undefined,
  now: () => Date,
): GatewayBillEarningSteps {
  const checked = new WeakMap<FastifyRequest, CheckedEarnings>();
  const fields = earnings && z.object(earnings.approvalFields);
  const names = Object.keys(earnings?.approvalFields ?? {});

  async function checkFigures(request: FastifyRequest) {
    const id = idOf(request);
    const body = request.body;
    if (!earnings || !fields || id === null || body === null || typeof body !== 'object' || Array.isArray(body)) {
      return;
    }
    const sent = body as Record<string, unknown>;
    const chosen = parseInput(fields, Object.fromEntries(names.map(name => [name, sent[name]])));
    for (const name of names) delete sent[name];
    const points = figureOf(sent.points_earned);
    const cash = figureOf(sent.cash_earned);
    // Figures the spec's backend will refuse are its to refuse.
    if (points === null || cash === null) return;
    const result = await earnings.check(id, { points, cash_paise: toPaise(cash) }, chosen, bearerOf(request));
    if (!result) return;
    checked.set(request, result);
    request.auditDetail = result.detail ?? null;
  }

  const creditSchemes: AnswerReader = async function creditSchemes(request, answer) {
    if (isSuccess(answer.status)) checked.get(request)?.credit(now());
  };

  const withBreakdowns: AnswerReader = !earnings
    ? async function withBreakdowns() {}
    : jsonReader(function withBreakdowns(body) {
        const items = itemsOf(body);
        const ids = items.flatMap(item => (Number.isSafeInteger(item.id) ? [item.id as number] : []));
        const recorded = earnings.recorded(ids);
        for (const item of items) {
          const breakdown = recorded.get(item.id as number);
          if (breakdown !== undefined) item.earning_breakdown = breakdown;
        }
      });

  return { checkFigures, creditSchemes, withBreakdowns };
}
