import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/**
 * Private documents (PAN cards, photos, bills, certificates) come with short-lived signed
 * addresses. When an image or a download of one fails, most likely because its address
 * expired, this refetches the records on screen once, so they come back with fresh addresses,
 * and gives the image a new `key` so it loads again. A second failure before a successful
 * load refetches nothing more.
 */
export function useRefetchOnMediaError() {
  const queryClient = useQueryClient();
  const refetched = useRef(false);
  const [attempt, setAttempt] = useState(0);

  /** Refetches once; false when it already did since the last successful load. */
  const refetch = useCallback(async () => {
    if (refetched.current) return false;
    refetched.current = true;
    await queryClient.invalidateQueries();
    setAttempt(count => count + 1);
    return true;
  }, [queryClient]);

  const onLoad = useCallback(() => {
    refetched.current = false;
  }, []);
  const onError = useCallback(() => void refetch(), [refetch]);

  return { key: attempt, onLoad, onError, refetch };
}
