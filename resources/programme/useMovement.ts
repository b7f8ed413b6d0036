import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@/dataProvider';
import { QUEUE_KINDS, type Movement, type QueueKind } from '@/contract/programme/movement';
import { keepingMissing, nullWhenMissing } from '@/src/lib/errors';
import { pointValueOf } from '@/src/ui/programme/pointValue';
import { movementInWorker } from './movementInWorker';
import { getValidAccessToken, refreshAccessToken } from '@/authProvider';

/** The queues the programme's figures measure (the server's movement names them): the kinds of pending work among them. */
const isQueueKind = (kind: string): kind is QueueKind => (QUEUE_KINDS as readonly string[]).includes(kind);

/** On a backend without `programme/movement/`: the weeks and the waits from the whole lists, read by a worker. */
async function movementFromSpecCalls(dataProvider: AppDataProvider): Promise<Movement> {
  const [[bills, members, newMembers], pendingLists] = await Promise.all([
    dataProvider.listPaths(['bills', 'users', 'newUsers']),
    dataProvider.pendingListPaths(),
  ]);
  const pending = pendingLists.flatMap(({ kind, ...list }) => (isQueueKind(kind) ? [{ kind, ...list }] : []));
  const lists = { bills, members: [members, newMembers], pending, now: Date.now() };
  const bearer = { current: getValidAccessToken, refreshed: () => refreshAccessToken() };
  const [figures, pointValue] = await Promise.all([
    movementInWorker(lists, bearer, 'app.programme.movement_failed'),
    pointValueOf(dataProvider),
  ]);
  return { point_value: pointValue, ...figures };
}

export interface MovementState {
  movement: Movement | undefined;
  /** Worked out in the browser from the spec's calls: figures they cannot tell are null. */
  inBrowser: boolean;
  error: unknown;
}

/**
 * The programme's last twelve weeks and its queue's waits, from `GET programme/movement/`; on a
 * backend without it (404, the spec's), from the spec's lists. A missing endpoint is remembered
 * for the session, so the page does not ask it again at each visit.
 */
export function useMovement(): MovementState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const fromServer = useQuery({
    queryKey: ['programme', 'movement'],
    queryFn: ({ signal }) => nullWhenMissing(dataProvider.getMovement(signal)),
    staleTime: keepingMissing(30_000),
    retry: false,
  });
  const missing = fromServer.data === null;
  const inBrowser = useQuery({
    queryKey: ['programme', 'movement', 'inBrowser'],
    queryFn: () => movementFromSpecCalls(dataProvider),
    enabled: missing,
    staleTime: 30_000,
    retry: false,
  });
  if (fromServer.data) return { movement: fromServer.data, inBrowser: false, error: null };
  if (!missing) return { movement: undefined, inBrowser: false, error: fromServer.error };
  return { movement: inBrowser.data, inBrowser: true, error: inBrowser.error };
}
