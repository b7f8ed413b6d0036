import type { Migration } from './migration';

// Lists paged, searched and sorted by the server at a million members.
//
// Dashboard: running totals of the ledger, kept by a trigger (entries are never changed or deleted).
//
// Search: FTS5 trigram indexes of the big tables' searched text, kept in step by triggers.
// They only find candidates (detail=none keeps them small: no positions, every trigram of the
// text required), which the lists then check with LIKE, so a search of one or two characters,
// which no trigram can find, scans and finds the same rows. A member's document holds the name
// of whoever referred them, so it is rewritten when that directory entry or member changes.
//
// Sorting: indexes of the members the lists show (partial: not admins, not deleted) for each
// sortable column, of bills and requests by status and date, and of each member's rows.

// The ledger's SQL as it was (server/ledger.ts): an amount in paise as the text of its rupees, and
// what an entry adds to its member's points or paise (a redemption takes away).
const rupeesTextSql = (paise: string) =>
  `CASE WHEN (${paise}) % 100 = 0 THEN CAST((${paise}) / 100 AS TEXT) ELSE CAST((${paise}) / 100.0 AS TEXT) END`;
const entryChange = {
  points: (entry: string) => `CASE ${entry}.kind WHEN 'points_earned' THEN ${entry}.amount
    WHEN 'points_refunded' THEN ${entry}.amount WHEN 'points_redeemed' THEN -${entry}.amount ELSE 0 END`,
  paise: (entry: string) => `CASE ${entry}.kind WHEN 'cash_earned' THEN ${entry}.amount
    WHEN 'cash_reversal' THEN ${entry}.amount WHEN 'cash_redeemed' THEN -${entry}.amount ELSE 0 END`,
};

const NAME = (alias: string) => `TRIM(${alias}.first_name || ' ' || ${alias}.last_name)`;
const FTS_OPTIONS = "tokenize = 'trigram', content = '', contentless_delete = 1, detail = 'none'";

/** Writes the search documents of the users `u` that `where` selects. */
const indexUsers = (where: string) => `
  INSERT INTO users_search (rowid, name, email, phone, firm_name, referred_by)
  SELECT u.id, ${NAME('u')}, u.email, u.phone, u.firm_name, COALESCE(${NAME('d')}, ${NAME('r')}, u.referred_by)
  FROM users u
  LEFT JOIN directory_entries d ON d.referral_code = u.referred_by
  LEFT JOIN users r ON r.referral_code = u.referred_by
  WHERE ${where};`;

/** Rewrites the documents of the users whose referral code is one of `codes` (SQL expressions). */
const reindexReferred = (codes: string) => `
  DELETE FROM users_search WHERE rowid IN (SELECT id FROM users WHERE referred_by IN (${codes}));
  ${indexUsers(`u.referred_by IN (${codes})`)}`;

const indexBills = (where: string) => `
  INSERT INTO bills_search (rowid, invoice_number, dealer, amount)
  SELECT b.id, b.invoice_number, b.dealer, ${rupeesTextSql('b.amount_paise')} FROM bills b WHERE ${where};`;

const indexPayments = (where: string) => `
  INSERT INTO payments_search (rowid, account_holders_name, bank_name, amount)
  SELECT p.id, p.account_holders_name, p.bank_name, ${rupeesTextSql('p.amount_paise')}
  FROM payment_requests p WHERE ${where};`;

/**
 * Data derived from the tables, kept in step by triggers: the search indexes (trigram tables
 * whose rowid is their table's id) and the running totals of the ledger (for the dashboard).
 */
const DERIVED_TABLES = `
CREATE TABLE ledger_totals (id INTEGER PRIMARY KEY CHECK (id = 1), points INTEGER NOT NULL, paise INTEGER NOT NULL);
CREATE VIRTUAL TABLE users_search USING fts5 (name, email, phone, firm_name, referred_by, ${FTS_OPTIONS});
CREATE VIRTUAL TABLE bills_search USING fts5 (invoice_number, dealer, amount, ${FTS_OPTIONS});
CREATE VIRTUAL TABLE payments_search USING fts5 (account_holders_name, bank_name, amount, ${FTS_OPTIONS});`;

/** Fills the derived data from every row (all at once is far faster than row by row). */
export const FILL_DERIVED = `${indexUsers('1')}${indexBills('1')}${indexPayments('1')}
  INSERT INTO ledger_totals (id, points, paise)
  SELECT 1, COALESCE(SUM(${entryChange.points('l')}), 0), COALESCE(SUM(${entryChange.paise('l')}), 0)
  FROM ledger_entries l;`;

/** Empties the derived data. */
export const EMPTY_DERIVED =
  'DELETE FROM users_search; DELETE FROM bills_search; DELETE FROM payments_search; DELETE FROM ledger_totals;';

