import type { ParsedRow } from '@/contract/imports/sheetRows';

/**
 * The non-blank rows of a CSV (RFC 4180: fields quoted with ", a quote doubled inside; CRLF or LF),
 * numbered from 1 as a sheet's, a byte order mark left out; 'unreadable' when a quote is left open.
 */
export function csvRows(text: string, maxRows: number): ParsedRow[] | 'unreadable' | 'too_many_rows' {
  const rows: ParsedRow[] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let number = 1;
  const source = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    fields.push(field);
    if (fields.some(value => value.trim() !== ''))
      rows.push({ number, values: fields.map(value => (value.trim() === '' ? null : value)) });
    number += 1;
    field = '';
    fields = [];
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      if (rows.length > maxRows + 1) return 'too_many_rows';
    } else field += char;
  }
  if (quoted) return 'unreadable';
  if (field !== '' || fields.length > 0) endRow();
  return rows.length > maxRows + 1 ? 'too_many_rows' : rows;
}
