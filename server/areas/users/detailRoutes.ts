import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@/contract/fields/ids';
import { auditTrail, newRowId } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import { insert } from '@/server/db/rows';
import { notFound } from '@/server/errors';
import { PRIVATE_FOLDER } from '@/server/media';
import { LIVE_MEMBER, USER_NOT_FOUND } from '@/server/members/records';
import { list, message, record } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { file, formBody } from '@/server/openapi/forms';
import {
  CERTIFICATE_FILTERS,
  CERTIFICATE_NOT_FOUND,
  certificateList,
  certificateRecord,
  certificateRecords,
  readCertificate,
} from './certificates';
import { USER_VOUCHER_FILTERS, userVoucherList, userVoucherRecords } from './userVouchers';
import { listRoute } from '@/server/paging/listRoute';

const memberParams = idParams(USER_NOT_FOUND);

/** A user's detail: TDS certificates, transaction and voucher histories. */
export const userDetailRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, media, now } = ctx;
  documentArea(app, 'Member history');
  const isLiveMember = db.prepare(`SELECT 1 FROM users u WHERE u.id = ? AND ${LIVE_MEMBER}`);
  const audited = auditTrail(ctx);
  // A certificate and its member, for the trail: whose certificate it is shows in the summary.
  const findCertificate = db.prepare(
    `SELECT c.file_name, c.certificate_file, c.uploaded_at, c.is_deleted, c.user_id AS member, u.first_name,
       u.last_name FROM tds_certificates c JOIN users u ON u.id = c.user_id WHERE c.id = ?`,
  );
  const read = (id: number) => findCertificate.get(id);

  /** The id of a live member; 404 otherwise. */
  const liveMemberId = (id: number) => {
    if (!isLiveMember.get(id)) throw notFound(USER_NOT_FOUND);
    return id;
  };

  listRoute(app, ctx, '/loyalty/admin/voucher/users-vouchers/:id/', {
    summary: 'The vouchers a member asked for, with their codes once approved',
    permission: may('users', 'show'),
    answer: list("The member's vouchers"),
    params: memberParams,
    filters: USER_VOUCHER_FILTERS,
    list: request => userVoucherList(db, liveMemberId(request.params.id)),
    whole: async request => userVoucherRecords(db, liveMemberId(request.params.id)),
  });

  listRoute(app, ctx, '/loyalty/admin/tds-certificate/user-certificates/:id/', {
    summary: "A member's TDS certificates",
    permission: may('users', 'show'),
    answer: list('Certificates'),
    params: memberParams,
    filters: CERTIFICATE_FILTERS,
    list: request => certificateList(db, liveMemberId(request.params.id)),
    whole: async request => certificateRecords(db, liveMemberId(request.params.id)),
  });

  const uploadSchema = {
    summary: "Upload a TDS certificate to a member's history",
    params: memberParams,
    body: formBody(
      z.object({ certificate_file: file('The certificate: PDF, JPG, JPEG or PNG; its name at most 30 characters') }),
    ),
    response: { 201: record('The certificate') },
  };
  app.post(
    '/loyalty/tds-certificate/:id/',
    { schema: uploadSchema, config: { permission: may('tdsCertificates', 'create') } },
    async (request, reply) => {
      liveMemberId(request.params.id);
      const { upload, fileName } = await readCertificate(request);
      // The member is looked up again: it may have been deleted while the upload was read.
      const id = audited(request, { action: 'create', target: 'tds_certificate', id: newRowId, read }, () => {
        const userId = liveMemberId(request.params.id);
        return insert(db, 'tds_certificates', {
          user_id: userId,
          certificate_file: media.save(PRIVATE_FOLDER, upload),
          file_name: fileName,
          uploaded_at: now(),
        });
      });
      return reply.code(201).send(certificateRecord(db, id));
    },
  );

  // A soft delete: the row stays, hidden from the member's list; its file is removed.
  const deleteSchema = {
    summary: "Delete a TDS certificate: it leaves the member's list and its file is removed",
    params: idParams(CERTIFICATE_NOT_FOUND),
    response: { 200: message('Deleted') },
  };
  app.patch(
    '/loyalty/tds-certificate/delete/:id/',
    { schema: deleteSchema, config: { permission: may('tdsCertificates', 'delete') } },
    async request => {
      const { id } = request.params;
      const deleted = audited(request, { action: 'delete', target: 'tds_certificate', id, read }, () => {
        const file = db
          .prepare(
            `UPDATE tds_certificates SET is_deleted = 1
           WHERE id = ? AND is_deleted = 0 AND user_id IN (SELECT u.id FROM users u WHERE ${LIVE_MEMBER})
           RETURNING certificate_file`,
          )
          .pluck()
          .get(id) as string | undefined;
        if (file === undefined) throw notFound(CERTIFICATE_NOT_FOUND);
        return file;
      });
      media.release([deleted]);
      return { message: 'TDS certificate deleted successfully.' };
    },
  );
};
