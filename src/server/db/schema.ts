import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AnsweredQuestion,
  GeneratedProject,
  InterviewDifficulty,
  ResumeAnalysis,
} from '../../shared/ai.schema.ts';
import type { ApplicationStage, StageDates } from '../../shared/applications.schema.ts';
import type { CareerDefinition } from '../../shared/career.ts';
import type { ChatMessage, ChatMessageExtra } from '../../shared/chat.schema.ts';
import type { PostingAnalysis, PostingPay } from '../../shared/postings.schema.ts';
import type { AtsPart } from '../../shared/resume.schema.ts';
import type { RoadmapOverlay } from '../../shared/roadmap-edits.schema.ts';
import type { StructuredResume } from '../../shared/structured-resume.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** null for a demo (guest) user; lowercased */
    email: text('email'),
    passwordHash: text('password_hash'),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Kept equal to the sum of this user's xp_ledger rows, in the same transaction. */
    xp: integer('xp').notNull().default(0),
    learningStreak: integer('learning_streak').notNull().default(0),
    /** The user's calendar day (YYYY-MM-DD, in timeZone) of the last progress activity. */
    lastActiveDay: text('last_active_day'),
    timeZone: text('time_zone').notNull().default('UTC'),
    darkMode: boolean('dark_mode').notNull().default(true),
    onboarded: boolean('onboarded').notNull().default(false),
    locationCity: text('location_city'),
    locationState: text('location_state'),
    locationCountry: text('location_country'),
    /** The current career goal: a built-in path id (1-15) or a generated career's id. */
    currentCareerId: integer('current_career_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the account proved it receives mail at its email (docs/decisions.md S59); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the email was set (sign-up or change). Among accounts that have not verified an email, the
     * first to set it is the one it signs in to (docs/decisions.md S66).
     */
    emailAddedAt: timestamp('email_added_at', { withTimezone: true, mode: 'date' }),
    /**
     * A new email a confirmed account asked for, waiting for its link (docs/decisions.md S96): the
     * confirmed email keeps signing in until the new one is confirmed.
     */
    pendingEmail: text('pending_email'),
  },
  (t) => [
    // docs/decisions.md S66: an email is unique among the accounts that verified it
    uniqueIndex('users_verified_email_unique').on(t.email).where(sql`${t.emailVerifiedAt} is not null`),
    index('users_email_idx').on(t.email, t.emailAddedAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie's token: a leaked table cannot be replayed as cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One row per XP award: the record the user's total is kept consistent with (issue: XP ledger). */
export const xpLedger = pgTable(
  'xp_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Once-only key, e.g. "achievement:premium-user" or "skill-complete:frontend.javascript". */
    awardKey: text('award_key').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('xp_ledger_user_award_unique').on(t.userId, t.awardKey)],
);

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/**
 * Sign-in attempts per (email, client address) that did not succeed, shared by every process so the
 * throttle survives scale-out. An attempt is written before its password is checked.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_email_idx').on(t.email, t.failedAt),
    index('sign_in_failures_email_address_idx').on(t.email, t.address, t.id),
  ],
);

/**
 * Events counted by the per-address and per-account limits (new guests, account writes, anonymous
 * searches, resume uploads, password resets), kept in the database so every process counts them
 * together (docs/decisions.md S55). `bucket` names the limit, `key` the address block or account.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_limit_events_bucket_key_idx').on(t.bucket, t.key, t.createdAt),
    index('rate_limit_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Address blocks an account signed up or signed in from: the account-wide sign-in delay does not
 * apply to them, so failures elsewhere cannot lock the owner out (docs/decisions.md S56).
 */
export const signInKnownAddresses = pgTable(
  'sign_in_known_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/**
 * Single-use links sent by mail (docs/decisions.md S59): a password reset or an email check. Only the
 * token's sha256 is kept; a used or expired token opens nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'reset' or 'verify' */
    purpose: text('purpose').notNull(),
    /** The email the link was sent to: a link for an old address opens nothing. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);

/** Every goal a user has chosen, with when it started: switching back keeps the old start date. */
export const userGoals = pgTable(
  'user_goals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerId: integer('career_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.careerId] })],
);

/**
 * A user's progress on one catalogue item (skill, resource or project), keyed by the item's stable id,
 * so catalogue edits never wipe progress and switching goals keeps each goal's progress. A skill is
 * keyed by its identity (src/server/catalog/skills.ts): a skill shared by several paths has one row.
 */
export const itemProgress = pgTable(
  'item_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['skill', 'resource', 'project'] }).notNull(),
    itemId: text('item_id').notNull(),
    /** skills: in progress; projects: started */
    active: boolean('active').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.itemId] })],
);

/**
 * One row per AI purpose call: the per-user rate limit counts recent rows, and token usage per
 * user per day is their sum (docs/product.md §7 guard rails).
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** "reserved": admitted for the provider and not settled yet (it counts toward every limit). */
    source: text('source', { enum: ['provider', 'local', 'fallback', 'reserved'] }).notNull(),
    /** The client address the call came from (per-address limit); empty when unknown. */
    address: text('address').notNull().default(''),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_calls_user_time_idx').on(t.userId, t.createdAt),
    index('ai_calls_time_idx').on(t.createdAt),
  ],
);

