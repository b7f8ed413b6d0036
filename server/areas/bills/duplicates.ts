import { shownMember } from '@/server/members/records';

/**
 * SQL: the ids (a JSON array, ascending) of the other bills that may be the same as the bill
 * `b`: their image has the same bytes (SHA-256), or their member, amount and bill date are
 * the same. Each rule is one lookup in its index (migration 009), whatever the bills' number;
 * bills of members the lists hide are left out, as the lists leave them out.
 */
export const possibleDuplicateIdsSql = (b: string): string => `json((SELECT json_group_array(d.id ORDER BY d.id) FROM (
    SELECT o.id FROM bills o
    WHERE o.image_sha256 = ${b}.image_sha256 AND o.id <> ${b}.id AND ${shownMember('o.user_id')}
    UNION
    SELECT o.id FROM bills o
    WHERE o.user_id = ${b}.user_id AND o.amount_paise = ${b}.amount_paise AND o.invoice_date = ${b}.invoice_date
      AND o.id <> ${b}.id
  ) d))`;
