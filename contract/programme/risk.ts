import { indiaDayOf } from '../india/clock';
import type { ProgrammeSettings } from './settings';
import { toPaise } from './tax194r';

/**
 * Risk rules on bills: each compares a bill's measurement as of its upload (so a later bill never
 * changes it) with a threshold set in settings.ts. Flags inform and block nothing. Everything is
 * compared in whole numbers (paise, hundredths, counts, days); exactly at a threshold is not over it.
 */
export const RISK_RULES = ['amount_30_days', 'bills_per_day', 'above_usual', 'new_member'] as const;

export type RiskRule = (typeof RISK_RULES)[number];

/** How far back the amount rule looks: 30 days of 24 hours, up to and including the bill's upload. */
export const RISK_WINDOW_DAYS = 30;
/** The usual amount is counted only from this many earlier bills. */
export const USUAL_FROM_BILLS = 3;

const DAY_MS = 86_400_000;

/** A bill's measurements as of its upload, in whole numbers. */
export interface RiskMeasures {
  /** The bill's own amount, in paise. */
  amount_paise: number;
  /** The member's bills uploaded in the 30 days up to and including this one, in paise. */
  amount_30_days_paise: number;
  /** The member's bills uploaded that calendar day (India's) up to and including this one. */
  bills_that_day: number;
  /** The mean of the member's earlier bills, in paise (to the nearest paisa); null with fewer than 3 of them. */
  usual_paise: number | null;
  /** Whole days (of 24 hours) from the member joining to the upload, 0 before it; null when not known. */
  days_since_joining: number | null;
}

/**
 * The rules the measurements trip against the settings, in RISK_RULES' order: the amount in 30
 * days over the amount set, more bills that day than the number set, the bill over the multiple
 * set of the usual (amount × 100 > multiple in hundredths × usual, exactly), uploaded fewer whole
 * days after joining than the days set (0 turns that rule off).
 */
export function riskReasonsOf(measures: RiskMeasures, settings: ProgrammeSettings): RiskRule[] {
  const tripped: Record<RiskRule, boolean> = {
    amount_30_days: measures.amount_30_days_paise > toPaise(settings.risk_amount_30_days),
    bills_per_day: measures.bills_that_day > settings.risk_bills_per_day,
    above_usual:
      measures.usual_paise !== null &&
      measures.amount_paise * 100 > toPaise(settings.risk_usual_multiple) * measures.usual_paise,
    new_member: measures.days_since_joining !== null && measures.days_since_joining < settings.risk_days_after_joining,
  };
  return RISK_RULES.filter(rule => tripped[rule]);
}

/** The mean of `count` amounts summing to `sum` paise, to the nearest paisa (halves up), in whole numbers. */
export const meanPaise = (sum: number, count: number) => Math.floor((2 * sum + count) / (2 * count));

/** The measurements the reference server answers with a bill (`risk_measures`): amounts in rupees, counts, days. */
export type AnsweredRiskMeasures = {
  amount_30_days: number;
  bills_that_day: number;
  usual: number | null;
  days_since_joining: number;
};

/** A bill as far as its risk goes: the fields of the spec's bill (the member's join date when it is given). */
export interface BillForRisk {
  id: string | number;
  user?: unknown;
  user_list?: { id?: unknown; date_joined?: unknown; created_at?: unknown; date_added?: unknown } | null;
  amount?: unknown;
  date_added?: unknown;
  risk_reasons?: unknown;
  risk_measures?: unknown;
}

/** Whether the backend answers the bill's risk itself (the reference server does; the spec's does not). */
export const answersRisk = (bill: BillForRisk): boolean => Array.isArray(bill.risk_reasons);

const timeOf = (value: unknown) => (typeof value === 'string' && value ? Date.parse(value) : NaN);

/** The member's join date a bill carries, as a time; NaN when it has none (the spec's bill has none). */
function joinedOf(bill: BillForRisk): number {
  const member = bill.user_list ?? {};
  return timeOf(member.date_joined ?? member.created_at ?? member.date_added);
}

interface Measured {
  id: string;
  time: number;
  paise: number;
  day: string;
}

/**
 * For a backend without risk flags: each bill's measurements over the bills given (what is not loaded
 * is not counted); join times from `joined`, else a bill's `user_list`; incomplete bills are left out.
 */
