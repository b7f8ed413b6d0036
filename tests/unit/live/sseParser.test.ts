import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerEvent } from '@/src/live/sseParser';

const parse = (chunks: string[]) => {
  const events: ServerEvent[] = [];
  const push = createSseParser(event => events.push(event));
  chunks.forEach(push);
  return events;
};

describe('the server-sent events parser', () => {
  it('reads named events ended by a blank line', () => {
    expect(parse(['event: change\ndata: {"id":1}\n\nevent: presence\ndata: {"presences":[]}\n\n'])).toEqual([
      { event: 'change', data: '{"id":1}' },
      { event: 'presence', data: '{"presences":[]}' },
    ]);
  });

  it('reads an event split anywhere across chunks, \\r\\n split between two too', () => {
    const text = 'event: change\r\ndata: {"id":12}\r\n\r\n';
    for (let at = 1; at < text.length; at += 1) {
      expect(parse([text.slice(0, at), text.slice(at)])).toEqual([{ event: 'change', data: '{"id":12}' }]);
    }
    expect(parse([...text])).toEqual([{ event: 'change', data: '{"id":12}' }]);
  });

  it('ignores comments (the heartbeat), and a blank line with no data', () => {
    expect(parse([': heartbeat\n\n', ':\n', 'event: change\n: in between\ndata: x\n\n'])).toEqual([
      { event: 'change', data: 'x' },
    ]);
  });

  it('joins multi-line data with newlines; an unnamed event is a message; a field without a colon is empty', () => {
    expect(parse(['data: first\ndata:second\ndata\n\n'])).toEqual([{ event: 'message', data: 'first\nsecond\n' }]);
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const events: ServerEvent[] = [];
    const push = createSseParser(event => events.push(event));
    push('event: change\ndata: 1\n');
    expect(events).toEqual([]);
    push('\n');
    expect(events).toEqual([{ event: 'change', data: '1' }]);
  });
});
