import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.ts';
import { refusingControlCharacters } from '../http/control-characters.ts';
import { registerCrossSiteGuard } from '../http/cross-site.guard.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { safeError } from '../http/log-safety.ts';
import { staticSecurityHeaders } from '../http/security-headers.ts';
import { trackInFlight } from '../http/shutdown.ts';
import { UPLOAD_LIMITS } from '../http/upload.ts';

export const VERSION = '0.1.0';

export interface ServerOptions {
  config: Config;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: DestinationStream | undefined;
  /** Close every connection on close (tests); by default only idle ones, letting replies finish. */
  forceCloseConnections: boolean;
}

/**
 * The server itself, before any capability: Fastify's options, validation and the one error
 * handler, security headers, cookies, uploads, the OpenAPI description and the
 * cross-site guard. Every request is tracked for the shutdown (`inFlight`, docs/decisions.md S51).
 */
export async function createServer({ config, logStream, forceCloseConnections }: ServerOptions) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { err: safeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    // the server names its requests: a client-chosen id could forge or collide with log lines
    genReqId: () => randomUUID(),
    // a hop count trusts that many proxies in front; a list trusts only those addresses
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: forceCloseConnections ? true : 'idle',
    // a client that sends its request slowly is cut off (docs/decisions.md S51); Node checks every second
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
  }).withTypeProvider<ZodTypeProvider>();
  const inFlight = trackInFlight(app);

  // docs/decisions.md S53: every declared input refuses C0 control characters with 400
  app.setValidatorCompiler(refusingControlCharacters(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Waymark API', version: VERSION, description: 'Career roadmaps and learning tracking.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wm_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  registerCrossSiteGuard(app);
  return Object.assign(app, { inFlight });
}

export type Server = Awaited<ReturnType<typeof createServer>>;

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // no 'unsafe-inline': style files, React's CSSOM styles, and <style> elements carrying the
      // page's nonce (helmet adds it: enableCSPNonces)
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // the app is served over plain http on localhost by default; a TLS proxy adds HSTS
  strictTransportSecurity: false,
  enableCSPNonces: true,
};

/** Pages get helmet's headers with a CSP nonce; API answers the same headers, computed once. */
async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  // API answers are JSON: they get the same headers without a nonce, computed once here instead of
  // per request (@fastify/helmet rebuilds its middleware on every request; docs/decisions.md S42)
  const apiSecurityHeaders = staticSecurityHeaders(HELMET_OPTIONS);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    route.config = Object.assign(route.config ?? {}, { helmet: { skipRoute: true } });
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url?.startsWith('/api/')) reply.headers(apiSecurityHeaders);
    done();
  });
}
