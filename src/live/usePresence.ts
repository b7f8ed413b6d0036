import { useEffect } from 'react';
import type { Identifier } from 'react-admin';
import { request } from '@/dataProvider/http';
import { LIVE_PATHS, type OpenRecord, type PresenceReport } from '@/contract/team/live';
import { tabId, useLiveState } from './liveStore';

/** How often an open record is reported again: well within PRESENCE_TTL_MS, after which the server forgets it. */
export const presenceEveryMs = 20_000;

let reports: Promise<unknown> = Promise.resolve();

/** Tells the server what this tab has open, one report after another (leaving one record, then opening the next, arrive in order); failures are silent. */
function report(record: OpenRecord | null) {
  const body: PresenceReport = { tab: tabId, record };
  reports = reports.then(() => request(LIVE_PATHS.presence, { method: 'PUT', body }).catch(() => undefined));
}

/**
 * Reports the record a page shows as open in this tab while the page is mounted and the live
 * stream is available; `resource` is the permission resource of the record's decision
 * ('billRequests', 'pendingPayments'…), as the server names its changes. No id, no report.
 */
export function usePresence(resource: string, id: Identifier | null | undefined) {
  const { available, connections } = useLiveState();
  const recordId = id === null || id === undefined || id === '' ? NaN : Number(id);
  // Reported afresh on each connection of the stream: the server forgets a tab's record when its stream ends.
  useEffect(() => {
    if (!available || !Number.isInteger(recordId)) return;
    const record = { resource, id: recordId };
    report(record);
    const timer = setInterval(() => report(record), presenceEveryMs);
    return () => {
      clearInterval(timer);
      report(null);
    };
  }, [available, connections, resource, recordId]);
}
