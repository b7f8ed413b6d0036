import type { LightMyRequestResponse } from 'fastify';
import { TEAM_ADMINS } from '@/server/db/seed/team';
import { API, bearer, Multipart, startServer, type TestServer } from '@/tests/server/helpers';

export type Who = 'owner' | 'finance' | 'support';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PayoutServer {
  server: TestServer;
  call: (who: Who, method: Method, path: string, body?: object) => Promise<LightMyRequestResponse>;
  /** Sends the bank's answer to a batch as a file named `name`: previewed, or applied. */
  answer: (batch: number, name: string, data: Buffer | string, apply: boolean) => Promise<LightMyRequestResponse>;
}

/** A seeded server of the test's own, with the owner, finance and support signed in for longer than a test moves the clock. */
export async function payoutServer(): Promise<PayoutServer> {
  const server = await startServer({ config: { accessTokenLifetime: 30 * 86_400 } });
  const team = (role: Who) => TEAM_ADMINS.find(admin => admin.role === role)!;
  const tokens: Record<Who, string> = {
    owner: (await server.login()).access,
    finance: (await server.login(team('finance'))).access,
    support: (await server.login(team('support'))).access,
  };
  const call: PayoutServer['call'] = (who, method, url, body) =>
    server.inject({ method, url: `${API}/${url}`, headers: bearer(tokens[who]), ...(body && { payload: body }) });
  const answer: PayoutServer['answer'] = (batch, name, data, apply) => {
    const form = new Multipart(apply ? { apply: 'true' } : {}, {
      file: { data: Buffer.from(data), filename: name, type: 'text/csv' },
    });
    return server.inject({
      method: 'POST',
      url: `${API}/payouts/batches/${batch}/answers/`,
      headers: { ...bearer(tokens.finance), ...form.headers },
      payload: form.payload,
    });
  };
  return { server, call, answer };
}
