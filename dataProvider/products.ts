import type { Identifier } from 'react-admin';
import { request } from './http';
import type { ListCache } from './listCache';

/** Products, their media and brochure: calls outside create, read, update and delete. */
export function createProductActions(cache: ListCache) {
  return {
    /** 200 or 204 is success. */
    deleteProduct: async (id: Identifier) => {
      try {
        return await request<{ message?: string } | undefined>(`product/product/delete/${id}/`, { method: 'DELETE' });
      } finally {
        cache.invalidateAll();
      }
    },
  };
}
