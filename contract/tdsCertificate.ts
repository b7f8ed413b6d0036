import { z } from 'zod';

/** Spec, section 9: a certificate's file name is at most 30 characters. */
export const MAX_FILE_NAME_LENGTH = 30;

/** The name of an uploaded TDS certificate (its folder and control characters left out). */
export const certificateFileName = z
  .string()
  .refine(name => [...name].length <= MAX_FILE_NAME_LENGTH, 'File Name Too Long!');
