import { useEffect } from 'react';
import { areaPreloads, isActiveEntry, preloadAreaScreenAt, preloadScreen } from './areaScreens';
import { dashboardEntry, menuEntries } from './menu';

/** Starts loading the screen shown at `pathname`, if one is known. */
export function preloadScreenAt(pathname: string) {
  if (isActiveEntry(dashboardEntry, pathname)) preloadScreen(dashboardEntry.screen);
  else preloadAreaScreenAt(pathname);
}

/** Safari has no requestIdleCallback. */
const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

/** The first page and its data come first (its load stays short): an early click loads only the screen it opens. */
const START_AFTER_MS = 5000;

/**
 * Loads the screens to load ahead one by one while the browser is idle after sign-in, so a
 * menu click renders its page at once instead of waiting for its code. A failed load is left
 * to the visit, which tries again.
 */
export function usePreloadedScreens(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    // The screen being opened first (after a sign-in, the one it lands on), the others later.
    preloadScreenAt(window.location.pathname);
    let stopped = false;
    const idle = menuEntries.filter(entry => entry.loadWhileIdle !== false);
    const queue = [...new Set([...idle, ...areaPreloads].map(({ screen }) => screen))];
    const next = () => {
      const screen = queue.shift();
      if (stopped || !screen) return;
      whenIdle(() => void screen.preload().then(next, next));
    };
    const start = setTimeout(next, START_AFTER_MS);
    return () => {
      stopped = true;
      clearTimeout(start);
    };
  }, [signedIn]);
}
