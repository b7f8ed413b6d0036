import type { FastifyPluginAsync } from 'fastify';
import { auditTrail, newRowId } from '../audit/trail';
import type { RouteOptions } from '../context';
import { updateRow } from '../db/rows';
import { notFound } from '../errors';
import { jsonBody, readForm } from '../multipart';
import { readSpreadsheet } from '../spreadsheets/read';
import { readSpreadsheetUpload } from '../spreadsheets/upload';
import { formUploadLimits } from '../uploadLimits';
import { idParam } from '../validation';
import { todayInIndia } from '../calendar';
import { parseVoucherChanges, type CurrentVoucher } from '../vouchers/form';
import { newVoucher } from '../../contract/vouchers';
import { jsonFields, parseInput } from '../input';
import { importVouchers } from '../vouchers/import';
import {
  liveVoucherId,
  VOUCHER_NOT_FOUND,
  voucherCodeRecords,
  voucherRecord,
  voucherRecords,
} from '../vouchers/records';
import { insertVouchers } from '../vouchers/store';
import { voucherList } from '../vouchers/lists';
import { pagedRoute } from '../paging/answer';

type IdParams = { Params: { id: string } };

export const voucherRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, media, now } = ctx;
  const findCurrent = db.prepare('SELECT validity, company_logo, banner_image FROM vouchers WHERE id = ?');
  const audited = auditTrail(ctx);
  const read = (id: number) => voucherRecord(db, id);

  const list = voucherList(db, now);
  app.get(
    '/loyalty/voucher/list/',
    pagedRoute(
      ctx,
      () => list,
      async () => voucherRecords(db),
    ),
  );

  // The client calls it without the trailing slash; both forms answer.
  for (const path of ['/loyalty/voucher/retrieve/:id', '/loyalty/voucher/retrieve/:id/']) {
    app.get<IdParams>(path, async request => voucherRecord(db, liveVoucherId(db, request.params.id)));
  }

  app.get<IdParams>('/loyalty/voucher/codes/:id/', async request =>
    voucherCodeRecords(db, liveVoucherId(db, request.params.id)),
  );

  app.post('/loyalty/voucher/', async (request, reply) => {
    const values = parseInput(jsonFields(newVoucher(() => todayInIndia(now()))), jsonBody(request));
    const id = audited(request, { action: 'create', target: 'voucher', id: newRowId, read }, () => {
      const [created] = insertVouchers(db, [values], now());
      return created;
    });
    return reply.code(201).send(voucherRecord(db, id));
  });

  app.put<IdParams>('/loyalty/voucher/update/:id/', async request => {
    const id = liveVoucherId(db, request.params.id);
    const form = await readForm(request, formUploadLimits(2));
    const changes = await parseVoucherChanges(
      form.fields,
      form.files,
      todayInIndia(now()),
      findCurrent.get(id) as CurrentVoucher,
    );
    // The voucher is looked up again: it may have been deleted while the upload was read.
    audited(request, { action: 'update', target: 'voucher', id, read }, () => {
      const latest = liveVoucherId(db, request.params.id);
      const before = findCurrent.get(latest) as { company_logo: string | null; banner_image: string | null };
      updateRow(db, 'vouchers', latest, { ...changes.columns, ...media.saveAll('vouchers', changes.uploads) });
      // Replaced or cleared pictures go; one still shown is kept.
      media.release([before.company_logo, before.banner_image]);
    });
    return voucherRecord(db, id);
  });

  // A soft delete: the voucher leaves every list, and its pending requests can still be decided.
  app.patch<IdParams>('/loyalty/voucher/delete/:id/', async request => {
    const id = idParam(request.params.id, VOUCHER_NOT_FOUND);
    audited(request, { action: 'delete', target: 'voucher', id, read }, () => {
      const { changes } = db.prepare('UPDATE vouchers SET is_deleted = 1 WHERE id = ? AND is_deleted = 0').run(id);
      if (changes === 0) throw notFound(VOUCHER_NOT_FOUND);
    });
    return { message: 'Voucher deleted successfully' };
  });

  app.post('/loyalty/voucher/import/', async (request, reply) => {
    const sheet = await readSpreadsheet(await readSpreadsheetUpload(request));
    const summary = ({ message }: { message: string }) => `Voucher import: ${message}`;
    return reply
      .code(201)
      .send(audited(request, { action: 'import', target: 'voucher', summary }, () => importVouchers(db, sheet, now())));
  });
};
