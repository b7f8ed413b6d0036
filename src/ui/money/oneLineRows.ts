/** A DataTable's sx keeping every row one line tall at desktop widths: cells do not wrap, and pad less. */
export const oneLineRows = {
  '& .MuiTableCell-root': { whiteSpace: 'nowrap', px: 1 },
} as const;
