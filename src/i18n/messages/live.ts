/** Strings of live updates (contract/team/live.ts): who has a record open, who decided it a moment ago. */
export const liveMessages = {
  being_reviewed: 'Being reviewed by %{name}',
  decided_elsewhere: '%{name} decided this a moment ago.',
  /** Several names: "A and B", "A, B and C". */
  names: '%{names} and %{last}',
};