export function measureBills(
  bills: readonly BillForRisk[],
  joined: ReadonlyMap<string, number> = new Map(),
): Map<string, RiskMeasures> {
  const byMember = new Map<string, Measured[]>();
  const joinedAt = new Map(joined);
  const seen = new Set<string>();
  for (const bill of bills) {
    const id = String(bill.id);
    const member = bill.user ?? bill.user_list?.id;
    const paise = toPaise(Number(bill.amount));
    const time = timeOf(bill.date_added);
    if (seen.has(id) || member === null || member === undefined || Number.isNaN(paise) || Number.isNaN(time)) continue;
    if (bill.amount === null || bill.amount === undefined || bill.amount === '') continue;
    seen.add(id);
    const key = String(member);
    if (!joinedAt.has(key) && !Number.isNaN(joinedOf(bill))) joinedAt.set(key, joinedOf(bill));
    const measured = { id, time, paise, day: indiaDayOf(time) };
    const earlier = byMember.get(key);
    if (earlier) earlier.push(measured);
    else byMember.set(key, [measured]);
  }
  const measures = new Map<string, RiskMeasures>();
  for (const [member, memberBills] of byMember) {
    const ordered = memberBills.sort((a, b) => a.time - b.time || compareIds(a.id, b.id));
    const joinedTime = joinedAt.get(member);
    let [windowStart, windowPaise, earlierPaise, dayStart] = [0, 0, 0, 0];
    ordered.forEach((bill, index) => {
      windowPaise += bill.paise;
      while (ordered[windowStart].time <= bill.time - RISK_WINDOW_DAYS * DAY_MS) {
        windowPaise -= ordered[windowStart].paise;
        windowStart += 1;
      }
      if (ordered[dayStart].day !== bill.day) dayStart = index;
      measures.set(bill.id, {
        amount_paise: bill.paise,
        amount_30_days_paise: windowPaise,
        bills_that_day: index - dayStart + 1,
        usual_paise: index >= USUAL_FROM_BILLS ? meanPaise(earlierPaise, index) : null,
        days_since_joining:
          joinedTime === undefined ? null : Math.max(0, Math.floor((bill.time - joinedTime) / DAY_MS)),
      });
      earlierPaise += bill.paise;
    });
  }
  return measures;
}

/** Ids in the order the server gives them: numbers as numbers, else as text. */
function compareIds(a: string, b: string): number {
  const [left, right] = [Number(a), Number(b)];
  return Number.isNaN(left) || Number.isNaN(right) ? a.localeCompare(b) : left - right;
}

/** The measurements the reference server answers with a bill (`risk_measures`, amounts in rupees), in whole numbers. */
export function answeredMeasures(bill: BillForRisk): RiskMeasures | undefined {
  const answered = bill.risk_measures;
  if (!answered || typeof answered !== 'object') return undefined;
  const { amount_30_days, bills_that_day, usual, days_since_joining } = answered as Record<string, unknown>;
  const orNull = (value: unknown, as: (value: number) => number) =>
    value === null || value === undefined ? null : as(Number(value));
  return {
    amount_paise: toPaise(Number(bill.amount)),
    amount_30_days_paise: toPaise(Number(amount_30_days)),
    bills_that_day: Number(bills_that_day),
    usual_paise: orNull(usual, toPaise),
    days_since_joining: orNull(days_since_joining, Number),
  };
}

/** A bill's risk: the backend's `risk_reasons`, else the rules over `fallback`'s measurements. */
export function riskOf(
  bill: BillForRisk,
  settings: ProgrammeSettings | undefined,
  fallback: ReadonlyMap<string, RiskMeasures> | null,
): { reasons: RiskRule[]; measures: RiskMeasures | undefined } {
  if (answersRisk(bill)) {
    const reasons = (bill.risk_reasons as unknown[]).filter((rule): rule is RiskRule =>
      RISK_RULES.includes(rule as RiskRule),
    );
    return { reasons, measures: answeredMeasures(bill) };
  }
  const measures = fallback?.get(String(bill.id));
  return { reasons: measures && settings ? riskReasonsOf(measures, settings) : [], measures };
}
