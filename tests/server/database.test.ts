import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@/contract/audit/vocabulary';
import { buildApp } from '@/server/app';
import { openDatabase, type Db } from '@/server/db/connection';
import { runMigrations } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { initial } from '@/server/db/migrations/001_initial';
import { DEMO_SEED, seedDemo } from '@/server/db/seed';
import { createRng } from '@/server/db/seed/random';
import { appendEntry, balancesOf } from '@/server/ledger';
import { measuredInJs, storedMeasures } from './expectedRisk';
import { API, benefitsByYear, bearer, createClock, makeTempDir, startServer, type LedgerRow } from './helpers';

function seededDatabase(now: Date): { db: Db; mediaDir: string } {
  const dir = makeTempDir('seed');
  const db = openDatabase(path.join(dir, 'db.sqlite'));
  runMigrations(db, now);
  const mediaDir = path.join(dir, 'media');
  seedDemo(db, { now, rng: createRng(DEMO_SEED), mediaDir });
  return { db, mediaDir };
}

/** Every table's rows, but for the search indexes (virtual tables and their shadow tables), which hold no data of their own. */
function dump(db: Db): Record<string, unknown[]> {
  const tables = db
    .prepare(
      `SELECT name FROM sqlite_master t WHERE type = 'table' AND NOT EXISTS (SELECT 1 FROM sqlite_master v
         WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%' AND (t.name = v.name OR t.name LIKE v.name || '\\_%' ESCAPE '\\'))
       ORDER BY name`,
    )
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map(table => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()]));
}

/** The points and paise of every ledger entry together, a redemption taking away. */
function ledgerTotals(entries: { kind: string; amount: number }[]) {
  const sum = (kinds: string[], debit: string) =>
    entries
      .filter(entry => kinds.includes(entry.kind))
      .reduce((total, entry) => total + (entry.kind === debit ? -entry.amount : entry.amount), 0);
  return {
    points: sum(['points_earned', 'points_refunded', 'points_redeemed'], 'points_redeemed'),
    paise: sum(['cash_earned', 'cash_reversal', 'cash_redeemed'], 'cash_redeemed'),
  };
}

const files = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map(name => [name, readFileSync(path.join(dir, name)).toString('base64')]));

