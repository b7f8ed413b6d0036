import type { Readable } from 'node:stream';

/** What the raw bytes of a multipart body have shown so far. */
export interface BodyWatch {
  readonly bytes: number;
  /** Whether the closing delimiter (CRLF "--boundary--") has arrived: the body is whole. */
  readonly closed: boolean;
  stop: () => void;
}

/** The boundary that a multipart/form-data Content-Type names, if any. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * Counts the bytes of a body and looks for its closing delimiter while the multipart parser
 * reads it. @fastify/multipart ends its parts quietly when a body breaks off ("Unexpected end
 * of multipart data", or the client going away), so this is how a cut body is told from a
 * whole one. Start it in the same tick as the parser: its 'data' listener starts the flow.
 */
export function watchBody(raw: Readable, boundary: string): BodyWatch {
  // The body's start counts as a line break: a body may open with its closing delimiter.
  const closing = Buffer.from(`\r\n--${boundary}--`);
  let tail = Buffer.from('\r\n');
  let bytes = 0;
  let closed = false;
  const onData = (chunk: Buffer) => {
    bytes += chunk.length;
    if (closed) return;
    const seam = Buffer.concat([tail, chunk.subarray(0, closing.length - 1)]);
    closed = seam.includes(closing) || chunk.includes(closing);
    // A copy of the last bytes only, so that no chunk is kept alive.
    const recent = chunk.length >= closing.length ? chunk : Buffer.concat([tail, chunk]);
    tail = Buffer.from(recent.subarray(-(closing.length - 1)));
  };
  raw.on('data', onData);
  return {
    get bytes() {
      return bytes;
    },
    get closed() {
      return closed;
    },
    stop: () => raw.off('data', onData),
  };
}
