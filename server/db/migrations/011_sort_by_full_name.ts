import type { Migration } from './migration';

// The lists' name columns show the full name and sort by it (`ordering=first_name,last_name`),
// capitals and small letters alike (`asRead` in server/paging/ordering.ts): the index by first
// name gains the last name and that collation, so a page of a million members sorted by name is
// still read from the index, not sorted whole.

const sql = `
DROP INDEX users_shown_by_first_name;
CREATE INDEX users_shown_by_name ON users (status, first_name COLLATE NOCASE, last_name COLLATE NOCASE) WHERE is_admin = 0 AND deleted_at IS NULL;
`;

export const sortByFullName: Migration = { version: 11, name: 'sort_by_full_name', sql };
