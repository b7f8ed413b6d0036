import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from './db/connection';
import { HttpError, type FieldErrors } from './errors';
import { isFileNeeded } from './mediaReferences';

/** Accepted file types by the MIME type their content shows, with the extension they are stored under. */
export type FileTypes = Readonly<Record<string, string>>;

export const IMAGE_TYPES: FileTypes = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const INVALID_IMAGE = 'Please select a valid image file (JPEG, PNG, WebP)';

/** An uploaded file whose content was checked. */
export interface Upload {
  data: Buffer;
  extension: string;
}

/**
 * Checks each file's content, whatever its name or declared type, against `types`; answers
 * 415 with `message` on every field whose file is not one of them.
 */
export async function checkUploads(
  files: Record<string, Buffer>,
  types: FileTypes,
  message: string,
): Promise<Record<string, Upload>> {
  const uploads: Record<string, Upload> = {};
  const errors: FieldErrors = {};
  for (const [field, data] of Object.entries(files)) {
    const mime = (await fileTypeFromBuffer(data))?.mime;
    const extension = mime === undefined ? undefined : types[mime];
    if (extension === undefined) errors[field] = [message];
    else uploads[field] = { data, extension };
  }
  if (Object.keys(errors).length > 0) throw new HttpError(415, message, { errors });
  return uploads;
}

export const checkImages = (files: Record<string, Buffer>): Promise<Record<string, Upload>> =>
  checkUploads(files, IMAGE_TYPES, INVALID_IMAGE);

/** Stored paths of private documents (PAN cards, TDS certificates, bills, visiting cards, photos) start with this. */
export const PRIVATE_PREFIX = 'private/';
/** The folder a private document is saved into with `MediaStore.save`. */
export const PRIVATE_FOLDER = 'private';

/** Private documents live outside the public media folder, so no static route can reach them. */
export const privateMediaDir = (mediaDir: string): string => path.join(path.dirname(mediaDir), 'private-media');

/** The address a stored catalogue media path is served at (private documents get signed addresses in SQL). */
export const mediaUrl = (stored: string | null): string | null => (stored === null ? null : `/media/${stored}`);
/** The media address of a column holding a stored path, in SQL: signed for private documents (mediaSigning.ts). */
export const mediaUrlSql = (column: string): string => `media_url(${column})`;
/** Whether `address`, signed or not, is where the stored path is served: a form sending back the current file. */
export const isAddressOf = (address: string, stored: string | null): boolean =>
  stored !== null && address.split('?')[0] === `/media/${stored}`;

/**
 * Uploaded files, each under a new random name; paths are stored relative to DATA_DIR/media/,
 * except private documents (`private/…`), kept in DATA_DIR/private-media/.
 */
export class MediaStore {
  private readonly privateDir: string;

  constructor(
    private readonly db: Db,
    private readonly dir: string,
  ) {
    this.privateDir = privateMediaDir(dir);
  }

  /** The file of a stored path. */
  fileOf(stored: string): string {
    return stored.startsWith(PRIVATE_PREFIX)
      ? path.join(this.privateDir, stored.slice(PRIVATE_PREFIX.length))
      : path.join(this.dir, stored);
  }

  /** A new random stored path in `folder`. */
  newPath(folder: string, extension: string): string {
    return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  }

  /** Writes the upload into `folder` (`PRIVATE_FOLDER` for private documents) and answers its stored path. */
  save(folder: string, upload: Upload): string {
    const stored = this.newPath(folder, upload.extension);
    const file = this.fileOf(stored);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, upload.data);
    return stored;
  }

  /** Saves every upload into `folder`; answers the stored paths by field. */
  saveAll(folder: string, uploads: Record<string, Upload>): Record<string, string> {
    return Object.fromEntries(Object.entries(uploads).map(([field, upload]) => [field, this.save(folder, upload)]));
  }

  /** Removes the files of replaced or deleted records that nothing needs any more (mediaReferences.ts). */
  release(stored: Iterable<string | null | undefined>): void {
    for (const each of new Set(stored)) {
      if (each && !isFileNeeded(this.db, each)) rmSync(this.fileOf(each), { force: true });
    }
  }
}
