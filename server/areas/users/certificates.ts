import type { FastifyRequest } from 'fastify';
import type { Served } from '@/contract/fields/answered';
import { certificateFileName, type TdsCertificate } from '@/contract/tdsCertificate';
import type { Db } from '@/server/db/connection';
import { HttpError, invalidInput, notFound } from '@/server/errors';
import { checkUploads, mediaUrlSql, type FileTypes, type Upload } from '@/server/media';
import { readMultipart } from '@/server/multipart';
import { formUploadLimits } from '@/server/uploadLimits';
import { ranges, type Filters } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { sql } from '@/server/paging/sql';

/** A TDS certificate as the API answers it. */
/** A member's certificate as the API answers it (contract/tdsCertificate.ts), with its file's name (null for older ones). */
export type CertificateRecord = Served<TdsCertificate, 'file_name'> & { certificate_file_url: string };

export const CERTIFICATE_FIELD = 'certificate_file';
export const CERTIFICATE_NOT_FOUND = 'TDS certificate not found.';
/** Spec, section 9: pdf, jpg, jpeg, png, checked here by content. */
const CERTIFICATE_TYPES: FileTypes = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
const INVALID_CERTIFICATE = 'Please select a PDF, JPG, JPEG or PNG file.';
const NO_FILE = 'Please select at least one file to upload';
const ONE_FILE = 'Send one certificate file per request.';

const fieldError = (message: string, status = 400) =>
  status === 400 ? invalidInput({ [CERTIFICATE_FIELD]: [message] }, message) : new HttpError(status, message);

/** The file's own name, without any folder a client may have sent with it, nor control characters. */
const baseName = (filename: string) =>
  [...(filename.split(/[\\/]/).pop() ?? '')].filter(char => char >= ' ' && char !== '\u007f').join('');

/** A checked certificate and the name it was sent with. */
export interface CertificateUpload {
  upload: Upload;
  fileName: string | null;
}

/**
 * Reads the one certificate of a multipart body: 400 without a file, with several, or with
 * a name over 30 characters; 413 beyond the upload limit; 415 when the content is not a
 * PDF, JPEG or PNG, whatever the name says.
 */
export async function readCertificate(request: FastifyRequest): Promise<CertificateUpload> {
  const files = (await readMultipart(request, formUploadLimits(10))).parts
    .filter(part => part.field === CERTIFICATE_FIELD)
    .map(part => ({ name: baseName(part.filename), data: part.data }));
  const [file] = files;
  if (!file) throw fieldError(NO_FILE);
  if (files.length > 1) throw fieldError(ONE_FILE);
  const name = certificateFileName.safeParse(file.name);
  if (!name.success) throw fieldError(name.error.issues[0].message);
  const { [CERTIFICATE_FIELD]: upload } = await checkUploads(
    { [CERTIFICATE_FIELD]: file.data },
    CERTIFICATE_TYPES,
    INVALID_CERTIFICATE,
  );
  return { upload, fileName: file.name.trim() || null };
}

/** The filters of a member's certificates. */
export const CERTIFICATE_FILTERS: Filters = ranges('uploaded_at', 'uploaded_at', 'date');

const SELECT_CERTIFICATES = `SELECT id, certificate_file, ${mediaUrlSql('certificate_file')} AS certificate_file_url,
  file_name, uploaded_at FROM tds_certificates`;

/** The member's certificates that are not deleted, paged: searched by file name. */
export function certificateList(db: Db, userId: number): PagedList {
  return {
    from: 'tds_certificates',
    id: 'id',
    where: sql('user_id = ? AND is_deleted = 0', userId),
    search: { fields: ['file_name'] },
    orderings: { id: 'id', uploaded_at: 'uploaded_at', file_name: 'file_name' },
    defaultOrdering: '-uploaded_at',
    filters: CERTIFICATE_FILTERS,
    items: ids =>
      db
        .prepare(`${SELECT_CERTIFICATES} JOIN json_each(?) page ON page.value = id ORDER BY page.key`)
        .all(JSON.stringify(ids)),
  };
}

/** The member's certificates that are not deleted, newest first. */
export function certificateRecords(db: Db, userId: number): CertificateRecord[] {
  return db
    .prepare(`${SELECT_CERTIFICATES} WHERE user_id = ? AND is_deleted = 0 ORDER BY uploaded_at DESC, id DESC`)
    .all(userId) as CertificateRecord[];
}

export function certificateRecord(db: Db, id: number): CertificateRecord {
  const record = db.prepare(`${SELECT_CERTIFICATES} WHERE id = ? AND is_deleted = 0`).get(id) as
    CertificateRecord | undefined;
  if (!record) throw notFound(CERTIFICATE_NOT_FOUND);
  return record;
}
