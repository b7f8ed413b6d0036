import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      distDir: path.resolve('dist'),
      adminEmail: 'admin@loyalty.test',
      adminPassword: 'Admin@12345',
      accessTokenLifetime: 300,
      refreshTokenLifetime: 86400,
      publicUrl: undefined,
      rateLimits: {
        loginFailuresPerEmail: 5,
        loginAttemptsPerAddress: 30,
        verificationEmailsPerEmail: 5,
        windowSeconds: 900,
      },
    });
    expect(config.now()).toBeInstanceOf(Date);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/somewhere',
      ADMIN_EMAIL: ' Boss@Example.com ',
      PUBLIC_URL: 'https://admin.example.com/',
      LOGIN_MAX_FAILURES_PER_EMAIL: '2',
      TRUST_PROXY: '1',
      MEDIA_ORIGINS: 'https://media.example.com, http://localhost:9000/',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/tmp/somewhere',
      adminEmail: 'boss@example.com',
      publicUrl: 'https://admin.example.com',
      rateLimits: { loginFailuresPerEmail: 2 },
      trustProxy: 1,
      mediaOrigins: ['https://media.example.com', 'http://localhost:9000'],
    });
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty".');
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ ACCESS_TOKEN_LIFETIME: '-5' })).toThrow(/ACCESS_TOKEN_LIFETIME/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'nope' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ MEDIA_ORIGINS: 'https://cdn.example.com/images' })).toThrow(
      'MEDIA_ORIGINS must list http(s) origins such as https://media.example.com, got "https://cdn.example.com/images".',
    );
    expect(() => loadConfig({ MEDIA_ORIGINS: "'unsafe-inline'" })).toThrow(/MEDIA_ORIGINS/);
  });
});
