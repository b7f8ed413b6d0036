/** The approvals inbox's path. */
export const approvalPaths = {
  /** Everything pending, of every kind, in one list (beyond the spec's routes). */
  approvals: '/approvals',
} as const;
