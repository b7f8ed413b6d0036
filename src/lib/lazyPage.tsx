import { lazy, useState, type ComponentType } from 'react';

/** A screen loaded on first visit; `preload` fetches it earlier, so that visit renders at once. */
export interface LazyPage {
  (): React.JSX.Element;
  preload: () => Promise<void>;
}

/**
 * A screen loaded on first visit, so the first load of /login carries only what it needs.
 * It has no Suspense boundary of its own: while its code loads, the nearest one above (the
 * signed-in layout's) keeps the page the admin came from on screen, as a navigation is a
 * transition, and shows the new page as soon as it can. A boundary of its own would show a
 * fallback first and then hold the page back for React's fallback throttle (300 ms). Once
 * loaded (or preloaded), it renders directly.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
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
  const Page = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  function LazyPage() {
    // Decided once per mount: switching from the lazy component to the loaded one would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Page />;
  }
  LazyPage.preload = preload;
  return LazyPage;
}
