import { z } from 'zod';
import type { Answered } from '../fields/answered';
import { blankAsAbsent, clearable } from '../fields/presence';
import { lines } from '../fields/text';
import { catalogueName } from './names';

const COLOR_ERROR = 'Enter a colour as a hex code, like #1A2B3C.';

/** A colour as a hex code, stored with its leading '#'. */
const color = () =>
  z
    .string({ error: COLOR_ERROR })
    .trim()
    .regex(/^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, COLOR_ERROR)
    .overwrite(value => (value.startsWith('#') ? value : `#${value}`));

/** A new brand's text fields (its logo is a file the server judges). */
export const newBrand = z.object({
  name: catalogueName('Brand'),
  color: blankAsAbsent(color()),
  description: clearable(lines()),
});

/** The text fields an edit of a brand sends: only those sent change. */
export const brandChanges = z.object({
  name: catalogueName('Brand').optional(),
  color: color().optional(),
  description: clearable(lines()),
});

/** A brand as the API answers it: its fields, its logo's address; the colour with or without its '#'. */
export type Brand = Answered<z.output<typeof newBrand>> & { id: number; logo: string | null };
