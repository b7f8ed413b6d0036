import { request, type RequestOptions } from './http';
import type { ListCache } from './listCache';

/** Sends a call that changes data; whatever its outcome, the cached lists are emptied. */
export function createMutate(cache: ListCache) {
  return async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    try {
      return await request<T>(path, options);
    } finally {
      cache.invalidateAll();
    }
  };
}
