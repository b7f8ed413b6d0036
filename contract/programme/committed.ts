/**
 * What rules have committed to the pending bills: what their approvals would credit, worked out as
 * each would be (`GET schemes/committed/` on the reference server), in whole points and paise.
 */
export interface Committed {
  points: number;
  cash_paise: number;
  /** The pending bills that would be credited something. */
  bills: number;
  /**
   * Present only while the figures are being worked out afresh, something they depend on having
   * changed: when those given were worked out (ISO time); null before the first, given as zeros.
   */
  as_of?: string | null;
}

/** What the committed figures are worth in rupees: their points at the point's rupee value plus their cash, summed in paise. */
export const committedWorth = ({ points, cash_paise }: Pick<Committed, 'points' | 'cash_paise'>, pointValue: number) =>
  (points * Math.round(pointValue * 100) + cash_paise) / 100;
