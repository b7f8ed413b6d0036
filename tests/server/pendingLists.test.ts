import { describe, expect, it } from 'vitest';
import { balancesOf } from '@/server/ledger';
import { startSignedIn, type SignedInServer } from './helpers';
import { mediaAddress } from './mediaAddresses';

type Row = Record<string, string | number | null>;

const rows = (server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .all(...params) as Row[];
const userOf = (server: SignedInServer, id: string | number | null) =>
  rows(server, 'SELECT * FROM users WHERE id = ?', id)[0];

describe('dashboard pending lists', () => {
  it('answers pending voucher requests newest first, with the member and the voucher', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'loyalty/voucher-requests/');
    expect(response.statusCode).toBe(200);
    const pending = rows(
      server,
      "SELECT * FROM voucher_requests WHERE status = 'pending' ORDER BY requested_on DESC, id DESC",
    );
    expect(pending).toHaveLength(5);
    expect(response.json()).toMatchObject(
      pending.map(request => {
        const user = userOf(server, request.user_id);
        const voucher = rows(server, 'SELECT * FROM vouchers WHERE id = ?', request.voucher_id)[0];
        return {
          id: request.id,
          requested_on: request.requested_on,
          status: 'pending',
          user_details: {
            id: user.id,
            first_name: user.first_name,
            last_name: user.last_name,
            firm_name: user.firm_name,
            user_type: user.user_type,
            balance_points: balancesOf(server.db(), user.id as number).balance_points,
          },
          voucher_details: {
            id: voucher.id,
            offer_name: voucher.offer_name,
            company_name: voucher.company_name,
            validity: voucher.validity,
            points_required: voucher.points_required,
            banner_image: mediaAddress(server, voucher.banner_image),
            company_logo: mediaAddress(server, voucher.company_logo),
            available_codes: rows(
              server,
              'SELECT id FROM voucher_codes WHERE voucher_id = ? AND is_assigned = 0',
              voucher.id,
            ).length,
          },
        };
      }),
    );
  });

  it('answers pending bills newest first, amounts in rupees', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'bill/approve-requests/');
    expect(response.statusCode).toBe(200);
    const pending = rows(server, "SELECT * FROM bills WHERE status = 'pending' ORDER BY date_added DESC, id DESC");
    expect(pending).toHaveLength(18); // 6, 8 of the risk rules' demo (RISK_BILLS), 4 of the schemes' (SCHEME_BILLS)
    expect(response.json()).toMatchObject(
      pending.map(bill => {
        const user = userOf(server, bill.user_id);
        return {
          id: bill.id,
          image: mediaAddress(server, bill.image),
          bill_image: mediaAddress(server, bill.image),
          user: user.id,
          user_name: `${user.first_name} ${user.last_name}`,
          invoice_number: bill.invoice_number,
          invoice_date: bill.invoice_date,
          amount: (bill.amount_paise as number) / 100,
          dealer: bill.dealer,
          date_added: bill.date_added,
          status: 'pending',
        };
      }),
    );
  });

  it('answers pending payout requests newest first, amounts in rupees', async () => {
    const server = await startSignedIn();
    const response = await server.api('GET', 'loyalty/payment/pending/list/');
    expect(response.statusCode).toBe(200);
    const pending = rows(
      server,
      "SELECT * FROM payment_requests WHERE status = 'pending' ORDER BY requested_at DESC, id DESC",
    );
    expect(pending).toHaveLength(4);
    expect(response.json()).toMatchObject(
      pending.map(payment => {
        const user = userOf(server, payment.user_id);
        return {
          id: payment.id,
          date: payment.requested_at,
          amount: (payment.amount_paise as number) / 100,
          status: 'pending',
          user_list: {
            id: user.id,
            first_name: user.first_name,
            last_name: user.last_name,
            firm_name: user.firm_name,
            user_type: user.user_type,
          },
        };
      }),
    );
  });

  it('leaves out the requests of deleted members', async () => {
    const server = await startSignedIn();
    const lists = {
      'loyalty/voucher-requests/': (item: { user_details: { id: number } }) => item.user_details.id,
      'bill/approve-requests/': (item: { user: number }) => item.user,
      'loyalty/payment/pending/list/': (item: { user_list: { id: number } }) => item.user_list.id,
    };
    for (const [path, userIdOf] of Object.entries(lists)) {
      const before = (await server.api('GET', path)).json();
      const userId = userIdOf(before[0]);
      await server.api('DELETE', `user/user/delete/${userId}/`);
      const after = (await server.api('GET', path)).json();
      expect(after.map(userIdOf)).not.toContain(userId);
      expect(after.length).toBeLessThan(before.length);
    }
  });
});

describe('catalogue lists', () => {
  it('answers the brands and categories by name', async () => {
    const server = await startSignedIn();
    const brands = await server.api('GET', 'product/brand/list/');
    expect(brands.statusCode).toBe(200);
    expect(brands.json()).toEqual(
      rows(server, 'SELECT id, name, logo, color, description FROM brands ORDER BY name').map(brand => ({
        ...brand,
        logo: mediaAddress(server, brand.logo),
      })),
    );
    expect(brands.json()[0]).toEqual({
      id: 1,
      name: 'Aquaflow',
      logo: '/media/seed/brand-1.png',
      color: '#0077B6',
      description: 'Premium faucets, showers and bath fittings engineered for Indian water conditions.',
    });
    const categories = (await server.api('GET', 'product/category/list/')).json();
    expect(categories).toHaveLength(14);
    expect(categories[0]).toEqual({ id: 3, name: 'Bath Accessories', brand: 1, brand_name: 'Aquaflow' });
    expect(categories.map((category: { brand_name: string }) => category.brand_name)).toEqual(
      rows(server, 'SELECT b.name FROM categories c JOIN brands b ON b.id = c.brand_id ORDER BY b.name, c.name').map(
        row => row.name,
      ),
    );
  });
});
