import type { z } from 'zod';

// When a check runs. zod runs every check of a field, and an aborting one (`abort: true`)
// would also stop the checks across fields; these keep one problem per field instead.

/** For a field's checks after its first: each runs only while the field has no problem, so one is told. */
export const noProblemYet = ({ issues }: z.core.ParsePayload): boolean => issues.length === 0;

/**
 * For a check across fields: it runs once `fields` passed their own rules, whatever the
 * other fields did (and never when the input is not an object of fields at all).
 */
export const whenValid =
  (...fields: string[]) =>
  ({ issues }: z.core.ParsePayload): boolean =>
    issues.every(({ path }) => path !== undefined && path.length > 0 && !fields.includes(String(path[0])));
