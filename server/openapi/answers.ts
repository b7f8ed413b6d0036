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

/** Properties of a record the document names (the others it leaves undescribed). */
export type Properties = Record<string, Record<string, unknown>>;

const objectsWith = (properties?: Properties) =>
  properties ? { type: 'array', items: { type: 'object', properties } } : OBJECTS;

/** One record, with the properties the document names. */
export const record = (description: string, properties?: Properties) =>
  described({ type: 'object', description, ...(properties && { properties }) });

/** An array of records. */
export const records = (description: string) => described({ ...OBJECTS, description });

/** A list: its whole array, or, asked with `page`, a DRF page of it; its records with the properties named. */
export const list = (description: string, properties?: Properties) =>
  described({
    description: `${description}: the whole array, or a DRF page with \`page\``,
    oneOf: [
      objectsWith(properties),
      properties ? { ...DRF_PAGE, properties: { ...DRF_PAGE.properties, results: objectsWith(properties) } } : DRF_PAGE,
    ],
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

/** A stream of server-sent events, open until either side ends it. */
export const eventStream = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: described({ type: 'string' }) } },
});

/** An answer with no body (a 204). */
export const noContent = (description: string) => described({ description });
