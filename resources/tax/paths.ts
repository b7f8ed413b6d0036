/** The 194R register's paths. */
export const taxPaths = {
  /** Section 194R's register of members over or near the threshold (beyond the spec's routes); its `financial_year` filter shows a year. */
  tax194r: '/tax/194r',
} as const;
