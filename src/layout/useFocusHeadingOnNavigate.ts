import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to show its heading (lazy screens, a record loading, a success pop-up closing). */
const headingWait = 10_000;
const checkEvery = 100;

/**
 * After a move to another page, focus goes to its h1 (as a screen reader user expects, and so
 * Tab continues from the page's top), unless the person has put it somewhere meanwhile. A
 * pop-up shown on arrival (the 'Success' of a decision) keeps it until it closes.
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = document.activeElement;
    const untouched = () => {
      const now = document.activeElement;
      return !now || now === document.body || now === before || !now.isConnected;
    };
    /** Whether it is settled: the heading focused, or the focus left where the person put it. */
    const settle = () => {
      const heading = document.querySelector<HTMLElement>('#main-content h1[tabindex="-1"]');
      if (!heading || document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return false;
      if (untouched()) heading.focus();
      return true;
    };
    if (settle()) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      if (settle() || Date.now() - started > headingWait) window.clearInterval(timer);
    }, checkEvery);
    return () => window.clearInterval(timer);
  }, [pathname]);
}