/** Careers generated for custom titles, shared by all users: one title is generated once. */
export const generatedCareers = pgTable(
  'generated_careers',
  {
    /** Starts at 1000 so it never meets a built-in path id (1-15). */
    id: serial('id').primaryKey(),
    /** docs/product.md §5: lowercase, trimmed title */
    titleKey: text('title_key').notNull(),
    title: text('title').notNull(),
    source: text('source', { enum: ['provider', 'local', 'fallback'] }).notNull(),
    definition: jsonb('definition').$type<Omit<CareerDefinition, 'id'>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('generated_careers_title_key_unique').on(t.titleKey)],
);

/**
 * The application tracker (docs/product.md §3 Application): one card per job a user tracks, from
 * Apply Now on a local-market job (`job_id`, once per job) or added by hand (its own title, company,
 * location and link). Cards recorded before the tracker became "Applied" cards (migration 0013).
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue job of Apply Now; null for a job added by hand. */
    jobId: text('job_id'),
    /** A hand-added job's own details (a catalogue job's come from the catalogue). */
    title: text('title'),
    company: text('company'),
    location: text('location'),
    link: text('link'),
    stage: text('stage').$type<ApplicationStage>().notNull().default('saved'),
    stageDates: jsonb('stage_dates').$type<StageDates>().notNull().default({}),
    notes: text('notes').notNull().default(''),
    contact: text('contact').notNull().default(''),
    /** YYYY-MM-DD in the user's time zone. */
    followUpOn: text('follow_up_on'),
    /** A hand-added job's required skills, and where they came from (docs/product.md §5 Application skills). */
    requiredSkills: jsonb('required_skills').$type<string[]>().notNull().default([]),
    skillsFrom: text('skills_from', { enum: ['posting', 'occupation', 'none'] })
      .notNull()
      .default('none'),
    occupationCode: text('occupation_code'),
    /** When the card was made (the column keeps the name it had when Apply Now was its only source). */
    addedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_user_job_unique').on(t.userId, t.jobId),
    index('job_applications_user_idx').on(t.userId, t.addedAt),
  ],
);

/** docs/product.md §4 Study plan: a user's hours a week, study days, session start and target date. */
export const studyPlans = pgTable('study_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hoursPerWeek: integer('hours_per_week').notNull(),
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: jsonb('weekdays').$type<number[]>().notNull(),
  startTime: text('start_time').notNull().default('18:00'),
  targetDate: text('target_date'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** docs/product.md §3 Resume: one row per upload; the text is kept for re-analysis and the resume generator. */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    kind: text('kind', { enum: ['pdf', 'docx', 'doc', 'txt'] }).notNull(),
    text: text('text').notNull(),
    targetJobTitle: text('target_job_title').notNull(),
    analysis: jsonb('analysis').$type<ResumeAnalysis>().notNull(),
    atsBreakdown: jsonb('ats_breakdown').$type<AtsPart[]>().notNull(),
    score: integer('score').notNull(),
    analysisSource: text('analysis_source', { enum: ['local', 'provider', 'fallback'] }).notNull(),
    requestedMode: text('requested_mode', { enum: ['local', 'ai'] }).notNull(),
    /** "Upload Different Resume" hides it from the screen; it stays as the previous analysis. */
    dismissed: boolean('dismissed').notNull().default(false),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('resumes_user_time_idx').on(t.userId, t.uploadedAt)],
);

/** The chat history per user, on the server so it comes back after a reload and on another device. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['user', 'bot'] }).notNull(),
    content: text('content').notNull(),
    category: text('category').$type<NonNullable<ChatMessage['category']>>(),
    isQuestion: boolean('is_question').notNull().default(false),
    score: integer('score'),
    /** feedback, actions and display hints */
    extra: jsonb('extra').$type<ChatMessageExtra>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_user_idx').on(t.userId, t.id)],
);

/** The interview state machine and stats of a user's chat (docs/product.md §3 Interview session stats). */
export const chatState = pgTable('chat_state', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: ['idle', 'awaiting_answer', 'awaiting_followup'] })
    .notNull()
    .default('idle'),
  currentQuestion: text('current_question'),
  /** The bot message that asked the current question: an answer to it pays once (its award key). */
  questionMessageId: bigint('question_message_id', { mode: 'number' }),
  askedIds: jsonb('asked_ids').$type<string[]>().notNull().default([]),
  questionsAnswered: integer('questions_answered').notNull().default(0),
  totalScore: integer('total_score').notNull().default(0),
  difficulty: text('difficulty').$type<InterviewDifficulty>().notNull().default('medium'),
});

