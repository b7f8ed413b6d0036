import { indiaDayOf } from '../india/clock';
import type { Scheme, SchemeVersion } from './scheme';

/** The member fields a scheme's audience looks at (a bill's `user_list`), each where present. */
export interface SchemeMember {
  user_type?: string | null;
  firm_type?: string | null;
  state?: number | string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A bill's invoice day in India: a bare date as it is, a time as its day in India; null when neither. */
export function invoiceDayOf(invoiceDate: string): string | null {
  if (DAY.test(invoiceDate)) return invoiceDate;
  const time = new Date(invoiceDate).getTime();
  return Number.isNaN(time) ? null : indiaDayOf(time);
}

/** The version in force on `day`: the one with the latest `valid_from` not after it (the later made on a tie). */
export function versionInForce(scheme: Scheme, day: string): SchemeVersion | undefined {
  let inForce: SchemeVersion | undefined;
  for (const version of scheme.versions) {
    if (version.valid_from > day) continue;
    if (
      !inForce ||
      version.valid_from > inForce.valid_from ||
      (version.valid_from === inForce.valid_from && version.version > inForce.version)
    )
      inForce = version;
  }
  return inForce;
}

const admits = (allowed: ReadonlyArray<number | string>, value: number | string | null | undefined) =>
  allowed.length === 0 || (value != null && allowed.some(each => String(each) === String(value)));

/** Whether the version's period holds `day`, both ends inclusive. */
export const holdsDay = (version: SchemeVersion, day: string) => version.starts_on <= day && day <= version.ends_on;

/** Whether the version's audience holds the member. */
export const holdsMember = (version: SchemeVersion, member: SchemeMember) =>
  admits(version.user_types, member.user_type) &&
  admits(version.firm_types, member.firm_type) &&
  admits(version.states, member.state);

/** Whether the version's period holds `day` and its audience holds the member. */
export const appliesTo = (version: SchemeVersion, day: string, member: SchemeMember) =>
  holdsDay(version, day) && holdsMember(version, member);
