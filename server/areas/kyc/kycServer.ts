import type { LightMyRequestResponse } from 'fastify';
import type { KycListItem, KycMember } from '@/contract/kyc/records';
import { TEAM_ADMINS } from '@/server/db/seed/team';
import { API, bearer, startServer, type TestServer } from '@/tests/server/helpers';

export type Who = 'owner' | 'finance' | 'support' | 'catalogue';
type Method = 'GET' | 'POST' | 'PUT';

export interface KycServer {
  server: TestServer;
  call: (who: Who, method: Method, path: string, body?: object) => Promise<LightMyRequestResponse>;
  /** The list's lines of this query (its first hundred), as the owner reads them. */
  members: (query: string) => Promise<KycListItem[]>;
  /** A member's KYC, as the owner reads it. */
  member: (id: number) => Promise<KycMember>;
}

/** A seeded server of the test's own, with these administrators signed in for longer than a test moves the clock. */
export async function kycServer(who: readonly Who[] = ['owner', 'support']): Promise<KycServer> {
  const server = await startServer({ config: { accessTokenLifetime: 30 * 86_400 } });
  const tokens = new Map<Who, string>();
  for (const role of who) {
    const admin = TEAM_ADMINS.find(one => one.role === role);
    tokens.set(role, (await server.login(admin)).access);
  }
  const call: KycServer['call'] = (role, method, url, body) =>
    server.inject({
      method,
      url: `${API}/${url}`,
      headers: bearer(tokens.get(role) ?? ''),
      ...(body && { payload: body }),
    });
  const ok = async (response: Promise<LightMyRequestResponse>) => {
    const answered = await response;
    if (answered.statusCode !== 200) throw new Error(`${answered.statusCode} ${answered.body}`);
    return answered.json();
  };
  return {
    server,
    call,
    members: async query => (await ok(call('owner', 'GET', `kyc/members/?page_size=100&${query}`))).results,
    member: id => ok(call('owner', 'GET', `kyc/members/${id}/`)),
  };
}
