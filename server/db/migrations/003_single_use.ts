import type { Migration } from './migration';

// What the decisions rely on, held by the database too: a source (a bill, a voucher or
// payout request) causes at most one entry of each kind, so nothing is credited, held or
// refunded twice; and a voucher code goes to at most one request.
const sql = `
DROP INDEX ledger_entries_source;
CREATE UNIQUE INDEX ledger_entries_once ON ledger_entries (source_type, source_id, kind);
CREATE UNIQUE INDEX voucher_requests_code ON voucher_requests (voucher_code_id) WHERE voucher_code_id IS NOT NULL;
`;

export const singleUse: Migration = { version: 3, name: 'single_use', sql };
