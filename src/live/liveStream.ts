import { apiUrl } from '@/authProvider/apiUrl';
import { getValidAccessToken, refreshAccessToken, SessionExpiredError } from '@/authProvider';
import { LIVE_PATHS } from '@/contract/team/live';
import { createSseParser, type ServerEvent } from './sseParser';

export interface LiveStreamHandlers {
  onEvent: (event: ServerEvent) => void;
  /** Each time the stream opens. */
  onOpen?: () => void;
  /** The stream opened again after a break: what changed meanwhile is not replayed. */
  onReconnect?: () => void;
  /** The backend has no stream (404, the spec's): nothing more is tried. */
  onUnavailable?: () => void;
  /** The session could not go on (its tokens refused): nothing more is tried. */
  onSignedOut?: () => void;
}

/** The wait before the first retry after a failure, doubled on each failure after it, up to the last. */
export const firstRetryMs = 1_000;
export const lastRetryMs = 30_000;

async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: ServerEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const push = createSseParser(onEvent);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    push(decoder.decode(value, { stream: true }));
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>(resolve => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Reads this tab's stream of live events (`GET live/events/?tab=`) with the bearer token, as
 * long as it is signed in: a 401 gets a fresh token, any other failure or an end of the stream
 * a retry after a growing wait; a 404 ends it for good. Returns the function that stops it.
 */
export function startLiveStream(tab: string, handlers: LiveStreamHandlers): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const url = apiUrl(LIVE_PATHS.events, { tab });
  const open = (token: string) =>
    fetch(url, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal,
    });
  let opened = false;
  let retryMs = firstRetryMs;

  /** One connection, read to its end; false when the backend has no stream. */
  const connect = async () => {
    let token = await getValidAccessToken();
    if (!token) throw new SessionExpiredError();
    let response = await open(token);
    if (response.status === 401) {
      token = await refreshAccessToken(token);
      response = await open(token);
    }
    if (response.status === 404) return false;
    if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}`);
    if (opened) handlers.onReconnect?.();
    opened = true;
    retryMs = firstRetryMs;
    handlers.onOpen?.();
    await readEvents(response.body, handlers.onEvent);
    return true;
  };

  void (async () => {
    while (!signal.aborted) {
      try {
        if (!(await connect())) {
          handlers.onUnavailable?.();
          return;
        }
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof SessionExpiredError) {
          handlers.onSignedOut?.();
          return;
        }
      }
      await pause(retryMs, signal);
      retryMs = Math.min(retryMs * 2, lastRetryMs);
    }
  })();
  return () => controller.abort();
}
