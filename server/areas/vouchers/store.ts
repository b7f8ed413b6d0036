import type { Db } from '@/server/db/connection';
import { insert, inserter } from '@/server/db/rows';
import type { NewVoucher } from './form';

/** Inserts vouchers with their codes, in one transaction; returns their ids. */
export function insertVouchers(db: Db, vouchers: NewVoucher[], createdAt: Date): number[] {
  const insertCode = inserter(db, 'voucher_codes', ['voucher_id', 'code']);
  return db.transaction(() =>
    vouchers.map(({ codes, ...voucher }) => {
      const id = insert(db, 'vouchers', { ...voucher, status: 'active', created_at: createdAt });
      for (const code of codes) insertCode({ voucher_id: id, code });
      return id;
    }),
  )();
}
