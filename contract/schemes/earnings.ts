/**
 * What a bill earns under the live schemes, in this order:
 * 1. its product lines are matched to the catalogue by name; an unmatched line earns nothing;
 * 2. each scheme in force on the invoice day (the version with the latest `valid_from` not
 *    after it, whose period holds the day and whose audience holds the member) works out its
 *    base earnings: per-unit lines (whole units) and per-₹100 (whole hundreds of the amount);
 * 3. stacking: every `adds` scheme counts; of the `best_of` schemes only the one whose base
 *    earnings give the most points (then cash, then the lowest id) counts; caps are not yet
 *    weighed. Stacking concerns base earnings only: a scheme's multipliers always apply;
 * 4. multipliers add their extra points over the counted base earnings of the other schemes;
 * 5. each scheme's caps cut its own earnings (base and multiplier): per bill, then per member,
 *    then its budget.
 * Everything is whole points and paise; the multiplier's extra and the points a budget buys are
 * rounded down, nothing else divides.
 */
import type { Decimal } from '../fields/answered';
import { toPaise } from '../programme/tax194r';
import { baseEarnings, type BaseLine } from './baseEarnings';
import { totalOf, type BreakdownLine, type FromScheme } from './breakdown';
import { applyCaps } from './caps';
import { appliesTo, invoiceDayOf, versionInForce, type SchemeMember } from './inForce';
import {
  matchProducts,
  type BillLine,
  type MatchedLine,
  type ProductMatches,
  type SchemeProduct,
} from './matchProducts';
import { multiplierLines, pointsCovered } from './multipliers';
import { NO_AWARD, type Award, type Scheme, type SchemeVersion } from './scheme';
import { rulesOf } from './versionRules';

/** A bill as far as the schemes go: the spec's bill fields. */
export interface SchemeBill {
  amount: Decimal;
  invoice_date: string;
  user_list?: SchemeMember | null;
  bill_products?: readonly BillLine[] | null;
}

export interface EarningsContext {
  catalogue: readonly SchemeProduct[];
  /** The live schemes, with all their versions. */
  schemes: readonly Scheme[];
  /** By scheme id: what the member already earned under it in its period, before this bill. */
  earned_by_member: Readonly<Record<number, Award | undefined>>;
  /** By scheme id: what it already cost, in paise. */
  spent_paise: Readonly<Record<number, number | undefined>>;
  /** A point's value, in whole paise. */
  point_value_paise: number;
  /** Products an administrator matched to lines the catalogue's names do not. */
  matches?: ProductMatches;
}

export interface Earnings extends Award {
  lines: BreakdownLine[];
  /** The names of the product lines no catalogue product matches. */
  unmatched: string[];
}

/** A bill as the schemes read it: its invoice day, member, lines matched to products, and whole ₹100s. */
export interface BillFacts {
  day: string;
  member: SchemeMember;
  matched: readonly MatchedLine[];
  hundreds: number;
}

/** A scheme with its version in force on a bill's day. */
export interface InForce {
  scheme: Scheme;
  version: SchemeVersion;
}

/**
 * The schemes in force on a bill's day whose audience holds its member, by id: all of them, or
 * fewer but none that would give the bill a line.
 */
export type SchemesFor = (bill: BillFacts) => readonly InForce[];

interface Applying extends InForce {
  from: FromScheme;
  base: BaseLine[];
  baseTotal: Award;
}

const HUNDRED_RUPEES_PAISE = 10_000;

const wholeHundreds = (amount: Decimal) => {
  const paise = toPaise(Number(amount));
  return Number.isFinite(paise) && paise > 0 ? Math.floor(paise / HUNDRED_RUPEES_PAISE) : 0;
};

const givesMore = (a: Applying, b: Applying) =>
  a.baseTotal.points - b.baseTotal.points ||
  a.baseTotal.cash_paise - b.baseTotal.cash_paise ||
  b.scheme.id - a.scheme.id;

/** The best of the `best_of` schemes: the one counted among them. */
const bestOf = (applying: readonly Applying[]) =>
  applying
    .filter(each => each.version.stacking === 'best_of')
    .reduce<Applying | undefined>((best, each) => (!best || givesMore(each, best) > 0 ? each : best), undefined);

const everyScheme =
  (schemes: readonly Scheme[]): SchemesFor =>
  ({ day, member }) =>
    [...schemes]
      .sort((a, b) => a.id - b.id)
      .flatMap(scheme => {
        const version = versionInForce(scheme, day);
        return version && appliesTo(version, day, member) ? [{ scheme, version }] : [];
      });

export const workOutEarnings = (bill: SchemeBill, context: EarningsContext): Earnings =>
  workOutAmong(everyScheme(context.schemes), bill, context);

/** What a bill earns under the schemes `schemesFor` finds for it (contract/schemes/indexedSchemes.ts). */
export function workOutAmong(schemesFor: SchemesFor, bill: SchemeBill, context: EarningsContext): Earnings {
  const { matched, unmatched } = matchProducts(bill.bill_products ?? [], context.catalogue, context.matches);
  const day = invoiceDayOf(bill.invoice_date);
  if (day === null) return { ...NO_AWARD, lines: [], unmatched };
  const member = bill.user_list ?? {};
  const hundreds = wholeHundreds(bill.amount);
  const applying: Applying[] = [];
  for (const { scheme, version } of schemesFor({ day, member, matched, hundreds })) {
    const from = { scheme_id: scheme.id, scheme_name: scheme.name, version: version.version };
    const base = baseEarnings(version, from, matched, hundreds);
    // A scheme that earns nothing on the bill and multiplies nothing gives no line: most of a programme's.
    if (base.length === 0 && rulesOf(version).multipliers.length === 0) continue;
    applying.push({ scheme, version, from, base, baseTotal: totalOf(base.map(({ line }) => line)) });
  }
  const best = bestOf(applying);
  const isCounted = (each: Applying) => each.version.stacking === 'adds' || each === best;
  const countedBase: BaseLine[] = [];
  for (const each of applying) if (isCounted(each)) countedBase.push(...each.base);
  const countedPoints = pointsCovered(countedBase);
  const lines: BreakdownLine[] = [];
  for (const each of applying) {
    const { scheme, version, from } = each;
    const counted = isCounted(each);
    if (!counted && best && (each.baseTotal.points !== 0 || each.baseTotal.cash_paise !== 0)) {
      lines.push({
        scheme_id: from.scheme_id,
        scheme_name: from.scheme_name,
        version: from.version,
        kind: 'outdone',
        would_give: each.baseTotal,
        outdone_by: { scheme_id: best.scheme.id, scheme_name: best.scheme.name },
        points: 0,
        cash_paise: 0,
      });
    }
    const earned = counted ? each.base.map(({ line }) => line) : [];
    for (const line of multiplierLines(version, from, countedPoints, counted ? each.base : [])) earned.push(line);
    const caps = applyCaps(
      totalOf(earned),
      version.caps,
      {
        earned_by_member: context.earned_by_member[scheme.id] ?? NO_AWARD,
        spent_paise: context.spent_paise[scheme.id] ?? 0,
        point_value_paise: context.point_value_paise,
      },
      from,
    );
    for (const line of earned) lines.push(line);
    for (const line of caps.lines) lines.push(line);
  }
  const total = totalOf(lines);
  return { points: total.points, cash_paise: total.cash_paise, lines, unmatched };
}
