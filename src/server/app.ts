import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { createAiCallsRepository } from './ai/ai-calls.repository.ts';
import { createBreaker } from './ai/breaker.ts';
import { createAiGateway, PURPOSES } from './ai/gateway.ts';
import { createKnowledgeIndex } from './ai/local/knowledge.ts';
import { createOpenAiProvider } from './ai/provider.ts';
import { createAccountRecovery } from './auth/account-recovery.service.ts';
import { createAccountTokensRepository } from './auth/account-tokens.repository.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuthService, FAILURE_WINDOW_MS } from './auth/auth.service.ts';
import { createMailer } from './auth/mailer.ts';
import { createSessionsRepository } from './auth/sessions.repository.ts';
import { createSessionsService } from './auth/sessions.service.ts';
import { createSignInFailuresRepository } from './auth/sign-in-failures.repository.ts';
import { createAwardsRepository } from './awards/awards.repository.ts';
import { createAwards } from './awards/awards.service.ts';
import { createCareerDirectory } from './careers/career-directory.ts';
import { careersRoutes } from './careers/careers.routes.ts';
import { createGeneratedCareersRepository } from './careers/generated-careers.repository.ts';
import { createGoalsRepository } from './careers/goals.repository.ts';
import { goalsRoutes } from './careers/goals.routes.ts';
import { createGoalsService } from './careers/goals.service.ts';
import { careerPaths } from './catalog/careers/index.ts';
import { createCatalogService } from './catalog/catalog.service.ts';
import { createChatRepository } from './chat/chat.repository.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { createChatService } from './chat/chat.service.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createAddressLimiter } from './http/address-limit.ts';
import { refusingControlCharacters } from './http/control-characters.ts';
import { registerCrossSiteGuard } from './http/cross-site.guard.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { safeError } from './http/log-safety.ts';
import { createPageShell } from './http/page-shell.ts';
import { createRateLimitsRepository } from './http/rate-limits.repository.ts';
import { staticSecurityHeaders } from './http/security-headers.ts';
import { sessionPlugin } from './http/session.plugin.ts';
import { trackInFlight } from './http/shutdown.ts';
import { UPLOAD_LIMITS } from './http/upload.ts';
import { createInterviewRepository } from './interview/interview.repository.ts';
import { interviewRoutes } from './interview/interview.routes.ts';
import { createInterviewService } from './interview/interview.service.ts';
import { createApplicationsRepository } from './market/applications.repository.ts';
import { createApplicationsService } from './market/applications.service.ts';
import { marketRoutes } from './market/market.routes.ts';
import { createMarketService } from './market/market.service.ts';
import { createDiscoveryRunner } from './occupations/discovery-runner.ts';
import { occupationsRoutes } from './occupations/occupations.routes.ts';
import { createOccupations } from './occupations/occupations.service.ts';
import { createPlanRepository } from './plan/plan.repository.ts';
import { planRoutes } from './plan/plan.routes.ts';
import { createPlanService } from './plan/plan.service.ts';
import { createProgressRepository } from './progress/progress.repository.ts';
import { progressRoutes } from './progress/progress.routes.ts';
import { createProgressService } from './progress/progress.service.ts';
import { createGeneratedProjectsRepository } from './projects/generated-projects.repository.ts';
import { projectsRoutes } from './projects/projects.routes.ts';
import { createProjectsService } from './projects/projects.service.ts';
import { admitExtraction, createResumeExtractor } from './resume/extractor.ts';
import { createGeneratedResumesRepository } from './resume/generated-resumes.repository.ts';
import { createGeneratorService } from './resume/generator.service.ts';
import { createResumeRepository } from './resume/resume.repository.ts';
import { resumeRoutes } from './resume/resume.routes.ts';
import { createResumeService } from './resume/resume.service.ts';
import { createRetentionRepository } from './system/retention.repository.ts';
import { createRetention } from './system/retention.service.ts';
import { providerLabel, systemRoutes } from './system/system.routes.ts';
import { createUsersRepository } from './users/users.repository.ts';
import { usersRoutes } from './users/users.routes.ts';
import { createUserReader, createUsersService } from './users/users.service.ts';

export const VERSION = '0.1.0';
export const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: () => Date;
  /** Where log lines go (default stdout); tests read them from here. */
  logStream?: DestinationStream;
  /** Serve the built SPA from this folder when it exists (default dist/web). */
  webDist?: string;
  /** Close every connection on close (tests); by default only idle ones, letting replies finish. */
  forceCloseConnections?: boolean;
}

