import type { FastifyPluginAsync } from 'fastify';
import { auditTrail, newRowId } from '../audit/trail';
import type { RouteOptions } from '../context';
import { directoryList, SELECT_ENTRIES } from '../directory/list';
import { pagedRoute } from '../paging/answer';
import type { Db } from '../db/connection';
import { definedOnly, insert, updateRow } from '../db/rows';
import { invalidInput, notFound, type FieldErrors } from '../errors';
import { jsonBody } from '../multipart';
import { newReferralCode, referralCodeTaken } from '../referralCodes';
import {
  choiceField,
  clearable,
  emailField,
  idParam,
  ifPresent,
  optional,
  parseInput,
  patternField,
  textField,
} from '../validation';

type IdParams = { Params: { id: string } };

const ENTRY_NOT_FOUND = 'Directory entry not found.';
const SALESMAN_TYPES = ['flexible_salesperson', 'non_flexible_salesperson'];
const DIRECTORY_TYPES = [...SALESMAN_TYPES, 'architect'];

const rules = {
  first_name: textField({ maxLength: 150 }),
  last_name: textField({ maxLength: 150 }),
  email: emailField(),
  phone: patternField(/^\d{10}$/, 'Enter a valid 10-digit phone number.'),
  user_type: choiceField(DIRECTORY_TYPES),
  referral_code: patternField(/^[A-Z0-9]{4,20}$/, 'Enter 4 to 20 letters or digits.', { upperCase: true }),
};

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

export const directoryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, now } = ctx;
  const listOf = (types: string[]) => {
    const statement = db.prepare(
      `${SELECT_ENTRIES} WHERE d.user_type IN (${types.map(() => '?').join(', ')})
       ORDER BY d.created_at DESC, d.id DESC`,
    );
    const list = directoryList(db, types);
    return pagedRoute(
      ctx,
      () => list,
      async () => statement.all(...types),
    );
  };
  const findEntry = db.prepare(`${SELECT_ENTRIES} WHERE d.id = ?`);
  const entry = (id: number) => {
    const found = findEntry.get(id);
    if (!found) throw notFound(ENTRY_NOT_FOUND);
    return found;
  };
  const entryId = (rawId: string) => idParam(rawId, ENTRY_NOT_FOUND);
  const audited = auditTrail(ctx);
  const read = (id: number) => entry(id);

  app.get('/user/directory/list/salesman/', listOf(SALESMAN_TYPES));
  app.get('/user/directory/list/architect/', listOf(['architect']));

  app.get<IdParams>('/user/directory/retrieve/:id/', async request => entry(entryId(request.params.id)));

  app.post('/user/directory/', async (request, reply) => {
    const input = parseInput(
      { ...rules, last_name: optional(rules.last_name), referral_code: optional(rules.referral_code) },
      jsonBody(request),
    );
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
  });

  // The referral code never changes: users refer to it.
  app.put<IdParams>('/user/directory/update/:id/', async request => {
    const id = entryId(request.params.id);
    entry(id);
    const { last_name, ...input } = parseInput(
      {
        first_name: ifPresent(rules.first_name),
        last_name: clearable(rules.last_name),
        email: ifPresent(rules.email),
        phone: ifPresent(rules.phone),
        user_type: ifPresent(rules.user_type),
      },
      jsonBody(request),
    );
    checkUnique(db, input, id);
    audited(request, { action: 'update', target: 'directory', id, read }, () =>
      updateRow(db, 'directory_entries', id, definedOnly({ ...input, last_name: last_name === null ? '' : last_name })),
    );
    return entry(id);
  });

  app.delete<IdParams>('/user/directory/delete/:id/', async request => {
    const id = entryId(request.params.id);
    audited(request, { action: 'delete', target: 'directory', id, read }, () => {
      const { changes } = db.prepare('DELETE FROM directory_entries WHERE id = ?').run(id);
      if (changes === 0) throw notFound(ENTRY_NOT_FOUND);
    });
    return { message: 'Directory has been deleted.' };
  });
};
