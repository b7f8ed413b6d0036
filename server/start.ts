import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { closeApp, closeOnSignals, printGatewaySignIn, printSignIn, settingsOrExit } from './cli';
import { loadConfig } from './config';
import { buildGateway } from './gateway/app';
import { loadGatewayConfig } from './gateway/config';

/** What the built app is made from; paths relative to the project folder (the working directory). */
const APP_SOURCES = [
  'src',
  'resources',
  'dataProvider',
  'authProvider',
  'index.html',
  'vite.config.ts',
  'package.json',
];

/** The latest modification time of a file, or of any file under a folder; 0 when missing. */
function lastModified(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map(name => lastModified(path.join(entry, name))));
}

function buildAppIfStale(distDir: string): void {
  const builtAt = lastModified(path.join(distDir, 'index.html'));
  const changedAt = Math.max(...APP_SOURCES.map(source => lastModified(path.resolve(source))));
  if (builtAt > 0 && builtAt >= changedAt) return;
  console.log('The built app is missing or older than its sources: running vite build.');
  const result = spawnSync(path.resolve('node_modules/.bin/vite'), ['build', '--outDir', distDir], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new Error(`vite build failed: ${result.error?.message ?? `exit code ${result.status ?? result.signal}`}.`);
  }
}

const config = settingsOrExit(() => loadConfig());
const gateway = settingsOrExit(() => loadGatewayConfig());
if (config.distDir) buildAppIfStale(config.distDir);
const app = gateway ? await buildGateway(config, gateway) : await buildApp(config);
closeOnSignals(closeApp(app));
const url = await app.listen({ host: config.host, port: config.port });
if (gateway) printGatewaySignIn(url, gateway);
else printSignIn(url, config);
