import { mkdirSync } from 'node:fs';
import path from 'node:path';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { appContext, createServer } from '../app';
import { copiedListsOf } from '../area';
import { SERVER_AREAS } from '../areas';
import type { Config } from '../config';
import { API_PREFIX } from '../context';
import { openDatabase } from '../db/connection';
import { runMigrations } from '../db/migrate';
import { MediaStore } from '../media';
import { gatewayOpenApiOptions } from '../openapi/document';
import { registerStatic } from '../static';
import { gatewayApi } from './api';
import { CopyKeeper } from './upstreamCopy/keeper';
import type { GatewayConfig } from './config';
import { upstreamUnavailable } from './failures';
import { forwardedCalls } from './specCallPermissions';
import { Upstream } from './upstream';
import { pendingLists, UpstreamPolling } from './upstreamPolling';
import { UpstreamTokens } from './upstreamTokens';

/** The gateway's own database in the data folder, apart from a reference server's db.sqlite. */
export const GATEWAY_DATABASE = 'gateway.sqlite';

/**
 * The gateway (UPSTREAM_API_URL): the built app and the same API root, in front of the spec's
 * backend. The spec's calls are forwarded; the team, the audit trail, the programme's settings
 * and live updates are the gateway's own, in its SQLite file.
 */
export async function buildGateway(config: Config, gateway: GatewayConfig): Promise<FastifyInstance> {
  mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(path.join(config.dataDir, GATEWAY_DATABASE));
  try {
    runMigrations(db, config.now());
    // The upstream's answers may name its files by their full address, on its own host.
    const mediaOrigins = [...new Set([...config.mediaOrigins, gateway.upstream.origin])];
    const app = await createServer({ ...config, mediaOrigins }, db, gatewayOpenApiOptions);
    await app.register(replyFrom, { base: gateway.upstream.origin, disableRequestLogging: true });
    app.decorateRequest('forwardedUpstream', false);
    // Bodies the gateway does not read (multipart uploads) go to the upstream as they came.
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    app.addHook('onRoute', route => {
      if (route.url.startsWith(`${API_PREFIX}/`)) route.config = { forwarded: false, ...route.config };
    });
    const ctx = {
      ...appContext(app, config, db, new MediaStore(db, path.join(config.dataDir, 'media')), SERVER_AREAS),
      payeeStates: SERVER_AREAS.find(area => area.payeeStates)?.payeeStates?.gateway,
    };
    const calls = await forwardedCalls(ctx);
    const upstream = new Upstream(gateway);
    const tokens = new UpstreamTokens(gateway.tokenCheck, upstream, config.now);
    const lists = pendingLists(calls);
    const { owners, pollSeconds } = gateway;
    const copiedLists = copiedListsOf(SERVER_AREAS);
    const keeper = new CopyKeeper({ db, upstream, now: config.now, log: app.log, copiedLists });
    const polling = new UpstreamPolling({ ...ctx, upstream, lists, owners, pollSeconds, log: app.log, keeper });
    app.addHook('preHandler', polling.tokenSeen);
    app.addHook('preHandler', keeper.tokenSeen);
    app.addHook('onRequest', keeper.callSeen);
    app.addHook('onResponse', keeper.callSeen);
    app.addHook('onReady', async () => polling.start());
    app.addHook('preClose', async () => {
      polling.stop();
      keeper.stop();
    });
    await app.register(gatewayApi, { prefix: API_PREFIX, ctx, gateway, calls, upstream, tokens, keeper });
    // The files the upstream's answers name by path alone (/media/…), as if the app were served by the upstream.
    app.get('/media/*', (request, reply) =>
      reply.from(request.url.split('?')[0], {
        timeout: gateway.timeoutMs,
        rewriteRequestHeaders: (_request, headers) => ({ host: headers.host }),
        onError: (failed, { error }) => failed.send(upstreamUnavailable(error)),
      }),
    );
    await registerStatic(app, null, config.distDir);
    return app;
  } catch (error) {
    db.close();
    throw error;
  }
}
