import type { SchemeRecord, SchemeVersionRecord } from '@/contract/schemes/record';

/** The version a scheme's list shows: the one in force today, else its latest. */
export const shownVersion = (scheme: SchemeRecord): SchemeVersionRecord | undefined =>
  scheme.versions.find(version => version.version === scheme.in_force) ?? scheme.versions.at(-1);

/** Its versions, the latest first. */
export const latestFirst = (scheme: SchemeRecord): SchemeVersionRecord[] =>
  [...scheme.versions].sort((a, b) => b.version - a.version);

/** Its draft version awaiting approval, if any. */
export const draftVersion = (scheme: SchemeRecord): SchemeVersionRecord | undefined =>
  scheme.versions.find(version => version.status === 'draft');
