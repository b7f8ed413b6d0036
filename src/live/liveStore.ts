import { useSyncExternalStore } from 'react';
import { readUserId } from '@/authProvider';
import { DECIDED_ELSEWHERE_MS, type LiveAdmin, type LiveChange, type Presence } from '@/contract/team/live';

/** A change as this tab received it, when. */
interface ReceivedChange extends LiveChange {
  receivedAt: number;
}

export interface LiveState {
  /** The stream is open or has been: presence is reported and shown. False on a backend without it. */
  available: boolean;
  /** How many times the stream has opened: the server forgets a tab's open record when its stream ends. */
  connections: number;
  presences: readonly Presence[];
  /** The changes of the last DECIDED_ELSEWHERE_MS, newest last. */
  changes: readonly ReceivedChange[];
}

/** At most this many recent changes are kept (a busy minute has far more; the newest matter). */
export const keptChanges = 500;

const randomTabId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** This tab's name for itself (TAB_ID), new in every tab. */
export const tabId = randomTabId();

const initial: LiveState = { available: false, connections: 0, presences: [], changes: [] };
let state = initial;
const listeners = new Set<() => void>();

const update = (next: Partial<LiveState>) => {
  state = { ...state, ...next };
  listeners.forEach(listener => listener());
};

export const liveStore = {
  getSnapshot: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The stream opened (again). */
  opened: () => update({ available: true, connections: state.connections + 1 }),
  /** The backend has no stream. */
  unavailable: () => update({ available: false }),
  setPresences: (presences: readonly Presence[]) => update({ presences }),
  addChange(change: LiveChange, now = Date.now()) {
    const recent = state.changes.filter(kept => now - kept.receivedAt < DECIDED_ELSEWHERE_MS);
    update({ changes: [...recent, { ...change, receivedAt: now }].slice(-keptChanges) });
  },
  /** Signed out: nothing is known any more. */
  reset: () => update(initial),
};

export const useLiveState = () => useSyncExternalStore(liveStore.subscribe, liveStore.getSnapshot);

const isOwn = (admin: LiveAdmin) => String(admin.id) === readUserId();
const sameId = (left: unknown, right: unknown) => left !== null && left !== undefined && String(left) === String(right);

/** The other administrators (not this tab, not the signed-in one) who have the record open, each once. */
export function beingReviewedBy(resource: string, id: unknown, { presences } = state): LiveAdmin[] {
  const admins = new Map<number, LiveAdmin>();
  presences
    .filter(presence => presence.resource === resource && sameId(presence.id, id))
    .filter(presence => presence.tab !== tabId && !isOwn(presence.by))
    .forEach(presence => admins.set(presence.by.id, presence.by));
  return [...admins.values()];
}

/** A record whose decision is asked about: the permission resource of the decision and the record's id. */
export interface DecidedRecord {
  resource: string;
  id: unknown;
  /** The changes that decide it besides its own `approve` and `reject` (a new user rejected by deleting the account). */
  alsoDecidedBy?: readonly { resource: string; action: string }[];
}

const decides = (change: LiveChange, { resource, alsoDecidedBy = [] }: DecidedRecord) =>
  (change.resource === resource && (change.action === 'approve' || change.action === 'reject')) ||
  alsoDecidedBy.some(other => change.resource === other.resource && change.action === other.action);

/** The name of another administrator who approved or rejected the record within DECIDED_ELSEWHERE_MS, if one did. */
export function decidedElsewhere(record: DecidedRecord, now = Date.now(), { changes } = state) {
  return changes.findLast(
    change =>
      now - change.receivedAt < DECIDED_ELSEWHERE_MS &&
      sameId(change.id, record.id) &&
      decides(change, record) &&
      // A change found at the upstream (by null) names no one: the screen's own words tell it.
      change.by !== null &&
      !isOwn(change.by),
  )?.by?.name;
}
