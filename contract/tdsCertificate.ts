import { z } from 'zod';

/** Spec, section 9: a certificate's file name is at most 30 characters. */
export const MAX_FILE_NAME_LENGTH = 30;

/** The name of an uploaded TDS certificate (its folder and control characters left out). */
export const certificateFileName = z
  .string()
  .refine(name => [...name].length <= MAX_FILE_NAME_LENGTH, 'File Name Too Long!');

/** A member's TDS certificate as the API answers it; `file_name` is the reference server's. */
export type TdsCertificate = {
  id: number;
  certificate_file: string;
  certificate_file_url: string | null;
  uploaded_at: string;
  file_name?: string | null;
};
