import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '@/contract/team/admins';
import type { Role } from '@/contract/team/roles';
import { may, permissionTable, permissionText } from '@/server/team/permissions';
import { ADMIN, API, bearer, startServer, type TestServer } from './helpers';

/** The seeded administrator of each role (server/db/seed/team.ts). */
const SIGN_INS: Record<Role, { email: string; password: string }> = {
  owner: ADMIN,
  finance: { email: 'finance@loyalty.test', password: 'Finance@12345' },
  catalogue: { email: 'catalogue@loyalty.test', password: 'Catalogue@12345' },
  support: { email: 'support@loyalty.test', password: 'Support@12345' },
};

const LETTERS: Record<string, Role> = { O: 'owner', F: 'finance', C: 'catalogue', S: 'support' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * Every signed-in route: its method, its pattern (under /api/v1), a concrete path to call (`{self}`
 * is the caller's own id; 999999 names nothing, so changes refused or allowed change nothing), the
 * roles allowed (O owner, F finance, C catalogue, S support), and `decision` for the spec's words of
 * a refused approve/reject (`ownAccountOnly`: the route itself then refuses another's account with its
 * own 403, which a role the team refuses never reaches). Written out by hand from the roles, not from
 * ROLE_GRANTS nor from the permissions the routes declare.
 */
type Row = [Method, string, string, string, ('decision' | 'ownAccountOnly')?];

/** What the settings routes answer a role allowed past the team's check for another's account. */
const OWN_ACCOUNT_ONLY = 'You can only change your own account.';

const MISSING = 999999;

const TABLE: Row[] = [
  // Dashboard and lookups: everyone.
  ['GET', 'main/dashboard/', 'main/dashboard/', 'OFCS'],
  ['GET', 'user/user-type-choices/', 'user/user-type-choices/', 'OFCS'],
  ['GET', 'user/firm-type-choices/', 'user/firm-type-choices/', 'OFCS'],
  ['GET', 'main/role/list/', 'main/role/list/', 'OFCS'],
  ['GET', 'main/countries/', 'main/countries/', 'OFCS'],
  ['GET', 'main/states/:countryId/', 'main/states/1/', 'OFCS'],
  // Members: finance reads them, support runs them.
  ['GET', 'user/users/', 'user/users/', 'OFS'],
  ['GET', 'user/new-users/', 'user/new-users/', 'OS'],
  ['GET', 'user/retrieve/:id/', 'user/retrieve/2/', 'OFS'],
  ['GET', 'user/retrieve/:id/', 'user/retrieve/{self}/', 'OFCS'],
  ['DELETE', 'user/user/delete/:id/', `user/user/delete/${MISSING}/`, 'OS'],
  ['POST', 'user/verify/:id/', `user/verify/${MISSING}/`, 'OS', 'decision'],
  ['POST', 'user/user/admin/create/', 'user/user/admin/create/', 'OS'],
  ['PUT', 'user/user/update/:id/', `user/user/update/${MISSING}/`, 'OS'],
  // Edit requests: support.
  ['GET', 'user/profile-update/requests/', 'user/profile-update/requests/', 'OS'],
  ['GET', 'user/email-update/requests/', 'user/email-update/requests/', 'OS'],
  ['GET', 'user/admin/profile-update/proposed/:id/', 'user/admin/profile-update/proposed/1/', 'OS'],
  ['POST', 'user/profile-update/allowed/:id/', `user/profile-update/allowed/${MISSING}/`, 'OS', 'decision'],
  ['POST', 'user/profile-update/rejected/:id/', `user/profile-update/rejected/${MISSING}/`, 'OS', 'decision'],
  ['POST', 'user/email-update/allow/:id/', `user/email-update/allow/${MISSING}/`, 'OS', 'decision'],
  ['POST', 'user/email-update/reject/:id/', `user/email-update/reject/${MISSING}/`, 'OS', 'decision'],
  // The directory: support.
  ['GET', 'user/directory/list/salesman/', 'user/directory/list/salesman/', 'OS'],
  ['GET', 'user/directory/list/architect/', 'user/directory/list/architect/', 'OS'],
  ['GET', 'user/directory/retrieve/:id/', 'user/directory/retrieve/1/', 'OS'],
  ['GET', 'user/directory/retrieve/:id/', 'user/directory/retrieve/30/', 'OS'],
  ['POST', 'user/directory/', 'user/directory/', 'OS'],
  ['PUT', 'user/directory/update/:id/', `user/directory/update/${MISSING}/`, 'OS'],
  ['DELETE', 'user/directory/delete/:id/', `user/directory/delete/${MISSING}/`, 'OS'],
  // The catalogue: catalogue changes it; finance reads it, for the schemes' rules.
  ['GET', 'product/brand/list/', 'product/brand/list/', 'OFC'],
  ['GET', 'product/brand/retrieve/:id/', 'product/brand/retrieve/1/', 'OFC'],
  ['POST', 'product/brand/', 'product/brand/', 'OC'],
  ['PUT', 'product/brand/update/:id/', `product/brand/update/${MISSING}/`, 'OC'],
  ['DELETE', 'product/brand/delete/:id/', `product/brand/delete/${MISSING}/`, 'OC'],
  ['GET', 'product/category/list/', 'product/category/list/', 'OFC'],
  ['GET', 'product/category/retrieve/:id/', 'product/category/retrieve/1/', 'OFC'],
  ['GET', 'product/category/brand/:id/', 'product/category/brand/1/', 'OFC'],
  ['POST', 'product/category/', 'product/category/', 'OC'],
  ['PUT', 'product/category/update/:id/', `product/category/update/${MISSING}/`, 'OC'],
  ['GET', 'product/product/brand/:brandId/category/:categoryId/', 'product/product/brand/1/category/1/', 'OFC'],
  ['GET', 'product/product/retrieve/:id/', 'product/product/retrieve/1/', 'OFC'],
  ['POST', 'product/product/', 'product/product/', 'OC'],
  ['PUT', 'product/product/update/:id/', `product/product/update/${MISSING}/`, 'OC'],
  ['DELETE', 'product/product/delete/:id/', `product/product/delete/${MISSING}/`, 'OC'],
  ['POST', 'product/media/:id/', `product/media/${MISSING}/`, 'OC'],
  ['GET', 'product/media/retrieve/:id/', 'product/media/retrieve/1/', 'OFC'],
  ['PUT', 'product/media/update/:id/', `product/media/update/${MISSING}/`, 'OC'],
  ['DELETE', 'product/media/delete/:id/', `product/media/delete/${MISSING}/`, 'OC'],
  ['POST', 'product/product/import/', 'product/product/import/', 'OC'],
  ['GET', 'product/search/', 'product/search/?query=a', 'OFC'],
  // Vouchers: catalogue.
  ['GET', 'loyalty/voucher/list/', 'loyalty/voucher/list/', 'OC'],
  ['GET', 'loyalty/voucher/retrieve/:id', 'loyalty/voucher/retrieve/1', 'OC'],
  ['GET', 'loyalty/voucher/retrieve/:id/', 'loyalty/voucher/retrieve/1/', 'OC'],
  ['GET', 'loyalty/voucher/codes/:id/', 'loyalty/voucher/codes/1/', 'OC'],
  ['POST', 'loyalty/voucher/', 'loyalty/voucher/', 'OC'],
  ['PUT', 'loyalty/voucher/update/:id/', `loyalty/voucher/update/${MISSING}/`, 'OC'],
  ['PATCH', 'loyalty/voucher/delete/:id/', `loyalty/voucher/delete/${MISSING}/`, 'OC'],
  ['POST', 'loyalty/voucher/import/', 'loyalty/voucher/import/', 'OC'],
  // Voucher requests: finance decides them.
  ['GET', 'loyalty/voucher-requests/', 'loyalty/voucher-requests/', 'OF'],
  ['GET', 'loyalty/voucher/request/detail/:id/', 'loyalty/voucher/request/detail/1/', 'OF'],
  ['POST', 'loyalty/voucher-request/:id/approve/', `loyalty/voucher-request/${MISSING}/approve/`, 'OF', 'decision'],
  ['POST', 'loyalty/voucher-request/:id/reject/', `loyalty/voucher-request/${MISSING}/reject/`, 'OF', 'decision'],
  ['GET', 'loyalty/loyalty-balance/all-users/', 'loyalty/loyalty-balance/all-users/', 'OF'],
  // Bills: finance.
  ['GET', 'bill/list/all-bills/', 'bill/list/all-bills/', 'OF'],
  ['GET', 'bill/approve-requests/', 'bill/approve-requests/', 'OF'],
  ['GET', 'bill/retrieve/:id/', 'bill/retrieve/1/', 'OF'],
  ['PATCH', 'bill/approve/:id/', `bill/approve/${MISSING}/`, 'OF', 'decision'],
  ['PATCH', 'bill/reject/:id/', `bill/reject/${MISSING}/`, 'OF', 'decision'],
  ['GET', 'bill/bill/export/', 'bill/bill/export/', 'OF'],
  // Payouts: finance.
  ['GET', 'loyalty/payment/list/', 'loyalty/payment/list/', 'OF'],
  ['GET', 'loyalty/payment/pending/list/', 'loyalty/payment/pending/list/', 'OF'],
  ['GET', 'loyalty/payment/retrieve/:id/', 'loyalty/payment/retrieve/1/', 'OF'],
  ['POST', 'loyalty/payment/approve/:id/', `loyalty/payment/approve/${MISSING}/`, 'OF', 'decision'],
  ['POST', 'loyalty/payment/reject/:id/', `loyalty/payment/reject/${MISSING}/`, 'OF', 'decision'],
  ['GET', 'payment/payment/export/', 'payment/payment/export/', 'OF'],
  // A member's history: whoever reads members; TDS certificates: finance.
  ['GET', 'loyalty/admin/users/transactions/history/:id/', 'loyalty/admin/users/transactions/history/2/', 'OFS'],
  ['GET', 'loyalty/admin/voucher/users-vouchers/:id/', 'loyalty/admin/voucher/users-vouchers/2/', 'OFS'],
  [
    'GET',
    'loyalty/admin/tds-certificate/user-certificates/:id/',
    'loyalty/admin/tds-certificate/user-certificates/2/',
    'OFS',
  ],
  ['POST', 'loyalty/tds-certificate/:id/', `loyalty/tds-certificate/${MISSING}/`, 'OF'],
  ['PATCH', 'loyalty/tds-certificate/delete/:id/', `loyalty/tds-certificate/delete/${MISSING}/`, 'OF'],
  // One's own account: everyone; another's is a member's (support), and the route refuses it itself.
  ['PUT', 'user/admin/update-phone/:id/', 'user/admin/update-phone/{self}/', 'OFCS'],
  ['POST', 'user/verify-otp/', 'user/verify-otp/', 'OFCS'],
  ['PUT', 'user/update-email/:id/', 'user/update-email/{self}/', 'OFCS'],
  ['PUT', 'user/update-email/:id/', 'user/update-email/2/', 'OS', 'ownAccountOnly'],
  // Notifications: support.
  ['GET', 'main/admin-notifications/grouped-by-time/', 'main/admin-notifications/grouped-by-time/', 'OS'],
  ['GET', 'main/admin-notifications/:id/', 'main/admin-notifications/1/', 'OS'],
  // Terms and privacy: support.
  ['GET', 'main/terms-and-conditions/sections/', 'main/terms-and-conditions/sections/', 'OS'],
  ['GET', 'main/terms-and-conditions/list/', 'main/terms-and-conditions/list/', 'OS'],
  ['POST', 'main/terms-and-conditions/', 'main/terms-and-conditions/', 'OS'],
  ['PUT', 'main/terms-and-conditions/:id/', `main/terms-and-conditions/${MISSING}/`, 'OS'],
  ['GET', 'main/privacy-policy/sections/', 'main/privacy-policy/sections/', 'OS'],
  ['GET', 'main/privacy-policy/list/', 'main/privacy-policy/list/', 'OS'],
  ['POST', 'main/privacy-policy/', 'main/privacy-policy/', 'OS'],
  ['PUT', 'main/privacy-policy/:id/', `main/privacy-policy/${MISSING}/`, 'OS'],
  // The audit trail: the owner (who gets 405 for a change).
  ['GET', 'audit/log/', 'audit/log/', 'O'],
  ['GET', 'audit/log/:id/', 'audit/log/1/', 'O'],
  ['POST', 'audit/log/', 'audit/log/', 'O'],
  ['PUT', 'audit/log/', 'audit/log/', 'O'],
  ['PATCH', 'audit/log/', 'audit/log/', 'O'],
  ['DELETE', 'audit/log/', 'audit/log/', 'O'],
  ['POST', 'audit/log/:id/', 'audit/log/1/', 'O'],
  ['PUT', 'audit/log/:id/', 'audit/log/1/', 'O'],
  ['PATCH', 'audit/log/:id/', 'audit/log/1/', 'O'],
  ['DELETE', 'audit/log/:id/', 'audit/log/1/', 'O'],
  // The programme: its settings read by everyone, changed by the owner; its figures, finance.
  ['GET', 'programme/settings/', 'programme/settings/', 'OFCS'],
  ['PUT', 'programme/settings/', 'programme/settings/', 'O'],
  ['GET', 'programme/liability/', 'programme/liability/', 'OF'],
  ['GET', 'programme/movement/', 'programme/movement/', 'OF'],
  ['GET', 'programme/tax-194r/', 'programme/tax-194r/', 'OF'],
  ['GET', 'programme/tax-194r/members/:id/', `programme/tax-194r/members/${MISSING}/`, 'OF'],
  // Schemes: the catalogue and finance draft them, finance approves; a bill's work-out is for its deciders.
  ['GET', 'schemes/', 'schemes/', 'OFC'],
  ['POST', 'schemes/', 'schemes/', 'OFC'],
  ['GET', 'schemes/live/', 'schemes/live/', 'OFC'],
  ['GET', 'schemes/committed/', 'schemes/committed/', 'OFC'],
  ['POST', 'schemes/work-out/', 'schemes/work-out/', 'OF'],
  ['GET', 'schemes/:id/', `schemes/${MISSING}/`, 'OFC'],
  ['PATCH', 'schemes/:id/', `schemes/${MISSING}/`, 'OFC'],
  ['DELETE', 'schemes/:id/', `schemes/${MISSING}/`, 'OFC'],
  ['GET', 'schemes/:id/cost/', `schemes/${MISSING}/cost/`, 'OFC'],
  ['POST', 'schemes/:id/what-if/', `schemes/${MISSING}/what-if/`, 'OFC'],
  ['POST', 'schemes/:id/versions/', `schemes/${MISSING}/versions/`, 'OFC'],
  ['DELETE', 'schemes/:id/versions/:version/', `schemes/${MISSING}/versions/1/`, 'OFC'],
  ['POST', 'schemes/:id/approve/', `schemes/${MISSING}/approve/`, 'OF', 'decision'],
  // Payouts through the bank: finance and the owner; the settings and keeping a held line, the owner.
  ['GET', 'payouts/payable/', 'payouts/payable/', 'OF'],
  ['PUT', 'payouts/payable/:id/account/', `payouts/payable/${MISSING}/account/`, 'OF'],
  ['GET', 'payouts/formats/', 'payouts/formats/', 'OF'],
  ['GET', 'payouts/settings/', 'payouts/settings/', 'OF'],
  ['PUT', 'payouts/settings/', 'payouts/settings/', 'O'],
  ['GET', 'payouts/batches/', 'payouts/batches/', 'OF'],
  ['POST', 'payouts/batches/', 'payouts/batches/', 'OF'],
  ['GET', 'payouts/batches/:id/', `payouts/batches/${MISSING}/`, 'OF'],
  ['DELETE', 'payouts/batches/:id/', `payouts/batches/${MISSING}/`, 'OF'],
  ['POST', 'payouts/batches/:id/release/', `payouts/batches/${MISSING}/release/`, 'OF', 'decision'],
  ['GET', 'payouts/batches/:id/file/', `payouts/batches/${MISSING}/file/`, 'OF'],
  ['POST', 'payouts/batches/:id/answers/', `payouts/batches/${MISSING}/answers/`, 'OF'],
  ['POST', 'payouts/lines/:id/keep/', `payouts/lines/${MISSING}/keep/`, 'O', 'decision'],
  ['POST', 'payouts/lines/:id/cancel/', `payouts/lines/${MISSING}/cancel/`, 'OF'],
  // KYC: support checks, records and confirms; finance reads; the settings are the owner's.
  ['GET', 'kyc/members/', 'kyc/members/', 'OFS'],
  ['GET', 'kyc/members/:id/', `kyc/members/${MISSING}/`, 'OFS'],
  ...(['pan', 'account'] as const).flatMap((part): Row[] => [
    ['POST', `kyc/members/:id/${part}/check/`, `kyc/members/${MISSING}/${part}/check/`, 'OS'],
    ['POST', `kyc/members/:id/${part}/manual/`, `kyc/members/${MISSING}/${part}/manual/`, 'OS'],
    ['POST', `kyc/members/:id/${part}/confirm/`, `kyc/members/${MISSING}/${part}/confirm/`, 'OS', 'decision'],
  ]),
  ['GET', 'kyc/shared/', 'kyc/shared/', 'OFS'],
  ['GET', 'kyc/settings/', 'kyc/settings/', 'O'],
  ['PUT', 'kyc/settings/', 'kyc/settings/', 'O'],
  // Live updates: everyone (no tab, no report: each answers 400 once past the role check).
  ['GET', 'live/events/', 'live/events/', 'OFCS'],
  ['PUT', 'live/presence/', 'live/presence/', 'OFCS'],
  // The team: the owner.
  ['GET', 'team/admins/', 'team/admins/', 'O'],
  ['POST', 'team/admins/invite/', 'team/admins/invite/', 'O'],
  ['POST', 'team/admins/:id/resend/', `team/admins/${MISSING}/resend/`, 'O'],
  ['PATCH', 'team/admins/:id/', `team/admins/${MISSING}/`, 'O'],
  ['POST', 'team/admins/:id/disable/', `team/admins/${MISSING}/disable/`, 'O'],
  ['POST', 'team/admins/:id/enable/', `team/admins/${MISSING}/enable/`, 'O'],
];

/** `METHOD /api/v1/pattern` of every route of the signed-in scope, HEAD routes too unless `withHead` is false. */
function signedInRoutes(server: TestServer, withHead = false): string[] {
  return server.app.routeList
    .filter(route => route.config?.signedIn === true)
    .flatMap(route =>
      [route.method]
        .flat()
        .filter(method => withHead || method !== 'HEAD')
        .map(method => `${method} ${route.url}`),
    );
}

const patternMatches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path.split('?')[0]);

describe('roles on every signed-in route', () => {
  it('the table and the server name the same routes, and each has a permission', async () => {
    const server = await startServer();
    const routes = signedInRoutes(server);
    expect(routes.length).toBeGreaterThan(100);
    const tabled = new Set(TABLE.map(([method, pattern]) => `${method} ${API}/${pattern}`));
    expect(routes.filter(route => !tabled.has(route))).toEqual([]);
    expect([...tabled].filter(route => !routes.includes(route))).toEqual([]);
    // The table built from the routes: every signed-in route declares a permission, its HEAD the GET's.
    const table = permissionTable(server.app.routeList);
    expect(routes.filter(route => table[route] === undefined)).toEqual([]);
    const heads = signedInRoutes(server, true).filter(route => route.startsWith('HEAD '));
    expect(heads.length).toBeGreaterThan(40);
    expect(heads.filter(head => table[head] !== table[head.replace(/^HEAD /, 'GET ')])).toEqual([]);
    expect(table[`HEAD ${API}/main/dashboard/`]).toEqual(may('dashboard', 'show'));
    for (const [, pattern, path] of TABLE)
      expect([pattern, path, patternMatches(pattern, path)]).toEqual([pattern, path, true]);
  });

  it('answer each role as the table says: 403 with the right words when refused, anything else when allowed', async () => {
    const server = await startServer();
    const signedIn = await Promise.all(
      (Object.keys(SIGN_INS) as Role[]).map(async role => {
        const { access } = await server.login(SIGN_INS[role]);
        const self = server.db().prepare('SELECT id FROM users WHERE email = ?').pluck().get(SIGN_INS[role].email);
        return { role, access, self: self as number };
      }),
    );
    const results: unknown[] = [];
    const expected: unknown[] = [];
    for (const [method, , template, letters, note] of TABLE) {
      const allowed = new Set([...letters].map(letter => LETTERS[letter]));
      for (const { role, access, self } of signedIn) {
        const path = template.replace('{self}', String(self));
        const response = await server.inject({ method, url: `${API}/${path}`, headers: bearer(access) });
        if (allowed.has(role) && note === 'ownAccountOnly') {
          results.push([method, path, role, response.statusCode, response.json().message]);
          expected.push([method, path, role, 403, OWN_ACCOUNT_ONLY]);
        } else if (allowed.has(role)) {
          results.push([method, path, role, response.statusCode === 403 ? response.body : 'not 403']);
          expected.push([method, path, role, 'not 403']);
        } else {
          const words = note === 'decision' ? TEAM_MESSAGES.decisionForbidden : TEAM_MESSAGES.forbidden;
          results.push([method, path, role, response.statusCode, response.json()]);
          expected.push([method, path, role, 403, { detail: words, message: words }]);
        }
      }
    }
    expect(results).toEqual(expected);
    // Nothing refused or named by a missing id changed the members.
    expect(server.db().prepare('SELECT COUNT(*) FROM users WHERE is_admin = 1').pluck().get()).toBe(4);
  }, 120_000);

  it('answer a HEAD as its GET: refused to the roles the GET refuses', async () => {
    const server = await startServer();
    const { access } = await server.login(SIGN_INS.catalogue);
    const head = async (path: string) =>
      (await server.inject({ method: 'HEAD', url: `${API}/${path}`, headers: bearer(access) })).statusCode;
    expect([await head('main/dashboard/'), await head('product/brand/list/'), await head('user/users/')]).toEqual([
      200, 200, 403,
    ]);
  });

  it("show each signed-in route's permission in the OpenAPI document, and none on the others", async () => {
    const server = await startServer();
    const table = permissionTable(server.app.routeList);
    const document = (await server.inject({ method: 'GET', url: `${API}/openapi.json` })).json() as {
      paths: Record<string, Record<string, { 'x-permission'?: string }>>;
    };
    const shown = Object.fromEntries(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => [
          `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          operation['x-permission'],
        ]),
      ),
    );
    const expected = Object.fromEntries(
      Object.keys(shown).map(route => [route, table[route] === undefined ? undefined : permissionText(table[route])]),
    );
    expect(shown).toEqual(expected);
    expect(Object.values(shown).filter(Boolean).length).toBe(signedInRoutes(server).length);
    expect(shown[`PATCH ${API}/bill/approve/:id/`]).toBe('billRequests.approve');
    expect(shown[`GET ${API}/user/retrieve/:id/`]).toBe("account.show when {id} is one's own, else users.show");
  });

  it('every role signs in, and each access token carries its role', async () => {
    const server = await startServer();
    for (const role of Object.keys(SIGN_INS) as Role[]) {
      const { access } = await server.login(SIGN_INS[role]);
      const claims = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
      expect([role, claims.role]).toEqual([role, role]);
    }
  });
});