export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  logStream,
  webDist = WEB_DIST,
  forceCloseConnections = false,
}: AppDeps) {
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

  const helmetOptions = {
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
  await app.register(fastifyHelmet, helmetOptions);
  // API answers are JSON: they get the same headers without a nonce, computed once here instead of
  // per request (@fastify/helmet rebuilds its middleware on every request; docs/decisions.md S42)
  const apiSecurityHeaders = staticSecurityHeaders(helmetOptions);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    route.config = Object.assign(route.config ?? {}, { helmet: { skipRoute: true } });
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url?.startsWith('/api/')) reply.headers(apiSecurityHeaders);
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Waymark API', version: VERSION, description: 'Career roadmaps and learning tracking.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'wm_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  registerCrossSiteGuard(app);

  const { db } = database;
  const usersRepo = createUsersRepository(db);
  const sessions = createSessionsService({
    sessionsRepo: createSessionsRepository(db),
    idleDays: config.SESSION_IDLE_DAYS,
    maxDays: config.SESSION_MAX_DAYS,
    clock,
  });
  const readUser = createUserReader(usersRepo);
  const awards = createAwards({
    awardsRepo: createAwardsRepository(db),
    clock,
    practiceXpPerDay: config.PRACTICE_XP_PER_DAY,
    maxWaitMs: config.DB_STATEMENT_TIMEOUT_MS,
  });
  const users = createUsersService({ usersRepo, awards, readUser });
  const signInFailures = createSignInFailuresRepository(db);
  const auth = createAuthService({
    usersRepo,
    failuresRepo: signInFailures,
    throttle: {
      freeFailures: config.SIGN_IN_FREE_FAILURES,
      accountFreeFailures: config.SIGN_IN_ACCOUNT_FREE_FAILURES,
      maxDelayMs: config.SIGN_IN_MAX_DELAY_MINUTES * 60_000,
    },
    clock,
  });

  // per-address limits live in the database: they hold across processes (docs/decisions.md S55)
  const rateLimits = createRateLimitsRepository(db);
  const limiter = createAddressLimiter({ rateLimits, clock });
  await app.register(sessionPlugin, {
    sessions,
    usersRepo,
    guestsPerMinute: config.GUESTS_PER_MINUTE,
    limiter,
    clock,
  });
  const retention = createRetention({
    retentionRepo: createRetentionRepository(db),
    settings: {
      sessionIdleDays: config.SESSION_IDLE_DAYS,
      sessionMaxDays: config.SESSION_MAX_DAYS,
      guestRetentionDays: config.GUEST_RETENTION_DAYS,
      chatMessagesKept: config.CHAT_HISTORY_MAX,
      failureWindowMs: FAILURE_WINDOW_MS,
    },
    clock,
    log: app.log,
  });
  if (config.RETENTION_INTERVAL_MINUTES > 0) {
    const stop = retention.schedule(config.RETENTION_INTERVAL_MINUTES * 60_000);
    app.addHook('onClose', async () => stop());
  }
  const provider = config.AI_API_KEY
    ? createOpenAiProvider({
        apiKey: config.AI_API_KEY,
        baseURL: config.AI_BASE_URL,
        model: config.AI_MODEL,
        timeoutMs: config.AI_TIMEOUT_MS,
        maxRetries: config.AI_MAX_RETRIES,
      })
    : null;
  const aiCalls = createAiCallsRepository(db);
  const breaker = createBreaker({ cooldownMs: config.AI_BREAKER_COOLDOWN_MS });
  const occupations = createOccupations({ careers: careerPaths });
  const gateway = createAiGateway({
    provider,
    calls: aiCalls,
    knowledge: createKnowledgeIndex(),
    careers: careerPaths,
    nearestCareer: occupations.nearestDraft,
    log: app.log,
    limits: {
      perUserPerMinute: config.AI_CALLS_PER_MINUTE,
      perAddressPerMinute: config.AI_CALLS_PER_ADDRESS_PER_MINUTE,
      providerPerMinute: config.AI_PROVIDER_CALLS_PER_MINUTE,
      tokensPerUserPerDay: config.AI_TOKENS_PER_USER_PER_DAY,
    },
    breaker,
    budget: {
      answerMs: config.AI_ANSWER_BUDGET_MS,
      replyMaxChars: config.AI_REPLY_MAX_CHARS,
      replyMaxMs: config.AI_REPLY_MAX_MS,
    },
    clock,
  });
  await app.register(systemRoutes, {
    version: VERSION,
    dbKind: database.kind,
    ai: provider
      ? { mode: 'provider', provider: providerLabel(config.AI_BASE_URL), model: provider.model }
      : { mode: 'local', provider: null, model: null },
    pingDatabase: (timeoutMs) => database.ping(timeoutMs),
    healthTimeoutMs: config.HEALTH_DB_TIMEOUT_MS,
    aiBreaker: () => (provider ? breaker.state() : null),
    mail: config.SMTP_URL !== undefined,
  });
  const accountWrites = limiter.guard(
    { name: 'account-write', max: config.ACCOUNT_WRITES_PER_HOUR, windowMs: 3_600_000 },
    'Too many account changes from your address. Please try again later.',
  );
  const recovery = createAccountRecovery({
    usersRepo,
    knownAddresses: signInFailures,
    tokensRepo: createAccountTokensRepository(db),
    rateLimits,
    sessions,
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    clock,
    onMailError: (error) => app.log.error({ err: error }, 'mail not sent'),
  });
  await app.register(usersRoutes, { users, accountWrites, recovery });
  const catalog = createCatalogService({ clock });
  const progressRepo = createProgressRepository(db);
  const generatedProjects = createGeneratedProjectsRepository(db);
  const careers = createCareerDirectory({
    catalog,
    occupations,
    generated: createGeneratedCareersRepository(db),
    gateway,
    newCareersPerDay: config.NEW_CAREERS_PER_DAY,
    careersGeneratedSince: (userId, since) => aiCalls.countPurposeSince(userId, PURPOSES.career.name, since),
    itemsInUse: (kind, ids) => progressRepo.itemsInUse(kind, ids),
    clock,
  });
  const goals = createGoalsService({
    db,
    goalsRepo: createGoalsRepository(db),
    usersRepo,
    progressRepo,
    careers,
    generatedProjects,
    clock,
  });
  const progress = createProgressService({ db, progressRepo, goals, awards, clock });
  const discovery = createDiscoveryRunner();
  app.addHook('onClose', () => discovery.close());
  await app.register(careersRoutes, {
    discovery,
    catalog,
    careers,
    goals,
    occupations,
    searchLimit: limiter.guard(
      { name: 'career-search', max: config.SEARCHES_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 },
      'Too many searches from your address. Please wait a moment.',
    ),
    discoveryLimit: limiter.guard(
      { name: 'discovery', max: config.DISCOVERIES_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 },
      'Too many career discoveries from your address. Please wait a moment.',
    ),
  });
  await app.register(occupationsRoutes, { occupations });
  const resumeRepo = createResumeRepository(db);
  const market = createMarketService({
    goals,
    resumeSkills: async (userId) => (await resumeRepo.latest(userId, 1))[0]?.analysis.presentSkills ?? [],
  });
  const applications = createApplicationsService({
    catalog,
    occupations,
    applicationsRepo: createApplicationsRepository(db),
    knownSkills: market.knownSkills,
    clock,
  });
  await app.register(marketRoutes, { catalog, market, applications });
  await app.register(goalsRoutes, { goals, users, clock });
  await app.register(planRoutes, {
    plan: createPlanService({ planRepo: createPlanRepository(db), goals, clock }),
  });
  await app.register(progressRoutes, { progress });
  const extractor = createResumeExtractor({
    maxPages: config.RESUME_MAX_PAGES,
    maxQueue: config.EXTRACTION_QUEUE_MAX,
    workers: config.EXTRACTION_WORKERS,
    // docs/decisions.md S58: one file per user and a few per address, counted in the database
    admit: admitExtraction(rateLimits, config.EXTRACTION_SLOTS_PER_ADDRESS, clock),
  });
  app.addHook('onClose', () => extractor.close());
  const generatedRepo = createGeneratedResumesRepository(db);
  const resume = createResumeService({
    resumeRepo,
    generatedRepo,
    extractor,
    goals,
    gateway,
    progress,
    users,
    clock,
  });
  const generator = createGeneratorService({
    generatedRepo,
    gateway,
    goals,
    resume,
    clock,
  });
  await app.register(resumeRoutes, { resume, generator });
  await app.register(projectsRoutes, {
    projects: createProjectsService({ repo: generatedProjects, gateway, goals, awards, clock }),
  });
  await app.register(interviewRoutes, {
    interviews: createInterviewService({
      interviewRepo: createInterviewRepository(db),
      gateway,
      goals,
      awards,
      clock,
    }),
  });
  const chat = createChatService({
    chatRepo: createChatRepository(db, config.CHAT_HISTORY_MAX),
    gateway,
    goals,
    awards,
    catalog,
    occupations,
    resumeSummary: resume.summary,
    clock,
  });
  await app.register(chatRoutes, {
    chat,
    messagesPerMinute: config.CHAT_MESSAGES_PER_MINUTE,
    addressCeiling: limiter.guard(
      { name: 'chat-message', max: config.CHAT_MESSAGES_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 },
      'Too many chat messages from your network right now. Please wait a minute and try again.',
    ),
    closing: inFlight.closing,
  });
  const authCalls = limiter.guard(
    { name: 'auth-call', max: config.AUTH_CALLS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 },
    'Too many sign-in and account requests from your address. Please wait a minute and try again.',
  );
  await app.register(authRoutes, { auth, sessions, users, accountWrites, recovery, authCalls });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  const hasWeb = existsSync(webDist);
  if (!hasWeb) app.log.warn(`No web build in ${webDist}: run "npm run build" to serve the app's pages.`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each asset (vite.config.ts); no compression per request
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendPage = createPageShell(app, webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || !hasWeb || !['GET', 'HEAD'].includes(request.method)) {
      return reply
        .code(404)
        .send({ error: { code: 'not_found', message: `No route ${request.method} ${path}` } });
    }
    // every other path is a client-side route of the SPA (docs/product.md §2 Route table)
    return sendPage(request, reply);
  });

  return Object.assign(app, { inFlight });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
