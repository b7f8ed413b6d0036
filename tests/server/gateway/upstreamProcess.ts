// The reference server as a programme's own backend, for the gateway's tests: in the spec's bare
// shapes, on its own data folder, without the app. Prints `listening <url>` once it listens.
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/connection';

const config = {
  ...loadConfig({ ...process.env, SPEC_SHAPES: 'strict', LOG_LEVEL: 'silent', PORT: '0' }),
  distDir: null,
};
const app = await buildApp(config);
// The spec's backend has no roles: every administrator may do everything there, as owners do here.
const db = openDatabase(path.join(config.dataDir, 'db.sqlite'));
db.prepare("UPDATE users SET admin_role = 'owner' WHERE is_admin = 1").run();
db.close();
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${url}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
