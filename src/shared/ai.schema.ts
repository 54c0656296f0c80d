import { z } from 'zod';

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
