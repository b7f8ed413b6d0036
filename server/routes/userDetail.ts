import type { FastifyPluginAsync } from 'fastify';
import { auditTrail, newRowId } from '../audit/trail';
import type { RouteOptions } from '../context';
import { insert } from '../db/rows';
import { notFound } from '../errors';
import { PRIVATE_FOLDER } from '../media';
import { LIVE_MEMBER, USER_NOT_FOUND } from '../users/records';
import {
  CERTIFICATE_NOT_FOUND,
  certificateList,
  certificateRecord,
  certificateRecords,
  readCertificate,
} from '../userDetail/certificates';
import { userVoucherList, userVoucherRecords } from '../userDetail/userVouchers';
import { pagedRoute } from '../paging/answer';
import { idParam } from '../validation';

type IdParams = { Params: { id: string } };

/** A user's detail: TDS certificates, transaction and voucher histories. */
export const userDetailRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, media, now } = ctx;
  const isLiveMember = db.prepare(`SELECT 1 FROM users u WHERE u.id = ? AND ${LIVE_MEMBER}`);
  const audited = auditTrail(ctx);
  // A certificate and its member, for the trail: whose certificate it is shows in the summary.
  const findCertificate = db.prepare(
    `SELECT c.file_name, c.certificate_file, c.uploaded_at, c.is_deleted, c.user_id AS member, u.first_name,
       u.last_name FROM tds_certificates c JOIN users u ON u.id = c.user_id WHERE c.id = ?`,
  );
  const read = (id: number) => findCertificate.get(id);

  /** The id of the live member in the path; 404 otherwise. */
  const liveMemberId = (rawId: string) => {
    const id = idParam(rawId, USER_NOT_FOUND);
    if (!isLiveMember.get(id)) throw notFound(USER_NOT_FOUND);
    return id;
  };

  app.get<IdParams>(
    '/loyalty/admin/voucher/users-vouchers/:id/',
    pagedRoute(
      ctx,
      request => userVoucherList(db, liveMemberId(request.params.id)),
      async request => userVoucherRecords(db, liveMemberId(request.params.id)),
    ),
  );

  app.get<IdParams>(
    '/loyalty/admin/tds-certificate/user-certificates/:id/',
    pagedRoute(
      ctx,
      request => certificateList(db, liveMemberId(request.params.id)),
      async request => certificateRecords(db, liveMemberId(request.params.id)),
    ),
  );

  app.post<IdParams>('/loyalty/tds-certificate/:id/', async (request, reply) => {
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
  });

  // A soft delete: the row stays, hidden from the member's list; its file is removed.
  app.patch<IdParams>('/loyalty/tds-certificate/delete/:id/', async request => {
    const id = idParam(request.params.id, CERTIFICATE_NOT_FOUND);
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
  });
};
