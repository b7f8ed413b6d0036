import path from 'node:path';
import { isEmail, normaliseEmail } from '@/contract/fields/email';

export interface RateLimits {
  /** Failed sign-ins allowed per email address from one client address in one window; then 429. */
  loginFailuresPerEmail: number;
  /** Failed sign-ins per email address, from anywhere, after which each attempt is delayed more (never refused). */
  loginSlowdownAfterFailures: number;
  /** The first delay past `loginSlowdownAfterFailures`, in milliseconds; it doubles with each failure, up to 8 s. */
  loginDelayStepMs: number;
  /** Sign-in attempts allowed per client address in one window. */
  loginAttemptsPerAddress: number;
  /** Verification emails allowed per email address in one window. */
  verificationEmailsPerEmail: number;
  windowSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder holding db.sqlite, media/, outbox.jsonl and secret.key. */
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** Seconds. */
  accessTokenLifetime: number;
  /** Seconds. */
  refreshTokenLifetime: number;
  /** Seconds a signed address of a private document works. */
  mediaUrlLifetime: number;
  /** Origin used in emailed links; when undefined, the address the server listens on. */
  publicUrl: string | undefined;
  /** Absolute path of the built app (./dist), or null to serve no app. */
  distDir: string | null;
  rateLimits: RateLimits;
  logLevel: string;
  /** `strict`: answers keep only the spec's entity fields (SPEC_SHAPES); `reference`: the full answers. */
  specShapes: SpecShapes;
  /** LIST_PAGING: lists answer a DRF page when asked with `page` (true), or always their whole array. */
  listPaging: boolean;
  /** TRUST_PROXY: how many proxies stand before the server, whose X-Forwarded-For names the client (0: none). */
  trustProxy: number;
  /** MEDIA_ORIGINS: other origins the app may show images and download files from (a backend's media host, a CDN). */
  mediaOrigins: string[];
  /** The clock every time-dependent rule reads; tests replace it. */
  now: () => Date;
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {}

export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';

export type SpecShapes = 'reference' | 'strict';

/** SPEC_SHAPES: `strict` to answer in the spec's bare shapes, anything else unset. */
export function readSpecShapes(env: Env): SpecShapes {
  const raw = env.SPEC_SHAPES?.trim();
  if (!raw || raw === 'reference') return 'reference';
  if (raw === 'strict') return 'strict';
  throw new ConfigError(`SPEC_SHAPES must be "strict" or "reference", got "${raw}".`);
}

/** LIST_PAGING: `on` (the default) pages a list asked with `page`; `off` answers whole arrays always. */
export function readListPaging(env: Env): boolean {
  const raw = env.LIST_PAGING?.trim();
  if (!raw || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(`LIST_PAGING must be "on" or "off", got "${raw}".`);
}

export function readInteger(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function readText(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? fallback : raw;
}

/** MEDIA_ORIGINS: comma-separated http(s) origins, each with nothing after its host and port. */
function readMediaOrigins(env: Env): string[] {
  const origins = (env.MEDIA_ORIGINS ?? '')
    .split(',')
    .map(origin => origin.trim())
    .filter(Boolean);
  return origins.map(raw => {
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || `${url.origin}` !== raw.replace(/\/$/, '')) {
      throw new ConfigError(`MEDIA_ORIGINS must list http(s) origins such as https://media.example.com, got "${raw}".`);
    }
    return url.origin;
  });
}

function readPublicUrl(env: Env): string | undefined {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must use http or https, got "${raw}".`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** The http origin of a host and port, with wildcard addresses shown as localhost. */
export function originOf(host: string, port: number): string {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

export function loadConfig(env: Env = process.env): Config {
  const adminEmail = normaliseEmail(readText(env, 'ADMIN_EMAIL', 'admin@loyalty.test'));
  if (!isEmail(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an email address, got "${adminEmail}".`);
  }
  const adminPassword = env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
  if (adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long.');
  const logLevel = readText(env, 'LOG_LEVEL', 'info');
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);

  return {
    port: readInteger(env, 'PORT', 8080, 0, 65535),
    host: readText(env, 'HOST', '127.0.0.1'),
    dataDir: path.resolve(readText(env, 'DATA_DIR', './data')),
    adminEmail,
    adminPassword,
    accessTokenLifetime: readInteger(env, 'ACCESS_TOKEN_LIFETIME', 300, 1),
    refreshTokenLifetime: readInteger(env, 'REFRESH_TOKEN_LIFETIME', 86400, 1),
    mediaUrlLifetime: readInteger(env, 'MEDIA_URL_LIFETIME', 600, 1),
    publicUrl: readPublicUrl(env),
    distDir: path.resolve('dist'),
    rateLimits: {
      loginFailuresPerEmail: readInteger(env, 'LOGIN_MAX_FAILURES_PER_EMAIL', 5, 1),
      loginSlowdownAfterFailures: readInteger(env, 'LOGIN_SLOWDOWN_AFTER_FAILURES', 20, 1),
      loginDelayStepMs: 500,
      loginAttemptsPerAddress: readInteger(env, 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS', 30, 1),
      verificationEmailsPerEmail: readInteger(env, 'VERIFICATION_EMAILS_PER_EMAIL', 5, 1),
      windowSeconds: readInteger(env, 'RATE_LIMIT_WINDOW', 900, 1),
    },
    logLevel,
    specShapes: readSpecShapes(env),
    listPaging: readListPaging(env),
    trustProxy: readInteger(env, 'TRUST_PROXY', 0, 0, 10),
    mediaOrigins: readMediaOrigins(env),
    now: () => new Date(),
  };
}
