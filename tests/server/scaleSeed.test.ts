import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { seedBulkUsers } from '@/server/db/seed/bulk';
import { bulkActivity } from '@/server/db/seed/bulkActivity';
import { createRng } from '@/server/db/seed/random';
import { makeTempDir, startSignedIn, yearlyBenefitsTwice } from './helpers';

const run = promisify(execFile);
const count = (db: Database.Database, sql: string) => db.prepare(sql).pluck().get() as number;

describe('the scale seed', () => {
  it('adds members with bills, payouts, voucher and edit requests in proportion, never a negative balance', async () => {
    const server = await startSignedIn();
    const now = server.clock.now();
    const before = count(server.db(), 'SELECT COUNT(*) FROM bills');
    server.write(db => {
      const rng = createRng(23);
      seedBulkUsers(db, {
        count: 3000,
        now,
        rng,
        pendingShare: 0.08,
        codeDigits: 9,
        onMember: bulkActivity(db, now, rng),
      });
    });
    const db = server.db();
    const per = (sql: string) => count(db, sql) / 3000;
    expect(per("SELECT COUNT(*) FROM users WHERE id > 69 AND status = 'pending'")).toBeCloseTo(0.08, 1);
    expect((count(db, 'SELECT COUNT(*) FROM bills') - before) / 3000).toBeGreaterThan(0.9);
    expect(
      per('SELECT COUNT(*) FROM payment_requests p JOIN users u ON u.id = p.user_id WHERE u.id > 69'),
    ).toBeGreaterThan(0.05);
    expect(
      per('SELECT COUNT(*) FROM voucher_requests r JOIN users u ON u.id = r.user_id WHERE u.id > 69'),
    ).toBeGreaterThan(0.03);
    expect(count(db, 'SELECT COUNT(*) FROM profile_update_requests WHERE user_id > 69')).toBeGreaterThan(20);
    expect(count(db, 'SELECT COUNT(*) FROM email_update_requests WHERE user_id > 69')).toBeGreaterThan(5);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const negative = db
      .prepare(
        `SELECT user_id FROM ledger_entries GROUP BY user_id HAVING
           SUM(CASE kind WHEN 'points_earned' THEN amount WHEN 'points_refunded' THEN amount ELSE 0 END) <
             SUM(CASE kind WHEN 'points_redeemed' THEN amount ELSE 0 END)
           OR SUM(CASE kind WHEN 'cash_earned' THEN amount WHEN 'cash_reversal' THEN amount ELSE 0 END) <
             SUM(CASE kind WHEN 'cash_redeemed' THEN amount ELSE 0 END)`,
      )
      .all();
    expect(negative).toEqual([]);
    // Approved bills' benefits by financial year, kept row by row by migration 012's trigger.
    const benefits = yearlyBenefitsTwice(db);
    expect(benefits.kept.length).toBeGreaterThan(1000);
    expect(benefits.kept).toEqual(benefits.fromLedger);
    // Each bill and request notified the administrator, through the database's triggers.
    expect(count(db, "SELECT COUNT(*) FROM notifications WHERE title = 'New bill uploaded'")).toBe(
      count(db, 'SELECT COUNT(*) FROM bills'),
    );

    // The bills export streams more rows than one batch, every bill newest first.
    const exported = await server.api('GET', 'bill/bill/export/');
    const sheet = XLSX.read(exported.rawPayload, { type: 'buffer' }).Sheets.Bills;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }).slice(1);
    const bills = (await server.api('GET', 'bill/list/all-bills/')).json() as { id: number }[];
    expect(bills.length).toBeGreaterThan(1000);
    expect(rows.map(row => row[0])).toEqual(bills.map(bill => bill.id));
  }, 60_000);

  it('runs from the command line on a new DATA_DIR: the demo first, then the members, searchable', async () => {
    const dataDir = makeTempDir('scale');
    const script = path.resolve('server/db/seed/scale.ts');
    const tsx = path.resolve('node_modules/.bin/tsx');
    const { stdout } = await run(tsx, [script, '--members', '500'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    expect(stdout).toMatch(/Done in/);
    const db = new Database(path.join(dataDir, 'db.sqlite'), { readonly: true });
    try {
      expect(count(db, 'SELECT COUNT(*) FROM users WHERE is_admin = 1')).toBe(4);
      expect(count(db, 'SELECT COUNT(*) FROM users')).toBe(575);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const triggers = db.prepare(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_search\\_%' ESCAPE '\\'",
      );
      expect(triggers.pluck().get()).toBe(12);
      const totals = db.prepare('SELECT points, paise FROM ledger_totals').get();
      const sums = db
        .prepare(
          `SELECT SUM(CASE WHEN kind LIKE 'points%' THEN (CASE kind WHEN 'points_redeemed' THEN -amount ELSE amount END) END) AS points,
             SUM(CASE WHEN kind LIKE 'cash%' THEN (CASE kind WHEN 'cash_redeemed' THEN -amount ELSE amount END) END) AS paise
           FROM ledger_entries`,
        )
        .get();
      expect(totals).toEqual(sums);
      // The dashboard's count of members, filled at the end of the load.
      expect(count(db, 'SELECT members FROM member_count')).toBe(
        count(db, "SELECT COUNT(*) FROM users WHERE is_admin = 0 AND status = 'approved' AND deleted_at IS NULL"),
      );
      // Filled once at the end of the load, and kept by its trigger from then on.
      const benefits = yearlyBenefitsTwice(db);
      expect(benefits.kept.length).toBeGreaterThan(300);
      expect(benefits.kept).toEqual(benefits.fromLedger);
      expect(count(db, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'yearly_benefits_insert'")).toBe(1);
      const name = db.prepare('SELECT first_name FROM users ORDER BY id DESC LIMIT 1').pluck().get() as string;
      const found = db
        .prepare(`SELECT COUNT(*) FROM users WHERE id IN (SELECT rowid FROM users_search WHERE users_search MATCH ?)`)
        .pluck()
        .get(`"${name.slice(0, 3)}"`) as number;
      expect(found).toBeGreaterThanOrEqual(
        count(db, `SELECT COUNT(*) FROM users WHERE first_name LIKE '%${name.slice(0, 3)}%'`),
      );
    } finally {
      db.close();
    }
    await expect(
      run(tsx, [script, '--members', 'many'], { env: { ...process.env, DATA_DIR: dataDir } }),
    ).rejects.toThrow(/Usage/);
  }, 120_000);
});
