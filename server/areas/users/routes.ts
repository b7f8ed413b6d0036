import { NEW_USER_KIND } from '@/contract/approvals/kinds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { newUser, userApproval, userChanges } from '@/contract/users';
import { auditTrail, newRowId } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { may, ownAccountOr } from '@/server/team/permissions';
import { ownProfile } from '@/server/auth/ownAccount';
import { insert, updateRow, type Row } from '@/server/db/rows';
import { HttpError, invalidInput, notFound } from '@/server/errors';
import { existingRecord, jsonFields } from '@/server/input';
import { PRIVATE_FOLDER } from '@/server/media';
import { readMultipart } from '@/server/multipart';
import { uploadLimits } from '@/server/uploadLimits';
import { list, message, record } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { file, formBody } from '@/server/openapi/forms';
import { listRoute } from '@/server/paging/listRoute';
import { newReferralCode } from '@/server/referralCodes';
import { checkContactsFree } from './contacts';
import { deleteMember } from './deletion';
import { parseUserForm, userFormChoices, type CurrentUser, type UserChanges } from './form';
import { memberList } from './lists';
import { LIVE_MEMBER, USER_NOT_FOUND, userRecord, userRecordsJson, type UserStatus } from '@/server/members/records';

/** The user form: its text fields, and the photo, PAN card and visiting cards. */
const USER_FORM_LIMITS = uploadLimits({ fields: 40, fieldSize: 32 * 1024, files: 4, fileSize: 10 * 1024 * 1024 });

/** The files of the user form, besides its text fields. */
const USER_FILES = Object.fromEntries(
  ['photo', 'pan_card', 'visiting_card_front', 'visiting_card_back'].map(field => [
    field,
    file('An image (JPEG, PNG or WebP); as text, empty clears it and its own address keeps it'),
  ]),
);

type Member = CurrentUser & { id: number; status: UserStatus };

const MEMBER_CODE_PREFIX = 'LP';
const JSON_TYPE = 'application/json; charset=utf-8';

