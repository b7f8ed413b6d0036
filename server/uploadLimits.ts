const KB = 1024;
const MB = 1024 * KB;

/** How much of a multipart body one route reads; anything beyond answers 413. */
export interface UploadLimits {
  /** Text fields, and the bytes of each. */
  fields: number;
  fieldSize: number;
  /** Files, and the bytes of each. */
  files: number;
  fileSize: number;
  /** The whole body, counted as it streams (and refused at once when its Content-Length says more). */
  totalSize: number;
}

/** Room for the boundary lines and headers of one part. */
const PART_OVERHEAD = KB;

/** Limits of this many fields and files of these sizes, the body's total being what they add up to. */
export function uploadLimits(limits: Omit<UploadLimits, 'totalSize'>): UploadLimits {
  const { fields, fieldSize, files, fileSize } = limits;
  return { ...limits, totalSize: fields * fieldSize + files * fileSize + (fields + files + 1) * PART_OVERHEAD };
}

/** For a route that names none: as much as the plugin's global limits took (10 MB files, 20 of them). */
export const DEFAULT_UPLOAD_LIMITS = uploadLimits({ fields: 50, fieldSize: 16 * KB, files: 20, fileSize: 10 * MB });

/** A form of a few text fields (descriptions included) and images or a PDF. */
export const formUploadLimits = (files: number): UploadLimits =>
  uploadLimits({ fields: 20, fieldSize: 32 * KB, files, fileSize: 10 * MB });

export const kilobytes = (bytes: number): number => Math.round(bytes / KB);
export const megabytes = (bytes: number): number => Math.round((bytes / MB) * 10) / 10;
