import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { keptCount } from '@/server/paging/keptCounts';
import { sql } from '@/server/paging/sql';
import { makeTempDir } from './helpers';

function twoConnections() {
  const file = path.join(makeTempDir('kept-counts-'), 'db.sqlite');
  const db = openDatabase(file);
  db.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, kind TEXT)');
  db.prepare("INSERT INTO rows (kind) VALUES ('a'), ('a'), ('b')").run();
  return { db, other: openDatabase(file) };
}

describe("a list's kept counts", () => {
  it('answer from what was counted while the data is unchanged, and count again after any write', () => {
    const { db, other } = twoConnections();
    const ofKind = (kind: string) => sql('SELECT COUNT(*) FROM rows WHERE kind = ?', kind);
    expect(keptCount(db, ofKind('a'))).toBe(2);
    expect(keptCount(db, ofKind('b'))).toBe(1);

    db.prepare("INSERT INTO rows (kind) VALUES ('a')").run();
    expect(keptCount(db, ofKind('a'))).toBe(3);

    other.prepare("DELETE FROM rows WHERE kind = 'b'").run();
    expect(keptCount(db, ofKind('b'))).toBe(0);
    expect(keptCount(db, ofKind('a'))).toBe(3);
  });

  it('does not count again when nothing changed', () => {
    const { db } = twoConnections();
    let counts = 0;
    db.function('tally', () => (counts += 1));
    const tallied = sql('SELECT COUNT(*) FROM rows WHERE kind = ? AND tally() > 0', 'a');
    expect(keptCount(db, tallied)).toBe(2);
    const afterFirst = counts;
    expect(keptCount(db, tallied)).toBe(2);
    expect(counts).toBe(afterFirst);
    db.prepare("UPDATE rows SET kind = 'a' WHERE kind = 'b'").run();
    expect(keptCount(db, tallied)).toBe(3);
    expect(counts).toBeGreaterThan(afterFirst);
  });
});
