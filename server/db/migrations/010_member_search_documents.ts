import type { Migration } from './migration';

// A search of one or two characters, which no trigram finds, must read every member: reading
// them from this narrow table (each member's searched fields as one text) instead of the
// members' rows and their referrers makes it about five times faster at a million members.
// Only the members the lists show have a document; it is rewritten by triggers when they, or
// whoever referred them, change.

// A member's name and `referred_by` as the lists answered them (server/users/records.ts):
// whoever owns the member's code (a directory entry, else a member), else the code.
const fullName = (table: string) => `TRIM(${table}.first_name || ' ' || ${table}.last_name)`;
const REFERRED_BY = `COALESCE(
    (SELECT ${fullName('d')} FROM directory_entries d WHERE d.referral_code = u.referred_by),
    (SELECT ${fullName('referrer')} FROM users referrer WHERE referrer.referral_code = u.referred_by),
    u.referred_by)`;

/**
 * The fields of the member `u` as the lists answer and search them, one per line (a pending
 * member's firm type too); an empty field (NULL, which no search matches) as an empty line.
 */
const DOCUMENT = [fullName('u'), 'u.email', 'u.phone', 'u.firm_name', 'u.user_type', REFERRED_BY]
  .map(field => `COALESCE(${field}, '')`)
  .join(' || char(10) || ')
  .concat(" || CASE WHEN u.status = 'pending' THEN char(10) || COALESCE(u.firm_type, '') ELSE '' END");

const SHOWN = "u.is_admin = 0 AND u.deleted_at IS NULL AND u.status IN ('pending', 'approved')";

/** Writes the documents of the shown members `u` that `where` selects. */
const writeDocuments = (where: string) => `
  INSERT OR REPLACE INTO member_search_documents (id, status, doc)
  SELECT u.id, u.status, ${DOCUMENT} FROM users u WHERE ${SHOWN} AND ${where};`;

/** Rewrites the documents of the members `where` selects: removed first, as a member may no longer be shown. */
const rewriteDocuments = (where: string) => `
  DELETE FROM member_search_documents WHERE id IN (SELECT u.id FROM users u WHERE ${where});
  ${writeDocuments(where)}`;

const referredBy = (codes: string) => rewriteDocuments(`u.referred_by IN (${codes})`);

/** Fills the documents of every shown member (all at once is far faster than row by row). */
export const FILL_MEMBER_DOCUMENTS = writeDocuments('1');

export const EMPTY_MEMBER_DOCUMENTS = 'DELETE FROM member_search_documents;';

const TRIGGERS: Record<string, string> = {
  member_documents_insert: `AFTER INSERT ON users BEGIN ${writeDocuments('u.id = NEW.id')} END`,
  member_documents_update: `AFTER UPDATE OF first_name, last_name, email, phone, firm_name, firm_type, user_type,
      referred_by, referral_code, status, is_admin, deleted_at ON users
    BEGIN
      ${rewriteDocuments('u.id = NEW.id')}
      ${referredBy('OLD.referral_code, NEW.referral_code')}
    END`,
  member_documents_delete: `AFTER DELETE ON users
    BEGIN
      DELETE FROM member_search_documents WHERE id = OLD.id;
      ${referredBy('OLD.referral_code')}
    END`,
  member_documents_directory_insert: `AFTER INSERT ON directory_entries BEGIN ${referredBy('NEW.referral_code')} END`,
  member_documents_directory_update: `AFTER UPDATE OF first_name, last_name, referral_code ON directory_entries
    BEGIN ${referredBy('OLD.referral_code, NEW.referral_code')} END`,
  member_documents_directory_delete: `AFTER DELETE ON directory_entries BEGIN ${referredBy('OLD.referral_code')} END`,
};

export const CREATE_MEMBER_DOCUMENT_TRIGGERS = Object.entries(TRIGGERS)
  .map(([name, body]) => `CREATE TRIGGER ${name} ${body};`)
  .join('\n');

export const DROP_MEMBER_DOCUMENT_TRIGGERS = Object.keys(TRIGGERS)
  .map(name => `DROP TRIGGER ${name};`)
  .join('\n');

const sql = `
CREATE TABLE member_search_documents (id INTEGER PRIMARY KEY, status TEXT NOT NULL, doc TEXT NOT NULL);
${FILL_MEMBER_DOCUMENTS}
${CREATE_MEMBER_DOCUMENT_TRIGGERS}
`;

export const memberSearchDocuments: Migration = { version: 10, name: 'member_search_documents', sql };
