import { setImmediate as nextTurn } from 'node:timers/promises';
import { versionOf } from '@/contract/schemes/versionOf';
import type { SchemeRecord, SchemeVersionRecord } from '@/contract/schemes/record';
import type { Scheme } from '@/contract/schemes/scheme';
import type { SchemeProduct } from '@/contract/schemes/matchProducts';
import { whatIf, type WhatIfBill, type WhatIfResult } from '@/contract/schemes/whatIf';
import { indiaDayOf } from '@/contract/india/clock';
import type { Db } from '@/server/db/connection';

/** How far back "What if" looks, in days before today in India. */
export const WHAT_IF_DAYS = 90;
const PAGE = 2_000;
/** The longest the replay holds the server's one thread before letting other calls in. */
const SLICE_MS = 20;
const DAY_MS = 86_400_000;

interface PastBillRow {
  id: number;
  invoice_date: string;
  amount_paise: number;
  user_id: number;
  member_name: string;
  user_type: string | null;
  firm_type: string | null;
  state_id: number | null;
  products: string;
}

export interface WhatIfInput {
  scheme: Scheme;
  live: readonly Scheme[];
  point_value_paise: number;
  catalogue: readonly SchemeProduct[];
}

/** The India days "What if" replays: the last WHAT_IF_DAYS up to today. */
export interface WhatIfWindow {
  from: string;
  to: string;
}

export type WhatIfAnswer = WhatIfResult & WhatIfWindow;

export const whatIfWindow = (now: Date): WhatIfWindow => ({
  from: indiaDayOf(now.getTime() - WHAT_IF_DAYS * DAY_MS),
  to: indiaDayOf(now.getTime()),
});

const pastBill = (row: PastBillRow): WhatIfBill => ({
  amount: (row.amount_paise / 100).toFixed(2),
  invoice_date: row.invoice_date,
  user_list: { user_type: row.user_type, firm_type: row.firm_type, state: row.state_id },
  bill_products: JSON.parse(row.products) as WhatIfBill['bill_products'],
  member_id: row.user_id,
  member_name: row.member_name,
});

/**
 * The approved bills invoiced in `window`, oldest invoice first, a page at a time: their ids read
 * at the start, then each page by id. No index orders bills by invoice date, so a page found by
 * date read every approved bill: the ids' query costs what one such page did.
 */
export async function* approvedBillPages(db: Db, { from, to }: WhatIfWindow): AsyncGenerator<WhatIfBill[]> {
  const ids = db
    .prepare(
      `SELECT id FROM bills WHERE status = 'approved' AND invoice_date BETWEEN ? AND ? ORDER BY invoice_date, id`,
    )
    .pluck()
    .all(from, to) as number[];
  const page = db.prepare(
    `SELECT b.id, b.invoice_date, b.amount_paise, b.user_id,
            trim(u.first_name || ' ' || u.last_name) AS member_name, u.user_type, u.firm_type, u.state_id,
            (SELECT json_group_array(json_object('product_name', p.product_name, 'quantity', p.quantity))
               FROM bill_products p WHERE p.bill_id = b.id) AS products
       FROM json_each(?) page CROSS JOIN bills b ON b.id = page.value JOIN users u ON u.id = b.user_id
      WHERE b.status = 'approved' ORDER BY page.key`,
  );
  for (let start = 0; start < ids.length; start += PAGE) {
    if (start > 0) await nextTurn();
    const rows = page.all(JSON.stringify(ids.slice(start, start + PAGE))) as PastBillRow[];
    yield rows.map(pastBill);
  }
}

/**
 * Replays past bills (`pages`, oldest invoice first) with the scheme live beside the live ones,
 * in slices of at most SLICE_MS, so other calls are answered meanwhile.
 */
export async function replayWhatIf(
  pages: AsyncIterable<readonly WhatIfBill[]> | Iterable<readonly WhatIfBill[]>,
  window: WhatIfWindow,
  { scheme, live, point_value_paise, catalogue }: WhatIfInput,
): Promise<WhatIfAnswer> {
  const replay = whatIf(scheme, { catalogue, schemes: live, point_value_paise });
  let sliceStart = performance.now();
  for await (const bills of pages) {
    for (const bill of bills) {
      replay.add(bill);
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
  }
  return { ...replay.result(), ...window };
}

const EVER = { from: '0000-01-01', to: '9999-12-31' };

/**
 * A version of a scheme, draft or live, as "What if" replays it: its rules, audience and caps in
 * force over the whole window whatever its period, so a scheme dated ahead is tried on recent bills.
 */
export const asIfAlwaysInForce = (scheme: SchemeRecord, version: SchemeVersionRecord): Scheme => ({
  id: scheme.id,
  name: scheme.name,
  versions: [versionOf(version.version, EVER.from, { ...version.terms, starts_on: EVER.from, ends_on: EVER.to })],
});
