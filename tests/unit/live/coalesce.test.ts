import { describe, expect, it, vi } from 'vitest';
import { burstQuietMs, coalesce, refreshAtMostEveryMs } from '@/src/live/coalesce';

describe('coalescing the refreshes of changes', () => {
  it('refreshes once per burst, 150 ms after its last change', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = coalesce(run);
    refresh.schedule();
    vi.advanceTimersByTime(100);
    refresh.schedule();
    refresh.schedule();
    vi.advanceTimersByTime(burstQuietMs - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('refreshes every 500 ms while changes keep coming', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = coalesce(run);
    // A change every 50 ms for 2 s: never quiet for 150 ms.
    for (let elapsed = 0; elapsed < 2_000; elapsed += 50) {
      refresh.schedule();
      vi.advanceTimersByTime(50);
    }
    expect(run).toHaveBeenCalledTimes(2_000 / refreshAtMostEveryMs);
  });

  it('refreshes nothing once cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const refresh = coalesce(run);
    refresh.schedule();
    refresh.cancel();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});
