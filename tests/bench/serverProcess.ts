import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The reference server as `npm start` runs it, on `dataDir` (seeded when new), in a process of its
 * own so its memory can be read; with `loopDelay`, its event loop's delays sampled (loopDelay.ts).
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  { loopDelay = false } = {},
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const probe = loopDelay ? ['--import', path.join(projectRoot, 'tests/bench/loopDelayProbe.ts')] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...probe, 'server/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'silent', ...env },
    stdio: loopDelay ? ['ignore', 'ignore', 'ignore', 'ipc'] : 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries += 1) {
    if (
      await fetch(`${url}/login`).then(
        answer => answer.ok,
        () => false,
      )
    )
      return { url, process: child };
    await new Promise(resolve => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** A process's resident memory, in MB. */
export const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
