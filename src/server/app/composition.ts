import { createAiCallsRepository } from '../ai/ai-calls.repository.ts';
import { createBreaker } from '../ai/breaker.ts';
import { createAiGateway, PURPOSES } from '../ai/gateway.ts';
import { createKnowledgeIndex } from '../ai/local/knowledge.ts';
import { createOpenAiProvider } from '../ai/provider.ts';
import { createAccountRecovery } from '../auth/account-recovery.service.ts';
import { createAccountTokensRepository } from '../auth/account-tokens.repository.ts';
import { authRoutes } from '../auth/auth.routes.ts';
import { createAuthService, FAILURE_WINDOW_MS } from '../auth/auth.service.ts';
import { createMailer } from '../auth/mailer.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { createSessionsService } from '../auth/sessions.service.ts';
import { createSignInFailuresRepository } from '../auth/sign-in-failures.repository.ts';
import { createAwardsRepository } from '../awards/awards.repository.ts';
import { createAwards } from '../awards/awards.service.ts';
import { createCareerDirectory } from '../careers/career-directory.ts';
import { careersRoutes } from '../careers/careers.routes.ts';
import { createGeneratedCareersRepository } from '../careers/generated-careers.repository.ts';
import { createGoalsRepository } from '../careers/goals.repository.ts';
import { goalsRoutes } from '../careers/goals.routes.ts';
import { createGoalsService } from '../careers/goals.service.ts';
import { createRoadmapEditsRepository } from '../careers/roadmap-edits.repository.ts';
import { roadmapEditsRoutes } from '../careers/roadmap-edits.routes.ts';
import { createRoadmapEdits } from '../careers/roadmap-edits.service.ts';
import { careerContent, fieldCatalogue, loadSkillLexicons } from '../catalog/career-content.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { createCatalogService } from '../catalog/catalog.service.ts';
import { createChatRepository } from '../chat/chat.repository.ts';
import { chatRoutes } from '../chat/chat.routes.ts';
import { createChatService } from '../chat/chat.service.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createAddressLimiter } from '../http/address-limit.ts';
import { createRateLimitsRepository } from '../http/rate-limits.repository.ts';
import { sessionPlugin } from '../http/session.plugin.ts';
import { createInterviewRepository } from '../interview/interview.repository.ts';
import { interviewRoutes } from '../interview/interview.routes.ts';
import { createInterviewService } from '../interview/interview.service.ts';
import { createApplicationsRepository } from '../market/applications.repository.ts';
import { createApplicationsService } from '../market/applications.service.ts';
import { boardClientSettings, createBoardClients } from '../market/job-board-clients.ts';
import { createJobBoardsRepository } from '../market/job-boards.repository.ts';
import { jobBoardsRoutes } from '../market/job-boards.routes.ts';
import { createJobBoards, JOB_SYNC_LEASE_MS } from '../market/job-boards.service.ts';
import { marketRoutes } from '../market/market.routes.ts';
import { createMarketService } from '../market/market.service.ts';
import { createPostingAnalyser, postingAnalyserDeps } from '../market/posting-analysis.ts';
import { gapSources } from '../market/posting-gap.ts';
import { createPostingReader } from '../market/posting-reader.ts';
import { createPostingsRepository } from '../market/postings.repository.ts';
import { postingsRoutes } from '../market/postings.routes.ts';
import { createPostingsService } from '../market/postings.service.ts';
import { createDiscoveryRunner } from '../occupations/discovery-runner.ts';
import { occupationCareerId } from '../occupations/occupation-roadmap.ts';
import { occupationsRoutes } from '../occupations/occupations.routes.ts';
import { createOccupations } from '../occupations/occupations.service.ts';
import { createPlanRepository } from '../plan/plan.repository.ts';
import { planRoutes } from '../plan/plan.routes.ts';
import { createPlanService } from '../plan/plan.service.ts';
import { createProgressRepository } from '../progress/progress.repository.ts';
import { progressRoutes } from '../progress/progress.routes.ts';
import { createProgressService } from '../progress/progress.service.ts';
import { createGeneratedProjectsRepository } from '../projects/generated-projects.repository.ts';
import { projectsRoutes } from '../projects/projects.routes.ts';
import { createProjectsService } from '../projects/projects.service.ts';
import { admitExtraction, createResumeExtractor } from '../resume/extractor.ts';
import { createGeneratedResumesRepository } from '../resume/generated-resumes.repository.ts';
import { createGeneratorService } from '../resume/generator.service.ts';
import { createResumeRepository } from '../resume/resume.repository.ts';
import { resumeRoutes } from '../resume/resume.routes.ts';
import { createResumeService } from '../resume/resume.service.ts';
import { parseResume } from '../resume/resume-parser.ts';
import { tailorRoutes } from '../resume/tailor.routes.ts';
import { createTailorService } from '../resume/tailor.service.ts';
import { createRetentionRepository } from '../system/retention.repository.ts';
import { createRetention } from '../system/retention.service.ts';
import { providerLabel, systemRoutes } from '../system/system.routes.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { usersRoutes } from '../users/users.routes.ts';
import { createUserReader, createUsersService } from '../users/users.service.ts';
import { type Server, VERSION } from './server.ts';

export interface CompositionDeps {
  config: Config;
  database: DatabaseHandle;
  clock: () => Date;
}

