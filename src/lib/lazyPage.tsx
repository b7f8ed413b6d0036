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
 * A component loaded on first render, or earlier by `preload`, with no Suspense boundary of its own. Once
 * loaded it renders without suspending, as a boundary suspending after the first draw waits out React's throttle.
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

/** A screen loaded on first visit; meanwhile the layout's boundary keeps the previous page (a transition). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const Screen = lazySlot<Record<string, never>>(load);
  const Page = () => <Screen />;
  Page.preload = Screen.preload;
  return Page;
}
