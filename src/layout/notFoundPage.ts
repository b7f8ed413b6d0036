import { lazyPage } from '../lib/lazyPage';

/** "Page not found": rarely seen, and react-admin's `<Title>` in it brings the title editor's inputs. */
export const NotFoundPage = lazyPage(() => import('./NotFound'));