/** docs/product.md §3 Interview session: five questions, answers with feedback and scores, the overall score. */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    /**
     * The occupation whose field the questions and their scoring come from (a posting's own, else the
     * goal's; docs/decisions.md S122); null for sessions started before it or with no occupation.
     */
    occupationCode: text('occupation_code'),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }).notNull(),
    questions: jsonb('questions').$type<AnsweredQuestion[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    overallScore: integer('overall_score'),
  },
  (t) => [index('interview_sessions_user_idx').on(t.userId, t.startedAt)],
);

/** The current AI-generated resume of a user (docs/product.md §4 Generated resume); "Generate New Version" clears it. */
export const generatedResumes = pgTable('generated_resumes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  /** The structured resume the text is written from (docs/decisions.md S88); null for rows written before it. */
  resume: jsonb('resume').$type<StructuredResume>(),
  goalTitle: text('goal_title').notNull(),
  source: text('source', { enum: ['provider', 'local', 'fallback'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Projects the AI Project Generator made for a user (docs/product.md §3 Generated project); "Add to Projects" puts one on the roadmap. */
export const generatedProjects = pgTable(
  'generated_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerId: integer('career_id').notNull(),
    project: jsonb('project').$type<GeneratedProject>().notNull(),
    starterCode: text('starter_code'),
    source: text('source', { enum: ['provider', 'local', 'fallback'] }).notNull(),
    addedToRoadmap: boolean('added_to_roadmap').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('generated_projects_user_idx').on(t.userId, t.careerId)],
);

/**
 * A public job board Waymark reads (docs/product.md §4 Job boards, docs/decisions.md S97): its id is
 * `kind:name` ("greenhouse:airbnb"), with the state of its last sync.
 */
export const jobBoards = pgTable('job_boards', {
  id: text('id').primaryKey(),
  status: text('status', { enum: ['pending', 'ok', 'failing'] })
    .notNull()
    .default('pending'),
  /** Why the last sync of this board failed (shown to its followers); null when it worked. */
  lastError: text('last_error'),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
  lastOkAt: timestamp('last_ok_at', { withTimezone: true, mode: 'date' }),
});

/** The boards a user follows, besides the operator's default list (JOB_BOARDS). */
export const jobBoardFollows = pgTable(
  'job_board_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    boardId: text('board_id')
      .notNull()
      .references(() => jobBoards.id, { onDelete: 'cascade' }),
    followedAt: timestamp('followed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boardId] }), index('job_board_follows_board_idx').on(t.boardId)],
);

/**
 * A posting read from a job board, once per (board, the board's own id); `expiredAt` is set when the
 * board no longer lists it (docs/decisions.md S97).
 */
export const boardPostings = pgTable(
  'board_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: text('board_id')
      .notNull()
      .references(() => jobBoards.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull().default(''),
    isRemote: boolean('is_remote').notNull().default(false),
    url: text('url').notNull(),
    /** The posting's text, reduced from its HTML (never rendered as HTML). */
    text: text('text').notNull().default(''),
    /** The lexicon skills its text names, in the order they appear. */
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    /** The occupation its title names (the title resolver), or null. */
    occupationCode: text('occupation_code'),
    postedAt: timestamp('posted_at', { withTimezone: true, mode: 'date' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('board_postings_board_external_unique').on(t.boardId, t.externalId),
    index('board_postings_open_idx').on(t.boardId).where(sql`${t.expiredAt} is null`),
  ],
);

/** One row: when the job-board sync last started and ended, so N processes run it once per interval. */
export const jobSyncState = pgTable('job_sync_state', {
  id: integer('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
});

/**
 * A user's edits of their roadmap of one career (docs/product.md §4 Editing a roadmap,
 * docs/decisions.md S101): own skills and resources, removals, names and order, applied over the
 * career when it is read. Deleting the row resets the roadmap; progress rows are never touched.
 */
export const roadmapEdits = pgTable(
  'roadmap_edits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    careerId: integer('career_id').notNull(),
    overlay: jsonb('overlay').$type<RoadmapOverlay>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.careerId] })],
);

/**
 * A job posting the user brought in (docs/product.md §3 Posting, issue 32): pasted, from a file or
 * taken from a job board, with what Waymark read from it. The evidence of each requirement is not
 * stored: it is computed when the posting is read (docs/decisions.md S106).
 */
export const userPostings = pgTable(
  'user_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull().default(''),
    location: text('location').notNull().default(''),
    remote: boolean('remote').notNull().default(false),
    /** The pay as the analysis read it (also inside `analysis`), for listing without the JSON. */
    pay: jsonb('pay').$type<PostingPay | null>(),
    /** The posting's text, reduced from HTML when pasted as HTML (never rendered as HTML). */
    text: text('text').notNull(),
    source: text('source', { enum: ['pasted', 'file', 'board'] }).notNull(),
    boardPostingId: uuid('board_posting_id').references(() => boardPostings.id, { onDelete: 'set null' }),
    url: text('url'),
    analysis: jsonb('analysis').$type<PostingAnalysis>().notNull(),
    applicationId: uuid('application_id').references(() => jobApplications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_postings_user_idx').on(t.userId, t.createdAt)],
);
