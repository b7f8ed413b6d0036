import { createServer } from 'vite';
import { buildApp } from './app';
import { closeApp, closeOnSignals, printSignIn, settingsOrExit } from './cli';
import { loadConfig, originOf, readInteger } from './config';

// The API listens on DEV_API_PORT; Vite serves the app on PORT and proxies /api and /media
// to it (see vite.config.ts), so emailed links point at Vite's origin.
const { config, apiPort } = settingsOrExit(() => ({
  config: loadConfig(),
  apiPort: readInteger(process.env, 'DEV_API_PORT', 8081, 1, 65535),
}));
const appOrigin = originOf(config.host, config.port);

const api = await buildApp({
  ...config,
  host: '127.0.0.1',
  port: apiPort,
  distDir: null,
  publicUrl: config.publicUrl ?? appOrigin,
});
await api.listen({ host: '127.0.0.1', port: apiPort });
const vite = await createServer({ server: { host: config.host, port: config.port, strictPort: true } });
closeOnSignals(closeApp(api), () => vite.close());
await vite.listen();
vite.printUrls();
printSignIn(appOrigin, config);
