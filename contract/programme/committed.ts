/**
 * What rules have committed to the pending bills: what their approvals would credit, worked out as
 * each would be (`GET schemes/committed/` on the reference server), in whole points and paise.
 */
export interface Committed {
  points: number;
  cash_paise: number;
  /** The pending bills that would be credited something. */
  bills: number;
}
