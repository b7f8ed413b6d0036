import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@/contract/fields/ids';
import { newUser, userChanges } from '@/contract/users';
import { decisionRoutes } from '@/server/area';
import { auditTrail, newRowId } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { may, ownAccountOr } from '@/server/team/permissions';
import { ownProfile } from '@/server/auth/ownAccount';
import { insert, updateRow, type Row } from '@/server/db/rows';
import { PRIVATE_FOLDER } from '@/server/media';
import { readMultipart } from '@/server/multipart';
import { uploadLimits } from '@/server/uploadLimits';
import { list, record } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { file, formBody } from '@/server/openapi/forms';
import { listRoute } from '@/server/paging/listRoute';
import { checkContactsFree } from './contacts';
import { newUserDecisionCalls } from './decisionCalls';
import { parseUserForm, userFormChoices, type UserChanges } from './form';
import { memberList } from './lists';
import { liveMembers, newMemberCode } from './liveMembers';
import { USER_NOT_FOUND, userRecord, userRecordsJson } from '@/server/members/records';

/** The user form: its text fields, and the photo, PAN card and visiting cards. */
const USER_FORM_LIMITS = uploadLimits({ fields: 40, fieldSize: 32 * 1024, files: 4, fileSize: 10 * 1024 * 1024 });

/** The files of the user form, besides its text fields. */
const USER_FILES = Object.fromEntries(
  ['photo', 'pan_card', 'visiting_card_front', 'visiting_card_back'].map(field => [
    field,
    file('An image (JPEG, PNG or WebP); as text, empty clears it and its own address keeps it'),
  ]),
);

const JSON_TYPE = 'application/json; charset=utf-8';

export const userRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, media, now } = ctx;
  documentArea(app, 'Users');
  const audited = auditTrail(ctx);
  const read = (id: number) => userRecord(db, id);
  const roleNamed = db.prepare('SELECT id FROM roles WHERE name = ?').pluck();
  const { get: liveMember } = liveMembers(db);
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

  // Here, for the document's order of paths: a new user's rejection (a member's deletion) and approval,
  // with what the gateway does around them.
  decisionRoutes(app, ctx, newUserDecisionCalls);

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
            referral_code: newMemberCode(db),
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
