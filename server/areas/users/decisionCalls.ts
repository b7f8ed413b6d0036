import { NEW_USER_KIND } from '@/contract/approvals/kinds';
import { idParams } from '@/contract/fields/ids';
import { userApproval } from '@/contract/users';
import type { DecisionCall } from '@/server/area';
import { auditTrail } from '@/server/audit/trail';
import { HttpError, invalidInput } from '@/server/errors';
import { existingRecord, jsonFields } from '@/server/input';
import { USER_NOT_FOUND, userRecord } from '@/server/members/records';
import { message } from '@/server/openapi/answers';
import { may } from '@/server/team/permissions';
import { deleteMember } from './deletion';
import { liveMembers, newMemberCode } from './liveMembers';

const READ_USER = `GET /${NEW_USER_KIND.read}:id/` as const;

/**
 * Rejecting a new user, which is deleting it: the same call deletes an approved member. What they
 * have pending is settled (deletion.ts).
 */
const rejectOrDelete: DecisionCall = {
  call: NEW_USER_KIND.reject,
  permission: may('users', 'delete'),
  reference: (app, ctx, route) => {
    const { db, media, now } = ctx;
    const audited = auditTrail(ctx);
    const members = liveMembers(db);
    const read = (id: number) => userRecord(db, id);
    app.route({
      ...route,
      schema: {
        summary: 'Delete a member, or reject a new user',
        params: idParams(USER_NOT_FOUND),
        response: { 200: message('Deleted or rejected') },
      },
      handler: async request => {
        const member = members.get(request.params.id);
        const action = member.status === 'pending' ? 'reject' : 'delete';
        audited(request, { action, target: 'user', id: member.id, read }, () =>
          deleteMember(db, media, member.id, now()),
        );
        return {
          message: member.status === 'pending' ? 'User has been rejected successfully' : 'User has been deleted.',
        };
      },
    });
  },
  gateway: () => ({ audit: { action: 'delete', target: 'user', id: 'path', read: READ_USER } }),
};

/** Approving a new user, with the role they get: they become a member with a referral code. */
const approve: DecisionCall = {
  call: NEW_USER_KIND.approve,
  permission: may('newUsers', 'approve'),
  reference: (app, ctx, route) => {
    const { db } = ctx;
    const audited = auditTrail(ctx);
    const members = liveMembers(db);
    const read = (id: number) => userRecord(db, id);
    const roleExists = db.prepare('SELECT 1 FROM roles WHERE id = ?');
    app.route({
      ...route,
      schema: {
        summary: 'Approve a new user, with the role they get',
        params: existingRecord(USER_NOT_FOUND, id => members.find(id) !== undefined),
        body: jsonFields(userApproval),
        response: { 200: message('{message, user}: approved') },
      },
      handler: async request => {
        const member = members.get(request.params.id);
        const { role } = request.body;
        if (!roleExists.get(role)) throw invalidInput({ role: ['Select a valid role.'] });
        if (member.status !== 'pending') throw new HttpError(400, NEW_USER_KIND.alreadyDecided);
        audited(request, { action: 'approve', target: 'user', id: member.id, read }, () =>
          db
            .prepare(
              `UPDATE users SET status = 'approved', role_id = ?, referral_code = COALESCE(referral_code, ?) WHERE id = ?`,
            )
            .run(role, newMemberCode(db), member.id),
        );
        return { message: 'User verified successfully', user: userRecord(db, member.id) };
      },
    });
  },
  gateway: () => ({ audit: { action: 'approve', target: 'user', id: 'path', read: READ_USER } }),
};

/**
 * A new user's decisions on both servers, each declared once: its call and permission, the
 * reference server's route, and what the gateway does around forwarding it (its audit entry; the
 * new users the liability and the register need are kept from the lists the gateway reads itself,
 * upstreamCopy/keeper.ts). The deletion comes first, as the document lists it.
 */
export const newUserDecisionCalls: readonly DecisionCall[] = [rejectOrDelete, approve];
