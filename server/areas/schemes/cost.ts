import { versionInForce } from '@/contract/schemes/inForce';
import type { CreditedFigures, SchemeCost } from '@/contract/schemes/record';
import type { Db } from '@/server/db/connection';
import { storedSettingsOf } from '@/server/programme/settings';
import { liveScheme, schemeRecord } from './records';

/** A credit's day in India, from its time (stored in UTC). */
const INDIA_DAY = "date(c.credited_at, '+330 minutes')";

const figuresBy = (db: Db, schemeId: number, pointValuePaise: number, group: string) =>
  db
    .prepare(
      `SELECT ${group} AS key, SUM(c.points) AS points, SUM(c.cash_paise) AS cash_paise,
         SUM(c.points) * ? + SUM(c.cash_paise) AS total_paise
       FROM scheme_credits c WHERE c.scheme_id = ? GROUP BY 1 ORDER BY 1`,
    )
    .all(pointValuePaise, schemeId) as Array<CreditedFigures & { key: string | null }>;

/**
 * What a scheme has cost so far, its points at the point's value: in all, against the budget of
 * the version in force today (else of its latest live version), by member type, and by week from
 * Monday (India's days).
 */
export function schemeCost(db: Db, schemeId: number, today: string): SchemeCost {
  const record = schemeRecord(db, schemeId, today);
  const pointValuePaise = storedSettingsOf(db).point_value_paise;
  const live = liveScheme(record);
  const budgeted = versionInForce(live, today) ?? live.versions.at(-1);
  const budget = budgeted?.caps.budget_paise ?? null;
  const [total = { points: 0, cash_paise: 0, total_paise: 0 }] = figuresBy(db, schemeId, pointValuePaise, "'all'");
  const { points, cash_paise, total_paise } = total;
  return {
    scheme_id: schemeId,
    point_value_paise: pointValuePaise,
    points,
    cash_paise,
    total_paise,
    budget_paise: budget,
    budget_left_paise: budget === null ? null : Math.max(0, budget - total_paise),
    by_user_type: figuresBy(db, schemeId, pointValuePaise, 'c.user_type').map(({ key, ...figures }) => ({
      user_type: key,
      ...figures,
    })),
    by_week: figuresBy(db, schemeId, pointValuePaise, `date(${INDIA_DAY}, '-6 days', 'weekday 1')`).map(
      ({ key, ...figures }) => ({ week_from: String(key), ...figures }),
    ),
  };
}
