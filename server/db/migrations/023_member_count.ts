import type { Migration } from './migration';

// The dashboard's count of members (main/dashboard/'s total_users): the approved members the lists
// show, kept by triggers in member_count's one row, as ledger_totals keeps the ledger's sums
// (migration 007), so that it is read at once at a million members instead of counted each time.

/** Whether the row `row` of users counts: an approved member, not deleted (1 or 0). */
const counted = (row: string) => `(${row}.is_admin = 0 AND ${row}.status = 'approved' AND ${row}.deleted_at IS NULL)`;

const add = (change: string) => `UPDATE member_count SET members = members + ${change} WHERE id = 1;`;

const TRIGGERS: Record<string, string> = {
  member_count_insert: `AFTER INSERT ON users WHEN ${counted('NEW')} BEGIN ${add('1')} END`,
  member_count_delete: `AFTER DELETE ON users WHEN ${counted('OLD')} BEGIN ${add('-1')} END`,
  member_count_update: `AFTER UPDATE OF is_admin, status, deleted_at ON users WHEN ${counted('OLD')} IS NOT ${counted('NEW')}
    BEGIN ${add(`${counted('NEW')} - ${counted('OLD')}`)} END`,
};

export const CREATE_MEMBER_COUNT_TRIGGERS = Object.entries(TRIGGERS)
  .map(([name, body]) => `CREATE TRIGGER ${name} ${body};`)
  .join('\n');

/** For a bulk load, the count is made once at the end: drop, empty, load, fill, create the triggers. */
export const DROP_MEMBER_COUNT_TRIGGERS = Object.keys(TRIGGERS)
  .map(name => `DROP TRIGGER ${name};`)
  .join('\n');
export const EMPTY_MEMBER_COUNT = 'DELETE FROM member_count;';
export const FILL_MEMBER_COUNT = `INSERT INTO member_count (id, members) SELECT 1, COUNT(*) FROM users u WHERE ${counted('u')};`;

const sql = `
CREATE TABLE member_count (id INTEGER PRIMARY KEY CHECK (id = 1), members INTEGER NOT NULL);
${FILL_MEMBER_COUNT}
${CREATE_MEMBER_COUNT_TRIGGERS}
`;

export const memberCount: Migration = { version: 23, name: 'member count', sql };
