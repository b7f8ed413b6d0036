// The reference server as a programme's own backend, for the gateway's tests: in the spec's bare
// shapes, on its own data folder, without the app. Prints `listening <url>` once it listens.
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';

const config = {
  ...loadConfig({ ...process.env, SPEC_SHAPES: 'strict', LOG_LEVEL: 'silent', PORT: '0' }),
  distDir: null,
};
const app = await buildApp(config);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${url}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
