import { PLAIN_CELL } from '../list/plainTable';

/**
 * A DataTable's sx for its many columns: headers keep to one line, and every cell pads less,
 * the plain body cells as the header cells (`tr` outranks the theme's plain-cell rule), so a
 * column's title and values start at the same place.
 */
export const compactCells = {
  '& .MuiTableCell-root': { whiteSpace: 'nowrap', px: 1 },
  [`& tr td.${PLAIN_CELL}`]: { px: 1 },
} as const;
