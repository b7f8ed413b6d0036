import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import { loadConfig } from '@/server/config';
import { buildGateway } from '@/server/gateway/app';
import { loadGatewayConfig } from '@/server/gateway/config';
import { ADMIN, API, bearer, makeTempDir } from '../helpers';
import type { UpstreamProcess } from './upstream';

const FINANCE = { email: 'finance@loyalty.test', password: 'Finance@12345' };
/** A second owner, so that two administrators besides the first approver may confirm. */
const SUPPORT = { email: 'support@loyalty.test', password: 'Support@12345' };

export interface Team {
  gateway: FastifyInstance;
  owner: string;
  finance: string;
  secondOwner: string;
  call: (
    token: string,
    method: 'GET' | 'PATCH' | 'POST' | 'PUT',
    path: string,
    payload?: object,
  ) => Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
}

/** A gateway whose owners are the demo's owner and support administrators, with finance given its role. */
export async function startTeam(upstream: UpstreamProcess): Promise<Team> {
  const gateway = await buildGateway(
    { ...loadConfig({ DATA_DIR: makeTempDir('gateway'), LOG_LEVEL: 'silent' }), distDir: null },
    loadGatewayConfig({
      UPSTREAM_API_URL: upstream.apiRoot,
      UPSTREAM_JWT_KEY: upstream.jwtKey,
      GATEWAY_OWNERS: `${ADMIN.email},${SUPPORT.email}`,
    })!,
  );
  onTestFinished(() => gateway.close());
  const signIn = async (credentials: { email: string; password: string }) =>
    gateway.inject({ method: 'POST', url: `${API}/user/admin/login/`, payload: credentials });
  const call: Team['call'] = async (token, method, path, payload) => {
    const response = await gateway.inject({ method, url: `${API}/${path}`, headers: bearer(token), payload });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const owner = (await signIn(ADMIN)).json().access as string;
  const secondOwner = (await signIn(SUPPORT)).json().access as string;
  await signIn(FINANCE);
  const team = (await call(owner, 'GET', 'team/admins/')).body as { id: number; email: string }[];
  await call(owner, 'PATCH', `team/admins/${team.find(admin => admin.email === FINANCE.email)!.id}/`, {
    role: 'finance',
  });
  const finance = (await signIn(FINANCE)).json().access as string;
  return { gateway, owner, finance, secondOwner, call };
}
