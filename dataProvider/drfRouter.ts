import type { Endpoint } from './endpoints';
import type { SearchField } from './list';

/**
 * A resource whose backend follows Django REST Framework's router convention: `{path}`
 * lists (a whole array or DRF pages) and creates, `{path}{id}/` retrieves, updates and
 * deletes. One line of the endpoints table: `widgets: drfRouter('shop/widgets/')`.
 */
export const drfRouter = (path: string, searchFields?: SearchField[]): Endpoint => {
  const itemPath = (id: unknown) => `${path}${id}/`;
  return {
    list: path,
    getOne: itemPath,
    create: { path },
    update: { path: itemPath, method: 'PUT' },
    delete: { path: itemPath },
    searchFields,
  };
};
