import type { RiskMeasures, RiskRule } from '@/contract/programme/risk';
import type { ProgrammeSettings } from '@/contract/programme/settings';
import { formatRupees } from '@/src/lib/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const rupees = (paise: number) => formatRupees(paise / 100);

/**
 * Each reason in words, with the measurement and the threshold it went past ("₹2,45,000 in
 * bills in 30 days, over ₹2,00,000"); only the threshold when the measurement is not known,
 * only the rule while the settings are not.
 */
export function riskReasonTexts(
  reasons: readonly RiskRule[],
  measures: RiskMeasures | undefined,
  settings: ProgrammeSettings | undefined,
  translate: Translate,
): string[] {
  return reasons.map(reason => {
    if (!settings) return translate(`app.risk.rules.${reason}`);
    const threshold = {
      amount_30_days: rupees(Math.round(settings.risk_amount_30_days * 100)),
      bills_per_day: settings.risk_bills_per_day,
      above_usual: settings.risk_usual_multiple,
      new_member: settings.risk_days_after_joining,
    }[reason];
    const measured =
      measures &&
      {
        amount_30_days: { amount: rupees(measures.amount_30_days_paise) },
        bills_per_day: { smart_count: measures.bills_that_day },
        above_usual:
          measures.usual_paise === null
            ? undefined
            : {
                amount: rupees(measures.amount_paise),
                usual: rupees(measures.usual_paise),
              },
        new_member: measures.days_since_joining === null ? undefined : { smart_count: measures.days_since_joining },
      }[reason];
    return measured
      ? translate(`app.risk.reasons.${reason}`, { ...measured, threshold })
      : translate(`app.risk.thresholds.${reason}`, { threshold });
  });
}
