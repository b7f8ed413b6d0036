import type { ServerArea } from '@/server/area';
import { termsRoutes } from './routes';

/** The terms and conditions and the privacy policy. */
export const termsArea: ServerArea = { name: 'terms', routes: termsRoutes };
