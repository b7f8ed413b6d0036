import type { ChildProcess } from 'node:child_process';

/**
 * How late a server's event loop turned over a span (ms): its longest delay and the 99th
 * percentile, and the longest its own thread worked between two turns (to the kernel's 10 ms).
 */
export interface LoopDelay {
  maxMs: number;
  p99Ms: number;
  heldMs: number;
}

/** The event loop's delays in a server started with `loopDelay` (loopDelayProbe.ts) over `span`. */
export async function loopDelayOver(server: ChildProcess, span: () => Promise<void>): Promise<LoopDelay> {
  server.send('reset');
  await span();
  const answer = new Promise<LoopDelay>(resolve => server.once('message', message => resolve(message as LoopDelay)));
  server.send('read');
  return answer;
}