export const userRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, media, now } = ctx;
  documentArea(app, 'Users');
  const audited = auditTrail(ctx);
  const read = (id: number) => userRecord(db, id);
  const findMember = db.prepare(
    `SELECT u.id, u.status, u.country_id, u.state_id, u.user_type, u.photo, u.pan_card, u.visiting_card_front,
       u.visiting_card_back
     FROM users u WHERE u.id = ? AND ${LIVE_MEMBER}`,
  );
  const roleNamed = db.prepare('SELECT id FROM roles WHERE name = ?').pluck();
  const roleExists = db.prepare('SELECT 1 FROM roles WHERE id = ?');

  const liveMember = (id: number): Member => {
    const member = findMember.get(id) as Member | undefined;
    if (!member) throw notFound(USER_NOT_FOUND);
    return member;
  };
  const memberParams = idParams(USER_NOT_FOUND);
  // The form's choices when the server starts, for the document; each form is checked against the database's own.
  const formChoices = userFormChoices(db, now());

  /** Checks the contacts are free, saves the images and writes the row, in one synchronous step. */
  const save = <T>(changes: UserChanges, exceptUserId: number | undefined, write: (columns: Row) => T): T =>
    db.transaction(() => {
      checkContactsFree(db, changes.contacts, exceptUserId);
      return write({ ...changes.columns, ...media.saveAll(PRIVATE_FOLDER, changes.uploads) });
    })();

  for (const [path, status, summary, permission] of [
    ['/user/users/', 'approved', 'The members', may('users', 'list')],
    ['/user/new-users/', 'pending', 'The new users waiting for approval', may('newUsers', 'list')],
  ] as const) {
    const members = memberList(db, status);
    listRoute(app, ctx, path, {
      summary,
      permission,
      answer: list('Users'),
      filters: members.filters,
      list: () => members,
      whole: (_request, reply) => reply.type(JSON_TYPE).send(userRecordsJson(db, status)),
    });
  }

  // Members, and the signed-in administrator's own account (the settings page shows its email and phone).
  const retrieveSchema = {
    summary: "A member, or the signed-in administrator's own contact details",
    params: memberParams,
    response: { 200: record('The user') },
  };
  app.get(
    '/user/retrieve/:id/',
    { schema: retrieveSchema, config: { permission: ownAccountOr('show') } },
    async request => {
      const { id } = request.params;
      return id === request.userId ? ownProfile(db, id) : userRecord(db, id);
    },
  );

  // Rejecting a new user is deleting it too; what they have pending is settled (users/deletion.ts).
  const deleteSchema = {
    summary: 'Delete a member, or reject a new user',
    params: memberParams,
    response: { 200: message('Deleted or rejected') },
  };
  app.delete(
    '/user/user/delete/:id/',
    { schema: deleteSchema, config: { permission: may('users', 'delete') } },
    async request => {
      const member = liveMember(request.params.id);
      const action = member.status === 'pending' ? 'reject' : 'delete';
      audited(request, { action, target: 'user', id: member.id, read }, () =>
        deleteMember(db, media, member.id, now()),
      );
      return {
        message: member.status === 'pending' ? 'User has been rejected successfully' : 'User has been deleted.',
      };
    },
  );

  const verifySchema = {
    summary: 'Approve a new user, with the role they get',
    params: existingRecord(USER_NOT_FOUND, id => findMember.get(id) !== undefined),
    body: jsonFields(userApproval),
    response: { 200: message('{message, user}: approved') },
  };
  app.post(
    '/user/verify/:id/',
    { schema: verifySchema, config: { permission: may('newUsers', 'approve') } },
    async request => {
      const member = liveMember(request.params.id);
      const { role } = request.body;
      if (!roleExists.get(role)) throw invalidInput({ role: ['Select a valid role.'] });
      if (member.status !== 'pending') throw new HttpError(400, NEW_USER_KIND.alreadyDecided);
      audited(request, { action: 'approve', target: 'user', id: member.id, read }, () =>
        db
          .prepare(
            `UPDATE users SET status = 'approved', role_id = ?, referral_code = COALESCE(referral_code, ?) WHERE id = ?`,
          )
          .run(role, newReferralCode(db, MEMBER_CODE_PREFIX), member.id),
      );
      return { message: 'User verified successfully', user: userRecord(db, member.id) };
    },
  );

  const createSchema = {
    summary: 'Add a member',
    body: formBody(newUser(formChoices).extend(USER_FILES)),
    response: { 201: record('The member') },
  };
  app.post(
    '/user/user/admin/create/',
    { schema: createSchema, config: { permission: may('users', 'create') } },
    async (request, reply) => {
      const changes = await parseUserForm(db, await readMultipart(request, USER_FORM_LIMITS), now());
      const id = audited(request, { action: 'create', target: 'user', id: newRowId, read }, () =>
        save(changes, undefined, columns =>
          insert(db, 'users', {
            ...columns,
            status: 'approved',
            role_id: roleNamed.get(columns.user_type ?? null) as number | undefined,
            referral_code: newReferralCode(db, MEMBER_CODE_PREFIX),
            date_joined: now(),
          }),
        ),
      );
      return reply.code(201).send(userRecord(db, id));
    },
  );

  const updateSchema = {
    summary: 'Edit a member: only the fields sent change',
    params: memberParams,
    body: formBody(userChanges(formChoices).extend(USER_FILES)),
    response: { 200: record('The member') },
  };
  app.put(
    '/user/user/update/:id/',
    { schema: updateSchema, config: { permission: may('users', 'edit') } },
    async request => {
      const member = liveMember(request.params.id);
      const changes = await parseUserForm(db, await readMultipart(request, USER_FORM_LIMITS), now(), member);
      // The member is looked up again: it may have been deleted while the upload was read.
      audited(request, { action: 'update', target: 'user', id: member.id, read }, () =>
        save(changes, member.id, columns => updateRow(db, 'users', liveMember(request.params.id).id, columns)),
      );
      media.release([member.photo, member.pan_card, member.visiting_card_front, member.visiting_card_back]);
      return userRecord(db, member.id);
    },
  );
};
