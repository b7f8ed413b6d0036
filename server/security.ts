import type { FastifyHelmetOptions } from '@fastify/helmet';

const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers for every answer: helmet's defaults with this CSP, no framing, origin-only
 * referrers. `mediaOrigins` may serve the images the app shows and the files it downloads.
 */
export const helmetOptionsFor = (mediaOrigins: readonly string[]): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...CONTENT_SECURITY_POLICY,
      'img-src': [...CONTENT_SECURITY_POLICY['img-src'], ...mediaOrigins],
      'connect-src': [...CONTENT_SECURITY_POLICY['connect-src'], ...mediaOrigins],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** The essential ones as plain headers, for the answers Fastify sends before hooks run. */
export const ESSENTIAL_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
