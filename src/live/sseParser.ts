/** One server-sent event: its `event:` name ('message' when none) and its `data:` lines joined by newlines. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * A parser of the `text/event-stream` format, fed chunks split anywhere: `event:` and `data:`
 * lines, an event ended by a blank line, lines starting with `:` ignored (comments, heartbeats).
 */
export function createSseParser(onEvent: (event: ServerEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk: string) => {
    buffer += chunk;
    // A '\r' at the end may be the first half of '\r\n': it stays with the unfinished line.
    const held = buffer.endsWith('\r') ? '\r' : '';
    const lines = buffer.slice(0, buffer.length - held.length).split(/\r\n|\r|\n/);
    buffer = (lines.pop() ?? '') + held;
    lines.forEach(line);
  };
}
