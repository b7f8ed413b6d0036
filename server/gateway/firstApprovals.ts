import type { FirstApproval } from '@/contract/team/fourEyes';
import type { Db } from '../db/connection';
import type { StoredFirstApproval } from '../fourEyes/steps';

/** What four eyes covers at the gateway: an upstream bill, or an upstream payout request. */
export type FourEyesKind = 'bill' | 'payout';

/** The first approvals the gateway keeps (migration 018), by kind and the upstream's id of the item. */
export class GatewayFirstApprovals {
  constructor(private readonly db: Db) {}

  /** The first approval of the item, if any. */
  find(kind: FourEyesKind, id: number): StoredFirstApproval | null {
    return (
      (this.db
        .prepare(
          `SELECT f.approved_by AS by, TRIM(a.first_name || ' ' || a.last_name) AS name, f.approved_at AS at,
             f.points_earned AS points, f.cash_earned_paise AS cashPaise
           FROM gateway_first_approvals f JOIN users a ON a.id = f.approved_by WHERE f.kind = ? AND f.item_id = ?`,
        )
        .get(kind, id) as StoredFirstApproval | undefined) ?? null
    );
  }

  /** Records the first approval of an item that has none; false when one was recorded meanwhile. */
  record(kind: FourEyesKind, id: number, first: Omit<StoredFirstApproval, 'name'>): boolean {
    const { changes } = this.db
      .prepare(
        `INSERT INTO gateway_first_approvals (kind, item_id, approved_by, approved_at, points_earned, cash_earned_paise)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(kind, id, first.by, first.at, first.points, first.cashPaise);
    return changes === 1;
  }

  /**
   * Takes the first approval `first` for its confirmation by `admin` while it is forwarded: false
   * when another confirmation holds it (one taken before `staleBefore` is taken over: its gateway
   * stopped before the upstream answered).
   */
  claim(
    kind: FourEyesKind,
    id: number,
    first: StoredFirstApproval,
    admin: number,
    now: Date,
    staleBefore: Date,
  ): boolean {
    const { changes } = this.db
      .prepare(
        `UPDATE gateway_first_approvals SET confirming_by = ?, confirming_since = ?
         WHERE kind = ? AND item_id = ? AND approved_by = ? AND approved_at = ?
           AND (confirming_by IS NULL OR confirming_since < ?)`,
      )
      .run(admin, now.toISOString(), kind, id, first.by, first.at, staleBefore.toISOString());
    return changes === 1;
  }

  /** Lets go of a confirmation the upstream did not accept: the first approval stands. */
  release(kind: FourEyesKind, id: number, admin: number): void {
    this.db
      .prepare(
        `UPDATE gateway_first_approvals SET confirming_by = NULL, confirming_since = NULL
         WHERE kind = ? AND item_id = ? AND confirming_by = ?`,
      )
      .run(kind, id, admin);
  }

  /** Forgets the first approval of an item the upstream decided. */
  remove(kind: FourEyesKind, id: number): void {
    this.db.prepare('DELETE FROM gateway_first_approvals WHERE kind = ? AND item_id = ?').run(kind, id);
  }

  /** The first approvals of these items, as the answers carry them (`awaiting_second_approval`). */
  answersOf(kind: FourEyesKind, ids: readonly number[]): Map<number, FirstApproval> {
    const found = new Map<number, FirstApproval>();
    if (ids.length === 0) return found;
    const rows = this.db
      .prepare(
        `SELECT f.item_id AS id, f.approved_by AS by, TRIM(a.first_name || ' ' || a.last_name) AS name,
           f.approved_at AS at, f.points_earned AS points, f.cash_earned_paise AS cashPaise
         FROM gateway_first_approvals f JOIN users a ON a.id = f.approved_by
         WHERE f.kind = ? AND f.item_id IN (SELECT value FROM json_each(?))`,
      )
      .all(kind, JSON.stringify(ids)) as (StoredFirstApproval & { id: number })[];
    for (const row of rows) found.set(row.id, firstApprovalAnswerOf(row));
    return found;
  }
}

/** A stored first approval as an answer tells it: a bill's figures in points and rupees. */
export function firstApprovalAnswerOf(first: StoredFirstApproval): FirstApproval {
  return {
    by: { id: first.by, name: first.name },
    at: first.at,
    ...(first.points !== null && { points_earned: first.points }),
    ...(first.cashPaise !== null && { cash_earned: first.cashPaise / 100 }),
  };
}