/**
 * The composition root: every repository and service built with its collaborators, in one place,
 * and every capability's routes registered with what they use (docs/architecture.md).
 */
export async function composeCapabilities(app: Server, { config, database, clock }: CompositionDeps) {
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
    errorReportCeiling: limiter.guard(
      { name: 'client-error', max: config.ERROR_REPORTS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 },
      'Too many error reports from your address. Please wait a minute.',
    ),
  });
  const accountWrites = limiter.guard(
    { name: 'account-write', max: config.ACCOUNT_WRITES_PER_HOUR, windowMs: 3_600_000 },
    'Too many account changes from your address. Please try again later.',
  );
  await app.register(usersRoutes, { users });
  const catalog = createCatalogService({
    fields: () => fieldCatalogue(careerContent(), occupationCareerId),
  });
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
  const roadmapEditsRepo = createRoadmapEditsRepository(db);
  const goals = createGoalsService({
    db,
    goalsRepo: createGoalsRepository(db),
    usersRepo,
    progressRepo,
    careers,
    generatedProjects,
    roadmapEdits: roadmapEditsRepo,
    clock,
  });
  // docs/product.md §4 Editing a roadmap; `roadmapEdits.addSkills` is what "close the gap" calls
  const roadmapEdits = createRoadmapEdits({ repo: roadmapEditsRepo, goals, clock });
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
  const jobBoards = createJobBoards({
    repo: createJobBoardsRepository(db),
    clients: createBoardClients(boardClientSettings(config)),
    reader: createPostingReader(occupations),
    defaults: config.JOB_BOARDS,
    knownSkills: market.knownSkills,
    goalOccupation: async (userId) => (await goals.current(userId)).goal?.career.occupationCode ?? null,
    intervalMs: config.JOB_SYNC_INTERVAL_MINUTES * 60_000,
    leaseMs: JOB_SYNC_LEASE_MS,
    clock,
    log: app.log,
  });
  if (config.JOB_SYNC_INTERVAL_MINUTES > 0) {
    // the first sync soon after start, so a new server has postings within seconds (S98)
    const stop = jobBoards.schedule(config.JOB_SYNC_INTERVAL_MINUTES * 60_000, 5_000);
    app.addHook('onClose', async () => stop());
  }
  await app.register(jobBoardsRoutes, { jobBoards });
  await app.register(goalsRoutes, { goals, users, clock });
  await app.register(roadmapEditsRoutes, { roadmapEdits });
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
  await app.register(resumeRoutes, {
    resume,
    generator,
    uploadCeiling: limiter.guardCaller(
      { name: 'resume-upload', max: config.RESUME_UPLOADS_PER_MINUTE, windowMs: 60_000 },
      'Too many resume uploads in a minute. Please wait a minute and try again.',
    ),
  });
  // docs/product.md §5 Postings (S106-S108): the user's postings, read by the posting analysis
  const postings = createPostingsService({
    repo: createPostingsRepository(db),
    analyser: createPostingAnalyser(postingAnalyserDeps(occupations, loadSkillLexicons(), careerContent())),
    roadmap: async (userId) => (await goals.current(userId)).goal,
    resume: async (userId) => {
      const text = await resume.currentText(userId);
      return text ? { text, structured: parseResume(text) } : null;
    },
    extract: (bytes, caller) => extractor.extract(bytes, caller.id, caller.address ?? '', caller.isGuest),
    boardPosting: jobBoards.visiblePosting,
    applications,
    addSkills: roadmapEdits.addSkills,
    gapSources: () => gapSources(careerPaths),
    clock,
  });
  await app.register(postingsRoutes, {
    postings,
    uploadCeiling: limiter.guardCaller(
      { name: 'posting-upload', max: config.RESUME_UPLOADS_PER_MINUTE, windowMs: 60_000 },
      'Too many posting files in a minute. Please wait a minute and try again.',
    ),
  });
  // docs/product.md §4 Tailored resume (S109-S111): the resume and a cover letter for one posting
  await app.register(tailorRoutes, { tailor: createTailorService({ postings }) });
  await app.register(projectsRoutes, {
    projects: createProjectsService({ repo: generatedProjects, gateway, goals, awards, clock }),
  });
  await app.register(interviewRoutes, {
    interviews: createInterviewService({
      interviewRepo: createInterviewRepository(db),
      gateway,
      goals,
      awards,
      posting: postings.forPractice,
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
    applications: (userId: string) => applications.list(userId),
    clock,
  });
  await app.register(chatRoutes, {
    chat,
    userCeiling: limiter.guardCaller(
      { name: 'chat-user', max: config.CHAT_MESSAGES_PER_MINUTE, windowMs: 60_000 },
      'You are sending messages faster than the assistant can answer. Please wait a minute and try again.',
    ),
    addressCeiling: limiter.guard(
      { name: 'chat-message', max: config.CHAT_MESSAGES_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 },
      'Too many chat messages from your network right now. Please wait a minute and try again.',
    ),
    closing: app.inFlight.closing,
  });
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
  const authCalls = limiter.guard(
    { name: 'auth-call', max: config.AUTH_CALLS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 },
    'Too many sign-in and account requests from your address. Please wait a minute and try again.',
  );
  await app.register(authRoutes, { auth, sessions, users, accountWrites, recovery, authCalls });
}
