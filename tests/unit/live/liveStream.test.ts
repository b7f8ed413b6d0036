import { describe, expect, it, vi } from 'vitest';
import { firstRetryMs, startLiveStream } from '@/src/live/liveStream';
import type { ServerEvent } from '@/src/live/sseParser';
import { makeToken, signInWith } from '../fakes';

/** A streamed answer whose body the test writes to and ends. */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: c => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** Replaces fetch with answers given in turn (the last repeated); records each call's URL and headers. */
function fakeFetch(answers: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; headers: Record<string, string>; signal?: AbortSignal | null }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, headers: init.headers as Record<string, string>, signal: init.signal });
    if (url.includes('token/refresh')) return new Response(JSON.stringify({ access: makeToken({ user_id: 8 }) }));
    return answers[
      Math.min(calls.filter(call => !call.url.includes('token/refresh')).length - 1, answers.length - 1)
    ]();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, streamCalls: () => calls.filter(call => call.url.includes('live/events/')) };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the live stream', () => {
  it('reads events with the bearer token and the tab, and aborts its fetch when stopped', async () => {
    const { access } = signInWith(makeToken());
    const stream = openStream();
    const { streamCalls } = fakeFetch([() => stream.response]);
    const events: ServerEvent[] = [];
    const onOpen = vi.fn();
    const stop = startLiveStream('tab-1', { onEvent: event => events.push(event), onOpen });
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalled());
    stream.write('event: change\ndata: {"id":3}\n');
    stream.write('\n: heartbeat\n\n');
    await vi.waitFor(() => expect(events).toEqual([{ event: 'change', data: '{"id":3}' }]));
    const [call] = streamCalls();
    expect(call.url).toBe('/api/v1/live/events/?tab=tab-1');
    expect(call.headers.Authorization).toBe(`Bearer ${access}`);
    stop();
    expect(call.signal?.aborted).toBe(true);
  });

  it('stops for good and says so when the session cannot go on (nobody signed in)', async () => {
    vi.useFakeTimers();
    localStorage.clear();
    const { streamCalls } = fakeFetch([() => new Response('', { status: 401 })]);
    const onSignedOut = vi.fn();
    startLiveStream('tab-1', { onEvent: () => undefined, onSignedOut });
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(streamCalls()).toHaveLength(0);
    vi.useRealTimers();
  });

  it('stops for good on 404 and says live is unavailable', async () => {
    vi.useFakeTimers();
    signInWith(makeToken());
    const { streamCalls } = fakeFetch([() => new Response('', { status: 404 })]);
    const onUnavailable = vi.fn();
    startLiveStream('tab-1', { onEvent: () => undefined, onUnavailable });
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(streamCalls()).toHaveLength(1);
  });

  it('gets a fresh token on 401 and connects with it', async () => {
    signInWith(makeToken());
    const stream = openStream();
    const { calls, streamCalls } = fakeFetch([() => new Response('', { status: 401 }), () => stream.response]);
    const onOpen = vi.fn();
    const stop = startLiveStream('tab-1', { onEvent: () => undefined, onOpen });
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalled());
    expect(calls.some(call => call.url.includes('token/refresh'))).toBe(true);
    expect(streamCalls()[1].headers.Authorization).toBe(`Bearer ${localStorage.getItem('accessToken')}`);
    expect(streamCalls()[1].headers.Authorization).not.toBe(streamCalls()[0].headers.Authorization);
    stop();
  });

  it('retries after network errors, waiting 1 s doubling, and refetches once on each reconnect', async () => {
    vi.useFakeTimers();
    signInWith(makeToken({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    const streams = [openStream(), openStream()];
    let made = 0;
    const { streamCalls } = fakeFetch([
      () => streams[0].response,
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => streams[1].response,
    ]);
    const onReconnect = vi.fn();
    const onOpen = vi.fn(() => void (made += 1));
    const stop = startLiveStream('tab-1', { onEvent: () => undefined, onOpen, onReconnect });
    await settle();
    expect(made).toBe(1);
    expect(onReconnect).not.toHaveBeenCalled();
    streams[0].end();
    await settle();
    expect(streamCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(firstRetryMs);
    expect(streamCalls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * firstRetryMs - 1);
    expect(streamCalls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streamCalls()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4 * firstRetryMs);
    expect(streamCalls()).toHaveLength(4);
    expect(made).toBe(2);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops when signed out', async () => {
    vi.useFakeTimers();
    const { streamCalls } = fakeFetch([() => new Response('', { status: 500 })]);
    startLiveStream('tab-1', { onEvent: () => undefined });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(streamCalls()).toHaveLength(0);
  });
});
