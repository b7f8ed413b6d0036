import { z } from 'zod';
import { id } from '../fields/ids';
import { catalogueName } from './names';

export const category = z.object({ name: catalogueName('Category'), brand: id('Brand selection is required') });

/** The fields an edit of a category sends: the others keep their values. */
export const categoryChanges = category.partial();

/** A category as the API answers it: its fields and its brand's name. */
export type Category = z.output<typeof category> & { id: number; brand_name: string };
