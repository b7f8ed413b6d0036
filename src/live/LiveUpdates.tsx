import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useLogout } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import type { LiveChange, PresenceList } from '@/contract/team/live';
import { coalesce } from './coalesce';
import { liveStore, tabId } from './liveStore';
import { startLiveStream } from './liveStream';
import type { ServerEvent } from './sseParser';

const parsed = <T,>({ data }: ServerEvent): T | undefined => {
  try {
    return JSON.parse(data) as T;
  } catch {
    return undefined;
  }
};

/**
 * The live stream of the signed-in layout: what another administrator changes refreshes every
 * screen's data (the held lists forgotten, every query but react-admin's 'auth' ones fetched
 * again), and who has which record open goes to the live store. Draws nothing.
 */
export default function LiveUpdates() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logout = useLogout();
  // Read when needed, so that the stream is not opened again each time the function changes (with the address).
  const latestLogout = useRef(logout);
  useEffect(() => {
    latestLogout.current = logout;
  });
  useEffect(() => {
    const refresh = () => {
      void dataProvider
        .forgetHeldLists()
        .then(() => queryClient.invalidateQueries({ predicate: query => query.queryKey[0] !== 'auth' }));
    };
    const refreshSoon = coalesce(refresh);
    const stop = startLiveStream(tabId, {
      onOpen: liveStore.opened,
      onReconnect: refresh,
      onUnavailable: liveStore.unavailable,
      // The session is over (disabled, or signed out everywhere): to the sign-in, which says "Session Expired".
      onSignedOut: () => void latestLogout.current(),
      onEvent: event => {
        if (event.event === 'change') {
          const change = parsed<LiveChange>(event);
          if (change) liveStore.addChange(change);
          refreshSoon.schedule();
        } else if (event.event === 'presence') {
          const list = parsed<PresenceList>(event);
          if (Array.isArray(list?.presences)) liveStore.setPresences(list.presences);
        }
      },
    });
    return () => {
      stop();
      refreshSoon.cancel();
      liveStore.reset();
    };
  }, [dataProvider, queryClient]);
  return null;
}
