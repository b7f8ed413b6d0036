import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashBillImages } from '@/server/db/billImageHashes';
import { insert } from '@/server/db/rows';
import { MediaStore } from '@/server/media';
import { startSignedIn, type SignedInServer } from '@/tests/server/helpers';

interface Bill {
  id: number;
  status: string;
  possible_duplicate_ids?: number[];
}
type Row = Record<string, string | number | null>;

const rows = (server: SignedInServer, sql: string, ...params: unknown[]) =>
  server
    .db()
    .prepare(sql)
    .all(...params) as Row[];
const mediaOf = (server: SignedInServer) => new MediaStore(server.db(), path.join(server.config.dataDir, 'media'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Each bill's possible duplicates as the API answers them, by id. */
async function answered(server: SignedInServer, list = 'bill/list/all-bills/'): Promise<Map<number, number[]>> {
  const bills = (await server.api('GET', list)).json() as Bill[];
  return new Map(bills.map(bill => [bill.id, bill.possible_duplicate_ids!]));
}

/** The same worked out from the files and rows by brute force: every pair of bills compared. */
function bruteForce(server: SignedInServer): Map<number, number[]> {
  const media = mediaOf(server);
  const bills = rows(server, 'SELECT id, user_id, amount_paise, invoice_date, image FROM bills').map((bill): Row => ({
    ...bill,
    hash: bill.image === null ? null : sha256(readFileSync(media.fileOf(bill.image as string))),
  }));
  return new Map(
    bills.map(bill => [
      bill.id as number,
      bills
        .filter(
          other =>
            other.id !== bill.id &&
            ((bill.hash !== null && other.hash === bill.hash) ||
              (other.user_id === bill.user_id &&
                other.amount_paise === bill.amount_paise &&
                other.invoice_date === bill.invoice_date)),
        )
        .map(other => other.id as number)
        .sort((a, b) => a - b),
    ]),
  );
}

/** Adds a pending bill of `userId` (its image, when given, written to the private store) and answers its id. */
function addBill(
  server: SignedInServer,
  values: { userId: number; amountPaise: number; invoiceDate: string; image?: Buffer },
): number {
  let stored: string | null = null;
  if (values.image) {
    stored = `private/test-bill-${values.amountPaise}-${Math.random().toString(16).slice(2)}.png`;
    const file = mediaOf(server).fileOf(stored);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, values.image);
  }
  let id = 0;
  server.write(db => {
    id = insert(db, 'bills', {
      user_id: values.userId,
      image: stored,
      invoice_number: `INV/TEST/${values.amountPaise}`,
      invoice_date: values.invoiceDate,
      amount_paise: values.amountPaise,
      status: 'pending',
      date_added: server.clock.now(),
    });
  });
  return id;
}

const approvedMembers = (server: SignedInServer) =>
  rows(server, "SELECT id FROM users WHERE is_admin = 0 AND status = 'approved' ORDER BY id LIMIT 3").map(
    row => row.id as number,
  );

describe('possible duplicate bills', () => {
  it('flags the demo pairs (same image bytes; same member, amount and bill date) and nothing else', async () => {
    const server = await startSignedIn();
    expect(rows(server, 'SELECT id FROM bills WHERE image IS NOT NULL AND image_sha256 IS NULL')).toEqual([]);
    const duplicates = await answered(server);
    expect(duplicates).toEqual(bruteForce(server));
    const flagged = [...duplicates].filter(([, others]) => others.length > 0);
    expect(flagged).toHaveLength(4);

    const [sameImage] = rows(
      server,
      `SELECT a.id AS first, b.id AS second FROM bills a JOIN bills b ON b.image_sha256 = a.image_sha256 AND b.id > a.id`,
    );
    expect(duplicates.get(sameImage.first as number)).toEqual([sameImage.second]);
    expect(duplicates.get(sameImage.second as number)).toEqual([sameImage.first]);
    const [samePurchase] = rows(
      server,
      `SELECT a.id AS first, b.id AS second FROM bills a JOIN bills b ON b.user_id = a.user_id
         AND b.amount_paise = a.amount_paise AND b.invoice_date = a.invoice_date AND b.id > a.id`,
    );
    expect(duplicates.get(samePurchase.first as number)).toEqual([samePurchase.second]);
    expect(duplicates.get(samePurchase.second as number)).toEqual([samePurchase.first]);
    expect(
      rows(server, 'SELECT status FROM bills WHERE id IN (?, ?)', samePurchase.first, samePurchase.second),
    ).toEqual([{ status: 'pending' }, { status: 'pending' }]);

    // A bill with no duplicate answers an empty list, in the lists, a page and its detail.
    const alone = [...duplicates].find(([, others]) => others.length === 0)![0];
    expect((await server.api('GET', `bill/retrieve/${alone}/`)).json().possible_duplicate_ids).toEqual([]);
    const pending = await answered(server, 'bill/approve-requests/');
    for (const [id, others] of pending) expect(others).toEqual(duplicates.get(id));
    const page = (await server.api('GET', 'bill/approve-requests/?page=1&page_size=3')).json() as { results: Bill[] };
    expect(page.results.map(bill => bill.possible_duplicate_ids)).toEqual(
      page.results.map(bill => duplicates.get(bill.id)),
    );
  });

  it('compares image bytes, not file names; and member, amount and bill date all together', async () => {
    const server = await startSignedIn();
    const [member, other] = approvedMembers(server);
    const photo = Buffer.from('the same photo, stored twice');
    const first = addBill(server, { userId: member, amountPaise: 101_00, invoiceDate: '2025-06-01', image: photo });
    const second = addBill(server, { userId: other, amountPaise: 202_00, invoiceDate: '2025-06-02', image: photo });
    const third = addBill(server, {
      userId: member,
      amountPaise: 303_00,
      invoiceDate: '2025-06-03',
      image: Buffer.from('another photo'),
    });
    // The same purchase sent again with another photo; then three that differ from it in one thing each.
    const again = addBill(server, { userId: member, amountPaise: 303_00, invoiceDate: '2025-06-03' });
    addBill(server, { userId: other, amountPaise: 303_00, invoiceDate: '2025-06-03' });
    addBill(server, { userId: member, amountPaise: 303_01, invoiceDate: '2025-06-03' });
    addBill(server, { userId: member, amountPaise: 303_00, invoiceDate: '2025-06-04' });

    // Bills added outside the API have no hash until the server hashes them (at each start).
    expect(rows(server, 'SELECT image_sha256 FROM bills WHERE id = ?', first)).toEqual([{ image_sha256: null }]);
    server.write(db => hashBillImages(db, mediaOf(server)));
    expect(rows(server, 'SELECT image_sha256 FROM bills WHERE id = ?', first)).toEqual([
      { image_sha256: sha256(photo) },
    ]);

    const duplicates = await answered(server);
    expect(duplicates).toEqual(bruteForce(server));
    expect(duplicates.get(first)).toEqual([second]);
    expect(duplicates.get(second)).toEqual([first]);
    expect(duplicates.get(third)).toEqual([again]);
    expect(duplicates.get(again)).toEqual([third]);
  });

  it("leaves out the bills of members the lists hide, and the backend of the spec's shapes has no such field", async () => {
    const server = await startSignedIn();
    const [member, other] = approvedMembers(server);
    const photo = Buffer.from('a photo two members sent');
    const kept = addBill(server, { userId: member, amountPaise: 404_00, invoiceDate: '2025-06-05', image: photo });
    const hidden = addBill(server, { userId: other, amountPaise: 505_00, invoiceDate: '2025-06-06', image: photo });
    server.write(db => hashBillImages(db, mediaOf(server)));
    expect((await answered(server)).get(kept)).toEqual([hidden]);
    expect((await server.api('DELETE', `user/user/delete/${other}/`)).statusCode).toBeLessThan(300);
    expect((await answered(server)).get(kept)).toEqual([]);

    const strict = await startSignedIn({ config: { specShapes: 'strict' } });
    const bills = (await strict.api('GET', 'bill/list/all-bills/')).json() as Bill[];
    expect(bills.some(bill => 'possible_duplicate_ids' in bill)).toBe(false);
  });
});