describe('database', () => {
  it('seeds the same rows and files twice from the same clock', () => {
    const now = createClock().now();
    const first = seededDatabase(now);
    const second = seededDatabase(now);
    const rows = dump(first.db);
    expect(dump(second.db)).toEqual(rows);
    expect(files(path.join(second.mediaDir, 'seed'))).toEqual(files(path.join(first.mediaDir, 'seed')));
    const counts = Object.fromEntries(Object.entries(rows).map(([table, list]) => [table, list.length]));
    expect(counts).toMatchObject({
      brands: 6,
      categories: 14,
      products: 40,
      directory_entries: 50,
      users: 68,
      voucher_requests: 15,
      bills: 48, // 34, 6 of section 194R's demo members (TAX_194R_BILLS), 8 of the risk rules' demo (RISK_BILLS)
      payment_requests: 31,
      notifications: 102, // by the triggers: 8 pending registrations, 48 bills, 15 voucher and 31 payout requests
      profile_update_requests: 3,
      email_update_requests: 2,
    });
    first.db.close();
    second.db.close();
  });

  it('refuses to change or delete ledger entries', async () => {
    const server = await startServer();
    const db = openDatabase(path.join(server.config.dataDir, 'db.sqlite'));
    try {
      expect(() => db.prepare('UPDATE ledger_entries SET amount = amount + 1').run()).toThrow(
        'ledger entries cannot be changed',
      );
      expect(() => db.prepare('DELETE FROM ledger_entries').run()).toThrow('ledger entries cannot be deleted');
      expect(() =>
        db
          .prepare(
            "INSERT INTO ledger_entries (user_id, kind, amount, created_at, source_type, source_id) VALUES (2, 'points_earned', 0, '', 'bill', 1)",
          )
          .run(),
      ).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });

  it('never lets a balance go below zero, at any point of the seeded history', async () => {
    const server = await startServer();
    const entries = server
      .db()
      .prepare('SELECT user_id, kind, amount FROM ledger_entries ORDER BY created_at, id')
      .all() as { user_id: number; kind: string; amount: number }[];
    const running = new Map<number, { points: number; paise: number }>();
    const sign: Record<string, ['points' | 'paise', number]> = {
      points_earned: ['points', 1],
      points_refunded: ['points', 1],
      points_redeemed: ['points', -1],
      cash_earned: ['paise', 1],
      cash_reversal: ['paise', 1],
      cash_redeemed: ['paise', -1],
    };
    for (const entry of entries) {
      const balance = running.get(entry.user_id) ?? { points: 0, paise: 0 };
      const [unit, direction] = sign[entry.kind];
      balance[unit] += direction * entry.amount;
      expect(balance[unit]).toBeGreaterThanOrEqual(0);
      running.set(entry.user_id, balance);
    }
    expect(entries.length).toBeGreaterThan(50);
  });

  it('credits approved bills and refunds rejected requests in the ledger', async () => {
    const server = await startServer();
    const db = server.db();
    const total = (sql: string) => db.prepare(sql).pluck().get() as number;
    expect(total("SELECT SUM(points_earned) FROM bills WHERE status = 'approved'")).toBe(
      total("SELECT SUM(amount) FROM ledger_entries WHERE kind = 'points_earned'"),
    );
    expect(total("SELECT SUM(points) FROM voucher_requests WHERE status = 'rejected'")).toBe(
      total("SELECT SUM(amount) FROM ledger_entries WHERE kind = 'points_refunded'"),
    );
    expect(total('SELECT SUM(amount_paise) FROM payment_requests')).toBe(
      total("SELECT SUM(amount) FROM ledger_entries WHERE kind = 'cash_redeemed'"),
    );
    expect(total('SELECT COUNT(*) FROM voucher_codes WHERE is_assigned = 1')).toBe(
      total("SELECT COUNT(*) FROM voucher_requests WHERE status = 'approved'"),
    );
  });

  it('refuses a redemption larger than the balance', async () => {
    const server = await startServer();
    const db = openDatabase(path.join(server.config.dataDir, 'db.sqlite'));
    try {
      const userId = db
        .prepare("SELECT id FROM users WHERE is_admin = 0 AND status = 'approved' LIMIT 1")
        .pluck()
        .get() as number;
      const { balance_points: points } = balancesOf(db, userId);
      const entry = {
        userId,
        kind: 'points_redeemed',
        sourceType: 'voucher_request',
        sourceId: 1,
        createdAt: new Date(),
      } as const;
      expect(() => appendEntry(db, { ...entry, amount: points + 1 })).toThrow('Insufficient points balance.');
      expect(() => appendEntry(db, { ...entry, amount: 1.5 })).toThrow(/positive whole numbers/);
    } finally {
      db.close();
    }
  });

  it('keeps its data, secret and sessions across restarts and seeds only a new database', async () => {
    const server = await startServer();
    const { access } = await server.login();
    const secretFile = path.join(server.config.dataDir, 'secret.key');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    await server.inject({
      method: 'POST',
      url: `${API}/user/send-verification-email/`,
      payload: { email: 'admin@loyalty.test' },
    });
    await server.app.close();

    const again = await buildApp(server.config);
    try {
      const dashboard = await again.inject({ method: 'GET', url: `${API}/main/dashboard/`, headers: bearer(access) });
      expect(dashboard.statusCode).toBe(200);
      expect(server.db().prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(75); // the demo's 72, and the schemes' demo's 3 contractors
      expect(server.db().prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(migrations.length);
    } finally {
      await again.close();
    }
  });

  it('upgrades a filled database of the first schema, keeping every row, and frees the contacts of deleted users', () => {
    const now = createClock().now();
    const dir = makeTempDir('upgrade');
    const db = openDatabase(path.join(dir, 'db.sqlite'));
    try {
      runMigrations(db, now, [initial]);
      seedDemo(db, { now, rng: createRng(DEMO_SEED), mediaDir: path.join(dir, 'media') });
      const { schema_migrations: _before, ...rows } = dump(db);
      runMigrations(db, now);
      const { schema_migrations: applied, ...upgraded } = dump(db);
      const measured = measuredInJs(db);
      const withColumns = (table: string, columns: (row: Record<string, unknown>) => object) =>
        (rows[table] as Record<string, unknown>[]).map(row => ({ ...row, ...columns(row) }));
      expect(upgraded).toEqual({
        ...rows,
        // 005 adds tds_certificates.file_name, null for certificates uploaded before it.
        tds_certificates: withColumns('tds_certificates', () => ({ file_name: null })),
        // 006: token versions from 0, each earlier refresh token its own family, no origin nor reason recorded.
        // 015: no administrator in this demo (no role), none disabled nor signed in; no invitation.
        users: withColumns('users', () => ({
          token_version: 0,
          admin_role: null,
          admin_disabled_at: null,
          last_login_at: null,
        })),
        admin_invitations: [],
        refresh_tokens: withColumns('refresh_tokens', row => ({
          family: row.jti,
          issued_at: null,
          successor_jti: null,
        })),
        email_verifications: withColumns('email_verifications', () => ({
          requested_browser: null,
          requested_address: null,
        })),
        voucher_requests: withColumns('voucher_requests', () => ({ reason: null })),
        // 016: no first approval awaiting a second.
        payment_requests: withColumns('payment_requests', () => ({
          reason: null,
          first_approved_by: null,
          first_approved_at: null,
        })),
        // 007: the ledger's running totals.
        ledger_totals: [{ id: 1, ...ledgerTotals(rows.ledger_entries as { kind: string; amount: number }[]) }],
        // 008: the audit log, empty until an administrator changes something.
        audit_log: [],
        // 018: the gateway's first approvals, kept only by a gateway.
        gateway_first_approvals: [],
        // 019: what the gateway keeps of the upstream's lists, kept only by a gateway.
        upstream_members: [],
        upstream_bills: [],
        upstream_yearly_benefits: [],
        upstream_requests: [],
        upstream_fills: [],
        // 020: no scheme, nor what one credited.
        schemes: [],
        scheme_versions: [],
        scheme_credits: [],
        // 021: no approval the gateway forwarded with the schemes' breakdown.
        upstream_bill_breakdowns: [],
        // 022: the committed figure's inputs from version 0, no figure worked out yet, no bill's facts kept.
        committed_inputs: [{ id: 1, version: 0 }],
        committed_figure: [],
        upstream_bill_facts: [],
        // 023: the approved members the lists show, counted.
        member_count: [
          {
            id: 1,
            members: (rows.users as Record<string, unknown>[]).filter(
              user => !user.is_admin && user.status === 'approved' && !user.deleted_at,
            ).length,
          },
        ],
        // 024: the payouts' default settings, no batch, line, file or answer.
        payout_settings: [
          {
            id: 1,
            upi_limit_paise: 10000000,
            imps_limit_paise: 5000000,
            rtgs_from_paise: 20000000,
            name_match_threshold: 60,
            debit_account_number: '50200012345678',
            debit_account_name: 'Programme Payouts Account',
            debit_ifsc: 'HDFC0000060',
            paid_outside_before: null,
          },
        ],
        payout_batches: [],
        payout_lines: [],
        payout_files: [],
        payout_answer_files: [],
        payout_answer_rows: [],
        // 024: the last ids of the payouts' batches and lines, so that none is given twice.
        sqlite_sequence: [],
        // 025: no payout the gateway copied from the upstream's list.
        upstream_payouts: [],
        // 026: KYC's default settings, no member's PAN or account checked (027: made again keyed by any member's id).
        kyc_settings: [{ id: 1, verifier: 'demo', name_match_threshold: 60, checks_per_window: 5, window_minutes: 10 }],
        kyc_parts: [],
        kyc_checks: [],
        // 009: each bill's image hash, filled at the server's start (hashBillImages), not by the migration.
        // 013: each bill's risk measurements, as the contract measures them over every bill.
        // 016: no first approval awaiting a second.
        bills: withColumns('bills', row => ({
          image_sha256: null,
          ...storedMeasures(measured.get(String(row.id))!),
          first_approved_by: null,
          first_approved_at: null,
          first_points_earned: null,
          first_cash_earned_paise: null,
          // 020: no bill decided with the schemes.
          earning_breakdown: null,
        })),
        // 010: a search document of each member the lists show.
        member_search_documents: (rows.users as Record<string, unknown>[])
          .filter(user => !user.is_admin && !user.deleted_at && ['pending', 'approved'].includes(String(user.status)))
          .map(user => ({ id: user.id, status: user.status, doc: expect.stringContaining(String(user.email)) })),
        // 012: the programme's settings at their defaults (paise, hundredths of a percent), and what
        // approved bills credited each member each financial year (India's), from the ledger.
        programme_settings: [
          {
            id: 1,
            point_value_paise: 100,
            tax_194r_threshold_paise: 2_000_000,
            tax_194r_rate_with_pan_bp: 1000,
            tax_194r_rate_without_pan_bp: 2000,
            // 013: the risk rules' thresholds at their defaults.
            risk_amount_30_days_paise: 20_000_000,
            risk_bills_per_day: 3,
            risk_usual_multiple_hundredths: 500,
            risk_days_after_joining: 7,
            // 016: the four-eyes thresholds at their defaults.
            four_eyes_payout_paise: 2_500_000,
            four_eyes_bill_cash_paise: 1_000_000,
            four_eyes_bill_points: 10_000,
          },
        ],
        yearly_benefits: benefitsByYear(rows.ledger_entries as LedgerRow[]),
      });
      expect(applied).toHaveLength(migrations.length);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('foreign_key_check')).toEqual([]);

      const { email, phone } = db.prepare('SELECT email, phone FROM users WHERE id = 2').get() as Record<
        string,
        string
      >;
      const addUser = db.prepare("INSERT INTO users (first_name, email, phone, date_joined) VALUES ('New', ?, ?, ?)");
      expect(() => addUser.run(email.toUpperCase(), '9999999999', now.toISOString())).toThrow(/UNIQUE/);
      expect(() => addUser.run('new@example.in', phone, now.toISOString())).toThrow(/UNIQUE/);
      db.prepare('UPDATE users SET deleted_at = ? WHERE id = 2').run(now.toISOString());
      expect(() => addUser.run(email, phone, now.toISOString())).not.toThrow();
    } finally {
      db.close();
    }
  });

  it('keeps each migration frozen: it imports nothing but the Migration type beside it', () => {
    const dir = path.join(import.meta.dirname, '../../server/db/migrations');
    const migrationFiles = readdirSync(dir).filter(name => /^\d{3}_\w+\.ts$/.test(name));
    expect(migrationFiles).toHaveLength(migrations.length);
    for (const name of migrationFiles) {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(dir, name), 'utf8'), true, true);
      expect(
        importedFiles.map(file => file.fileName),
        name,
      ).toEqual(['./migration']);
    }
  });

  it('allows in the audit log every word of the audit vocabulary, which the migrations write out', () => {
    const db = openDatabase(path.join(makeTempDir('audit-vocabulary'), 'db.sqlite'));
    try {
      runMigrations(db, createClock().now());
      const add = db.prepare(
        "INSERT INTO audit_log (at, actor_id, action, target_type, summary) VALUES ('2025-06-15T10:00:00.000Z', 1, ?, ?, 'x')",
      );
      for (const action of AUDIT_ACTIONS) expect(() => add.run(action, 'user'), action).not.toThrow();
      for (const target of AUDIT_TARGETS) expect(() => add.run('update', target), target).not.toThrow();
      expect(() => add.run('unknown', 'user')).toThrow(/CHECK/);
      expect(() => add.run('update', 'unknown')).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});
