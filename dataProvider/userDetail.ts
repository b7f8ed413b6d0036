import type { ListCache } from './listCache';

/** A user's detail: TDS certificates, histories and profile edit requests: calls outside create, read, update and delete. */
export function createUserDetailActions(_cache: ListCache) {
  return {};
}
