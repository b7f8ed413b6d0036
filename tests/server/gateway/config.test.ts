import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '@/server/gateway/config';
import { Upstream } from '@/server/gateway/upstream';
import { UpstreamTokens } from '@/server/gateway/upstreamTokens';

const OWNER = { GATEWAY_OWNERS: 'Owner@Example.com, second@example.com' };

describe('the gateway’s settings', () => {
  it('is off without UPSTREAM_API_URL, and reads the others with their defaults', () => {
    expect(loadGatewayConfig({})).toBeNull();
    const gateway = loadGatewayConfig({ UPSTREAM_API_URL: 'https://api.example.com/api/v1', ...OWNER })!;
    expect(gateway.upstream.href).toBe('https://api.example.com/api/v1/');
    expect(gateway.owners).toEqual(['owner@example.com', 'second@example.com']);
    expect(gateway).toMatchObject({ timeoutMs: 30_000, pollSeconds: 15, tokenCheck: { kind: 'ask-upstream' } });
    expect(
      loadGatewayConfig({ UPSTREAM_API_URL: 'http://up/', UPSTREAM_JWT_KEY: 'django-insecure-key', ...OWNER })!
        .tokenCheck,
    ).toEqual({
      kind: 'hmac',
      key: new TextEncoder().encode('django-insecure-key'),
    });
  });

  it('refuses what would make it unsafe or useless, with a clear message', () => {
    expect(() => loadGatewayConfig({ UPSTREAM_API_URL: 'ftp://up/', ...OWNER })).toThrow('must use http or https');
    expect(() => loadGatewayConfig({ UPSTREAM_API_URL: 'https://user:pw@up/', ...OWNER })).toThrow('API root alone');
    expect(() => loadGatewayConfig({ UPSTREAM_API_URL: 'https://up/' })).toThrow(
      'GATEWAY_OWNERS must name at least one owner',
    );
    expect(() => loadGatewayConfig({ UPSTREAM_API_URL: 'https://up/', GATEWAY_OWNERS: 'nobody' })).toThrow(
      'GATEWAY_OWNERS must be emails',
    );
    expect(() =>
      loadGatewayConfig({ UPSTREAM_API_URL: 'https://up/', UPSTREAM_JWT_KEY: '-----BEGIN nonsense', ...OWNER }),
    ).toThrow('not a public key');
    expect(() => loadGatewayConfig({ UPSTREAM_API_URL: 'https://up/', UPSTREAM_TIMEOUT: '5', ...OWNER })).toThrow(
      'UPSTREAM_TIMEOUT must be a whole number from 100',
    );
  });

  it('reads simplejwt’s access tokens signed with an RS256 key, and refuses refresh tokens and other keys', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const gateway = loadGatewayConfig({ UPSTREAM_API_URL: 'http://up/', UPSTREAM_JWT_KEY: pem, ...OWNER })!;
    const tokens = new UpstreamTokens(gateway.tokenCheck, new Upstream(gateway), () => new Date());
    const sign = (claims: Record<string, unknown>, key = privateKey) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).setIssuedAt().setExpirationTime('5m').sign(key);
    // simplejwt writes the user id as the user model's key: a number, or text in some versions.
    expect(await tokens.identify(await sign({ token_type: 'access', user_id: 7, jti: 'a' }))).toMatchObject({
      userId: 7,
    });
    expect(await tokens.identify(await sign({ token_type: 'access', user_id: '8', jti: 'b' }))).toMatchObject({
      userId: 8,
    });
    expect(await tokens.identify(await sign({ token_type: 'refresh', user_id: 7, jti: 'c' }))).toBeNull();
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(await tokens.identify(await sign({ token_type: 'access', user_id: 7, jti: 'd' }, other))).toBeNull();
  });
});
