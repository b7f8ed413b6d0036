import { createRequire } from 'node:module';

type Validate = (code: string) => boolean;

let validate: Validate | undefined;

/**
 * Whether an IFSC is a branch in RBI's list, as the `ifsc` package bundles it (offline). The
 * list is a megabyte of JSON: it is loaded on the first check, not at the server's start.
 */
export function isKnownIfsc(code: string): boolean {
  validate ??= (createRequire(import.meta.url)('ifsc') as { validate: Validate }).validate;
  return validate(code.trim().toUpperCase());
}
