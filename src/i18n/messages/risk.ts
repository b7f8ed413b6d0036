/** Strings of the risk rules on bills (contract/programme/risk.ts): the chip, its reasons, the filter, the notice. */
export const riskMessages = {
  chip: 'Flagged',
  chip_label: 'Flagged: %{reasons}',
  notice: 'Flagged for a closer look: %{reasons}. Flags inform; they block nothing.',
  filter: 'Flagged',
  flagged_only: 'Flagged',
  not_flagged: 'Not flagged',
  /** A reason with its measurement and threshold. */
  reasons: {
    amount_30_days: '%{amount} in bills in 30 days, over %{threshold}',
    bills_per_day:
      '%{smart_count} bill that day, over %{threshold} |||| %{smart_count} bills that day, over %{threshold}',
    above_usual: '%{amount}, over %{threshold} times the usual %{usual}',
    new_member:
      'Uploaded %{smart_count} day after joining, within %{threshold} days |||| Uploaded %{smart_count} days after joining, within %{threshold} days',
  },
  /** A reason with its threshold, when the measurement is not known. */
  thresholds: {
    amount_30_days: 'Over %{threshold} in bills in 30 days',
    bills_per_day: 'Over %{threshold} bills that day',
    above_usual: 'Over %{threshold} times the member’s usual bill',
    new_member: 'Within %{threshold} days of joining',
  },
  /** A reason alone, while the settings are not known. */
  rules: {
    amount_30_days: 'Many bills in 30 days',
    bills_per_day: 'Many bills in a day',
    above_usual: 'Far above the member’s usual bill',
    new_member: 'Soon after joining',
  },
};
