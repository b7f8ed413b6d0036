import type { BreakdownLine, CapKind } from '@/contract/schemes/breakdown';
import { formatNumber } from '@/src/lib/format';
import { awardText, factorText, pointsText } from './awardWords';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const capKeys: Record<CapKind, string> = {
  per_bill: 'line_cap_per_bill',
  per_member: 'line_cap_per_member',
  budget: 'line_cap_budget',
};

/**
 * A line of a bill's breakdown in the words: "3 × Royale 20 L at 150 PTS, Monsoon scheme:
 * 450 PTS", "12 × ₹100 at 5 PTS, Base scheme: 60 PTS", "Diwali × 2: 900 PTS", "Cap per member
 * reached: 200 PTS of 900", "Monsoon scheme not counted: Festival gives more".
 */
export function breakdownLineText(line: BreakdownLine, translate: Translate): string {
  const t = (key: string, options: Record<string, unknown>) => translate(`app.schemes.${key}`, options);
  const scheme = line.scheme_name;
  const award = awardText(line);
  switch (line.kind) {
    case 'per_unit':
      return t('line_per_unit', {
        units: line.units,
        product: line.product_name,
        rate: awardText({ points: line.points_per_unit, cash_paise: line.cash_paise_per_unit }),
        scheme,
        award,
      });
    case 'per_hundred_rupees':
      return t('line_per_hundred', {
        hundreds: line.hundreds,
        rate: pointsText(line.points_per_hundred),
        scheme,
        award,
      });
    case 'multiplier':
      return t('line_multiplier', { scheme, factor: factorText(line.hundredths), award });
    case 'outdone': {
      return t('line_outdone', { scheme, winner: line.outdone_by.scheme_name });
    }
    case 'cap': {
      const pointsOnly = line.allowed.cash_paise === 0 && line.of.cash_paise === 0;
      return t(capKeys[line.cap], {
        allowed: awardText(line.allowed),
        of: pointsOnly ? formatNumber(line.of.points) : awardText(line.of),
      });
    }
  }
}
