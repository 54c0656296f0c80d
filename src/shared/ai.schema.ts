import { z } from 'zod';
import { PRACTICE_KINDS } from './career-content.schema.ts';
import { structuredResumeSchema } from './structured-resume.ts';

export const INTERVIEW_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const interviewDifficultySchema = z.enum(INTERVIEW_DIFFICULTIES);
export type InterviewDifficulty = z.infer<typeof interviewDifficultySchema>;

export const QUESTION_CATEGORIES = ['technical', 'behavioral', 'situational', 'company-specific'] as const;
export const questionCategorySchema = z.enum(QUESTION_CATEGORIES);
export type QuestionCategory = z.infer<typeof questionCategorySchema>;

export const CHAT_TOPICS = ['career', 'resume', 'interview', 'jobs', 'skills'] as const;
export const chatTopicSchema = z.enum(CHAT_TOPICS);
export type ChatTopic = z.infer<typeof chatTopicSchema>;

/** A question of the built-in interview bank (the local engine's source of questions). */
export const bankQuestionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/),
  /** Role titles the question fits; empty means any role. */
  roles: z.array(z.string().min(3)),
  category: questionCategorySchema,
  difficulty: interviewDifficultySchema,
  question: z.string().min(20).max(400),
  tips: z.array(z.string().min(10).max(200)).min(2).max(4),
  /** Words a strong answer usually mentions: the local answer analysis looks for them. */
  keyPoints: z.array(z.string().min(2).max(40)).min(3).max(8),
  /** Other wordings of a key point, from its bank file (docs/decisions.md S79), by key point. */
  synonyms: z.record(z.string(), z.array(z.string())).optional(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

/** A guidance article of the local engine's knowledge base. */
export const guidanceArticleSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/),
  topic: chatTopicSchema,
  title: z.string().min(5).max(100),
  /** Search keywords beyond the title and body. */
  tags: z.array(z.string().min(2)).min(2).max(10),
  /** Markdown: short paragraphs and bullet lists, 60-180 words, second person, concrete. */
  body: z.string().min(200).max(1600),
});
export type GuidanceArticle = z.infer<typeof guidanceArticleSchema>;

/**
 * A file of guides (src/server/catalog/content/guides/<topic>.json): the local assistant's guides on
 * one topic, as data a career coach can review without reading code.
 */
export const guideFileSchema = z.strictObject({
  topic: chatTopicSchema,
  guides: z.array(guidanceArticleSchema.omit({ topic: true })).min(1),
});
export type GuideFile = z.infer<typeof guideFileSchema>;

/** docs/product.md §3 Answer analysis / feedback (replies are validated and clamped on the server first). */
export const answerAnalysisSchema = z.object({
  score: z.number().int().min(0).max(100),
  feedback: z.string().min(1),
  improvements: z.array(z.string()),
  strengths: z.array(z.string()),
});
export type AnswerAnalysis = z.infer<typeof answerAnalysisSchema>;

