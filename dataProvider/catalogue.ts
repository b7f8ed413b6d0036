import type { ListCache } from './listCache';

/** Brands, categories, catalogue search and product import: calls outside create, read, update and delete. */
export function createCatalogueActions(_cache: ListCache) {
  return {};
}
