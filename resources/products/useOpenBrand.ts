import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Identifier } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

/** The URL parameter naming the open brand, beside the list's own params. */
export const openBrandParam = 'brand';

/**
 * The brand open on /products/list, kept in `?brand=` so that Back and reload reopen it.
 * Opening one replaces the entry of history rather than adding one. The setter stays the
 * same function across renders, so the brand rows need not render again.
 */
export function useOpenBrand() {
  const [searchParams, setSearchParams] = useSearchParams();
  const latestSetter = useRef(setSearchParams);
  useLayoutEffect(() => {
    latestSetter.current = setSearchParams;
  });
  const setOpenBrand = useCallback(
    (id: Identifier | null) =>
      latestSetter.current(
        current => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(openBrandParam);
          else next.set(openBrandParam, String(id));
          return next;
        },
        { replace: true },
      ),
    [],
  );
  return [searchParams.get(openBrandParam), setOpenBrand] as const;
}
