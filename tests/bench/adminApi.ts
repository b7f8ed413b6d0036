import { demoAdmin } from '../e2e/harness';

/** An access token of the demo admin, from the API's login. */
export async function adminAccessToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/user/admin/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  const { access } = (await login.json()) as { access: string };
  return access;
}

/** The JSON the API answers the demo admin at this path (under /api/v1/). */
export async function adminApiGet<T>(baseUrl: string, apiPath: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1/${apiPath}`, {
    headers: { Authorization: `Bearer ${await adminAccessToken(baseUrl)}` },
  });
  if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
  return (await response.json()) as T;
}
