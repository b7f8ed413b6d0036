import { onTestFinished, vi } from 'vitest';
import { API, bearer } from './helpers';

/** One event of a stream as the tests read it. */
export interface LiveEvent {
  /** The event's name, or `comment` for a comment line. */
  event: string;
  data: unknown;
  /** The event as sent. */
  text: string;
}

function parseEvent(text: string): LiveEvent {
  if (text.startsWith(':')) return { event: 'comment', data: text.slice(1).trim(), text };
  const field = (name: string) =>
    /^(\w+): (.*)$/.exec(text.split('\n').find(line => line.startsWith(`${name}:`)) ?? '')?.[2];
  return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null'), text };
}

export interface LiveStream {
  response: Response;
  /** Every event received so far. */
  events: LiveEvent[];
  /** The first event not taken yet named `event` (and matching `where`); the events before it are taken. */
  next: <T>(event: string, where?: (data: T) => boolean) => Promise<T>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** Opens a tab's stream with Node's fetch, reading it as it comes (so the server never finds it slow). */
export async function openStream(origin: string, access: string, tab: string, waitMs = 3000): Promise<LiveStream> {
  const controller = new AbortController();
  onTestFinished(() => controller.abort());
  const response = await fetch(`${origin}${API}/live/events/?tab=${tab}`, {
    headers: bearer(access),
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const ended = (async () => {
    let buffer = '';
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += read.value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          events.push(parseEvent(buffer.slice(0, end + 2)));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by the test, or cut by the server.
    }
  })();
  let taken = 0;
  const next = <T>(event: string, where: (data: T) => boolean = () => true) =>
    vi.waitFor(
      () => {
        const index = events.findIndex((item, at) => at >= taken && item.event === event && where(item.data as T));
        if (index < 0) throw new Error(`no ${event} event yet`);
        taken = index + 1;
        return events[index].data as T;
      },
      { timeout: waitMs, interval: 5 },
    );
  return { response, events, next, ended, close: () => controller.abort() };
}
