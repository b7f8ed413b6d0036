export { fullName as personName } from '@/dataProvider/personName';

/** 'non_flexible_salesperson' → 'Non Flexible Salesperson'; 'PENDING' → 'Pending'. */
export function titleCase(value: unknown) {
  if (typeof value !== 'string' || !value.trim()) return '';
  return value
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\b\w/g, letter => letter.toUpperCase());
}

/** Two-digit serial numbers of the new-user lists: 01, 02 … 10, 11. */
export const serialNumber = (index: number) => String(index + 1).padStart(2, '0');