/** docs/product.md §3 Interview question (the id is added by Waymark, never taken from the model). */
export const interviewQuestionSchema = z.object({
  id: z.string(),
  question: z.string().min(1),
  category: questionCategorySchema,
  difficulty: interviewDifficultySchema,
  tips: z.array(z.string()),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

/** docs/product.md §3 Generated project. */
export const generatedProjectSchema = z.object({
  title: z.string().trim().min(3).max(200),
  description: z.string().trim().min(10).max(3000),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  estimatedHours: z.number().int().min(1).max(500),
  technologies: z.array(z.string().trim().min(1).max(60)).min(1).max(12),
  features: z.array(z.string().trim().min(1).max(300)).min(1).max(10),
  learningObjectives: z.array(z.string().trim().min(1).max(300)).min(1).max(8),
  starterCode: z.string().max(20_000),
  /**
   * The kind of field practice (docs/decisions.md S83); unset for a software project. Its starter is a
   * practice workbook rather than code.
   */
  kind: z.enum(PRACTICE_KINDS).optional(),
});
export type GeneratedProject = z.infer<typeof generatedProjectSchema>;

/** docs/product.md §3 Resume analysis, as Waymark stores and serves it. */
export const resumeAnalysisSchema = z.object({
  presentSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  improvedBulletPoints: z.array(
    z.object({ original: z.string(), improved: z.string(), reasoning: z.string() }),
  ),
  /**
   * Who wrote the bullets of a provider's analysis: a reply without them is completed by the local
   * engine, and only a model's are called "AI-improved" (docs/decisions.md D17). Absent: the
   * analysis' own source wrote them.
   */
  improvedBulletPointsBy: z.enum(['provider', 'local']).optional(),
  structureSuggestions: z.array(z.string()),
  strengthsFound: z.array(z.string()),
  weaknessesFound: z.array(z.string()),
  atsScore: z.number().int().min(0).max(100),
  readabilityScore: z.number().int().min(0).max(100),
  keywordDensity: z.record(z.string(), z.number()),
  recommendations: z.object({ immediate: z.array(z.string()), longTerm: z.array(z.string()) }),
});
export type ResumeAnalysis = z.infer<typeof resumeAnalysisSchema>;

/** docs/product.md §3 Interview question after answering, as stored in a coach session. */
export const answeredQuestionSchema = interviewQuestionSchema.extend({
  userAnswer: z.string().optional(),
  feedback: z.string().optional(),
  score: z.number().int().optional(),
  strengths: z.array(z.string()).optional(),
  improvements: z.array(z.string()).optional(),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

/**
 * docs/product.md §2 Interview Coach: the field a session's questions come from, the career family of
 * the goal's occupation and its sub-family (docs/decisions.md S80), with a note when the questions are
 * the general ones (a goal with no family data).
 */
export const interviewFieldSchema = z.object({
  family: z.object({ id: z.string(), title: z.string() }).nullable(),
  subFamily: z.object({ id: z.string(), title: z.string() }).nullable(),
  note: z.string().nullable(),
});
export type InterviewField = z.infer<typeof interviewFieldSchema>;

/** docs/product.md §3 Interview session. */
export const interviewSessionSchema = z.object({
  id: z.uuid(),
  jobTitle: z.string(),
  difficulty: interviewDifficultySchema,
  questions: z.array(answeredQuestionSchema),
  startedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  overallScore: z.number().int().nullable(),
  /** Set when an AI limit kept the provider out and the local engine answered instead. */
  aiNotice: z.string().optional(),
  /** On the answer that starts a session: the field its questions are for. */
  field: interviewFieldSchema.optional(),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

export const startInterviewSchema = z.strictObject({
  difficulty: interviewDifficultySchema.default('medium'),
  /** Practise for one of the user's postings: questions from its requirements (docs/decisions.md S108). */
  postingId: z.uuid().optional(),
});
export const answerQuestionSchema = z.strictObject({
  questionId: z.string().min(1).max(100),
  answer: z
    .string()
    .trim()
    .min(1, 'Write an answer before submitting')
    .max(4000, 'Answers are at most 4000 characters'),
});

export const generatedResumeSchema = z.object({
  text: z.string(),
  /** The sections the text is written from, each reviewed and edited before download (docs/decisions.md S88). */
  resume: structuredResumeSchema,
  goalTitle: z.string(),
  source: z.enum(['provider', 'local', 'fallback']),
  createdAt: z.iso.datetime(),
  /** Set when an AI limit kept the provider out and the local engine answered instead. */
  aiNotice: z.string().optional(),
});
export type GeneratedResume = z.infer<typeof generatedResumeSchema>;

export const generatedProjectRecordSchema = z.object({
  id: z.uuid(),
  project: generatedProjectSchema,
  /** Filled once "Generate Starter Code" ran. */
  starterCode: z.string().nullable(),
  source: z.enum(['provider', 'local', 'fallback']),
  addedToRoadmap: z.boolean(),
  /** The roadmap project id once added. */
  roadmapProjectId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type GeneratedProjectRecord = z.infer<typeof generatedProjectRecordSchema>;

export const generateProjectSchema = z.strictObject({
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']).default('intermediate'),
});
