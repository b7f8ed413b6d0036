import type { Db } from '@/server/db/connection';
import { invalidInput } from '@/server/errors';
import { choiceOf, type Filter } from '@/server/paging/filters';
import type { PagedList } from '@/server/paging/list';
import { asRead } from '@/server/paging/ordering';
import { sql } from '@/server/paging/sql';
import { fullName } from '@/server/members/records';
import type { MemberStateSql } from '@/server/context';
import { PAN_STATES_AS_NONE, type KycState } from '@/contract/kyc/states';
import { financialYearBounds } from '@/contract/programme/financialYear';
import { TAX_REGISTER_ORDERINGS, type TaxRegisterLine } from '@/contract/programme/register';
import type { ProgrammeSettings } from '@/contract/programme/settings';
import { benefitValue, nearFloorPaise, taxBand, taxDue, taxRate, toPaise } from '@/contract/programme/tax194r';

/**
 * Section 194R's register: the members whose benefits in a financial year (yearly_benefits,
 * kept from the ledger by migration 012's trigger) are over the threshold or within 10% below
 * it, with the value, the rate their PAN on record sets and the tax at it (the contract's
 * functions, so the app computes the same), and their TDS certificates of that year.
 *
 * A member's value (points x the point's value + cash) depends on a setting, so no index
 * holds it; but a value of at least V needs points worth V/2 or cash of V/2, and each of
 * those is an indexed range of the year's rows (yearly_benefits_by_points, _by_paise): the
 * register reads those few rows, never the year's million.
 */

const YEAR = 'a year from 2000 to 2999, the one a financial year starts in (2026 for 2026-27)';

/** The `financial_year` query parameter, else the current one; 400 when it is not a year or sent twice. */
export function financialYearParameter(raw: unknown, current: number): number {
  if (raw === undefined) return current;
  if (typeof raw !== 'string' || !/^2\d{3}$/.test(raw)) {
    throw invalidInput({ financial_year: [`Expected ${YEAR}.`] }, `financial_year must be ${YEAR}.`);
  }
  return Number(raw);
}

/** SQL: whether the member `u` has a PAN on record (not blank). */
const PAN_PRESENT = "(TRIM(COALESCE(u.pan_card_number, '')) <> '')";

/** SQL of the KYC state of the member `u`'s PAN, where a source knows one; else NULL. */
const panStateOf = (source: RegisterSource) => (source.panState ? source.panState('u.id') : 'NULL');

/**
 * SQL: whether the higher rate applies to the member `u`: no PAN on record, or one whose KYC state
 * (where the source knows one) counts as none, invalid or inoperative.
 */
const higherRateOf = (source: RegisterSource) =>
  source.panState
    ? `(NOT ${PAN_PRESENT} OR ${source.panState('u.id')} IN (${PAN_STATES_AS_NONE.map(state => `'${state}'`).join(', ')}))`
    : `(NOT ${PAN_PRESENT})`;

/**
 * Where the register is read from: the yearly benefits (`user_id`, `financial_year`, `points`,
 * `paise`, indexed by year and each figure), the members (`u`: names, contacts, PAN), which of
 * them are members, and SQL of a member's (`yb.user_id`) certificates uploaded from `from` until
 * `until`, or null where they are not known here.
 */
export interface RegisterSource {
  benefits: string;
  members: string;
  isMember: string;
  certificates: ((from: string, until: string) => string) | null;
  /** SQL of a member's PAN state (the kyc area's, through the shell), where the server keeps one. */
  panState?: MemberStateSql;
}

/** The reference server's own tables. */
export const REFERENCE_REGISTER: RegisterSource = {
  benefits: 'yearly_benefits',
  members: 'users',
  isMember: 'u.is_admin = 0',
  certificates: (from, until) => `SELECT COUNT(*) FROM tds_certificates c WHERE c.user_id = u.id
    AND c.is_deleted = 0 AND c.uploaded_at >= '${from}' AND c.uploaded_at < '${until}'`,
};

/** SQL of a member's (`u`) certificates of the year, or NULL where the source does not know them. */
function certificatesOf(source: RegisterSource, year: number): string {
  const { start, end } = financialYearBounds(year);
  return source.certificates?.(start.toISOString(), end.toISOString()) ?? 'SELECT NULL';
}

/** A member's line of the year as the register would show it, over the threshold or not; undefined for no member. */
export const memberTaxLine = (
  db: Db,
  {
    year,
    member,
    settings,
    source = REFERENCE_REGISTER,
  }: { year: number; member: number; settings: ProgrammeSettings; source?: RegisterSource },
): TaxRegisterLine | undefined =>
  registerLines(db, { year, ids: [member], settings, certificates: certificatesOf(source, year), source })[0];

