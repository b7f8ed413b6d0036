import { useCallback, useRef } from 'react';

/**
 * Wraps an action so that calls made while it is still running are ignored: a double
 * click sends one request, even before React has re-rendered a disabled button.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async (action: () => unknown) => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  }, []);
}
