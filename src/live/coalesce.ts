/** A burst of changes ends after this long without one. */
export const burstQuietMs = 150;
/** While changes keep coming, at most one refresh this often. */
export const refreshAtMostEveryMs = 500;

/**
 * `run` once per burst of `schedule()` calls: `burstQuietMs` after the last of them, and no later
 * than `refreshAtMostEveryMs` after the first, so a steady flow still refreshes twice a second.
 */
export function coalesce(run: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let burstStarted = 0;
  const fire = () => {
    timer = undefined;
    run();
  };
  return {
    schedule() {
      const now = Date.now();
      if (timer === undefined) burstStarted = now;
      else clearTimeout(timer);
      timer = setTimeout(fire, Math.min(burstQuietMs, burstStarted + refreshAtMostEveryMs - now));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
