import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId } from '@/contract/fields/ids';
import type { RouteOptions } from '../context';
import { may } from '../team/permissions';
import { notFound } from '../errors';
import { records } from '../openapi/answers';
import { documentArea } from '../openapi/areas';

const COUNTRY_NOT_FOUND = 'Country not found.';

/** The reference lists forms choose from. */
export const lookupRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  documentArea(app, 'Lookups');
  const config = { permission: may('lookups', 'list') };
  const all = (url: string, summary: string, sql: string) => {
    const statement = db.prepare(sql);
    app.get(url, { schema: { summary, response: { 200: records(summary) } }, config }, async () => statement.all());
  };

  all(
    '/user/user-type-choices/',
    'The user types: {key, value}',
    'SELECT key, value FROM user_types ORDER BY display_order',
  );
  all(
    '/user/firm-type-choices/',
    'The firm types: {key, value}',
    'SELECT key, value FROM firm_types ORDER BY display_order',
  );
  all('/main/role/list/', 'The roles a new user can get: {id, name}', 'SELECT id, name FROM roles ORDER BY id');
  all('/main/countries/', 'The countries: {id, name, code}', 'SELECT id, name, code FROM countries ORDER BY id');

  const countryExists = db.prepare('SELECT 1 FROM countries WHERE id = ?');
  const statesOf = db.prepare('SELECT id, name FROM states WHERE country_id = ? ORDER BY name');
  const statesSchema = {
    summary: 'The states of a country: {id, name}',
    params: z.object({ countryId: pathId(COUNTRY_NOT_FOUND) }),
    response: { 200: records('The states') },
  };
  app.get('/main/states/:countryId/', { schema: statesSchema, config }, async request => {
    const { countryId } = request.params;
    if (!countryExists.get(countryId)) throw notFound(COUNTRY_NOT_FOUND);
    return statesOf.all(countryId);
  });
};
