import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@/contract/fields/ids';
import {
  adminInvitation,
  adminRoleChange,
  invitationAcceptance,
  invitationPasswordRules,
  TEAM_MESSAGES,
} from '@/contract/team/admins';
import { INVITATION_LIFETIME_MS, INVITATION_PATH } from '@/contract/team/invitation';
import { ROLE_NAMES, type Role } from '@/contract/team/roles';
import { recordAudit } from '@/server/audit/record';
import { auditTrail, newRowId } from '@/server/audit/trail';
import { findAccountByEmail, setPasswordHash } from '@/server/auth/accounts';
import { hashPassword } from '@/server/auth/passwords';
import type { AppContext, RouteOptions } from '@/server/context';
import { insert } from '@/server/db/rows';
import { HttpError, invalidInput, notFound } from '@/server/errors';
import { firstError, jsonFields, parseInput } from '@/server/input';
import { message, record, records } from '@/server/openapi/answers';
import { documentArea, NO_TOKEN } from '@/server/openapi/areas';
import { tooManyRequests } from '@/server/rateLimit';
import { activeOwners, ADMIN_NOT_FOUND, findTeamAdmin, isActiveOwner, listAdmins } from './admins';
import { Invitations } from './invitations';
import { may, type Permission } from '@/server/team/permissions';

const LIFETIME_HOURS = INVITATION_LIFETIME_MS / 3_600_000;

const ADMIN = record(
  'An administrator: {id, email, first_name, last_name, role, status, last_login_at, invited_at, invitation_expires_at}',
);
const adminParams = idParams(ADMIN_NOT_FOUND);
/** The routes that act on the administrator of the path read no field: an empty JSON object, or nothing. */
const NO_FIELDS = jsonFields(z.object({}));

const invalidInvitation = () => new HttpError(400, TEAM_MESSAGES.invitationInvalid);

