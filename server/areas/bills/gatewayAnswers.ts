import type { preHandlerAsyncHookHandler } from 'fastify';
import { bearerOf, idOf, isSuccess, itemsOf } from '@/server/callParts';
import { HttpError } from '@/server/errors';
import { upstreamRefused, upstreamUnavailable } from '@/server/gateway/failures';
import { jsonReader, readInTurn, type AnswerReader } from '@/server/gateway/answerReaders';
import type { GatewayParts } from '@/server/gateway/gatewayCall';
import { readListPages } from '@/server/gateway/upstreamLists';
import { PAGE_SIZE } from '@/server/gateway/pendingPages';
import { toPaise } from '@/server/ledger';
import { pageUrl } from '@/server/paging/answer';
import { choiceOf } from '@/server/paging/filters';
import { asksForPage, readPageQuery, type QueryValues } from '@/server/paging/request';
import { programmeSettingsOf } from '@/server/programme/settings';
import { keepBills, recordBillDecision } from './keptBills';
import { riskOfKeptBills } from './keptRisk';

/** The most bills a `flagged` list answers without `page`: ask for pages beyond it. */
export const MAX_UNPAGED = 10_000;

/** Once the upstream confirmed a bill's decision: kept, with an approval's figures, before its answer goes back. */
export const keepBillDecision = ({ db, now }: GatewayParts, status: 'approved' | 'rejected'): AnswerReader =>
  async function keepDecision(request, answer) {
    const id = idOf(request);
    if (id === null || !isSuccess(answer.status)) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    recordBillDecision(db, id, {
      status,
      at: now(),
      points: Number(body.points_earned),
      cashPaise: toPaise(Number(body.cash_earned)),
    });
  };

/**
 * The bills' own steps on their answers at the gateway: each bill answer is kept
 * (keptBills.ts) and each bill in it given `risk_reasons` and `risk_measures` as the
 * reference server answers them, measured over the kept copy of its member's bills; a list asked
 * with `flagged` is answered by the gateway.
 */
export function gatewayBillAnswers({ db, upstream, now, approvedElsewhere }: GatewayParts) {
  /** Adds each bill's risk to the items of a parsed answer, the answer kept first. */
  const addRisk = (items: Record<string, unknown>[], token: string) => {
    const found = keepBills(db, items, now().toISOString());
    if (found.length > 0) approvedElsewhere(found, token);
    const ids = items.flatMap(item => (Number.isSafeInteger(item.id) ? [item.id as number] : []));
    const risks = riskOfKeptBills(db, ids, programmeSettingsOf(db));
    for (const item of items) {
      const risk = risks.get(item.id as number);
      item.risk_reasons = risk?.risk_reasons ?? [];
      item.risk_measures = risk?.risk_measures ?? null;
    }
    return risks;
  };

  /** On a bill answer: its bills kept, and each given its risk. */
  const keepWithRisk = jsonReader(function keepWithRisk(body, request) {
    addRisk(itemsOf(body), bearerOf(request));
  });

  /**
   * A bill list asked with `flagged`, answered by the gateway: the upstream's list at `path` with
   * the other parameters, read a page at a time, each page's bills measured and kept or passed
   * over, so that only the page asked for is held; answered as a DRF page (or, without `page`, an
   * array of at most MAX_UNPAGED bills), read by `readers` as the upstream's answer would be.
   */
  const answerFlagged = (path: string, readers: readonly AnswerReader[]): preHandlerAsyncHookHandler => {
    const read = readInTurn(readers);
    return async function answerFlagged(request, reply) {
      const query = request.query as QueryValues;
      if (query.flagged === undefined) return;
      const flagged = choiceOf([query.flagged].flat(), 'flagged', ['true', 'false']) === 'true';
      const paged = asksForPage(query);
      // Without `page`, the list's first page of any size: its whole array, up to MAX_UNPAGED.
      const { page, pageSize } = readPageQuery(paged ? query : { ...query, page: '1' });
      const rest = new URL(request.url, 'http://gateway').searchParams;
      for (const name of ['flagged', 'page', 'page_size']) rest.delete(name);
      const first = paged ? (page - 1) * pageSize : 0;
      const shown: Record<string, unknown>[] = [];
      let count = 0;
      const token = bearerOf(request);
      const pages = await readListPages(
        upstream,
        { path, query: rest.toString(), token, pageSize: PAGE_SIZE },
        results => {
          const items = itemsOf(results);
          const risks = addRisk(items, token);
          for (const item of items) {
            if ((risks.get(item.id as number)?.risk_reasons.length ?? 0) > 0 !== flagged) continue;
            if (count >= first && (!paged || count < first + pageSize)) shown.push(item);
            count += 1;
            if (!paged && count > MAX_UNPAGED) {
              throw new HttpError(
                400,
                `More than ${MAX_UNPAGED} bills: ask for them a page at a time (page, page_size).`,
              );
            }
          }
        },
      ).catch(error => {
        throw error instanceof HttpError ? error : upstreamUnavailable(error);
      });
      if (pages.status !== 200) throw upstreamRefused(pages.status);
      const answer = paged
        ? {
            count,
            next: first + pageSize < count ? pageUrl(request, page + 1) : null,
            previous: page > 1 ? pageUrl(request, page - 1) : null,
            results: shown,
          }
        : shown;
      const body = Buffer.from(JSON.stringify(answer));
      const changed = await read(request, { status: 200, body });
      if (changed instanceof HttpError) throw changed;
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(changed ?? body);
    };
  };

  return { keepWithRisk, answerFlagged };
}
