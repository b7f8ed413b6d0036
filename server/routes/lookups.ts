import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { notFound } from '../errors';
import { idParam } from '../validation';

const COUNTRY_NOT_FOUND = 'Country not found.';

/** The reference lists forms choose from. */
export const lookupRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const all = (sql: string) => {
    const statement = db.prepare(sql);
    return async () => statement.all();
  };

  app.get('/user/user-type-choices/', all('SELECT key, value FROM user_types ORDER BY display_order'));
  app.get('/user/firm-type-choices/', all('SELECT key, value FROM firm_types ORDER BY display_order'));
  app.get('/main/role/list/', all('SELECT id, name FROM roles ORDER BY id'));
  app.get('/main/countries/', all('SELECT id, name, code FROM countries ORDER BY id'));

  const countryExists = db.prepare('SELECT 1 FROM countries WHERE id = ?');
  const statesOf = db.prepare('SELECT id, name FROM states WHERE country_id = ? ORDER BY name');
  app.get<{ Params: { countryId: string } }>('/main/states/:countryId/', async request => {
    const countryId = idParam(request.params.countryId, COUNTRY_NOT_FOUND);
    if (!countryExists.get(countryId)) throw notFound(COUNTRY_NOT_FOUND);
    return statesOf.all(countryId);
  });
};
