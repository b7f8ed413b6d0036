/*
 * The classes of what a table draws as plain elements rather than MUI components (src/framework/
 * Column.tsx, PlainRows.tsx); src/theme.ts styles them once per table as MUI styles its own.
 */

/** A plain body cell, styled as MUI's small body cell. */
export const PLAIN_CELL = 'plain-cell';
/** A plain body row, styled as MUI's table row (`-hover` when the table highlights the row under the pointer). */
export const PLAIN_ROW = 'plain-row';
/** The cell of a row's selection box, styled as MUI's checkbox cell, its box as MUI's checkbox. */
export const SELECT_CELL = 'select-cell';
