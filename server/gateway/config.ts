import { createPublicKey } from 'node:crypto';
import { isEmail, normaliseEmail } from '@/contract/fields/email';
import { ConfigError, readInteger } from '../config';

type Env = Record<string, string | undefined>;

/** How the gateway checks the upstream's access tokens: a key, or a call to the upstream per token. */
export type TokenCheck =
  { kind: 'hmac'; key: Uint8Array } | { kind: 'rsa'; publicKeyPem: string } | { kind: 'ask-upstream' };

/** The gateway's settings (UPSTREAM_API_URL and the others named below); null without UPSTREAM_API_URL. */
export interface GatewayConfig {
  /** The upstream's API root, ending in a slash: `https://api.example.com/api/v1/`. */
  upstream: URL;
  tokenCheck: TokenCheck;
  /** GATEWAY_OWNERS: the emails of the administrators who are owners whatever the gateway's table says. */
  owners: readonly string[];
  /** UPSTREAM_TIMEOUT: milliseconds the gateway waits for the upstream's answer before a 504. */
  timeoutMs: number;
  /** UPSTREAM_POLL_SECONDS: how often the upstream's pending lists are read for changes made elsewhere. */
  pollSeconds: number;
}

function readUpstream(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`UPSTREAM_API_URL must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`UPSTREAM_API_URL must use http or https, got "${raw}".`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError('UPSTREAM_API_URL must be the API root alone, without a query, a fragment or credentials.');
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * UPSTREAM_JWT_KEY: an RS256 public key (PEM), `base64:` and the bytes of an HS256 key, or the
 * HS256 key as text (simplejwt's default: Django's SECRET_KEY). Unset: each token is checked by
 * the upstream once.
 */
function readTokenCheck(raw: string | undefined): TokenCheck {
  const key = raw?.trim();
  if (!key) return { kind: 'ask-upstream' };
  if (key.startsWith('-----BEGIN')) {
    try {
      const publicKeyPem = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
      return { kind: 'rsa', publicKeyPem };
    } catch {
      throw new ConfigError('UPSTREAM_JWT_KEY looks like a PEM key but is not a public key the gateway can read.');
    }
  }
  if (key.startsWith('base64:')) {
    const bytes = Buffer.from(key.slice('base64:'.length), 'base64');
    if (bytes.length < 16) throw new ConfigError('UPSTREAM_JWT_KEY (base64:) must hold at least 16 bytes.');
    return { kind: 'hmac', key: new Uint8Array(bytes) };
  }
  return { kind: 'hmac', key: new TextEncoder().encode(key) };
}

function readOwners(raw: string | undefined): string[] {
  const owners = (raw ?? '')
    .split(',')
    .map(email => normaliseEmail(email.trim()))
    .filter(email => email !== '');
  const wrong = owners.find(email => !isEmail(email));
  if (wrong !== undefined) throw new ConfigError(`GATEWAY_OWNERS must be emails separated by commas, got "${wrong}".`);
  if (owners.length === 0) {
    throw new ConfigError('GATEWAY_OWNERS must name at least one owner (an email) when UPSTREAM_API_URL is set.');
  }
  return owners;
}

/** The gateway's settings from the environment, or null when UPSTREAM_API_URL is not set (the reference server). */
export function loadGatewayConfig(env: Env = process.env): GatewayConfig | null {
  const upstream = env.UPSTREAM_API_URL?.trim();
  if (!upstream) return null;
  return {
    upstream: readUpstream(upstream),
    tokenCheck: readTokenCheck(env.UPSTREAM_JWT_KEY),
    owners: readOwners(env.GATEWAY_OWNERS),
    timeoutMs: readInteger(env, 'UPSTREAM_TIMEOUT', 30_000, 100, 600_000),
    pollSeconds: readInteger(env, 'UPSTREAM_POLL_SECONDS', 15, 1, 3600),
  };
}
