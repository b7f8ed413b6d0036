import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { BILL_KIND, NEW_USER_KIND, PAYOUT_KIND, VOUCHER_REQUEST_KIND } from '@/contract/approvals/kinds';
import { SERVER_AREAS } from '@/server/areas';
import { forwardedRoutes } from '@/server/gateway/forwarding';
import type { GatewayCall } from '@/server/gateway/gatewayCall';
import { partsOf } from '@/server/gateway/specCalls';
import { permissionTable } from '@/server/team/permissions';
import { API, startServer } from '../helpers';
import { areasDeclaredCalls } from './declaredCalls';
import { gatewayForwardedCalls } from './forwardedCalls';

/** The names of a call's steps, in the order each list runs. */
const stepsOf = ({ preHandler = [], onAnswer = [], onResponse = [] }: GatewayCall) => ({
  preHandler: preHandler.map(step => step.name),
  onAnswer: onAnswer.map(step => step.name),
  onResponse: onResponse.map(step => step.name),
});

/** An upstream answering every call with `{"ok":true}`, telling `ran` what it was asked; closed when the test ends. */
async function recordingUpstream(ran: string[]): Promise<URL> {
  const upstream = createServer((request, response) => {
    ran.push(`upstream ${request.method} ${request.url}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>(resolve => upstream.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>(resolve => upstream.close(() => resolve())));
  return new URL(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}/api/v1/`);
}

/** `call` forwarded by the gateway's shell to `upstream`, its steps as `declared` lists them, asked of item 7. */
async function forwardOnce(call: string, declared: GatewayCall, upstream: URL) {
  const { method, pattern } = partsOf(call);
  const gateway = Fastify();
  onTestFinished(() => gateway.close());
  await gateway.register(replyFrom, { base: upstream.origin });
  gateway.decorateRequest('forwardedUpstream', false);
  await gateway.register(forwardedRoutes, {
    upstream,
    timeoutMs: 1_000,
    calls: [{ method, pattern, permission: undefined }],
    declared: { [call]: declared },
  });
  return gateway.inject({ method: method as 'POST', url: pattern.replace(':id', '7'), payload: {} });
}

/** What every step of `call` does replaced by telling `ran` its name, in the lists and the order declared. */
function recorded({ preHandler = [], onAnswer = [], onResponse = [] }: GatewayCall, ran: string[]): GatewayCall {
  const record = (step: { name: string }) => async () => void ran.push(step.name);
  return { preHandler: preHandler.map(record), onAnswer: onAnswer.map(record), onResponse: onResponse.map(record) };
}

describe('a decision, declared once for both servers by its area', () => {
  const calls = areasDeclaredCalls();
  const decisions = SERVER_AREAS.flatMap(area => area.decisionCalls ?? []);

  it.each([
    [
      BILL_KIND.approve,
      ['checkFigures', 'holdForSecondApproval', 'upstream PATCH /api/v1/bill/approve/7/'],
      ['keepDecision', 'creditSchemes', 'settleFirstApproval'],
    ],
    [BILL_KIND.reject, ['upstream PATCH /api/v1/bill/reject/7/'], ['keepDecision', 'dropFirstApproval']],
    [
      PAYOUT_KIND.approve,
      ['holdForSecondApproval', 'upstream POST /api/v1/loyalty/payment/approve/7/'],
      ['keepDecision', 'settleFirstApproval'],
    ],
    [PAYOUT_KIND.reject, ['upstream POST /api/v1/loyalty/payment/reject/7/'], ['keepDecision', 'dropFirstApproval']],
    [VOUCHER_REQUEST_KIND.approve, ['upstream POST /api/v1/loyalty/voucher-request/7/approve/'], ['keepDecision']],
    [VOUCHER_REQUEST_KIND.reject, ['upstream POST /api/v1/loyalty/voucher-request/7/reject/'], ['keepDecision']],
    [NEW_USER_KIND.approve, ['upstream POST /api/v1/user/verify/7/'], []],
    [NEW_USER_KIND.reject, ['upstream DELETE /api/v1/user/user/delete/7/'], []],
  ])('runs %s at the gateway in the order its declaration lists', async (call, forwarded, answered) => {
    const ran: string[] = [];
    const answer = await forwardOnce(call, recorded(calls[call]!, ran), await recordingUpstream(ran));
    expect(answer.json()).toEqual({ ok: true });
    expect(ran).toEqual([...forwarded, ...answered]);
  });

  it('is registered on the reference server at its call with its permission, which the gateway reads', async () => {
    const server = await startServer();
    const reference = permissionTable(server.app.routeList);
    const forwarded = await gatewayForwardedCalls();
    const kinds = [BILL_KIND, PAYOUT_KIND, VOUCHER_REQUEST_KIND, NEW_USER_KIND];
    expect(decisions.map(decision => decision.call).sort()).toEqual(
      kinds.flatMap(kind => [kind.approve, kind.reject]).sort(),
    );
    for (const { call, permission } of decisions) {
      const { method, pattern } = partsOf(call);
      expect(reference[`${method} ${API}${pattern}`], call).toEqual(permission);
      expect(forwarded.find(spec => `${spec.method} ${spec.pattern}` === call)?.permission, call).toEqual(permission);
    }
  });

  it.each([
    [BILL_KIND.approve, 'approve', 'bill'],
    [BILL_KIND.reject, 'reject', 'bill'],
    [PAYOUT_KIND.approve, 'approve', 'payment'],
    [PAYOUT_KIND.reject, 'reject', 'payment'],
    [VOUCHER_REQUEST_KIND.approve, 'approve', 'voucher_request'],
    [VOUCHER_REQUEST_KIND.reject, 'reject', 'voucher_request'],
    [NEW_USER_KIND.approve, 'approve', 'user'],
    // The same call deletes an approved member: the gateway cannot tell which it was before forwarding.
    [NEW_USER_KIND.reject, 'delete', 'user'],
  ])('writes %s to the audit trail at the gateway as %s of a %s', (call, action, target) => {
    expect(calls[call]!.audit).toMatchObject({ action, target, id: 'path' });
  });
});

describe('what the gateway does around an area’s lists, as the area declares it', () => {
  const calls = areasDeclaredCalls();

  it('answers flagged bills itself, and reads every answer of bills in turn', () => {
    expect(stepsOf(calls[`GET /${BILL_KIND.pendingList}`]!)).toEqual({
      preHandler: ['answerFlagged'],
      onAnswer: ['withFirstApprovals', 'keepWithRisk', 'withBreakdowns'],
      onResponse: [],
    });
  });

  it('runs a call’s readers each on the answer the one before left', async () => {
    const ran: string[] = [];
    const upstream = await recordingUpstream(ran);
    const answer = await forwardOnce(
      BILL_KIND.approve,
      {
        preHandler: [async () => void ran.push('first check'), async () => void ran.push('second check')],
        onAnswer: [
          async () => void ran.push('first reader'),
          async (_request, read) => {
            ran.push('second reader');
            return Buffer.from(`${read.body.toString().slice(0, -1)},"read":true}`);
          },
        ],
        onResponse: [async () => void ran.push('answered')],
      },
      upstream,
    );
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
