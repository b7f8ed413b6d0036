import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { newVoucher, voucherChanges } from '@/contract/vouchers';
import { auditTrail, newRowId } from '@/server/audit/trail';
import { todayInIndia } from '@/server/calendar';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { updateRow } from '@/server/db/rows';
import { notFound } from '@/server/errors';
import { jsonFields } from '@/server/input';
import { jsonOnly, readForm } from '@/server/multipart';
import { list, message, record, records } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { file, formBody, spreadsheetForm } from '@/server/openapi/forms';
import { listRoute } from '@/server/paging/listRoute';
import { readSpreadsheet } from '@/server/spreadsheets/read';
import { readSpreadsheetUpload } from '@/server/spreadsheets/upload';
import { formUploadLimits } from '@/server/uploadLimits';
import { parseVoucherChanges, type CurrentVoucher } from './form';
import { importVouchers } from './import';
import { voucherList } from './lists';
import {
  liveVoucherId,
  VOUCHER_NOT_FOUND,
  voucherCodeRecords,
  voucherRecord,
  voucherRecords,
} from './records';
import { insertVouchers } from './store';

const voucherParams = idParams(VOUCHER_NOT_FOUND);
const IMAGE = 'An image (JPEG, PNG or WebP); as text, empty clears it and its own address keeps it';

export const voucherRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, media, now } = ctx;
  documentArea(app, 'Vouchers');
  const today = () => todayInIndia(now());
  const findCurrent = db.prepare('SELECT validity, company_logo, banner_image FROM vouchers WHERE id = ?');
  const audited = auditTrail(ctx);
  const read = (id: number) => voucherRecord(db, id);

  const vouchers = voucherList(db, now);
  listRoute(app, ctx, '/loyalty/voucher/list/', {
    summary: 'The vouchers that are not deleted',
    permission: may('vouchers', 'list'),
    answer: list('Vouchers'),
    filters: vouchers.filters,
    list: () => vouchers,
    whole: async () => voucherRecords(db),
  });

  // The client calls it without the trailing slash; both forms answer.
  const voucherSchema = { summary: 'A voucher', params: voucherParams, response: { 200: record('The voucher') } };
  for (const path of ['/loyalty/voucher/retrieve/:id', '/loyalty/voucher/retrieve/:id/']) {
    app.get(path, { schema: voucherSchema, config: { permission: may('vouchers', 'show') } }, async request =>
      voucherRecord(db, liveVoucherId(db, request.params.id)),
    );
  }

  const codesSchema = { summary: "A voucher's codes", params: voucherParams, response: { 200: records('Codes') } };
  app.get(
    '/loyalty/voucher/codes/:id/',
    { schema: codesSchema, config: { permission: may('vouchers', 'show') } },
    async request => voucherCodeRecords(db, liveVoucherId(db, request.params.id)),
  );

  const newSchema = {
    summary: 'Add a voucher with its codes',
    body: jsonFields(newVoucher(today)),
    response: { 201: record('The voucher') },
  };
  app.post(
    '/loyalty/voucher/',
    { schema: newSchema, preValidation: jsonOnly, config: { permission: may('vouchers', 'create') } },
    async (request, reply) => {
      const values = request.body;
      const id = audited(request, { action: 'create', target: 'voucher', id: newRowId, read }, () => {
        const [created] = insertVouchers(db, [values], now());
        return created;
      });
      return reply.code(201).send(voucherRecord(db, id));
    },
  );

  const changeSchema = {
    summary: 'Edit a voucher: only the fields sent change; a validity in the past only if it is its own',
    params: voucherParams,
    body: formBody(voucherChanges(today).extend({ company_logo: file(IMAGE), banner_image: file(IMAGE) }), {
      json: true,
    }),
    response: { 200: record('The voucher') },
  };
  app.put(
    '/loyalty/voucher/update/:id/',
    { schema: changeSchema, config: { permission: may('vouchers', 'edit') } },
    async request => {
      const id = liveVoucherId(db, request.params.id);
      const form = await readForm(request, formUploadLimits(2));
      const changes = await parseVoucherChanges(
        form.fields,
        form.files,
        today(),
        findCurrent.get(id) as CurrentVoucher,
      );
      // The voucher is looked up again: it may have been deleted while the upload was read.
      audited(request, { action: 'update', target: 'voucher', id, read }, () => {
        const latest = liveVoucherId(db, id);
        const before = findCurrent.get(latest) as { company_logo: string | null; banner_image: string | null };
        updateRow(db, 'vouchers', latest, { ...changes.columns, ...media.saveAll('vouchers', changes.uploads) });
        // Replaced or cleared pictures go; one still shown is kept.
        media.release([before.company_logo, before.banner_image]);
      });
      return voucherRecord(db, id);
    },
  );

  // A soft delete: the voucher leaves every list, and its pending requests can still be decided.
  const deleteSchema = {
    summary: 'Delete a voucher; its pending requests can still be decided',
    params: voucherParams,
    response: { 200: message('Deleted') },
  };
  app.patch(
    '/loyalty/voucher/delete/:id/',
    { schema: deleteSchema, config: { permission: may('vouchers', 'delete') } },
    async request => {
      const { id } = request.params;
      audited(request, { action: 'delete', target: 'voucher', id, read }, () => {
        const { changes } = db.prepare('UPDATE vouchers SET is_deleted = 1 WHERE id = ? AND is_deleted = 0').run(id);
        if (changes === 0) throw notFound(VOUCHER_NOT_FOUND);
      });
      return { message: 'Voucher deleted successfully' };
    },
  );

  const importSchema = {
    summary: 'Import vouchers and their codes from a spreadsheet; the rows with problems are listed',
    body: formBody(spreadsheetForm()),
    response: { 201: message('{message, created, details}: what was imported, and why the other rows were not') },
  };
  app.post(
    '/loyalty/voucher/import/',
    { schema: importSchema, config: { permission: may('vouchers', 'import') } },
    async (request, reply) => {
      const sheet = await readSpreadsheet(await readSpreadsheetUpload(request));
      const summary = ({ message }: { message: string }) => `Voucher import: ${message}`;
      return reply
        .code(201)
        .send(
          audited(request, { action: 'import', target: 'voucher', summary }, () => importVouchers(db, sheet, now())),
        );
    },
  );
};
