import { z } from 'zod';

/**
 * An answer as the document describes it. Never checked against what is sent: the handlers
 * answer as they always have, and SPEC_SHAPES=strict trims that afterwards.
 */
export const described = (schema: Record<string, unknown>) => z.unknown().meta(schema);

const OBJECTS = { type: 'array', items: { type: 'object' } };
const DRF_PAGE = {
  type: 'object',
  properties: {
    count: { type: 'integer' },
    next: { type: 'string', nullable: true },
    previous: { type: 'string', nullable: true },
    results: OBJECTS,
  },
};

/** One record. */
export const record = (description: string) => described({ type: 'object', description });

/** An array of records. */
export const records = (description: string) => described({ ...OBJECTS, description });

/** A list: its whole array, or, asked with `page`, a DRF page of it. */
export const list = (description: string) =>
  described({
    description: `${description}: the whole array, or a DRF page with \`page\``,
    oneOf: [OBJECTS, DRF_PAGE],
  });

/** A DRF page. */
export const page = (description: string) => described({ ...DRF_PAGE, description });

/** An acknowledgement: `{message}`, and what else `description` says. */
export const message = (description: string) =>
  described({ type: 'object', properties: { message: { type: 'string' } }, description });

/** A spreadsheet file (.xlsx), streamed as it is written. */
export const spreadsheet = (description: string) => ({
  description,
  content: {
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      schema: described({ type: 'string', format: 'binary' }),
    },
  },
});

/** A page for a person's browser. */
export const webPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: described({ type: 'string' }) } },
});
