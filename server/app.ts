import { mkdirSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { LoginThrottle } from './auth/loginThrottle';
import { Sessions } from './auth/sessions';
import { Tokens, loadSecret } from './auth/tokens';
import { Verifications } from './auth/verifications';
import { originOf, type Config } from './config';
import { API_PREFIX, type AppContext } from './context';
import { openDatabase, type Db } from './db/connection';
import { runMigrations } from './db/migrate';
import { movePrivateDocuments } from './db/privateDocuments';
import { hashBillImages } from './db/billImageHashes';
import { seedNewDatabase } from './db/seed';
import { answerRoutingError, registerErrorHandler } from './errors';
import { requestValidator, schemaRefusal } from './input';
import { LiveHub } from './live/hub';
import { MediaStore } from './media';
import { MediaSigner } from './mediaSigning';
import { openApiOptions } from './openapi/document';
import { Outbox } from './outbox';
import { registerPrivateMedia } from './privateMedia';
import { Limiter } from './rateLimit';
import { recordRoutes } from './routeList';
import { apiRoutes } from './routes';
import { registeredAreas, type ServerArea } from './area';
import { SERVER_AREAS } from './areas';
import { pendingQueuesOf } from './pending';
import { ESSENTIAL_SECURITY_HEADERS, helmetOptionsFor } from './security';
import { registerStatic } from './static';

const MB = 1024 * 1024;

const UPLOAD_LIMITS = { fileSize: 10 * MB, files: 20 };

function listeningOrigin(app: FastifyInstance, config: Config): string {
  const address = app.server.address();
  return address !== null && typeof address === 'object'
    ? originOf(address.address, address.port)
    : originOf(config.host, config.port);
}

export interface DataFolder {
  db: Db;
  media: MediaStore;
  mediaDir: string;
}

/**
 * What a start does to the data folder before the server: the database migrated, seeded if new,
 * its private documents moved and its bill images hashed (a new database gets the demo data
 * unless `demoData` is false). The caller closes `db`.
 */
export async function openDataFolder(config: Config, { demoData = true } = {}): Promise<DataFolder> {
  const mediaDir = path.join(config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const db = openDatabase(path.join(config.dataDir, 'db.sqlite'));
  try {
    runMigrations(db, config.now());
    if (demoData) await seedNewDatabase(db, config, mediaDir);
    const media = new MediaStore(db, mediaDir);
    movePrivateDocuments(db, media);
    hashBillImages(db, media);
    return { db, media, mediaDir };
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * The whole server, ready for `listen()` or `inject()`: data folder, database, security headers,
 * API, files. `areas` are the server areas it registers: every one (server/areas.ts), or fewer
 * (check:areas starts it without each in turn); `demoData` false leaves a new database empty.
 */
export async function buildApp(
  config: Config,
  { areas = SERVER_AREAS, demoData = true }: { areas?: readonly ServerArea[]; demoData?: boolean } = {},
): Promise<FastifyInstance> {
  const { db, media, mediaDir } = await openDataFolder(config, { demoData });
  try {
    return await buildServer(config, db, media, mediaDir, areas);
  } catch (error) {
    db.close();
    throw error;
  }
}

/** A Fastify server of this API's kind: its input checks, errors, security headers and OpenAPI document, closing `db`. */
export async function createServer(
  config: Config,
  db: Db,
  openApi: FastifyDynamicSwaggerOptions = openApiOptions,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: MB,
    // The client's address is the one before the last TRUST_PROXY hops of X-Forwarded-For.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    frameworkErrors: answerRoutingError(ESSENTIAL_SECURITY_HEADERS),
    schemaErrorFormatter: schemaRefusal(),
  });
  // Each route's zod schemas check its input and describe it in the OpenAPI document.
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => {
    db.close();
  });
  recordRoutes(app);
  registerErrorHandler(app);
  await app.register(helmet, helmetOptionsFor(config.mediaOrigins));
  // Before the routes, which it learns as they are added.
  await app.register(swagger, openApi);
  return app;
}

/** What the routes of `app` share, over its database `db` and data folder, with the pending work `areas` declare. */
export function appContext(
  app: FastifyInstance,
  config: Config,
  db: Db,
  media: MediaStore,
  areas: readonly ServerArea[],
): AppContext {
  const secret = loadSecret(path.join(config.dataDir, 'secret.key'));
  const tokens = new Tokens({ ...config, secret });
  const { rateLimits } = config;
  const live = new LiveHub(db, config.now);
  // Before the server waits for its connections to end: the streams never would.
  app.addHook('preClose', async () => {
    live.close();
  });
  return {
    db,
    tokens,
    sessions: new Sessions(db, tokens, config.now, config.specShapes !== 'strict'),
    verifications: new Verifications(db, config.now),
    outbox: new Outbox(path.join(config.dataDir, 'outbox.jsonl'), app.log, config.now),
    limits: {
      login: new LoginThrottle(rateLimits),
      verificationEmailsByEmail: new Limiter(rateLimits.verificationEmailsPerEmail, rateLimits.windowSeconds),
      invitationsByAddress: new Limiter(rateLimits.loginAttemptsPerAddress, rateLimits.windowSeconds),
    },
    publicOrigin: () => config.publicUrl ?? listeningOrigin(app, config),
    media,
    now: config.now,
    listPaging: config.listPaging,
    live,
    pending: pendingQueuesOf(areas),
    billEarnings: registeredAreas(areas, config.specShapes).find(area => area.billEarnings)?.billEarnings,
    payeeStates: registeredAreas(areas, config.specShapes).find(area => area.payeeStates)?.payeeStates?.reference,
  };
}

async function buildServer(
  config: Config,
  db: Db,
  media: MediaStore,
  mediaDir: string,
  areas: readonly ServerArea[],
): Promise<FastifyInstance> {
  const app = await createServer(config, db);
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const ctx = appContext(app, config, db, media, areas);
  const signer = new MediaSigner(
    loadSecret(path.join(config.dataDir, 'secret.key')),
    config.mediaUrlLifetime,
    config.now,
  );
  signer.register(db);
  await app.register(apiRoutes, { prefix: API_PREFIX, ctx, specShapes: config.specShapes, areas });
  await registerStatic(app, mediaDir, config.distDir);
  registerPrivateMedia(app, { db, media, signer });
  return app;
}
