import { lazyPage } from '@/src/lib/lazyPage';

/** The programme at a glance, with its charts' library, loaded when it is first opened. */
export const programmeScreens = {
  MovementPage: lazyPage(() => import('./MovementPage')),
};
