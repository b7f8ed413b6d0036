import type { Movement, QueueKind } from '@/contract/programme/movement';
import { fetchListTexts, ListReadError } from '@/dataProvider/listTexts';
import { movementFromLists, queueFromLists } from '@/contract/programme/movementFromLists';

/** What the page sends: where the lists are, the bearer to read them with, and the time to count up to. */
export interface MovementRequest {
  token: string | null;
  bills: string;
  members: string[];
  pending: { kind: QueueKind; dateField: string; path: string }[];
  now: number;
}

/** What the worker answers: the weeks and the queue's waits, or why a list could not be read. */
export type MovementAnswer =
  { figures: Pick<Movement, 'weeks' | 'queue'> } | { failed: { status: number; body: unknown } };

/** The items of a list's answers: a whole array, or DRF pages (`results`). */
const itemsOf = (texts: string[]): Record<string, unknown>[] =>
  texts.flatMap(text => {
    const answer: unknown = JSON.parse(text);
    if (Array.isArray(answer)) return answer;
    const results = (answer as { results?: unknown } | null)?.results;
    return Array.isArray(results) ? results : [];
  });

async function figuresOf({ token, bills, members, pending, now }: MovementRequest) {
  const read = async (path: string) => itemsOf(await fetchListTexts(path, token));
  const [billItems, memberItems, pendingItems] = await Promise.all([
    read(bills),
    Promise.all(members.map(read)),
    Promise.all(pending.map(async ({ kind, dateField, path }) => ({ kind, dateField, items: await read(path) }))),
  ]);
  return {
    weeks: movementFromLists({ bills: billItems, members: memberItems.flat() }, now),
    queue: queueFromLists(pendingItems, now),
  };
}

// Reading a long list of bills takes longer than a main-thread task may: the lists are fetched, read
// and counted here.
self.onmessage = async ({ data }: MessageEvent<MovementRequest>) => {
  let answer: MovementAnswer;
  try {
    answer = { figures: await figuresOf(data) };
  } catch (error) {
    answer = {
      failed: error instanceof ListReadError ? { status: error.status, body: error.body } : { status: 0, body: null },
    };
  }
  self.postMessage(answer);
};
