import type { FastifyRequest } from 'fastify';
import type { ProductMedia } from '@/contract/catalogue/products';
import type { Db } from '@/server/db/connection';
import { insert } from '@/server/db/rows';
import { invalidInput, notFound } from '@/server/errors';
import { checkImages, mediaUrl, type MediaStore } from '@/server/media';
import { readMultipart } from '@/server/multipart';
import { formUploadLimits } from '@/server/uploadLimits';
import { PRODUCT_NOT_FOUND } from './products';

/** A product image as the API answers it (contract/catalogue/products.ts). */
export type MediaRecord = Omit<ProductMedia, 'id' | 'is_temp' | 'is_local'> & { id: number };

/** An uploaded image file and the field it came in. */
interface MediaFile {
  field: MediaField;
  data: Buffer;
}

export const MEDIA_NOT_FOUND = 'Image not found.';
export const MEDIA_DELETED = 'The image has been deleted.';
const MEDIA_FIELDS = ['images', 'site_installed_images'] as const;
type MediaField = (typeof MEDIA_FIELDS)[number];
const FOLDER = 'products';

const asRecord = (row: MediaRecord): MediaRecord => ({
  ...row,
  image: mediaUrl(row.image),
  site_installed_images: mediaUrl(row.site_installed_images),
});

/** The media of a product, oldest first. */
export function mediaRecords(db: Db, productId: number): MediaRecord[] {
  const rows = db
    .prepare('SELECT id, image, site_installed_images, uploaded_at FROM product_media WHERE product_id = ? ORDER BY id')
    .all(productId) as MediaRecord[];
  return rows.map(asRecord);
}

/** The media item with this id; 404 when there is none. */
export function mediaRecord(db: Db, id: number): MediaRecord {
  const row = db
    .prepare('SELECT id, image, site_installed_images, uploaded_at FROM product_media WHERE id = ?')
    .get(id);
  if (!row) throw notFound(MEDIA_NOT_FOUND);
  return asRecord(row as MediaRecord);
}

/**
 * Every file of a multipart upload sent as `images` or `site_installed_images`, in order
 * (other parts are read and left out); 400 when there is none.
 */
async function readMediaFiles(request: FastifyRequest): Promise<MediaFile[]> {
  const files = (await readMultipart(request, formUploadLimits(20))).parts.flatMap(({ field: name, data }) => {
    const field = MEDIA_FIELDS.find(known => known === name);
    return field === undefined ? [] : [{ field, data }];
  });
  if (files.length === 0) throw invalidInput({ images: ['Please choose at least one image.'] });
  return files;
}

/** Reads the images of an upload, checks each is JPEG, PNG or WebP (415 otherwise) and stores them for the product. */
export async function addProductMedia(
  request: FastifyRequest,
  db: Db,
  media: MediaStore,
  productId: number,
  at: Date,
): Promise<void> {
  const files = await readMediaFiles(request);
  const uploads = await checkImages(
    Object.fromEntries(files.map(({ field, data }, index) => [`${field}.${index}`, data])),
  );
  const stored = files.map(({ field }, index) => ({ field, path: media.save(FOLDER, uploads[`${field}.${index}`]) }));
  db.transaction(() => {
    if (!db.prepare('SELECT 1 FROM products WHERE id = ?').get(productId)) throw notFound(PRODUCT_NOT_FOUND);
    for (const { field, path } of stored) {
      const column = field === 'images' ? 'image' : 'site_installed_images';
      insert(db, 'product_media', { product_id: productId, [column]: path, uploaded_at: at });
    }
  })();
}

/**
 * Replaces the image of a media item with the file sent as `image` or as
 * `site_installed_images` (which also says which kind the item now is); 400 unless exactly one is sent.
 */
export async function replaceProductMedia(
  files: Record<string, Buffer>,
  db: Db,
  media: MediaStore,
  id: number,
): Promise<void> {
  const sent = (['image', 'site_installed_images'] as const).filter(field => files[field] !== undefined);
  if (sent.length !== 1) {
    throw invalidInput({ image: ['Send one image, as image or as site_installed_images.'] });
  }
  const [field] = sent;
  const upload = (await checkImages({ [field]: files[field] }))[field];
  const path = media.save(FOLDER, upload);
  const other = field === 'image' ? 'site_installed_images' : 'image';
  const { changes } = db.prepare(`UPDATE product_media SET ${field} = ?, ${other} = NULL WHERE id = ?`).run(path, id);
  if (changes === 0) throw notFound(MEDIA_NOT_FOUND);
}