export function taxRegister(
  db: Db,
  year: number,
  settings: ProgrammeSettings,
  source: RegisterSource = REFERENCE_REGISTER,
): PagedList {
  const pointPaise = toPaise(settings.point_value);
  const thresholdPaise = toPaise(settings.tax_194r_threshold);
  // The least value (paise) the register shows: the contract's, so a member's page says the same.
  const least = nearFloorPaise(thresholdPaise);
  const value = `(yb.points * ${pointPaise} + yb.paise)`;
  const rate = (withPan: number, withoutPan: number) =>
    `CASE WHEN ${higherRateOf(source)} THEN ${withoutPan} ELSE ${withPan} END`;
  const tax = `CASE WHEN ${value} > ${thresholdPaise} THEN ${value} * (${rate(
    toPaise(settings.tax_194r_rate_with_pan),
    toPaise(settings.tax_194r_rate_without_pan),
  )}) ELSE 0 END`;
  const certificates = certificatesOf(source, year);

  // The year's rows that may reach `least`: worth half of it in points, or holding half of it in cash.
  const half = Math.ceil(least / 2);
  const byPoints =
    pointPaise > 0 ? `SELECT user_id FROM ${source.benefits} WHERE financial_year = ? AND points >= ? UNION ` : '';
  const candidates = sql(
    `yb.user_id IN (${byPoints}SELECT user_id FROM ${source.benefits} WHERE financial_year = ? AND paise >= ?)`,
    ...(pointPaise > 0 ? [year, Math.ceil(half / pointPaise)] : []),
    year,
    half,
  );

  const yesOrNo =
    (condition: string): Filter =>
    (values, name) =>
      sql(choiceOf(values, name, ['yes', 'no']) === 'yes' ? condition : `NOT ${condition}`);

  return {
    from: `${source.benefits} yb JOIN ${source.members} u ON u.id = yb.user_id`,
    id: 'yb.user_id',
    where: sql(
      `yb.financial_year = ? AND ${candidates.sql} AND ${value} >= ? AND ${source.isMember}`,
      year,
      ...candidates.params,
      least,
    ),
    search: { fields: [fullName('u'), 'u.firm_name', 'u.phone', 'u.email'] },
    orderings: {
      value,
      points: 'yb.points',
      cash: 'yb.paise',
      tax,
      first_name: [asRead('u.first_name'), asRead('u.last_name')],
    } satisfies Record<(typeof TAX_REGISTER_ORDERINGS)[number], string | string[]>,
    defaultOrdering: '-value',
    filters: {
      band: (values, name) =>
        sql(`${value} ${choiceOf(values, name, ['over', 'near']) === 'over' ? '>' : '<='} ${thresholdPaise}`),
      pan: yesOrNo(PAN_PRESENT),
      higher_rate: yesOrNo(higherRateOf(source)),
      ...(source.certificates && { certificates: yesOrNo(`(${certificates}) > 0`) }),
    },
    items: ids => registerLines(db, { year, ids, settings, certificates, source }),
  };
}

/** A line as SQLite reads it: PAN present as 0 or 1, cash in paise; the figures are computed by the contract. */
type Row = Pick<TaxRegisterLine, 'id' | 'first_name' | 'last_name' | 'firm_name' | 'user_type' | 'phone' | 'email'> & {
  pan_present: number;
  pan_state: KycState | null;
  higher_rate: number;
  points: number;
  paise: number;
  certificates: number | null;
};

/**
 * The lines of a page's members, in its order: read by key from the page's ids (CROSS JOIN keeps that
 * order of reading); a member credited nothing in the year has a line of nothing.
 */
function registerLines(
  db: Db,
  {
    year,
    ids,
    settings,
    certificates,
    source,
  }: {
    year: number;
    ids: number[];
    settings: ProgrammeSettings;
    certificates: string;
    source: RegisterSource;
  },
): TaxRegisterLine[] {
  const rows = db
    .prepare(
      `SELECT u.id, u.first_name, u.last_name, u.firm_name, u.user_type, u.phone, u.email,
         ${PAN_PRESENT} AS pan_present, ${panStateOf(source)} AS pan_state, ${higherRateOf(source)} AS higher_rate,
         COALESCE(yb.points, 0) AS points, COALESCE(yb.paise, 0) AS paise, (${certificates}) AS certificates
       FROM json_each(?) page
       CROSS JOIN ${source.members} u ON u.id = page.value
       LEFT JOIN ${source.benefits} yb ON yb.user_id = u.id AND yb.financial_year = ?
       WHERE ${source.isMember} ORDER BY page.key`,
    )
    .all(JSON.stringify(ids), year) as Row[];
  return rows.map(
    ({ pan_present, pan_state, higher_rate, paise: cashPaise, points, certificates: count, ...member }) => {
      const cash = cashPaise / 100;
      const value = benefitValue({ points, cash }, settings.point_value);
      const rate = taxRate(higher_rate === 0, settings);
      const threshold = settings.tax_194r_threshold;
      const band = taxBand(value, threshold);
      const tax = taxDue(value, threshold, rate);
      return {
        ...member,
        pan_present: pan_present === 1,
        pan_state,
        higher_rate: higher_rate === 1,
        points,
        cash,
        value,
        band,
        rate,
        tax,
        certificates: count,
      };
    },
  );
}
