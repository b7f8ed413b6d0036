import path from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import { openDatabase } from '@/server/db/connection';
import { sharedBrowserAndServer } from '@/tests/e2e/browser';
import { checkListState } from '@/tests/e2e/listState';

const session = sharedBrowserAndServer();

/** Enough vouchers and pending requests for a second page of each list. */
beforeAll(() => {
  const db = openDatabase(path.join(session.server.dataDir, 'db.sqlite'));
  try {
    const addVoucher = db.prepare(
      `INSERT INTO vouchers (offer_name, points_required, validity, company_name, created_at)
       VALUES (?, ?, '2099-12-31', 'Tata', ?)`,
    );
    const userIds = db.prepare(`SELECT id FROM users WHERE status = 'approved' LIMIT 5`).pluck().all() as number[];
    const addRequest = db.prepare(
      `INSERT INTO voucher_requests (user_id, voucher_id, points, status, requested_on) VALUES (?, ?, ?, 'pending', ?)`,
    );
    for (let index = 0; index < 25; index += 1) {
      const points = 100 + index * 10;
      const created = new Date(Date.UTC(2026, 0, 1 + index)).toISOString();
      const voucherId = Number(addVoucher.run(`Tata Gift Card ${index}`, points, created).lastInsertRowid);
      addRequest.run(userIds[index % userIds.length], voucherId, points, created);
    }
  } finally {
    db.close();
  }
});

describe('voucher lists keep their state in the URL', () => {
  it('ongoing vouchers: search, sort, filter and page survive Back and reload', async () => {
    const page = await session.signedInPage('/vouchers/list');
    await checkListState(page, {
      path: '/vouchers/list',
      table: 'Ongoing Vouchers',
      searchbox: 'Search offer name, company, etc.',
      search: 'a',
      sortBy: 'Points Required',
      filter: { label: 'Expiry', option: 'Ongoing' },
      openRow: /^Edit /,
    });
    await page.close();
  });

  it('voucher requests: search, sort and page survive Back and reload', async () => {
    const page = await session.signedInPage('/vouchers/list?tab=requests');
    await checkListState(page, {
      path: '/vouchers/list?tab=requests',
      table: 'Voucher Requests',
      searchbox: 'Search offer name, company, etc.',
      search: 'a',
      sortBy: 'Req. Points',
      openRow: /./,
    });
    await page.close();
  });
});
