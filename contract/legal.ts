import { z } from 'zod';
import { choice } from './fields/choices';
import { blankAsAbsent, isBlank } from './fields/presence';
import { REQUIRED, text } from './fields/text';
import { noProblemYet } from './fields/when';

const NOT_AN_INTEGER = 'A valid integer is required.';

/** A terms or privacy entry's content: as written (HTML or text), spaces and all. */
const content = () => text({ trim: false, maxLength: 50_000, multiline: true });

/** Where an entry stands in its section: a whole number from 0, given as a number or digits. */
const displayOrder = () =>
  z.preprocess(
    raw => (typeof raw === 'string' && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : raw),
    z
      .int({ error: issue => (isBlank(issue.input) ? REQUIRED : NOT_AN_INTEGER) })
      .refine(order => order >= 0 && order < 1e9, { message: NOT_AN_INTEGER, when: noProblemYet }),
  );

/** A new entry of the terms and conditions or of the privacy policy, in one of its `sections`. */
export const legalEntry = (sections: readonly string[]) =>
  z.object({
    title: text({ maxLength: 255 }),
    section: choice(sections),
    content: content(),
    display_order: displayOrder(),
    is_active: blankAsAbsent(z.boolean({ error: 'Must be a valid boolean.' })),
  });

/** An edit of an entry: its content replaced. */
export const legalContent = z.object({ content: content() });

/** A terms or privacy entry as the API answers it; `created_at` and `updated_at` are the reference server's. */
export type LegalEntry = Omit<z.output<ReturnType<typeof legalEntry>>, 'is_active'> & {
  id: number;
  is_active: boolean;
  created_at?: string;
  updated_at?: string;
};
