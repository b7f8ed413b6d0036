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
import { totalOf, type BreakdownLine, type SchemeLine } from './breakdown';
import { applyCaps } from './caps';
import { appliesTo, invoiceDayOf, versionInForce, type SchemeMember } from './inForce';
import { matchProducts, type BillLine, type ProductMatches, type SchemeProduct } from './matchProducts';
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

interface Applying {
  scheme: Scheme;
  version: SchemeVersion;
  base: BaseLine[];
  baseTotal: Award;
}

const HUNDRED_RUPEES_PAISE = 10_000;
const NOTHING_COVERED = pointsCovered([]);

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

export function workOutEarnings(bill: SchemeBill, context: EarningsContext): Earnings {
  const { matched, unmatched } = matchProducts(bill.bill_products ?? [], context.catalogue, context.matches);
  const day = invoiceDayOf(bill.invoice_date);
  if (day === null) return { ...NO_AWARD, lines: [], unmatched };
  const member = bill.user_list ?? {};
  const hundreds = wholeHundreds(bill.amount);
  const applying: Applying[] = [...context.schemes]
    .sort((a, b) => a.id - b.id)
    .flatMap(scheme => {
      const version = versionInForce(scheme, day);
      if (!version || !appliesTo(version, day, member)) return [];
      const base = baseEarnings(version, matched, hundreds);
      // A scheme that earns nothing on the bill and multiplies nothing gives no line: most of a programme's.
      if (base.length === 0 && rulesOf(version).multipliers.length === 0) return [];
      return [{ scheme, version, base, baseTotal: totalOf(base.map(({ line }) => line)) }];
    });
  const best = bestOf(applying);
  const counted = new Set(applying.filter(each => each.version.stacking === 'adds' || each === best));
  const countedPoints = pointsCovered([...counted].flatMap(each => each.base));
  const lines: BreakdownLine[] = [];
  for (const each of applying) {
    const { scheme, version } = each;
    const isCounted = counted.has(each);
    const earned: SchemeLine[] = [
      ...(isCounted ? each.base.map(({ line }) => line) : []),
      ...multiplierLines(version, countedPoints, isCounted ? pointsCovered(each.base) : NOTHING_COVERED),
    ];
    const caps = applyCaps(totalOf(earned), version.caps, {
      earned_by_member: context.earned_by_member[scheme.id] ?? NO_AWARD,
      spent_paise: context.spent_paise[scheme.id] ?? 0,
      point_value_paise: context.point_value_paise,
    });
    const outdone: SchemeLine[] =
      isCounted || !best || (each.baseTotal.points === 0 && each.baseTotal.cash_paise === 0)
        ? []
        : [
            {
              kind: 'outdone',
              would_give: each.baseTotal,
              outdone_by: { scheme_id: best.scheme.id, scheme_name: best.scheme.name },
              ...NO_AWARD,
            },
          ];
    const from = { scheme_id: scheme.id, scheme_name: scheme.name, version: version.version };
    lines.push(...[...outdone, ...earned, ...caps.lines].map(line => ({ ...from, ...line })));
  }
  return { ...totalOf(lines), lines, unmatched };
}
