import { z } from 'zod';
import { choice } from '../fields/choices';
import { calendarDate } from '../fields/dates';
import { id } from '../fields/ids';
import { indianGrouping } from '../india/grouping';
import { blankAsAbsent } from '../fields/presence';
import { text } from '../fields/text';
import { noProblemYet } from '../fields/when';

const MAX_FIGURE = 1_000_000_000;
const WHOLE = 'Enter a whole number, 0 or more.';
const ABOVE_ZERO = 'Enter a whole number above 0.';
export const SCHEME_WORDS = {
  endBeforeStart: 'The end cannot be before the start.',
  noRule: 'Add at least one rule.',
  emptyRule: 'A rule must give points or cash.',
  multiplier: 'A multiplier is more than ×1 and at most ×10 (101 to 1000 hundredths).',
  validFromPast: 'A new version starts today or later.',
  reason: 'Say why the figures differ from the schemes’.',
} as const;

/** A whole number from 0 (or from 1 when `positive`) to a billion, given as a number or as digits. */
const whole = ({ positive = false } = {}) =>
  z.preprocess(
    raw => (typeof raw === 'string' && /^\s*\d{1,10}\s*$/.test(raw) ? Number(raw) : raw),
    z
      .int({ error: positive ? ABOVE_ZERO : WHOLE })
      .min(positive ? 1 : 0, positive ? ABOVE_ZERO : WHOLE)
      .max(MAX_FIGURE, `Enter at most ${indianGrouping(MAX_FIGURE)}.`),
  );

const target = z.union([
  z.strictObject({ product: id() }),
  z.strictObject({ brand: id() }),
  z.strictObject({ category: id() }),
]);

const perUnit = z
  .strictObject({ kind: z.literal('per_unit'), target, points: whole(), cash_paise: whole() })
  .refine(rule => rule.points > 0 || rule.cash_paise > 0, { message: SCHEME_WORDS.emptyRule, path: ['points'] });

const perHundredRupees = z.strictObject({ kind: z.literal('per_hundred_rupees'), points: whole({ positive: true }) });

const multiplier = z.strictObject({
  kind: z.literal('multiplier'),
  over: z.union([z.literal('bill'), target]),
  hundredths: z
    .int({ error: SCHEME_WORDS.multiplier })
    .min(101, SCHEME_WORDS.multiplier)
    .max(1000, SCHEME_WORDS.multiplier),
});

const rule = z.discriminatedUnion('kind', [perUnit, perHundredRupees, multiplier]);

const limit = z.strictObject({
  points: blankAsAbsent(whole({ positive: true })),
  cash_paise: blankAsAbsent(whole({ positive: true })),
});

const caps = z.strictObject({
  per_bill: limit.optional(),
  per_member: limit.optional(),
  budget_paise: blankAsAbsent(whole({ positive: true })),
});

const shortTexts = z.array(text({ maxLength: 50 })).max(50);

/** What a version of a scheme says, whatever its date: period, audience, stacking, rules and caps. */
const terms = z
  .strictObject({
    starts_on: calendarDate(),
    ends_on: calendarDate(),
    user_types: shortTexts.default([]),
    firm_types: shortTexts.default([]),
    states: z.array(id()).max(100).default([]),
    stacking: choice(['adds', 'best_of']).default('adds'),
    rules: z.array(rule).min(1, SCHEME_WORDS.noRule).max(20_000),
    caps: caps.default({}),
  })
  .refine(version => version.ends_on >= version.starts_on, {
    message: SCHEME_WORDS.endBeforeStart,
    path: ['ends_on'],
    when: noProblemYet,
  });

/** A new scheme, drafted: its name and its first version's terms, in force from its start. */
export const schemeDraft = z.strictObject({ name: text({ maxLength: 120 }), terms });

/** A draft's changes (only a draft is edited in place): a new name, new terms, or both. */
export const schemeDraftChanges = z.strictObject({
  name: text({ maxLength: 120 }).optional(),
  terms: terms.optional(),
});

/** A live scheme's change: new terms in force from `valid_from`, India's today or later. */
export const schemeNewVersion = (today: () => string) =>
  z.strictObject({
    valid_from: calendarDate().refine(day => day >= today(), {
      message: SCHEME_WORDS.validFromPast,
      when: noProblemYet,
    }),
    terms,
  });

/** What the approval of a bill adds to the spec's body where the server works out its figures. */
export const earningChoices = z.object({
  /** Products chosen for lines the catalogue's names do not match, by the line's product name. */
  product_matches: z.record(z.string().max(255), id()).optional(),
  /** Why the figures differ from what the schemes work out; required when they do. */
  earning_reason: blankAsAbsent(text({ maxLength: 500 })),
});

export type SchemeTerms = z.output<typeof terms>;

/** Approving a scheme's draft version (`schemes/:id/approve/`). */
export const schemeApproval = z.strictObject({ version: id() });

/** Working out a bill's figures now (`schemes/work-out/`), with products chosen for lines no name matches. */
export const billWorkOut = z.strictObject({ bill_id: id(), product_matches: earningChoices.shape.product_matches });
