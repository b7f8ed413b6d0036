import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { BILL_KIND, PAYOUT_KIND } from '@/contract/approvals/kinds';
import { forwardedRoutes } from '@/server/gateway/forwarding';
import type { GatewayCall } from '@/server/gateway/gatewayCall';
import { areasDeclaredCalls } from './declaredCalls';

/** The names of a call's steps, in the order each list runs. */
const stepsOf = ({ preHandler = [], onAnswer = [], onResponse = [] }: GatewayCall) => ({
  preHandler: preHandler.map(step => step.name),
  onAnswer: onAnswer.map(step => step.name),
  onResponse: onResponse.map(step => step.name),
});

describe('what the gateway does around a decision, as its area declares it', () => {
  const calls = areasDeclaredCalls();

  it("approves a bill: the schemes' figures checked, four eyes, then the upstream's confirmation kept and credited", () => {
    expect(stepsOf(calls[BILL_KIND.approve]!)).toEqual({
      preHandler: ['checkFigures', 'holdForSecondApproval'],
      onAnswer: ['keepDecision', 'creditSchemes'],
      onResponse: ['settleFirstApproval'],
    });
    expect(calls[BILL_KIND.approve]!.audit).toMatchObject({ action: 'approve', target: 'bill', id: 'path' });
    expect(stepsOf(calls[BILL_KIND.reject]!)).toEqual({
      preHandler: [],
      onAnswer: ['keepDecision'],
      onResponse: ['dropFirstApproval'],
    });
    expect(stepsOf(calls[`GET /${BILL_KIND.pendingList}`]!)).toEqual({
      preHandler: ['answerFlagged'],
      onAnswer: ['withFirstApprovals', 'keepWithRisk', 'withBreakdowns'],
      onResponse: [],
    });
  });

  it('approves a payout, a voucher request and a new user with their own steps', () => {
    expect(stepsOf(calls[PAYOUT_KIND.approve]!)).toEqual({
      preHandler: ['holdForSecondApproval'],
      onAnswer: ['keepDecision'],
      onResponse: ['settleFirstApproval'],
    });
    expect(stepsOf(calls['POST /loyalty/voucher-request/:id/approve/']!).onAnswer).toEqual(['keepDecision']);
    expect(calls['POST /user/verify/:id/']).toEqual({
      audit: { action: 'approve', target: 'user', id: 'path', read: 'GET /user/retrieve/:id/' },
    });
  });

  it('runs a call’s steps in the order declared, around the forwarding', async () => {
    const ran: string[] = [];
    const upstream = createServer((request, response) => {
      ran.push(`upstream ${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>(resolve => upstream.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>(resolve => upstream.close(() => resolve())));
    const root = new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/v1/`);
    const step = (name: string) => async () => void ran.push(name);
    const gateway = Fastify();
    onTestFinished(() => gateway.close());
    await gateway.register(replyFrom, { base: root.origin });
    gateway.decorateRequest('forwardedUpstream', false);
    await gateway.register(forwardedRoutes, {
      upstream: root,
      timeoutMs: 1_000,
      calls: [{ method: 'PATCH', pattern: '/bill/approve/:id/', permission: undefined }],
      declared: {
        [BILL_KIND.approve]: {
          preHandler: [step('first check'), step('second check')],
          onAnswer: [
            async () => void ran.push('first reader'),
            async (_request, answer) => {
              ran.push('second reader');
              return Buffer.from(`${answer.body.toString().slice(0, -1)},"read":true}`);
            },
          ],
          onResponse: [step('answered')],
        },
      },
    });
    const answer = await gateway.inject({ method: 'PATCH', url: '/bill/approve/7/', payload: {} });
    expect(answer.json()).toEqual({ ok: true, read: true });
    expect(ran).toEqual([
      'first check',
      'second check',
      'upstream PATCH /api/v1/bill/approve/7/',
      'first reader',
      'second reader',
      'answered',
    ]);
  });
});
