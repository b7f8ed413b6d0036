/**
 * `npm run check:areas [-- <area>...] [--thorough]`: the repository without each area (its folders, its lines
 * in src/areas.ts and server/areas.ts) must type-check, start its server and build its app, seen through a view
 * that hides the area (scripts/checkAreas/); nothing is copied. One whole type check (all that `npm run typecheck`
 * reports), then a few files per area, while a second process starts the servers and builds the apps.
 * `--thorough` checks again every file importing a changed one. Prints what failed per area; exits 1 if anything did.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWithout } from './checkAreas/appBuild';
import { appAreas, removalOf } from './checkAreas/removal';
import { startWithout } from './checkAreas/serverStart';
import { AreaTypeChecker } from './checkAreas/typeCheck';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const BUILDS = '--builds';
const named = args.filter(arg => !arg.startsWith('--'));
const areas = named.length > 0 ? named : appAreas(root);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

type Failures = Record<string, string[]>;

/** The second process: each area's server start and app build, as JSON lines on stdout. */
async function runBuilds(): Promise<void> {
  for (const area of areas) {
    const started = Date.now();
    const failures = [...(await startWithout(area)), ...(await buildWithout(removalOf(root, area), root))];
    process.stdout.write(`${JSON.stringify({ area, failures, took: seconds(started) })}\n`);
  }
}

/** Starts the second process; resolves to each area's failures when it ends. */
function startBuilds(): Promise<Failures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), BUILDS, ...areas], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', chunk => (output += chunk));
    child.on('error', reject);
    child.on('close', code => {
      const failures: Failures = {};
      for (const line of output.split('\n').filter(line => line.startsWith('{'))) {
        const { area, failures: found } = JSON.parse(line) as { area: string; failures: string[] };
        failures[area] = found;
      }
      for (const area of areas)
        failures[area] ??= [`the builds' process ended (${code}) before starting or building without it`];
      resolve(failures);
    });
  });
}

async function main(): Promise<number> {
  const started = Date.now();
  const builds = startBuilds();
  const checker = new AreaTypeChecker(root, args.includes('--thorough') ? Infinity : 1);
  const whole = checker.check(undefined);
  console.log(`The whole repository type-checked in ${seconds(started)}.`);
  if (whole.problems.length > 0) {
    console.log(`✘ it does not type-check as it is, so no removal is checked:\n  ${whole.problems.join('\n  ')}`);
    return 1;
  }
  const typeErrors: Failures = {};
  for (const area of areas) {
    const since = Date.now();
    const removal = removalOf(root, area);
    const { problems, checkedFiles } = checker.check(removal);
    typeErrors[area] = [...removal.problems, ...problems];
    console.log(`  without ${area}: ${checkedFiles} files checked again in ${seconds(since)}`);
  }
  const buildFailures = await builds;
  let failed = 0;
  for (const area of areas) {
    const failures = [...typeErrors[area], ...buildFailures[area]];
    if (failures.length === 0) {
      console.log(`✔ ${area}: the rest type-checks, starts and builds without it`);
      continue;
    }
    failed++;
    console.log(`✘ ${area}: without it,\n    ${failures.join('\n    ')}`);
  }
  console.log(`${areas.length - failed} of ${areas.length} areas removable, in ${seconds(started)}.`);
  return failed > 0 ? 1 : 0;
}

if (args.includes(BUILDS)) await runBuilds();
else process.exitCode = await main();
