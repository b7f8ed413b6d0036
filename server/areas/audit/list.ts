import type { Db } from '@/server/db/connection';
import { equals, oneOf } from '@/server/paging/filters';
import { JsonTexts, type PagedList } from '@/server/paging/list';
import { sql } from '@/server/paging/sql';
import { byActor, idEquals, timeBound } from './filters';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@/contract/audit/vocabulary';

const ENTRY_FIELDS = `json_object('id', a.id, 'at', a.at, 'actor_id', a.actor_id, 'actor_email', a.actor_email,
  'action', a.action, 'target_type', a.target_type, 'target_id', a.target_id, 'summary', a.summary,
  'changes', json(a.changes))`;

/**
 * An entry as the API answers it: `{id, at, actor_id, actor_email, action, target_type, target_id,
 * summary, changes}`; an entry of a change the gateway forwarded also has `upstream_status` and,
 * when a body was sent, `sent`.
 */
export const AUDIT_ENTRY = `CASE
  WHEN a.upstream_status IS NULL THEN ${ENTRY_FIELDS}
  WHEN a.sent IS NULL THEN json_set(${ENTRY_FIELDS}, '$.upstream_status', a.upstream_status)
  ELSE json_set(${ENTRY_FIELDS}, '$.upstream_status', a.upstream_status, '$.sent', json(a.sent))
END`;

export const AUDIT_ENTRY_NOT_FOUND = 'Audit entry not found.';

/** The audit log, newest first: searched in summaries and emails, filtered by target, actor, action and time. */
export function auditList(db: Db): PagedList {
  return {
    from: 'audit_log a',
    id: 'a.id',
    where: sql('1'),
    search: { fields: ['a.summary', 'a.actor_email'] },
    orderings: {
      id: 'a.id',
      at: 'a.at',
      action: 'a.action',
      target_type: 'a.target_type',
      target_id: 'a.target_id',
      actor_email: 'a.actor_email',
    },
    defaultOrdering: '-at',
    filters: {
      target_type: equals('a.target_type', AUDIT_TARGETS),
      target_type_in: oneOf('a.target_type', AUDIT_TARGETS),
      target_id: idEquals('a.target_id'),
      actor: byActor,
      action: equals('a.action', AUDIT_ACTIONS),
      action_in: oneOf('a.action', AUDIT_ACTIONS),
      since: timeBound('since'),
      until: timeBound('until'),
    },
    items: ids =>
      new JsonTexts(
        db
          .prepare(
            `SELECT ${AUDIT_ENTRY} FROM json_each(?) page JOIN audit_log a ON a.id = page.value ORDER BY page.key`,
          )
          .pluck()
          .all(JSON.stringify(ids)) as string[],
      ),
  };
}

/** The entry with this id as JSON text, or undefined. */
export function auditEntryText(db: Db, id: number): string | undefined {
  return db.prepare(`SELECT ${AUDIT_ENTRY} FROM audit_log a WHERE a.id = ?`).pluck().get(id) as string | undefined;
}
