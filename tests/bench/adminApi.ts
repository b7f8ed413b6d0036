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
