import { z } from 'zod';
import { described } from './answers';

/** A file field of a multipart form, as the document shows it. */
export const file = (description: string) => described({ type: 'string', format: 'binary', description });

/**
 * A body its handler reads whole and checks with `fields` (see `requestValidator`): a
 * multipart form, and with `json` the same fields as a JSON object.
 */
export const formBody = (fields: z.ZodType, { json = false } = {}) => ({
  content: {
    'multipart/form-data': { schema: fields },
    ...(json && { 'application/json': { schema: fields } }),
  },
});

/** A field of a multipart form that takes several files. */
export const files = (description: string) =>
  described({ type: 'array', items: { type: 'string', format: 'binary' }, description });

/** The form of an import: its spreadsheet. */
export const spreadsheetForm = () => z.object({ file: file('The spreadsheet, .xlsx or .xls') });
