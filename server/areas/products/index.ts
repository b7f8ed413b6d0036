import type { ServerArea } from '@/server/area';
import { catalogueRoutes } from './routes';

/** Brands, categories and products, their media and their spreadsheet import. */
export const productsArea: ServerArea = { name: 'products', routes: catalogueRoutes };
