import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { lineReason, newBatch, payoutAccount, payoutSettings } from '@/contract/payouts/input';
import { auditTrail, newRowId } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { jsonFields } from '@/server/input';
import { described, list, record, records } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { listRoute } from '@/server/paging/listRoute';
import { may } from '@/server/team/permissions';
import { answerRoutes } from './answerRoutes';
import { formatSummaries } from './formatList';
import { batchList, payableList, payableRecords } from './lists';
import { BATCH_NOT_FOUND, LINE_NOT_FOUND, lineOf, lineRow, payoutBatch } from './records';
import { payoutSettingsOf, savePayoutSettings } from './settings';
import {
  bankFile,
  buildBatch,
  cancelLine,
  correctAccount,
  discardBatch,
  keepLine,
  PAYABLE,
  PAYOUT_NOT_FOUND,
  releaseBatch,
} from './store';

const batchParams = idParams(BATCH_NOT_FOUND);
const lineParams = idParams(LINE_NOT_FOUND);
const payoutParams = idParams(PAYOUT_NOT_FOUND);

const BATCH =
  'A payout batch (contract/payouts/records.ts PayoutBatch): its lines, totals by mode, and its bank file once released';

/** Payouts paid through the bank's bulk file: batches built, released by another, downloaded, answered, made good. */
export const payoutRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  documentArea(app, 'Payouts through the bank');
  const audited = auditTrail(ctx);
  const read = (id: number) => payoutBatch(db, id, now());
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
  const lineFacts = (id: number) => {
    const { reference, amount, member, status, kept } = lineOf(lineRow(db, id), null, now());
    return { reference, amount, member, status, kept: kept?.reason ?? null };
  };
  const by = (request: { userId: number }) => ({ admin: request.userId, now: now() });

  const payable = payableList(db);
  listRoute(app, ctx, '/payouts/payable/', {
    summary:
      'Approved payouts that no batch holds (PayableRecord): what a batch may take; `reopened=true` for those paid again',
    permission: may('payouts', 'list'),
    answer: list('Payable payouts'),
    filters: payable.filters,
    list: () => payable,
    whole: async () =>
      payableRecords(
        db,
        db.prepare(`SELECT p.id FROM payment_requests p WHERE ${PAYABLE} ORDER BY p.id`).pluck().all() as number[],
      ),
  });

  const accountSchema = {
    summary: "Correct a reopened payout's bank details (its line failed or was returned) before a later batch",
    params: payoutParams,
    body: jsonFields(payoutAccount),
    response: { 200: record('The payout, payable (PayableRecord)') },
  };
  app.put(
    '/payouts/payable/:id/account/',
    { schema: accountSchema, config: { permission: may('payouts', 'edit') } },
    async request => {
      const { id } = request.params;
      audited(
        request,
        {
          action: 'update',
          target: 'payment',
          id,
          readWhole: () => payableRecords(db, [id])[0],
          detail: () => 'bank details corrected',
        },
        () => correctAccount(db, id, request.body),
      );
      return payableRecords(db, [id])[0];
    },
  );

  app.get(
    '/payouts/formats/',
    {
      schema: {
        summary: 'The bank file formats shipped: {name, label, modes, max_holder_name}',
        response: { 200: records('Formats') },
      },
      config: { permission: may('payouts', 'list') },
    },
    async () => formatSummaries(),
  );

  app.get(
    '/payouts/settings/',
    {
      schema: {
        summary: "The payouts' settings: the modes' limits, the name match's threshold, the account paid from",
        response: { 200: record('The settings') },
      },
      config: { permission: may('payouts', 'show') },
    },
    async () => payoutSettingsOf(db),
  );
  app.put(
    '/payouts/settings/',
    {
      schema: {
        summary: "Change the payouts' settings (the owner's)",
        body: jsonFields(payoutSettings),
        response: { 200: record('The settings') },
      },
      config: { permission: may('payoutSettings', 'edit') },
    },
    async request => {
      const change = {
        action: 'update',
        target: 'settings',
        readWhole: () => payoutSettingsOf(db),
        summary: () => 'Updated payout settings',
      } as const;
      audited(request, change, () => savePayoutSettings(db, request.body));
      return payoutSettingsOf(db);
    },
  );

  const batches = batchList(db);
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
      const id = audited(request, { action: 'create', target: 'payout_batch', id: newRowId, read: batchFacts }, () =>
        buildBatch(db, request.body, by(request)),
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
      audited(request, { action: 'delete', target: 'payout_batch', id, read: batchFacts }, () => discardBatch(db, id));
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
        () => releaseBatch(db, id, by(request)),
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

  const reasonBody = jsonFields(lineReason);
  app.post(
    '/payouts/lines/:id/keep/',
    {
      schema: {
        summary: "Keep a held line in the release (the owner's), with a reason",
        params: lineParams,
        body: reasonBody,
        response: { 200: record('The line') },
      },
      config: { permission: may('payoutHolds', 'approve') },
    },
    async request => {
      const { id } = request.params;
      const { reason } = request.body;
      audited(request, { action: 'allow', target: 'payout_line', id, read: lineFacts, detail: () => reason }, () =>
        keepLine(db, id, reason, by(request)),
      );
      const line = lineRow(db, id);
      return lineOf(line, line.released_at, now());
    },
  );

  app.post(
    '/payouts/lines/:id/cancel/',
    {
      schema: {
        summary:
          "Cancel a failed or returned line's payout: its cash goes back to the member's balance as a cash_reversal, once",
        params: lineParams,
        body: reasonBody,
        response: { 200: record('The line') },
      },
      config: { permission: may('payouts', 'edit') },
    },
    async request => {
      const { id } = request.params;
      const { reason } = request.body;
      audited(request, { action: 'cancel', target: 'payout_line', id, read: lineFacts, detail: () => reason }, () =>
        cancelLine(db, id, reason, now()),
      );
      const line = lineRow(db, id);
      return lineOf(line, line.released_at, now());
    },
  );

  await app.register(answerRoutes, { ctx });
};
