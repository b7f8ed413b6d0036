import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { launchBrowser, startServer } from '../e2e/harness';
import { benchBundle } from './bundle';
import { benchLighthouse } from './lighthouse';
import { printResult, type BenchResult } from './report';
import { addBulkBills, benchBills } from './bills';
import { addBulkCatalogue, benchCatalogue } from './catalogue';
import { benchGateway } from './gateway';
import { benchInbox } from './inbox';
import { benchMovement } from './movement';
import { benchPayoutPages } from './payoutPages';
import { benchPayouts } from './payouts';
import { benchProductPhotos } from './productPhotos';
import { benchScale } from './scale';
import { benchSchemes } from './schemes';
import { benchTeam } from './team';
import { addBulkUsers, benchUsersSearch } from './usersSearch';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Which benches to run: `npm run bench -- users bills` runs those only (bundle, lighthouse, users, bills, photos, catalogue, inbox, movement, scale, team, gateway, schemes, payouts). */
const only = new Set(process.argv.slice(2));
const wanted = (name: string) => only.size === 0 || only.has(name);

/** `npm run bench`: figures, not pass/fail tests; exits non-zero when a budget is broken. */
async function main() {
  execFileSync(path.join(projectRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  const server = await startServer({ LOG_LEVEL: 'silent' });
  const browser = await launchBrowser();
  const results: BenchResult[] = [];
  try {
    if (wanted('bundle')) results.push(await benchBundle(browser, server.url, path.join(projectRoot, 'dist')));
    if (wanted('lighthouse')) results.push(await benchLighthouse(browser, server));
    if (wanted('users')) {
      const pagingServer = await startServer({ LOG_LEVEL: 'silent', LIST_PAGING: 'on' });
      try {
        addBulkUsers(server);
        addBulkUsers(pagingServer);
        results.push(...(await benchUsersSearch(browser, server, pagingServer)));
      } finally {
        await pagingServer.close();
      }
    }
    if (wanted('bills')) {
      addBulkBills(server);
      results.push(await benchBills(browser, server));
    }
    if (wanted('photos')) results.push(await benchProductPhotos(browser, server));
    if (wanted('catalogue')) {
      addBulkCatalogue(server);
      results.push(await benchCatalogue(browser, server));
    }
    if (wanted('inbox')) results.push(await benchInbox(browser));
    if (wanted('movement')) results.push(await benchMovement(browser));
    if (wanted('scale')) results.push(await benchScale(browser));
    if (wanted('team')) results.push(await benchTeam(browser));
    if (wanted('gateway')) results.push(...(await benchGateway(browser)));
    if (wanted('schemes')) results.push(await benchSchemes(browser));
    if (wanted('payouts')) results.push(await benchPayouts(), await benchPayoutPages(browser));
  } finally {
    await browser.close();
    await server.close();
  }
  results.forEach(printResult);
  const broken = results.flatMap(result => result.budgets).filter(budget => !budget.ok);
  if (broken.length) {
    console.error(`\n${broken.length} budget(s) broken`);
    process.exit(1);
  }
}

main().catch(error => {
  console.error(error);
  process.exit(1);
});
