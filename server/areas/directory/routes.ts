import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  directoryEntry,
  directoryEntryChanges,
  SALESMAN_TYPES,
  type DirectoryEntry,
} from '@/contract/directory';
import { idParams } from '@/contract/fields/ids';
import { auditTrail, newRowId } from '@/server/audit/trail';
import type { RouteOptions } from '@/server/context';
import { directoryEntry as directoryEntryOf, may, type Permission } from '@/server/team/permissions';
import { directoryList, SELECT_ENTRIES } from './list';
import type { Db } from '@/server/db/connection';
import { definedOnly, insert, updateRow } from '@/server/db/rows';
import { invalidInput, notFound, type FieldErrors } from '@/server/errors';
import { existingRecord, jsonFields } from '@/server/input';
import { jsonOnly } from '@/server/multipart';
import { list, message, record } from '@/server/openapi/answers';
import { documentArea } from '@/server/openapi/areas';
import { listRoute } from '@/server/paging/listRoute';
import { newReferralCode, referralCodeTaken } from '@/server/referralCodes';

const ENTRY_NOT_FOUND = 'Directory entry not found.';

interface Unique {
  email?: string;
  phone?: string;
  referral_code?: string;
}

/** 400 when another directory entry has the email or phone, or anyone owns the referral code. */
function checkUnique(db: Db, values: Unique, exceptId = 0): void {
  const errors: FieldErrors = {};
  for (const field of ['email', 'phone'] as const) {
    const value = values[field];
    const taken =
      value !== undefined &&
      db.prepare(`SELECT 1 FROM directory_entries WHERE ${field} = ? COLLATE NOCASE AND id <> ?`).get(value, exceptId);
    if (taken) errors[field] = [`A directory entry with this ${field} already exists.`];
  }
  if (values.referral_code !== undefined && referralCodeTaken(db, values.referral_code)) {
    errors.referral_code = ['This referral code is already in use.'];
  }
  const [first] = Object.values(errors);
  if (first) throw invalidInput(errors, first[0]);
}

export const directoryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  documentArea(app, 'Directory');
  const directoryRoute = (url: string, types: readonly string[], summary: string, permission: Permission) => {
    const statement = db.prepare(
      `${SELECT_ENTRIES} WHERE d.user_type IN (${types.map(() => '?').join(', ')})
       ORDER BY d.created_at DESC, d.id DESC`,
    );
    const entries = directoryList(db, [...types]);
    listRoute(app, ctx, url, {
      summary,
      permission,
      answer: list('Directory entries'),
      filters: entries.filters,
      list: () => entries,
      whole: async () => statement.all(...types) as DirectoryEntry[],
    });
  };
  const findEntry = db.prepare(`${SELECT_ENTRIES} WHERE d.id = ?`);
  const entry = (id: number) => {
    const found = findEntry.get(id) as DirectoryEntry | undefined;
    if (!found) throw notFound(ENTRY_NOT_FOUND);
    return found;
  };
  const entryParams = idParams(ENTRY_NOT_FOUND);
  const audited = auditTrail(ctx);
  const read = (id: number) => entry(id);

  directoryRoute(
    '/user/directory/list/salesman/',
    SALESMAN_TYPES,
    'The salesmen of the directory',
    may('salesmen', 'list'),
  );
  directoryRoute(
    '/user/directory/list/architect/',
    ['architect'],
    'The architects of the directory',
    may('architects', 'list'),
  );

  const retrieveSchema = { summary: 'A directory entry', params: entryParams, response: { 200: record('The entry') } };
  app.get(
    '/user/directory/retrieve/:id/',
    { schema: retrieveSchema, config: { permission: directoryEntryOf('show') } },
    async request => entry(request.params.id),
  );

  const createSchema = {
    summary: 'Add a salesman or architect; without a referral code, one is made',
    body: jsonFields(directoryEntry),
    response: { 201: record('The entry') },
  };
  // The body says which kind; both kinds are granted together (contract/team/roles.ts), checked before the body is read.
  app.post(
    '/user/directory/',
    { schema: createSchema, preValidation: jsonOnly, config: { permission: may('salesmen', 'create') } },
    async (request, reply) => {
      const input = request.body;
      checkUnique(db, input);
      const id = audited(request, { action: 'create', target: 'directory', id: newRowId, read }, () =>
        insert(db, 'directory_entries', {
          ...input,
          last_name: input.last_name ?? '',
          referral_code: input.referral_code ?? newReferralCode(db, input.user_type === 'architect' ? 'AR' : 'PS'),
          created_at: now(),
        }),
      );
      return reply.code(201).send(entry(id));
    },
  );

  // The referral code never changes: users refer to it.
  const updateSchema = {
    summary: 'Edit a directory entry: only the fields sent change',
    params: existingRecord(ENTRY_NOT_FOUND, id => findEntry.get(id) !== undefined),
    body: jsonFields(directoryEntryChanges),
    response: { 200: record('The entry') },
  };
  app.put(
    '/user/directory/update/:id/',
    { schema: updateSchema, preValidation: jsonOnly, config: { permission: directoryEntryOf('edit') } },
    async request => {
      const { id } = request.params;
      const { last_name, ...input } = request.body;
      checkUnique(db, input, id);
      audited(request, { action: 'update', target: 'directory', id, read }, () =>
        updateRow(
          db,
          'directory_entries',
          id,
          definedOnly({ ...input, last_name: last_name === null ? '' : last_name }),
        ),
      );
      return entry(id);
    },
  );

  const deleteSchema = {
    summary: 'Delete a directory entry',
    params: entryParams,
    response: { 200: message('Deleted') },
  };
  app.delete(
    '/user/directory/delete/:id/',
    { schema: deleteSchema, config: { permission: directoryEntryOf('delete') } },
    async request => {
      const { id } = request.params;
      audited(request, { action: 'delete', target: 'directory', id, read }, () => {
        const { changes } = db.prepare('DELETE FROM directory_entries WHERE id = ?').run(id);
        if (changes === 0) throw notFound(ENTRY_NOT_FOUND);
      });
      return { message: 'Directory has been deleted.' };
    },
  );
};
