import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_FOLDER, PRIVATE_PREFIX, type MediaStore } from '../media';
import { PRIVATE_COLUMNS } from '../mediaReferences';
import type { Db } from './connection';

interface OutsideRow {
  row_id: number;
  stored: string;
}

/**
 * Moves private documents stored before they were private (the demo's `seed/pan-card-2.png`,
 * uploads of older versions) into the private store, each row its own copy under a new random
 * name, so that one member's deletion cannot leave their document served through another's.
 * Runs at each start and does nothing once all are moved. The old files are removed only after
 * the rows point at the new ones.
 */
export function movePrivateDocuments(db: Db, media: MediaStore): void {
  const moves: ({ table: string; column: string } & OutsideRow)[] = [];
  for (const { table, column } of PRIVATE_COLUMNS) {
    const rows = db
      .prepare(
        `SELECT rowid AS row_id, ${column} AS stored FROM ${table}
         WHERE ${column} IS NOT NULL AND ${column} NOT LIKE '${PRIVATE_PREFIX}%'`,
      )
      .all() as OutsideRow[];
    for (const row of rows) moves.push({ table, column, ...row });
  }
  if (moves.length === 0) return;

  const renamed = moves.map(move => {
    const file = media.fileOf(move.stored);
    const extension = path.extname(move.stored).slice(1) || 'bin';
    return existsSync(file)
      ? media.save(PRIVATE_FOLDER, { data: readFileSync(file), extension })
      : media.newPath(PRIVATE_FOLDER, extension);
  });
  db.transaction(() => {
    moves.forEach(({ table, column, row_id: rowId }, index) => {
      db.prepare(`UPDATE ${table} SET ${column} = ? WHERE rowid = ?`).run(renamed[index], rowId);
    });
  })();
  for (const stored of new Set(moves.map(move => move.stored))) rmSync(media.fileOf(stored), { force: true });
}
