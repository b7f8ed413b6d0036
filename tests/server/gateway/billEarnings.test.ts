import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { GatewayBillEarnings } from '@/server/billEarnings';
import { HttpError } from '@/server/errors';
import { gatewayBillEarnings } from '@/server/gateway/billEarnings';

const AT = new Date('2026-11-28T06:00:00Z');

function earningsHolding(checked: Awaited<ReturnType<GatewayBillEarnings['check']>>) {
  const earnings: GatewayBillEarnings = {
    approvalFields: {
      earning_reason: z.string().max(10).optional(),
      product_matches: z.record(z.string(), z.number()).optional(),
    },
    check: vi.fn(async () => checked),
    recorded: vi.fn(
      (ids: readonly number[]) => new Map<number, unknown>(ids.filter(id => id === 7).map(id => [id, { points: 9 }])),
    ),
  };
  return { earnings, ...gatewayBillEarnings(earnings, () => AT) };
}

const approval = (body: unknown, id = '7') =>
  ({
    params: { id },
    body,
    headers: { authorization: 'Bearer upstream-token' },
    auditDetail: null,
  }) as unknown as FastifyRequest;

const runPreHandler = (hook: preHandlerAsyncHookHandler, request: FastifyRequest) =>
  (hook as unknown as (request: FastifyRequest) => Promise<void>)(request);

describe("an area's hold on a bill's approval at the gateway", () => {
  it('checks the typed figures with the caller’s token and sends the upstream the spec’s body alone', async () => {
    const credit = vi.fn();
    const { earnings, checkFigures, creditSchemes } = earningsHolding({ detail: 'figures differ: torn bill', credit });
    const request = approval({
      points_earned: '12',
      cash_earned: 1.5,
      earning_reason: 'torn bill',
      product_matches: { Mixr: 3 },
    });
    await runPreHandler(checkFigures, request);
    expect(earnings.check).toHaveBeenCalledWith(
      7,
      { points: 12, cash_paise: 150 },
      { earning_reason: 'torn bill', product_matches: { Mixr: 3 } },
      'upstream-token',
    );
    expect(request.body).toEqual({ points_earned: '12', cash_earned: 1.5 });
    expect(request.auditDetail).toBe('figures differ: torn bill');

    await creditSchemes(request, { status: 400, body: Buffer.from('{}') });
    expect(credit).not.toHaveBeenCalled();
    await creditSchemes(request, { status: 200, body: Buffer.from('{}') });
    expect(credit).toHaveBeenCalledWith(AT);
  });

  it('refuses the area’s fields when they are wrong, and leaves figures the upstream will refuse to it', async () => {
    const { earnings, checkFigures } = earningsHolding(undefined);
    const wrong = approval({ points_earned: 1, cash_earned: 0, earning_reason: 'far too long a reason' });
    await expect(runPreHandler(checkFigures, wrong)).rejects.toMatchObject({
      status: 400,
      details: { errors: { earning_reason: [expect.any(String)] } },
    } satisfies Partial<HttpError>);
    const unreadable = approval({ points_earned: 'many', cash_earned: 0 });
    await runPreHandler(checkFigures, unreadable);
    expect(earnings.check).not.toHaveBeenCalled();
  });

  it('adds the breakdowns recorded to the bills of an answer', async () => {
    const { withBreakdowns } = earningsHolding(undefined);
    const list = await withBreakdowns(approval(undefined), {
      status: 200,
      body: Buffer.from(JSON.stringify({ count: 2, results: [{ id: 7 }, { id: 8 }] })),
    });
    expect(JSON.parse(String(list))).toEqual({
      count: 2,
      results: [{ id: 7, earning_breakdown: { points: 9 } }, { id: 8 }],
    });
  });

  it('does nothing without an area that holds approvals', async () => {
    const { checkFigures, creditSchemes, withBreakdowns } = gatewayBillEarnings(undefined, () => AT);
    const request = approval({ points_earned: 1, cash_earned: 0, earning_reason: 'kept' });
    await runPreHandler(checkFigures, request);
    expect(request.body).toEqual({ points_earned: 1, cash_earned: 0, earning_reason: 'kept' });
    const answer = { status: 200, body: Buffer.from('{"id":7}') };
    expect(await creditSchemes(request, answer)).toBeUndefined();
    expect(await withBreakdowns(request, answer)).toBeUndefined();
  });
});
