import type { FastifyInstance } from 'fastify';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, type Config } from './config';
import type { GatewayConfig } from './gateway/config';

/** Reads settings with `read`; a bad setting ends the process with its message. */
export function settingsOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

export function printSignIn(url: string, config: Config): void {
  console.log(`\nLoyalty admin: ${url}`);
  // A password someone chose is theirs: only the documented demo default is printed.
  const password =
    config.adminPassword === DEFAULT_ADMIN_PASSWORD ? config.adminPassword : '(the ADMIN_PASSWORD you set)';
  console.log(`Demo administrator (created with a new database): ${config.adminEmail} / ${password}\n`);
}

export function printGatewaySignIn(url: string, gateway: GatewayConfig): void {
  console.log(`\nLoyalty admin (gateway in front of ${gateway.upstream.href}): ${url}`);
  console.log(`Sign in with an administrator's account of the programme; owners: ${gateway.owners.join(', ')}\n`);
}

/** Closes everything on Ctrl+C or a termination signal. */
export function closeOnSignals(...closers: (() => Promise<unknown>)[]): void {
  const stop = () => {
    Promise.all(closers.map(close => close())).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export const closeApp = (app: FastifyInstance) => () => app.close();
