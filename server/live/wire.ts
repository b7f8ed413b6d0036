import type { LiveChange, PresenceList } from '@/contract/team/live';

/**
 * The head of a stream: never cached, never buffered by a proxy (nginx reads `X-Accel-Buffering`),
 * and its connection closed with it, so that no idle keep-alive connection holds the server's close.
 */
export const STREAM_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
  connection: 'close',
};

/** One server-sent event: its name, and its data as one line of JSON. */
export function sseEvent(...[name, data]: ['change', LiveChange] | ['presence', PresenceList]): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment, which clients ignore: it keeps a quiet stream (and the proxies on its way) open. */
export const HEARTBEAT = ': heartbeat\n\n';
