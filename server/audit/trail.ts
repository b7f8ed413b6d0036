import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { changedFields } from './changes';
import { actorEmailOf, recordAudit } from './record';
import { summaryOf } from './summaries';
import type { AuditAction, AuditTarget } from '@/contract/audit/vocabulary';

/** What a route tells the trail about the change it makes. */
export interface AuditedChange<R> {
  action: AuditAction;
  target: AuditTarget;
  /** The target's id, or how the write's result names it (a creation); none for an import. */
  id?: number | ((result: R) => number);
  /** The target as the API answers it (a 404 means it does not exist), read before and after for the changed fields. */
  read?: (id: number) => unknown;
  /** Instead of `read`, for a target that is one of a kind and has no id (the programme's settings). */
  readWhole?: () => unknown;
  /** Words after the summary's "Rejected bill #29 (INV-1029, Asha Rao)": a reason, a count. */
  detail?: (result: R) => string | undefined;
  /** The whole summary instead (an import's report). */
  summary?: (result: R) => string;
}

/** `id` of a creation whose write returns the new row's id. */
export const newRowId = (id: number): number => id;

/** The record, or undefined when there is none (a 404), for the before of a creation or the after of a deletion. */
function readIfThere(read: (id: number) => unknown, id: number): unknown {
  try {
    return read(id);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The audit trail of a route module: `audited` runs `write` and records it in one transaction, so that a
 * change and its entry stand or fall together; `audited.awaiting` records a write that awaits once it is done.
 */
export function auditTrail({ db, now }: AppContext) {
  /** What is kept before the write: the target as it was, and the actor's email (a change may be to their own). */
  const before = <R>(request: FastifyRequest, change: AuditedChange<R>) => ({
    record: typeof change.id === 'number' && change.read ? readIfThere(change.read, change.id) : change.readWhole?.(),
    actorEmail: actorEmailOf(db, request.userId),
  });

  const record = <R>(
    request: FastifyRequest,
    change: AuditedChange<R>,
    { record: earlier, actorEmail }: ReturnType<typeof before>,
    result: R,
  ) => {
    const id = typeof change.id === 'function' ? change.id(result) : (change.id ?? null);
    const later = id !== null && change.read ? readIfThere(change.read, id) : change.readWhole?.();
    recordAudit(db, {
      at: now(),
      actor: request.userId,
      actorEmail,
      action: change.action,
      targetType: change.target,
      targetId: id,
      summary:
        change.summary?.(result) ??
        summaryOf(change.action, change.target, id, later ?? earlier, change.detail?.(result)),
      changes: changedFields(earlier, later),
    });
  };

  const audited = <R>(request: FastifyRequest, change: AuditedChange<R>, write: () => R): R =>
    db
      .transaction(() => {
        const earlier = before(request, change);
        const result = write();
        record(request, change, earlier, result);
        return result;
      })
      .immediate();

  const awaiting = async <R>(request: FastifyRequest, change: AuditedChange<R>, write: () => Promise<R>) => {
    const earlier = before(request, change);
    const result = await write();
    db.transaction(() => record(request, change, earlier, result)).immediate();
    return result;
  };

  return Object.assign(audited, { awaiting });
}
