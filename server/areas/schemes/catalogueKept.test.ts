import { beforeAll, describe, expect, it } from 'vitest';
import { addBill, addCatalogue, addMember, schemeServer } from './schemeServer';
import { catalogueOf } from './workOut';

// The work-out keeps the catalogue between calls (workOut.ts's catalogueOf): a product renamed by
// the API, or by another connection, is matched by its new name on the very next call.

const server = schemeServer();
let catalogue: Awaited<ReturnType<typeof addCatalogue>>;
const STATE = 7;

beforeAll(async () => {
  catalogue = addCatalogue(server);
  const drafted = await server.call('owner', 'POST', 'schemes/', {
    name: 'Kept catalogue',
    terms: {
      starts_on: '2025-06-01',
      ends_on: '2025-06-30',
      user_types: ['salesman'],
      states: [STATE],
      rules: [{ kind: 'per_unit', target: { product: catalogue.apex }, points: 40, cash_paise: 0 }],
    },
  });
  expect(drafted.statusCode, drafted.body).toBe(201);
  const approved = await server.call('finance', 'POST', `schemes/${drafted.json().id}/approve/`, { version: 1 });
  expect(approved.statusCode, approved.body).toBe(200);
});

const newBill = (lineName: string) =>
  addBill(server, addMember(server, STATE), { rupees: 10, invoice: '2025-06-10', lines: [[lineName, 2]] });

async function workOut(bill: number) {
  const response = await server.call('finance', 'POST', 'schemes/work-out/', { bill_id: bill });
  expect(response.statusCode, response.body).toBe(200);
  const { points, unmatched } = response.json() as { points: number; unmatched: string[] };
  return { points, unmatched };
}

describe('the catalogue the work-out keeps', () => {
  it('is read once while nothing is written, and again after a write', () => {
    server.write(db => {
      const first = catalogueOf(db);
      expect(catalogueOf(db)).toBe(first);
      db.prepare('UPDATE products SET price_in_inr = 120 WHERE id = ?').run(catalogue.primer);
      expect(catalogueOf(db)).not.toBe(first);
    });
  });

  it('matches a product renamed through the API on the next call, and no longer its old name', async () => {
    // The bills are added first: adding them is a write of its own.
    const [before, renamed, oldName] = [newBill('Apex 10 L'), newBill('Apex Ultra 10 L'), newBill('Apex 10 L')];
    expect(await workOut(before)).toEqual({ points: 80, unmatched: [] });
    const answer = await server.call('owner', 'PUT', `product/product/update/${catalogue.apex}/`, {
      name: 'Apex Ultra 10 L',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await workOut(renamed)).toEqual({ points: 80, unmatched: [] });
    expect(await workOut(oldName)).toEqual({ points: 0, unmatched: ['Apex 10 L'] });
  });

  it('matches a product another connection renamed on the next call', async () => {
    const [before, renamed] = [newBill('Apex Ultra 10 L'), newBill('Apex Max 10 L')];
    expect((await workOut(before)).points).toBe(80);
    server.write(db => db.prepare('UPDATE products SET name = ? WHERE id = ?').run('Apex Max 10 L', catalogue.apex));
    expect(await workOut(renamed)).toEqual({ points: 80, unmatched: [] });
  });
});
