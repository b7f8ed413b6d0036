import type { ListCache } from './listCache';

/** Terms and conditions and the privacy policy: calls outside create, read, update and delete. */
export function createTermsActions(_cache: ListCache) {
  return {};
}
