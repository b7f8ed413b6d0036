import type { ListCache } from './listCache';

/** Products, their media and brochure: calls outside create, read, update and delete. */
export function createProductActions(_cache: ListCache) {
  return {};
}
