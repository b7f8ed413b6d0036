/**
 * Live updates: server-sent events tell every tab what changed and which records others have open, so
 * that two people never decide the same item. The checks live apart (liveRules.ts) so the layout loads no zod.
 */

/** The stream of one browser tab (`GET`, `?tab=`), and where a tab reports what it has open (`PUT`). */
export const LIVE_PATHS = { events: 'live/events/', presence: 'live/presence/' } as const;

/** A tab's name for itself: letters, digits, `-` and `_`, at most 64. */
export const TAB_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The administrator behind a change or a presence. */
export interface LiveAdmin {
  id: number;
  name: string;
}

/** `event: change`: a change another request made; `resource` and `action` are the route's permission. */
export interface LiveChange {
  resource: string;
  action: string;
  id: number | null;
  /** Who made it; null for a change a gateway found in the upstream's pending lists. */
  by: LiveAdmin | null;
  at: string;
}

/** A record a tab has open: a react-admin resource name and its id. */
export interface OpenRecord {
  resource: string;
  id: number;
}

/** One tab's open record, as `event: presence` lists them. */
export interface Presence extends OpenRecord {
  by: LiveAdmin;
  tab: string;
}

/** `event: presence`: every record open in every tab now (sent whole on each change, and on connecting). */
export interface PresenceList {
  presences: Presence[];
}

/** The body of `PUT live/presence/`: what this tab has open, `record: null` for nothing. */
export interface PresenceReport {
  tab: string;
  record: OpenRecord | null;
}

/** The server's comment that keeps a quiet stream open, every this many milliseconds. */
export const HEARTBEAT_MS = 15_000;

/** A tab that has not reported for this long is taken to have closed. */
export const PRESENCE_TTL_MS = 60_000;

/** How long after another administrator's decision a failed decision names them. */
export const DECIDED_ELSEWHERE_MS = 60_000;

/** The server's words for a refused stream or report. */
export const LIVE_MESSAGES = {
  badTab: 'A tab is named by 1 to 64 letters, digits, "-" or "_".',
  badResource: 'A resource is named by 1 to 64 letters, digits, "-" or "_".',
} as const;
