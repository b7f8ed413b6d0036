import { workOutEarnings, type Earnings, type SchemeBill } from '@/contract/schemes/earnings';
import type { ProductMatches, SchemeProduct } from '@/contract/schemes/matchProducts';
import type { Award } from '@/contract/schemes/scheme';
import type { Db } from '@/server/db/connection';
import { prepared } from '@/server/paging/sql';
import { storedSettingsOf } from '@/server/programme/settings';
import { liveSchemes } from './records';

export const BILL_NOT_FOUND = 'Bill not found.';

/** What the member was credited under each scheme so far. */
export const earnedByMember = (db: Db, userId: number): Record<number, Award> =>
  Object.fromEntries(
    (
      prepared(
        db,
        `SELECT scheme_id, SUM(points) AS points, SUM(cash_paise) AS cash_paise FROM scheme_credits
         WHERE user_id = ? GROUP BY scheme_id`,
      ).all(userId) as Array<{ scheme_id: number } & Award>
    ).map(({ scheme_id, points, cash_paise }) => [scheme_id, { points, cash_paise }]),
  );

/** What each scheme cost so far, its points at the point's value, in paise. */
export const spentPaise = (db: Db, pointValuePaise: number): Record<number, number> =>
  Object.fromEntries(
    (
      db
        .prepare('SELECT scheme_id, SUM(points) * ? + SUM(cash_paise) AS paise FROM scheme_credits GROUP BY scheme_id')
        .all(pointValuePaise) as Array<{ scheme_id: number; paise: number }>
    ).map(({ scheme_id, paise }) => [scheme_id, paise]),
  );

const keptCatalogues = new WeakMap<Db, { stamp: string; products: readonly SchemeProduct[] }>();

/** Changes with any write: this connection's (`total_changes()`) or another's (`data_version`). */
const writeStamp = (db: Db) =>
  `${prepared(db, 'PRAGMA data_version').pluck().get()}:${prepared(db, 'SELECT total_changes()').pluck().get()}`;

/**
 * The catalogue as the rules match a bill's lines to it, read again only after a write: at 10,000
 * products, reading it and indexing its names took most of a bill's work-out.
 */
export function catalogueOf(db: Db): readonly SchemeProduct[] {
  const stamp = writeStamp(db);
  const kept = keptCatalogues.get(db);
  if (kept?.stamp === stamp) return kept.products;
  const products = prepared(db, 'SELECT id, name, brand_id AS brand, category_id AS category FROM products').all();
  keptCatalogues.set(db, { stamp, products: products as SchemeProduct[] });
  return products as SchemeProduct[];
}

/** A bill as the rules take it, with its member's id and user type then (for the credits). */
export type MemberBill = SchemeBill & { user_id: number; user_type: string | null };

/** What `bill` earns now under the live schemes over `catalogue`: its member's earnings and the schemes' spend so far. */
export function workOutFor(
  db: Db,
  bill: MemberBill,
  catalogue: readonly SchemeProduct[],
  matches: ProductMatches = {},
): Earnings {
  const pointValuePaise = storedSettingsOf(db).point_value_paise;
  return workOutEarnings(bill, {
    catalogue,
    schemes: liveSchemes(db),
    earned_by_member: earnedByMember(db, bill.user_id),
    spent_paise: spentPaise(db, pointValuePaise),
    point_value_paise: pointValuePaise,
    matches,
  });
}
