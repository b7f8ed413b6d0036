import type { Identifier, RaRecord } from 'react-admin';

/** A bill as far as its duplicates go: the backend's `possible_duplicate_ids`, else member, amount and bill date. */
export interface BillForDuplicates extends RaRecord {
  possible_duplicate_ids?: unknown;
  user?: unknown;
  user_list?: { id?: unknown } | null;
  amount?: unknown;
  invoice_date?: unknown;
}

/** Whether the backend answers the bill's possible duplicates itself (the reference server does; the spec's does not). */
export const answersDuplicates = (bill: BillForDuplicates): boolean => Array.isArray(bill.possible_duplicate_ids);

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The bill's member, amount (1250.5 and "1250.50" alike) and bill date as one key; none when one is missing. */
function purchaseKey(bill: BillForDuplicates): string | null {
  const member = bill.user ?? bill.user_list?.id;
  const amount = Number(bill.amount);
  const date = String(bill.invoice_date ?? '').slice(0, 10);
  if (!isSet(member) || !isSet(bill.amount) || Number.isNaN(amount) || !date) return null;
  return JSON.stringify([String(member), amount, date]);
}

/**
 * For a backend without `possible_duplicate_ids`: each of the given bills (each id once) with
 * the ids of the others of the same member, amount and bill date (the image rule needs the
 * server). Bills with no such other are left out.
 */
export function samePurchaseDuplicates(bills: BillForDuplicates[]): Map<string, Identifier[]> {
  const unique = new Map(bills.map(bill => [String(bill.id), bill]));
  const byPurchase = new Map<string, Identifier[]>();
  for (const bill of unique.values()) {
    const key = purchaseKey(bill);
    if (key !== null) byPurchase.set(key, [...(byPurchase.get(key) ?? []), bill.id]);
  }
  const duplicates = new Map<string, Identifier[]>();
  for (const ids of byPurchase.values()) {
    if (ids.length < 2) continue;
    for (const id of ids)
      duplicates.set(
        String(id),
        ids.filter(other => other !== id),
      );
  }
  return duplicates;
}

/** The bill's possible duplicates: the backend's, else those found among the loaded bills (`fallback`). */
export function duplicatesOf(bill: BillForDuplicates, fallback: Map<string, Identifier[]> | null): Identifier[] {
  if (answersDuplicates(bill)) return bill.possible_duplicate_ids as Identifier[];
  return fallback?.get(String(bill.id)) ?? [];
}
