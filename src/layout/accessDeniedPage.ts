import { lazyPage } from '../lib/lazyPage';

/** "Not allowed": seen only by a role that opens an address it may not. */
export const AccessDeniedPage = lazyPage(() => import('./AccessDenied'));
