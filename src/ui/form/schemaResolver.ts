import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Checks a form with one of contract/'s schemas, the rules the server's route applies, in the
 * spec's words. The form still submits its values as typed (`raw`): the schema's trims and
 * conversions are the server's to make, and fields it does not name (files) are kept.
 */
export const schemaResolver = <T extends FieldValues>(schema: z.ZodType): Resolver<T> =>
  zodResolver(schema as z.ZodType<FieldValues, FieldValues>, undefined, { raw: true }) as unknown as Resolver<T>;