/** The triggers keeping the derived data in step with its tables, by name. */
const DERIVED_TRIGGERS: Record<string, string> = {
  ledger_totals_insert: `AFTER INSERT ON ledger_entries BEGIN
    UPDATE ledger_totals SET points = points + (${entryChange.points('NEW')}), paise = paise + (${entryChange.paise('NEW')});
  END`,
  users_search_insert: `AFTER INSERT ON users BEGIN ${indexUsers('u.id = NEW.id')} END`,
  users_search_update: `AFTER UPDATE OF first_name, last_name, email, phone, firm_name, referred_by, referral_code ON users
    BEGIN
      DELETE FROM users_search WHERE rowid = NEW.id;
      ${indexUsers('u.id = NEW.id')}
      ${reindexReferred('OLD.referral_code, NEW.referral_code')}
    END`,
  users_search_delete: `AFTER DELETE ON users
    BEGIN
      DELETE FROM users_search WHERE rowid = OLD.id;
      ${reindexReferred('OLD.referral_code')}
    END`,
  directory_search_insert: `AFTER INSERT ON directory_entries BEGIN ${reindexReferred('NEW.referral_code')} END`,
  directory_search_update: `AFTER UPDATE OF first_name, last_name, referral_code ON directory_entries
    BEGIN ${reindexReferred('OLD.referral_code, NEW.referral_code')} END`,
  directory_search_delete: `AFTER DELETE ON directory_entries BEGIN ${reindexReferred('OLD.referral_code')} END`,
  bills_search_insert: `AFTER INSERT ON bills BEGIN ${indexBills('b.id = NEW.id')} END`,
  bills_search_update: `AFTER UPDATE OF invoice_number, dealer, amount_paise ON bills
    BEGIN
      DELETE FROM bills_search WHERE rowid = NEW.id;
      ${indexBills('b.id = NEW.id')}
    END`,
  bills_search_delete: 'AFTER DELETE ON bills BEGIN DELETE FROM bills_search WHERE rowid = OLD.id; END',
  payments_search_insert: `AFTER INSERT ON payment_requests BEGIN ${indexPayments('p.id = NEW.id')} END`,
  payments_search_update: `AFTER UPDATE OF account_holders_name, bank_name, amount_paise ON payment_requests
    BEGIN
      DELETE FROM payments_search WHERE rowid = NEW.id;
      ${indexPayments('p.id = NEW.id')}
    END`,
  payments_search_delete:
    'AFTER DELETE ON payment_requests BEGIN DELETE FROM payments_search WHERE rowid = OLD.id; END',
};

export const CREATE_DERIVED_TRIGGERS = Object.entries(DERIVED_TRIGGERS)
  .map(([name, body]) => `CREATE TRIGGER ${name} ${body};`)
  .join('\n');

/** For a bulk load, the derived data is made once at the end: drop, empty, load, fill, create the triggers. */
export const DROP_DERIVED_TRIGGERS = Object.keys(DERIVED_TRIGGERS)
  .map(name => `DROP TRIGGER ${name};`)
  .join('\n');

const sql = `
${DERIVED_TABLES}
${FILL_DERIVED}
${CREATE_DERIVED_TRIGGERS}

CREATE INDEX users_shown_by_joined ON users (status, date_joined) WHERE is_admin = 0 AND deleted_at IS NULL;
CREATE INDEX users_shown_by_first_name ON users (status, first_name) WHERE is_admin = 0 AND deleted_at IS NULL;
CREATE INDEX users_shown_by_email ON users (status, email) WHERE is_admin = 0 AND deleted_at IS NULL;
CREATE INDEX users_shown_by_phone ON users (status, phone) WHERE is_admin = 0 AND deleted_at IS NULL;
CREATE INDEX users_shown_by_firm_name ON users (status, firm_name) WHERE is_admin = 0 AND deleted_at IS NULL;
CREATE INDEX users_shown_by_user_type ON users (status, user_type) WHERE is_admin = 0 AND deleted_at IS NULL;
CREATE INDEX users_shown_by_firm_type ON users (status, firm_type) WHERE is_admin = 0 AND deleted_at IS NULL;

-- The few users the lists hide, for shownMember (users/records.ts): rows of members the lists show are counted without a join.
CREATE INDEX users_hidden ON users (id) WHERE is_admin = 1 OR deleted_at IS NOT NULL OR status NOT IN ('pending', 'approved');
CREATE INDEX bills_user ON bills (user_id);
CREATE INDEX bills_added ON bills (date_added);
CREATE INDEX bills_status_added ON bills (status, date_added);
CREATE INDEX payment_requests_user ON payment_requests (user_id);
CREATE INDEX payment_requests_status_requested ON payment_requests (status, requested_at);
CREATE INDEX voucher_requests_user ON voucher_requests (user_id);
CREATE INDEX voucher_requests_status_requested ON voucher_requests (status, requested_on);
DROP INDEX ledger_entries_user;
CREATE INDEX ledger_entries_user_created ON ledger_entries (user_id, created_at);
CREATE INDEX tds_certificates_user ON tds_certificates (user_id);
CREATE INDEX profile_update_requests_status ON profile_update_requests (status, created_at);
CREATE INDEX email_update_requests_status ON email_update_requests (status, created_at);
`;

export const listPaging: Migration = { version: 7, name: 'list_paging', sql };
