import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { mediaUrl } from '../media';

interface BrandRow {
  id: number;
  name: string;
  logo: string | null;
  color: string;
  description: string;
}

export const catalogueRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const brands = ctx.db.prepare('SELECT id, name, logo, color, description FROM brands ORDER BY name, id');
  const categories = ctx.db.prepare(
    `SELECT c.id, c.name, c.brand_id AS brand, b.name AS brand_name
     FROM categories c JOIN brands b ON b.id = c.brand_id ORDER BY b.name, c.name, c.id`,
  );

  app.get('/product/brand/list/', async () =>
    (brands.all() as BrandRow[]).map(brand => ({ ...brand, logo: mediaUrl(brand.logo) })),
  );
  app.get('/product/category/list/', async () => categories.all());
};
