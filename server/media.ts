import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, type FieldErrors } from './errors';

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

/** The address a stored media path is served at. */
export const mediaUrl = (stored: string | null): string | null => (stored === null ? null : `/media/${stored}`);
/** `mediaUrl` in SQL, of a column holding a stored path. */
export const mediaUrlSql = (column: string): string => `'/media/' || ${column}`;

/** Uploaded files under DATA_DIR/media/, each under a new random name; paths are stored relative to it. */
export class MediaStore {
  constructor(private readonly dir: string) {}

  /** Writes the upload into `folder` and answers its stored path. */
  save(folder: string, upload: Upload): string {
    mkdirSync(path.join(this.dir, folder), { recursive: true });
    const stored = `${folder}/${randomBytes(16).toString('hex')}.${upload.extension}`;
    writeFileSync(path.join(this.dir, stored), upload.data);
    return stored;
  }

  /** Saves every upload into `folder`; answers the stored paths by field. */
  saveAll(folder: string, uploads: Record<string, Upload>): Record<string, string> {
    return Object.fromEntries(Object.entries(uploads).map(([field, upload]) => [field, this.save(folder, upload)]));
  }
}
