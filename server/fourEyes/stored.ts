import type { Db } from '../db/connection';
import type { StoredFirstApproval } from './steps';

export type FourEyesTable = 'bills' | 'payment_requests';

const FIGURES: Record<FourEyesTable, string> = {
  bills: 'i.first_points_earned AS points, i.first_cash_earned_paise AS cashPaise',
  payment_requests: 'NULL AS points, NULL AS cashPaise',
};

/** The first approval of the bill or payout request `id`, or null when it has none. */
export const storedFirstApproval = (db: Db, table: FourEyesTable, id: number): StoredFirstApproval | null =>
  (db
    .prepare(
      `SELECT a.id AS by, TRIM(a.first_name || ' ' || a.last_name) AS name, i.first_approved_at AS at, ${FIGURES[table]}
       FROM ${table} i JOIN users a ON a.id = i.first_approved_by WHERE i.id = ?`,
    )
    .get(id) as StoredFirstApproval | undefined) ?? null;
