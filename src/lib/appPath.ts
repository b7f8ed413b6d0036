import { matchPath } from 'react-router-dom';

const base = 'http://app.invalid';

/** A table of paths: texts, and builders of a path from its ids. */
export type PathTable = Readonly<Record<string, string | ((...parts: never[]) => string)>>;

/** The route patterns of route tables (builders are given ':id' for each part; those with a query are left out). */
export const routePatterns = (tables: readonly PathTable[]): string[] =>
  tables
    .flatMap(table => Object.values(table))
    .map(path => (typeof path === 'function' ? (path as (...parts: string[]) => string)(':id', ':id') : path))
    .filter(path => !path.includes('?'));

/** Whitespace, control or invisible format characters: URL parsing would drop or move them, so they are refused. */
const UNSAFE_CHARACTER = /[\s\p{Cc}\p{Cf}]/u;

/** A route parameter of this app: an id, not a path, host or encoded slash. */
const PLAIN_ID = /^[\w-]+$/;

/**
 * The value when it is a path of this app: relative, starting with a single '/', written
 * canonically and matching one of the route `patterns` with plain ids; null for anything else
 * (another site, a scheme, '//host', '/\host', '/..', whitespace or control characters,
 * an id holding a path or an encoded slash).
 */
export function appPath(value: unknown, patterns: readonly string[]): string | null {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || UNSAFE_CHARACTER.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  // Only a path already written as the browser would resolve it: no dot segments, backslashes or encodings to undo.
  if (url.origin !== base || `${url.pathname}${url.search}${url.hash}` !== value) return null;
  let pathname: string;
  try {
    pathname = decodeURI(url.pathname);
  } catch {
    return null;
  }
  const route = patterns
    .map(pattern => matchPath({ path: pattern, end: true }, pathname))
    .find(match => match !== null);
  return route && Object.values(route.params).every(param => PLAIN_ID.test(param ?? '')) ? value : null;
}
