import type { Endpoint } from './endpoints';
import type { SearchField } from './list';

/** A resource on DRF's router convention: `{path}` lists and creates, `{path}{id}/` retrieves, updates and deletes. */
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
