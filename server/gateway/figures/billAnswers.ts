import type { FastifyRequest } from 'fastify';
import { bearerOf, idOf, isSuccess, itemsOf } from '../../callParts';
import type { Db } from '../../db/connection';
import { HttpError } from '../../errors';
import { toPaise } from '../../ledger';
import { pageUrl } from '../../paging/answer';
import { choiceOf } from '../../paging/filters';
import { asksForPage, readPageQuery, type QueryValues } from '../../paging/request';
import { programmeSettingsOf } from '../../programme/settings';
import { upstreamRefused, upstreamUnavailable } from '../failures';
import { jsonReader, type AnswerReader, type CallHooks } from '../forwarding';
import type { Upstream } from '../upstream';
import { readListPages } from '../upstreamLists';
import { PAGE_SIZE } from '../upstreamPolling';
import { riskOfKeptBills } from './billRisk';
import { keepBills, recordBillDecision } from './keptBills';

/** The spec's calls that answer bills, to which the gateway adds their risk. */
export const BILL_ANSWERS = ['GET /bill/approve-requests/', 'GET /bill/list/all-bills/', 'GET /bill/retrieve/:id/'];
/** The bill lists the `flagged` filter works on, by their paths below the API root. */
const BILL_LISTS: Record<string, string> = {
  'GET /bill/approve-requests/': 'bill/approve-requests/',
  'GET /bill/list/all-bills/': 'bill/list/all-bills/',
};
/** The most bills a `flagged` list answers without `page`: ask for pages beyond it. */
export const MAX_UNPAGED = 10_000;

export interface BillFiguresOptions {
  db: Db;
  upstream: Upstream;
  now: () => Date;
  /** Readers of the same calls' answers (four eyes'), for the answers the gateway makes itself. */
  alsoRead: Readonly<Record<string, AnswerReader>>;
  /** Told the bills an answer shows approved elsewhere, without their figures, with the caller's token. */
  approvedElsewhere: (ids: readonly number[], token: string) => void;
}

/**
 * Risk flags on the upstream's bills at the gateway: each bill answer is kept (keptBills.ts) and
 * each bill in it given `risk_reasons` and `risk_measures` as the reference server answers them,
 * measured over the kept copy of its member's bills; decisions forwarded are kept once the
 * upstream confirms them; the lists' `flagged` filter is answered by the gateway (flaggedList).
 */
export function gatewayBillFigures({ db, upstream, now, alsoRead, approvedElsewhere }: BillFiguresOptions): {
  readers: Record<string, AnswerReader>;
  hooks: Record<string, CallHooks>;
} {
  /** Adds each bill's risk to the items of a parsed answer, the answer kept first. */
  const addRisk = (items: Record<string, unknown>[], request: FastifyRequest) => {
    const found = keepBills(db, items, now().toISOString());
    if (found.length > 0) approvedElsewhere(found, bearerOf(request));
    const ids = items.flatMap(item => (Number.isSafeInteger(item.id) ? [item.id as number] : []));
    const risks = riskOfKeptBills(db, ids, programmeSettingsOf(db));
    for (const item of items) {
      const risk = risks.get(item.id as number);
      item.risk_reasons = risk?.risk_reasons ?? [];
      item.risk_measures = risk?.risk_measures ?? null;
    }
    return risks;
  };

  const withRisk = jsonReader((body, request) => addRisk(itemsOf(body), request));

  /** A decision the upstream confirmed, kept before its answer goes back. */
  const decided =
    (status: 'approved' | 'rejected'): AnswerReader =>
    async (request, answer) => {
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
   * A bill list with `flagged`: the upstream's list with the other parameters, read a page at a
   * time, each page's bills measured and kept or passed over, so that only the page asked for is
   * held; answered as a DRF page (or, without `page`, an array of at most MAX_UNPAGED bills).
   */
  const flaggedList =
    (call: string, path: string): CallHooks['preHandler'] =>
    async (request, reply) => {
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
      const pages = await readListPages(
        upstream,
        { path, query: rest.toString(), token: bearerOf(request), pageSize: PAGE_SIZE },
        results => {
          const items = itemsOf(results);
          const risks = addRisk(items, request);
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
      const read = await alsoRead[call]?.(request, { status: 200, body });
      if (read instanceof HttpError) throw read;
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(read ?? body);
    };

  return {
    readers: {
      ...Object.fromEntries(BILL_ANSWERS.map(call => [call, withRisk])),
      'PATCH /bill/approve/:id/': decided('approved'),
      'PATCH /bill/reject/:id/': decided('rejected'),
    },
    hooks: {
      ...Object.fromEntries(
        Object.entries(BILL_LISTS).map(([call, path]) => [call, { preHandler: flaggedList(call, path) }]),
      ),
    },
  };
}
