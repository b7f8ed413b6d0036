import type { Identifier } from 'react-admin';

/** Records of an answer that need not carry an id (ledger entries, voucher requests): their place stands in for one. */
export const withRowIds = <T extends { id?: Identifier }>(items: T[]) =>
  items.map((item, index) => ({ ...item, id: item.id ?? `row-${index}` }));
