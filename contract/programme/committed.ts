/** What rules have committed to the pending bills: what their approvals would credit, in whole points and paise. */
export interface Committed {
  points: number;
  cash_paise: number;
  /** The pending bills that would be credited something. */
  bills: number;
  /** Only while the figures are worked out afresh: when those given were (ISO); null before the first. */
  as_of?: string | null;
}

/** What the committed figures are worth in rupees: their points at the point's rupee value plus their cash, summed in paise. */
export const committedWorth = ({ points, cash_paise }: Pick<Committed, 'points' | 'cash_paise'>, pointValue: number) =>
  (points * Math.round(pointValue * 100) + cash_paise) / 100;
