/** The programme page's path. */
export const programmePaths = {
  /** The programme at a glance: the liability's trend, the weekly movement, the queue (beyond the spec's routes). */
  programme: '/programme',
} as const;
