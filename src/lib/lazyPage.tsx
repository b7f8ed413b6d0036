import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

/** A screen loaded on first visit, so the first load of /login carries only what it needs. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}
