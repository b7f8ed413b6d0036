import { brandChanges, newBrand, type Brand } from '@/contract/catalogue/brands';
import type { Db } from '@/server/db/connection';
import { definedOnly, type Row } from '@/server/db/rows';
import { invalidInput, notFound } from '@/server/errors';
import { jsonFields, parseInput } from '@/server/input';
import { checkImages, mediaUrl, type Upload } from '@/server/media';
import type { MultipartForm } from '@/server/multipart';

/** A brand as the API answers it (contract/catalogue/brands.ts): the server keeps its colour and description, blank at worst. */
export type BrandRecord = Brand & { color: string; description: string };

/** A brand's checked columns, and its logo still to be saved. */
export interface BrandChanges {
  columns: Row;
  logo?: Upload;
}

export const BRAND_NOT_FOUND = 'Brand not found.';
export const BRAND_DELETED = 'The brand has been deleted.';
const NAME_TAKEN = 'A brand with this name already exists.';
const DEFAULT_COLOR = '#000000';

const SELECT_BRANDS = 'SELECT id, name, logo, color, description FROM brands';

export const asBrandRecord = (row: BrandRecord): BrandRecord => ({ ...row, logo: mediaUrl(row.logo) });

/** Every brand by name. */
export function brandRecords(db: Db): BrandRecord[] {
  return (db.prepare(`${SELECT_BRANDS} ORDER BY name, id`).all() as BrandRecord[]).map(asBrandRecord);
}

/** The brand with this id; 404 when there is none. */
export function brandRecord(db: Db, id: number): BrandRecord {
  const row = db.prepare(`${SELECT_BRANDS} WHERE id = ?`).get(id) as BrandRecord | undefined;
  if (!row) throw notFound(BRAND_NOT_FOUND);
  return asBrandRecord(row);
}

/**
 * Checks a brand's form: every field for a new brand (`isNew`), only those sent for an
 * update. The logo counts only as a file; 415 when it is not an image.
 */
export async function checkBrandForm({ fields, files }: MultipartForm, isNew: boolean): Promise<BrandChanges> {
  const values = parseInput(jsonFields(isNew ? newBrand : brandChanges), fields);
  const description = values.description ?? (isNew || values.description === null ? '' : undefined);
  const columns = definedOnly({ ...values, color: values.color ?? (isNew ? DEFAULT_COLOR : undefined), description });
  const { logo } = files.logo === undefined ? {} : await checkImages({ logo: files.logo });
  return { columns, logo };
}

/** 400 when another brand than `id` has this name, whatever its case. */
export function checkBrandNameFree(db: Db, name: string | undefined, id = 0): void {
  if (name !== undefined && db.prepare('SELECT 1 FROM brands WHERE name = ? AND id <> ?').get(name, id)) {
    throw invalidInput({ name: [NAME_TAKEN] });
  }
}
