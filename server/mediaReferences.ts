import type { Db } from './db/connection';

/**
 * Every column that holds a stored media path. Private documents are served, and their
 * files kept, only while a live record refers to them (`live`: a condition on the row `r`).
 */
interface MediaColumn {
  table: string;
  column: string;
  /** For private documents: when the row still shows the file; null for catalogue media. */
  live: string | null;
}

const LIVE_USER = 'u.deleted_at IS NULL';
const OF_LIVE_OWNER = `EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND ${LIVE_USER})`;

export const PRIVATE_COLUMNS: readonly MediaColumn[] = [
  ...['pan_card', 'photo', 'visiting_card_front', 'visiting_card_back'].map(column => ({
    table: 'users',
    column,
    live: 'r.deleted_at IS NULL',
  })),
  { table: 'bills', column: 'image', live: OF_LIVE_OWNER },
  { table: 'payment_requests', column: 'pan_card', live: OF_LIVE_OWNER },
  { table: 'tds_certificates', column: 'certificate_file', live: `r.is_deleted = 0 AND ${OF_LIVE_OWNER}` },
];

const PUBLIC_COLUMNS: readonly MediaColumn[] = [
  { table: 'brands', column: 'logo', live: null },
  { table: 'products', column: 'product_pdf', live: null },
  { table: 'product_media', column: 'image', live: null },
  { table: 'product_media', column: 'site_installed_images', live: null },
  { table: 'vouchers', column: 'company_logo', live: null },
  { table: 'vouchers', column: 'banner_image', live: null },
];

const anyRowSql = (columns: readonly MediaColumn[], withLive: boolean) =>
  columns
    .map(
      ({ table, column, live }) =>
        `SELECT 1 FROM ${table} r WHERE r.${column} = @stored${withLive && live ? ` AND ${live}` : ''}`,
    )
    .join(' UNION ALL ');

/** Whether a live record shows this private document. */
export function isShownPrivateDocument(db: Db, stored: string): boolean {
  return (
    db
      .prepare(`SELECT EXISTS (${anyRowSql(PRIVATE_COLUMNS, true)})`)
      .pluck()
      .get({ stored }) === 1
  );
}

/** Whether anything still needs this file: a live record for a private document, any row for catalogue media. */
export function isFileNeeded(db: Db, stored: string): boolean {
  const sql = `SELECT EXISTS (${anyRowSql(PRIVATE_COLUMNS, true)} UNION ALL ${anyRowSql(PUBLIC_COLUMNS, false)})`;
  return db.prepare(sql).pluck().get({ stored }) === 1;
}
