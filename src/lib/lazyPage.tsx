import { lazy, useState, type ComponentType } from 'react';

/** A component loaded on first render; `preload` fetches it earlier, so that render draws it at once. */
export interface LazySlot<Props extends object> {
  (props: Props): React.JSX.Element;
  preload: () => Promise<void>;
}

/** A screen loaded on first visit; `preload` fetches it earlier, so that visit renders at once. */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<void>;
}

/**
 * A component loaded on first render, or earlier by `preload`. It has no Suspense boundary of
 * its own: while its code loads, the nearest one above decides what shows. Once loaded (or
 * preloaded), it renders directly, without suspending: a boundary that suspends after the page
 * first drew holds its content back for React's fallback throttle (300 ms).
 */
export function lazySlot<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazySlot<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      module => {
        loaded = module.default;
      },
      error => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<Props> })));
  function Slot(props: Props) {
    // Decided once per mount: switching from the lazy component to the loaded one would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Slot.preload = preload;
  return Slot;
}

/**
 * A screen loaded on first visit, so the first load of /login carries only what it needs. While
 * its code loads, the signed-in layout's boundary keeps the page the admin came from on screen,
 * as a navigation is a transition, and shows the new page as soon as it can.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const Screen = lazySlot<Record<string, never>>(load);
  const Page = () => <Screen />;
  Page.preload = Screen.preload;
  return Page;
}
