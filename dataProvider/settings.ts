import type { ListCache } from './listCache';

/** The admin's own account: phone, email and password changes: calls outside create, read, update and delete. */
export function createSettingsActions(_cache: ListCache) {
  return {};
}
