import type { ListCache } from './listCache';

/** Notifications: calls outside create, read, update and delete. */
export function createNotificationActions(_cache: ListCache) {
  return {};
}
