import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { auditTrail } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { may } from '@/server/team/permissions';
import type { Db } from '@/server/db/connection';
import { HttpError, notFound } from '@/server/errors';
import { checkContactsFree } from './contacts';
import { listRoute } from '@/server/paging/listRoute';
import {
  editRequestList,
  pendingRequests,
  PROPOSED_CHANGES,
  withProposedChanges,
  type RequestTable,
} from './editRequestLists';
import { LIVE_MEMBER, userRecord } from '@/server/members/records';
import { isEmail, normaliseEmail } from '@/contract/fields/email';
import { list, message, record } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';

type Decision = 'approved' | 'rejected';

interface ProfileRequest {
  id: number;
  user_id: number;
  firm_name: string | null;
  firm_type: string | null;
  user_type: string | null;
  status: string;
}

interface EmailRequest {
  id: number;
  user_id: number;
  email: string;
  status: string;
}

const REQUEST_NOT_FOUND = 'Request not found.';
const ANSWERS: Record<Decision, { message: string }> = {
  approved: { message: 'Request has been allowed successfully' },
  rejected: { message: 'Request has been rejected successfully' },
};

const requestParams = idParams(REQUEST_NOT_FOUND);

/** The request with this id, of a live member; 404 otherwise. */
function findRequest<R>(db: Db, table: RequestTable, id: number): R {
  const request = db
    .prepare(`SELECT r.* FROM ${table} r JOIN users u ON u.id = r.user_id WHERE r.id = ? AND ${LIVE_MEMBER}`)
    .get(id) as R | undefined;
  if (!request) throw notFound(REQUEST_NOT_FOUND);
  return request;
}

/**
 * Decides a pending request once: the check and the change hold the write lock together,
 * so of two decisions at once one wins and the other finds the request decided.
 */
function decide<R extends { id: number; status: string }>(
  db: Db,
  table: RequestTable,
  id: number,
  decision: Decision,
  now: Date,
  allow: (request: R) => void,
) {
  db.transaction(() => {
    const request = findRequest<R>(db, table, id);
    if (request.status !== 'pending') throw new HttpError(400, 'This request has already been decided.');
    if (decision === 'approved') allow(request);
    db.prepare(`UPDATE ${table} SET status = ?, decided_at = ? WHERE id = ?`).run(
      decision,
      now.toISOString(),
      request.id,
    );
  }).immediate();
  return ANSWERS[decision];
}

/** A request as the audit trail compares it: its standing and the fields of its member it may change. */
function auditedRequest(db: Db, table: RequestTable, id: number) {
  const request = db.prepare(`SELECT status, decided_at, user_id FROM ${table} WHERE id = ?`).get(id) as
    { status: string; decided_at: string | null; user_id: number } | undefined;
  if (!request) return undefined;
  const user = db
    .prepare('SELECT first_name, last_name, email, firm_name, firm_type, user_type FROM users WHERE id = ?')
    .get(request.user_id);
  const kind = table === 'profile_update_requests' ? 'profile update' : 'email update';
  return { kind, status: request.status, decided_at: request.decided_at, user };
}

export const editRequestRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  documentArea(app, 'Edit requests');
  const audited = auditTrail(ctx);
  /** Decides the request, recorded in the audit trail. */
  const decideAudited = <R extends { id: number; status: string }>(
    request: FastifyRequest,
    id: number,
    table: RequestTable,
    decision: Decision,
    allow: (request: R) => void,
  ) => {
    const action = decision === 'approved' ? 'allow' : 'reject';
    const read = (requestId: number) => auditedRequest(db, table, requestId);
    return audited(request, { action, target: 'edit_request', id, read }, () =>
      decide(db, table, id, decision, now(), allow),
    );
  };
  for (const [path, table, summary] of [
    ['/user/profile-update/requests/', 'profile_update_requests', "Members' pending profile changes"],
    ['/user/email-update/requests/', 'email_update_requests', "Members' pending email changes"],
  ] as const) {
    const requests = editRequestList(db, table);
    listRoute(app, ctx, path, {
      summary,
      permission: may('editRequests', 'list'),
      answer: list('Requests'),
      filters: requests.filters,
      list: () => requests,
      whole: async () => pendingRequests(db, table),
    });
  }

  const proposedSchema = {
    summary: 'A profile change request, with its member and the changes it proposes',
    params: requestParams,
    response: { 200: record('The request') },
  };
  app.get(
    '/user/admin/profile-update/proposed/:id/',
    { schema: proposedSchema, config: { permission: may('editRequests', 'show') } },
    async request => {
      const row = db
        .prepare(
          `SELECT r.id, r.user_id AS user, ${PROPOSED_CHANGES}, r.status, r.created_at
         FROM profile_update_requests r JOIN users u ON u.id = r.user_id WHERE r.id = ? AND ${LIVE_MEMBER}`,
        )
        .get(request.params.id) as { user: number; proposed_changes: string } | undefined;
      if (!row) throw notFound(REQUEST_NOT_FOUND);
      return withProposedChanges({ ...row, user: userRecord(db, row.user) });
    },
  );

  const applyProfile = (request: ProfileRequest) =>
    db
      .prepare(
        `UPDATE users SET firm_name = COALESCE(?, firm_name), firm_type = COALESCE(?, firm_type),
           user_type = COALESCE(?, user_type) WHERE id = ?`,
      )
      .run(request.firm_name, request.firm_type, request.user_type, request.user_id);
  // The address is stored as every other: trimmed and lower-cased, and checked free as such.
  const applyEmail = (request: EmailRequest) => {
    const email = normaliseEmail(request.email);
    if (!isEmail(email)) throw new HttpError(400, 'The requested email address is not valid.');
    checkContactsFree(db, { email }, request.user_id);
    db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, request.user_id);
  };

  const decisionSchema = (summary: string) => ({
    summary,
    params: requestParams,
    response: { 200: message('Decided') },
  });
  for (const [path, decision, permission] of [
    ['allowed', 'approved', may('editRequests', 'approve')],
    ['rejected', 'rejected', may('editRequests', 'reject')],
  ] as const) {
    const schema = decisionSchema(`${decision === 'approved' ? 'Allow' : 'Reject'} a profile change`);
    app.post(`/user/profile-update/${path}/:id/`, { schema, config: { permission } }, async request =>
      decideAudited(request, request.params.id, 'profile_update_requests', decision, applyProfile),
    );
  }
  for (const [path, decision, permission] of [
    ['allow', 'approved', may('editRequests', 'approve')],
    ['reject', 'rejected', may('editRequests', 'reject')],
  ] as const) {
    const schema = decisionSchema(`${decision === 'approved' ? 'Allow' : 'Reject'} an email change`);
    app.post(`/user/email-update/${path}/:id/`, { schema, config: { permission } }, async request =>
      decideAudited(request, request.params.id, 'email_update_requests', decision, applyEmail),
    );
  }
};
