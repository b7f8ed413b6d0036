import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The reference server in the spec's bare shapes, in a process of its own, as the gateway's upstream. */
export interface UpstreamProcess {
  /** Its API root: `http://127.0.0.1:PORT/api/v1/`. */
  apiRoot: string;
  /** Its signing key, as UPSTREAM_JWT_KEY takes it. */
  jwtKey: string;
  /** Its data folder (its db.sqlite, for a change made behind the gateway's back). */
  dataDir: string;
  /** Its process id (its memory, for a bench). */
  pid: number;
  stop: () => Promise<void>;
}

export interface UpstreamOptions {
  /** A data folder already seeded (a bench's million members), kept when the upstream stops; a new one otherwise. */
  dataDir?: string;
  /** More of the reference server's settings (LIST_PAGING, ACCESS_TOKEN_LIFETIME). */
  env?: Record<string, string>;
}

export async function startUpstream(options: UpstreamOptions = {}): Promise<UpstreamProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'loyalty-upstream-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'upstreamProcess.ts')],
    {
      env: { ...process.env, ...options.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('exit', code => reject(new Error(`The upstream ended (${code}) before it listened.`)));
    createInterface({ input: child.stdout! }).on('line', line => {
      const match = /^listening (\S+)$/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  return {
    apiRoot: `${origin}/api/v1/`,
    jwtKey: `base64:${readFileSync(path.join(dataDir, 'secret.key')).toString('base64')}`,
    dataDir,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise(resolve => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
