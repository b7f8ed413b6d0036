import type { GatewayConfig } from './config';

/** The upstream's answer to one of the gateway's own reads. */
export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

/** The gateway's own reads of the upstream (not the forwarded calls): a path below its API root, with a token. */
export class Upstream {
  constructor(private readonly config: Pick<GatewayConfig, 'upstream' | 'timeoutMs'>) {}

  /** The address of `path` (below the API root, no leading slash) on the upstream. */
  url(path: string): URL {
    return new URL(path.replace(/^\/+/, ''), this.config.upstream);
  }

  /** GET `path` with the bearer `token`; throws when the upstream does not answer in time. */
  async get(path: string, token: string): Promise<UpstreamAnswer> {
    const response = await fetch(this.url(path), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(this.config.timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body };
  }
}
