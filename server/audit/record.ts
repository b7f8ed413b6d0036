import type { Db } from '../db/connection';
import type { Changes } from './changes';
import type { AuditAction, AuditTarget } from '@/contract/audit/vocabulary';

/** One change, as a route records it. */
export interface AuditInput {
  at: Date;
  /** The administrator who made it. */
  actor: number;
  /** Their email before the change (it may change their own); else it is read as it is now. */
  actorEmail?: string | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number | null;
  summary: string;
  changes?: Changes;
  /** A change the gateway forwarded (server/gateway/forwardedAudit.ts): the upstream's status, and what was sent (null: no body). */
  forwarded?: { status: number; sent: unknown };
}

/** Writes an entry to the audit log (which keeps it for good: see migration 008); returns its id. */
export function recordAudit(db: Db, entry: AuditInput): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO audit_log (at, actor_id, actor_email, action, target_type, target_id, summary, changes,
         upstream_status, sent)
       VALUES (?, ?, COALESCE(?, (SELECT email FROM users WHERE id = ?)), ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      entry.at.toISOString(),
      entry.actor,
      entry.actorEmail ?? null,
      entry.actor,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.summary,
      JSON.stringify(entry.changes ?? {}),
      entry.forwarded?.status ?? null,
      entry.forwarded?.sent == null ? null : JSON.stringify(entry.forwarded.sent),
    );
  return Number(lastInsertRowid);
}

/** The administrator's email as it is now, kept with an entry written after a change. */
export const actorEmailOf = (db: Db, actor: number): string | null =>
  (db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(actor) as string | null | undefined) ?? null;
