import { toRupeesSql } from '../ledger';

/**
 * SQL of the `awaiting_second_approval` of the bill or payout request `alias` (migration 016's
 * columns): `{by: {id, name}, at}`, with a bill's `points_earned` and `cash_earned` (rupees)
 * when `figures`; null without a first approval. json() keeps it an object through the subquery.
 */
export const firstApprovalSql = (alias: string, figures: boolean): string =>
  `json((SELECT json_object('by', json_object('id', a.id, 'name', TRIM(a.first_name || ' ' || a.last_name)),
      'at', ${alias}.first_approved_at${
        figures
          ? `, 'points_earned', ${alias}.first_points_earned, 'cash_earned', ${toRupeesSql(`${alias}.first_cash_earned_paise`)}`
          : ''
      })
    FROM users a WHERE a.id = ${alias}.first_approved_by))`;
