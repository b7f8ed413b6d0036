import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { newBatch } from '@/contract/payouts/input';
import { newRowId } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { jsonFields } from '@/server/input';
import { described, list, record } from '@/server/openapi/answers';
import { listRoute } from '@/server/paging/listRoute';
import { may } from '@/server/team/permissions';
import { batchList } from './lists';
import { BATCH_NOT_FOUND, payoutBatch } from './records';
import { payoutRouteKit } from './routeKit';
import type { PayoutSource } from './source';
import { bankFile, buildBatch, discardBatch, releaseBatch } from './store';

const batchParams = idParams(BATCH_NOT_FOUND);

const BATCH =
  'A payout batch (contract/payouts/records.ts PayoutBatch): its lines, totals by mode, and its bank file once released';

/** The batches of payouts from `source`: built, read, discarded, released by another administrator, and their bank file downloaded. */
export const batchRoutes =
  (source: PayoutSource): FastifyPluginAsyncZod<RouteOptions> =>
  async (app, { ctx }) => {
    const { db, now, audited, by } = payoutRouteKit(app, ctx);
    const payeeStates = source.payeeStates(ctx);
    const read = (id: number) => payoutBatch(db, source, id, now());
    // What the trail keeps of a batch: its figures, not its thousands of lines.
    const batchFacts = (id: number) => {
      const { format, status, totals, released_by } = read(id);
      return {
        format,
        status,
        lines: totals.lines,
        amount: totals.amount,
        held: totals.held,
        released_by: released_by?.name ?? null,
      };
    };
    const batches = batchList(db, now);
    listRoute(app, ctx, '/payouts/batches/', {
      summary: 'The payout batches (PayoutBatchSummary), newest first; `status` filters',
      permission: may('payouts', 'list'),
      answer: list('Payout batches'),
      filters: batches.filters,
      list: () => batches,
      whole: async () =>
        batches.items(db.prepare('SELECT id FROM payout_batches ORDER BY id DESC').pluck().all() as number[]),
    });

    const createSchema = {
      summary:
        'Build a draft batch of approved payouts (their ids, or "all") in a bank file format; 409 naming the payouts already in another open batch',
      body: jsonFields(newBatch),
      response: { 201: record(BATCH) },
    };
    app.post(
      '/payouts/batches/',
      { schema: createSchema, config: { permission: may('payouts', 'create') } },
      async (request, reply) => {
        await source.refresh(request);
        const id = audited(request, { action: 'create', target: 'payout_batch', id: newRowId, read: batchFacts }, () =>
          buildBatch(db, source, request.body, { ...by(request), payeeStates }),
        );
        return reply.code(201).send(read(id));
      },
    );

    app.get(
      '/payouts/batches/:id/',
      {
        schema: { summary: 'A payout batch', params: batchParams, response: { 200: record(BATCH) } },
        config: { permission: may('payouts', 'show') },
      },
      async request => read(request.params.id),
    );

    app.delete(
      '/payouts/batches/:id/',
      {
        schema: {
          summary: 'Discard a draft batch: its payouts are payable again',
          params: batchParams,
          response: { 204: described({ description: 'Discarded' }) },
        },
        config: { permission: may('payouts', 'delete') },
      },
      async (request, reply) => {
        const { id } = request.params;
        audited(request, { action: 'delete', target: 'payout_batch', id, read: batchFacts }, () =>
          discardBatch(db, id),
        );
        return reply.code(204).send();
      },
    );

    const releaseSchema = {
      summary:
        "Release a draft batch to the bank (four eyes: 403 to its maker): held lines not kept are dropped (`dropped`, their payouts), the others frozen, the bank's file written",
      params: batchParams,
      response: { 200: record(`${BATCH}, and \`dropped\`: the payouts of the held lines left out`) },
    };
    app.post(
      '/payouts/batches/:id/release/',
      { schema: releaseSchema, config: { permission: may('payouts', 'approve') } },
      async request => {
        const { id } = request.params;
        const dropped = audited(
          request,
          {
            action: 'release',
            target: 'payout_batch',
            id,
            read: batchFacts,
            detail: (left: number[]) =>
              left.length > 0 ? `${left.length} held ${left.length === 1 ? 'line' : 'lines'} left out` : undefined,
          },
          () => releaseBatch(db, source, id, by(request)),
        );
        return { ...read(id), dropped };
      },
    );

    const fileSchema = {
      summary: "A released batch's bank file: the same bytes at every download, each recorded with its SHA-256",
      params: batchParams,
      response: {
        200: {
          description: 'The file',
          content: { 'application/octet-stream': { schema: described({ type: 'string', format: 'binary' }) } },
        },
      },
    };
    app.get(
      '/payouts/batches/:id/file/',
      { schema: fileSchema, config: { permission: may('payouts', 'export') } },
      async (request, reply) => {
        const { id } = request.params;
        const file = audited(
          request,
          {
            action: 'download',
            target: 'payout_batch',
            id,
            detail: ({ name, sha256 }: { name: string; sha256: string }) => `${name}, SHA-256 ${sha256}`,
          },
          () => bankFile(db, id),
        );
        return reply
          .type('application/octet-stream')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    );
  };