/** Emails an invitation's link (after the change is stored). */
function sendInvitation(ctx: AppContext, to: { email: string; first_name: string; role: Role | null }, token: string) {
  const link = `${ctx.publicOrigin()}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
  ctx.outbox.send({
    to: to.email,
    subject: 'You are invited to the loyalty admin',
    body:
      `Hello ${to.first_name},\n\n` +
      `You are invited to administer the loyalty programme as ${to.role === null ? 'an administrator' : ROLE_NAMES[to.role]}. ` +
      `Open this link within ${LIFETIME_HOURS} hours to choose your password:\n${link}\n\n` +
      "If you didn't expect this invitation, ignore this email.",
    link,
  });
}

/** An action on the administrator `id` by the administrator `by`; what it returns runs once it is stored. */
interface AdminAction {
  path: string;
  /** What the signed-in administrator's role needs (server/team/permissions.ts). */
  permission: Permission;
  summary: string;
  /** How the audit trail tells it. */
  detail: string;
  change: (id: number, by: number) => (() => void) | void;
}

/**
 * How an invited administrator joins: by the emailed link, choosing a password here (the reference
 * server); or by signing in with their account of the programme, whose backend keeps the passwords
 * (the gateway), the invitation giving the role beforehand under a stand-in id until then.
 */
export type Joining = 'invitation link' | 'first sign-in';

/** Tells an administrator given a role at the gateway where to sign in. */
function sendAccessGranted(ctx: AppContext, to: { email: string; first_name: string; role: Role }) {
  const link = `${ctx.publicOrigin()}/login`;
  ctx.outbox.send({
    to: to.email,
    subject: 'You have access to the loyalty admin',
    body:
      `Hello ${to.first_name},\n\n` +
      `You may now administer the loyalty programme as ${ROLE_NAMES[to.role]}. ` +
      `Sign in with your account of the programme:\n${link}\n`,
    link,
  });
}

/**
 * The team of administrators, signed in: the owner lists, invites, changes the role of,
 * disables and enables administrators (their permissions give these routes to the owner alone).
 */
export const teamRoutesOf =
  (joining: Joining): FastifyPluginAsyncZod<RouteOptions> =>
  async (app, { ctx }) => {
    const { db, now, sessions } = ctx;
    documentArea(app, 'Team');
    const invitations = new Invitations(db, now);
    const audited = auditTrail(ctx);
    const read = (id: number) => findTeamAdmin(db, id, now());

    app.get(
      '/team/admins/',
      {
        schema: { summary: 'The administrators of the team, by id', response: { 200: records('Admins') } },
        config: { permission: may('admins', 'list') },
      },
      async () => listAdmins(db, now()),
    );

    const byLink = joining === 'invitation link';
    app.post(
      '/team/admins/invite/',
      {
        schema: {
          summary: byLink
            ? `Invite an administrator by email, with a role: the emailed link works for ${LIFETIME_HOURS} hours`
            : "Give an administrator of the programme's backend a role by email, before they first sign in here",
          body: jsonFields(adminInvitation),
          response: { 201: ADMIN },
        },
        config: { permission: may('admins', 'create') },
      },
      async (request, reply) => {
        const input = request.body;
        let token = '';
        const id = audited(
          request,
          { action: 'create', target: 'admin', id: newRowId, read, detail: () => 'invited' },
          () => {
            if (findAccountByEmail(db, input.email)) throw invalidInput({ email: [TEAM_MESSAGES.emailTaken] });
            const userId = insert(db, 'users', {
              // At the gateway a row's id is the upstream's user id, known at the first sign-in: a stand-in below zero until then.
              ...(!byLink && {
                id: db.prepare('SELECT MIN(0, COALESCE(MIN(id), 0)) - 1 FROM users').pluck().get() as number,
              }),
              is_admin: true,
              admin_role: input.role,
              first_name: input.first_name,
              last_name: input.last_name ?? '',
              email: input.email,
              status: 'approved',
              date_joined: now(),
            });
            if (byLink) token = invitations.create(userId, request.userId);
            return userId;
          },
        );
        if (byLink) sendInvitation(ctx, { email: input.email, first_name: input.first_name, role: input.role }, token);
        else sendAccessGranted(ctx, { email: input.email, first_name: input.first_name, role: input.role });
        return reply.code(201).send(read(id));
      },
    );

    app.patch(
      '/team/admins/:id/',
      {
        schema: {
          summary: "Change an administrator's role; the last active owner keeps theirs",
          params: adminParams,
          body: jsonFields(adminRoleChange),
          response: { 200: ADMIN },
        },
        config: { permission: may('admins', 'edit') },
      },
      async request => {
        const { id } = request.params;
        const { role } = request.body;
        audited(request, { action: 'update', target: 'admin', id, read }, () => {
          const admin = read(id);
          if (isActiveOwner(admin) && role !== 'owner' && activeOwners(db) <= 1) {
            throw new HttpError(400, TEAM_MESSAGES.lastOwnerDemoted);
          }
          db.prepare('UPDATE users SET admin_role = ? WHERE id = ?').run(role, id);
        });
        return read(id);
      },
    );

    /**
     * What is done to one administrator without a field: each is audited, may do something once
     * stored (an email), and answers the administrator as they are now.
     */
    const adminActions: AdminAction[] = [
      {
        path: 'resend',
        permission: may('admins', 'create'),
        summary: 'Send an invited administrator a new link; the link sent before stops working',
        detail: 'invitation sent again',
        change: (id, by) => {
          const admin = read(id);
          if (admin.status !== 'invited' && admin.status !== 'expired')
            throw new HttpError(400, TEAM_MESSAGES.notInvited);
          const token = invitations.create(id, by);
          return () => sendInvitation(ctx, read(id), token);
        },
      },
      {
        path: 'disable',
        permission: may('admins', 'edit'),
        summary: 'Disable an administrator: every session ends at once and sign-in is refused',
        detail: 'disabled',
        change: (id, by) => {
          const admin = read(id);
          // The last owner first: an owner alone who tries to disable themself learns why it cannot be done.
          if (isActiveOwner(admin) && activeOwners(db) <= 1) throw new HttpError(400, TEAM_MESSAGES.lastOwnerDisabled);
          if (id === by) throw new HttpError(400, TEAM_MESSAGES.selfDisabled);
          if (admin.status === 'disabled') return;
          db.prepare('UPDATE users SET admin_disabled_at = ?, token_version = token_version + 1 WHERE id = ?').run(
            now().toISOString(),
            id,
          );
          sessions.revokeAll(id);
        },
      },
      {
        path: 'enable',
        permission: may('admins', 'edit'),
        summary: 'Enable a disabled administrator: they may sign in again',
        detail: 'enabled',
        change: id => {
          read(id);
          db.prepare('UPDATE users SET admin_disabled_at = NULL WHERE id = ?').run(id);
        },
      },
    ];
    for (const { path, permission, summary, detail, change } of adminActions) {
      if (path === 'resend' && !byLink) continue;
      app.post(
        `/team/admins/:id/${path}/`,
        { schema: { summary, params: adminParams, body: NO_FIELDS, response: { 200: ADMIN } }, config: { permission } },
        async request => {
          const { id } = request.params;
          const afterwards = audited(
            request,
            { action: 'update', target: 'admin', id, read, detail: () => detail },
            () => change(id, request.userId),
          );
          afterwards?.();
          return read(id);
        },
      );
    }
  };

/** The invitation's link, signed out: what it invites to, and its acceptance with the new password. */
export const invitationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now, limits } = ctx;
  documentArea(app, 'Team', NO_TOKEN);
  const invitations = new Invitations(db, now);
  const throttle = async (address: string) => {
    const wait = await limits.invitationsByAddress.hit(address);
    if (wait !== null) throw tooManyRequests('invitation attempts', wait);
  };

  app.get(
    '/team/invitations/:token/',
    {
      schema: {
        summary: "An invitation's link: whom it invites, as what; 404 when it is invalid, used or expired",
        params: z.object({ token: z.string().describe("The token of the emailed link's query") }),
        response: { 200: record('{email, first_name, last_name, role}') },
      },
    },
    async request => {
      await throttle(request.ip);
      const invitation = invitations.find(request.params.token);
      if (!invitation) throw notFound(TEAM_MESSAGES.invitationInvalid);
      const { email, first_name, last_name, role } = invitation;
      return { email, first_name, last_name, role };
    },
  );

  app.post(
    '/team/invitations/accept/',
    {
      schema: {
        summary: "Accept an invitation: the link's token and the new password, typed twice; the link works once",
        body: jsonFields(invitationAcceptance),
        response: { 200: message('Accepted: sign in with the email and the new password') },
      },
    },
    async request => {
      await throttle(request.ip);
      const { token, new_password: password } = request.body;
      if (!invitations.find(token)) throw invalidInvitation();
      parseInput(invitationPasswordRules, request.body, firstError);
      const passwordHash = await hashPassword(password);
      db.transaction(() => {
        const userId = invitations.accept(token);
        if (userId === undefined) throw invalidInvitation();
        setPasswordHash(db, userId, passwordHash);
        recordAudit(db, {
          at: now(),
          actor: userId,
          action: 'update',
          targetType: 'admin',
          targetId: userId,
          summary: `Accepted the invitation to the team (administrator #${userId}) and chose a password`,
        });
      })();
      return { message: TEAM_MESSAGES.invitationAccepted };
    },
  );
};
