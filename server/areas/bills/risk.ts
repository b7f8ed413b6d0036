import { RISK_RULES, type RiskRule } from '@/contract/programme/risk';
import type { Db } from '@/server/db/connection';
import { toRupeesSql } from '@/server/ledger';
import { choiceOf, type Filter } from '@/server/paging/filters';
import { sql } from '@/server/paging/sql';
import { storedSettingsOf, type StoredSettings } from '@/server/programme/settings';

/**
 * The risk rules of contract/programme/risk.ts (`riskReasonsOf`) in SQL, over the measurements
 * each bill keeps (migration 013) and a threshold: a stored setting's column, or a parameter.
 * Whole numbers on both sides, as the contract compares them.
 */
const RULES: Record<RiskRule, { setting: keyof StoredSettings; trips: (b: string, threshold: string) => string }> = {
  amount_30_days: {
    setting: 'risk_amount_30_days_paise',
    trips: (b, threshold) => `${b}.risk_amount_30_days_paise > ${threshold}`,
  },
  bills_per_day: {
    setting: 'risk_bills_per_day',
    trips: (b, threshold) => `${b}.risk_bills_that_day > ${threshold}`,
  },
  above_usual: {
    setting: 'risk_usual_multiple_hundredths',
    trips: (b, threshold) => `${b}.amount_paise * 100 > ${threshold} * ${b}.risk_usual_paise`,
  },
  new_member: {
    setting: 'risk_days_after_joining',
    trips: (b, threshold) => `${b}.risk_days_since_joining < ${threshold}`,
  },
};

/**
 * SQL of the bill `b`'s `risk_reasons` (a JSON array of rule ids, in the contract's order) against
 * the settings row `s`, and of its `risk_measures` (amounts in rupees), for its record.
 */
export const riskFieldsSql = (b: string, s: string) => `'risk_reasons', json((SELECT json_group_array(r.value)
      FROM json_each(json_array(${RISK_RULES.map(rule => `CASE WHEN ${RULES[rule].trips(b, `${s}.${RULES[rule].setting}`)} THEN '${rule}' END`).join(', ')})) r
      WHERE r.value IS NOT NULL)),
    'risk_measures', json_object('amount_30_days', ${toRupeesSql(`${b}.risk_amount_30_days_paise`)},
      'bills_that_day', ${b}.risk_bills_that_day, 'usual', ${toRupeesSql(`${b}.risk_usual_paise`)},
      'days_since_joining', ${b}.risk_days_since_joining)`;

/**
 * The `flagged` filter (`true` or `false`): the bills some rule flags under the settings as they
 * are when the list is read, or those none flags. Conditions on the bill's own columns, with the
 * thresholds as parameters: no subquery, so a list of pending bills reads each pending bill once
 * by its status index, as without the filter.
 */
export const flaggedFilter = (db: Db): Filter =>
  Object.assign(
    (values: string[], name: string) => {
      const flagged = choiceOf(values, name, ['true', 'false']) === 'true';
      const settings = storedSettingsOf(db);
      const any = `COALESCE(${RISK_RULES.map(rule => RULES[rule].trips('b', '?')).join(' OR ')}, 0)`;
      return sql(`${any} = ?`, ...RISK_RULES.map(rule => settings[RULES[rule].setting]), flagged ? 1 : 0);
    },
    {
      description:
        '"true": the bills a risk rule flags (their `risk_reasons` not empty) under the settings in force; "false": those none flags',
    },
  );
