import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@/contract/fields/ids';
import type { RouteOptions } from '@/server/context';
import { HttpError, invalidInput, notFound } from '@/server/errors';
import { readMultipart } from '@/server/multipart';
import { record } from '@/server/openapi/answers';
import { file, formBody } from '@/server/openapi/forms';
import { SPREADSHEET_LIMITS } from '@/server/spreadsheets/limits';
import { may } from '@/server/team/permissions';
import { uploadLimits } from '@/server/uploadLimits';
import { answerBatch, answerFileName, answerFileRows } from './answers';
import { formatNamed } from './formatList';
import { tellMembers } from './notices';
import { BATCH_NOT_FOUND } from './records';
import { payoutRouteKit } from './routeKit';
import type { PayoutSource } from './source';

const CHOOSE_FILE = "Choose the bank's answer file (.csv or .xlsx).";

/** The bank's answer to a released batch of payouts from `source`, previewed or applied. */
export const answerRoutes =
  (source: PayoutSource): FastifyPluginAsyncZod<RouteOptions> =>
  async (app, { ctx }) => {
    const { db, now, audited } = payoutRouteKit(app, ctx);

    const schema = {
      summary:
        "Read the bank's answer to a released batch (multipart `file`, CSV or xlsx): previewed, or applied with `apply=true`; the same file applied again changes nothing",
      params: idParams(BATCH_NOT_FOUND),
      body: formBody(
        z.object({ file: file("The bank's answer, .csv or .xlsx"), apply: z.enum(['true', 'false']).optional() }),
      ),
      response: {
        200: record(
          'AnswerPreview: {file_sha256, applied, rows: [{row, reference, line, outcome, utr, reason, amount, changes}]}',
        ),
      },
    };
    app.post(
      '/payouts/batches/:id/answers/',
      { schema, config: { permission: may('payouts', 'import') } },
      async request => {
        const { id } = request.params;
        const batch = db.prepare('SELECT status, format FROM payout_batches WHERE id = ?').get(id) as
          { status: string; format: string } | undefined;
        if (!batch) throw notFound(BATCH_NOT_FOUND);
        const format = formatNamed(batch.format);
        if (!format) throw new HttpError(409, `The bank file format "${batch.format}" is no longer shipped.`);
        const form = await readMultipart(
          request,
          uploadLimits({ fields: 5, fieldSize: 1024, files: 1, fileSize: SPREADSHEET_LIMITS.maxBytes }),
        );
        const part = form.parts.find(one => one.field === 'file');
        if (!part) throw invalidInput({ file: [CHOOSE_FILE] }, CHOOSE_FILE);
        const apply = (form.fields.apply ?? (request.query as { apply?: string }).apply) === 'true';
        const rows = await answerFileRows({ name: part.filename, data: part.data });
        const upload = { name: answerFileName(part.filename), data: part.data };
        const answer = () =>
          answerBatch(
            db,
            source,
            { id, ...batch, format },
            { ...upload, rows },
            { apply, admin: request.userId, now: now() },
          );
        if (!apply) return answer().preview;
        const { preview, settled } = audited(
          request,
          {
            action: 'import',
            target: 'payout_batch',
            id,
            summary: ({ preview: read, settled: changed }: ReturnType<typeof answer>) =>
              `Applied the bank's answer ${upload.name} (SHA-256 ${read.file_sha256}) to payout batch #${id}: ` +
              `${changed.length} ${changed.length === 1 ? 'line' : 'lines'} changed`,
          },
          answer,
        );
        tellMembers(ctx.outbox, settled);
        return preview;
      },
    );
  };
