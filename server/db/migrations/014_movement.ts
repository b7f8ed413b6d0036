import type { Migration } from './migration';

// How the programme moves week by week, and how long its approval queue waits
// (server/programme/movement.ts).
//
// The weeks' figures read each week's rows by an indexed range of their time (the ledger's
// created_at, bills' date_added and decided_at, requests' requested_on / requested_at and
// decided_at), never a whole table; each index holds user_id, so the rows of members the lists
// hide are left out without reading the table. The ledger's is led by kind: a week's entries of
// each kind are one range, summed in index order without sorting them. The decided_at ones are
// partial (a pending row has none).
//
// The queue counts the pending rows of each kind and reads the median's, the 90th percentile's and
// the oldest's time by rank (ORDER BY time LIMIT 1 OFFSET k), stepping through these partial
// indexes of the pending rows by time, user_id in them. Status leads them so the planner takes
// them for `status = 'pending'` (a partial index's full scan it costs as the table's). Those of
// voucher and payout requests hold the points and amount too: what the liability's held amounts sum.
const sql = `
CREATE INDEX ledger_entries_kind_created ON ledger_entries (kind, created_at, amount, user_id);

CREATE INDEX bills_added_user ON bills (date_added, user_id);
CREATE INDEX bills_decided ON bills (decided_at, status, user_id) WHERE decided_at IS NOT NULL;
CREATE INDEX bills_pending ON bills (status, date_added, user_id) WHERE status = 'pending';

CREATE INDEX voucher_requests_requested ON voucher_requests (requested_on, user_id);
CREATE INDEX voucher_requests_decided ON voucher_requests (decided_at, status, points, user_id)
  WHERE decided_at IS NOT NULL;
CREATE INDEX voucher_requests_pending ON voucher_requests (status, requested_on, user_id, points)
  WHERE status = 'pending';

CREATE INDEX payment_requests_requested ON payment_requests (requested_at, user_id);
CREATE INDEX payment_requests_decided ON payment_requests (decided_at, status, amount_paise, user_id)
  WHERE decided_at IS NOT NULL;
CREATE INDEX payment_requests_pending ON payment_requests (status, requested_at, user_id, amount_paise)
  WHERE status = 'pending';

CREATE INDEX profile_update_requests_pending ON profile_update_requests (status, created_at, user_id)
  WHERE status = 'pending';
CREATE INDEX email_update_requests_pending ON email_update_requests (status, created_at, user_id)
  WHERE status = 'pending';
`;

export const movement: Migration = { version: 14, name: 'movement', sql };
