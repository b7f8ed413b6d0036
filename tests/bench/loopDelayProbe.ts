// Loaded into a server's process by the benches (serverProcess.ts, `loopDelay`), never by the
// server itself: samples how late its event loop turns (perf_hooks' monitorEventLoopDelay) and
// how long its own thread worked between two turns (its CPU time, from /proc: a busy machine
// delays the loop without the server holding it), and answers the bench over the IPC channel:
// 'reset' starts a span, 'read' answers its figures.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The main thread's CPU time so far (ms), in the kernel's ticks of 10 ms: utime and stime of its stat. */
const STAT = `/proc/${process.pid}/task/${process.pid}/stat`;
function threadCpuMs(): number {
  const fields = readFileSync(STAT, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const TURN_MS = 10;
const histogram = monitorEventLoopDelay({ resolution: TURN_MS });
histogram.enable();
let heldMs = 0;
let cpuAtLastTurn = threadCpuMs();
setInterval(() => {
  const cpu = threadCpuMs();
  heldMs = Math.max(heldMs, cpu - cpuAtLastTurn);
  cpuAtLastTurn = cpu;
}, TURN_MS).unref();

process.on('message', message => {
  if (message === 'reset') {
    histogram.reset();
    heldMs = 0;
  }
  if (message === 'read') process.send?.({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6, heldMs });
});
// The channel never keeps the server's process alive once it closes.
process.channel?.unref();
