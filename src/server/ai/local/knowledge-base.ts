import type { GuidanceArticle } from '../../../shared/ai.schema.ts';
import { loadGuides } from '../../catalog/career-content.ts';

/**
 * The knowledge base of the local career assistant (used when no AI provider key is set): the guides
 * of src/server/catalog/content/guides/, one file per topic, read and checked against their schema
 * once. The engine indexes title, tags and body with full-text search and combines the best
 * articles with the user's own data (goal, next skills, city jobs).
 */
export const KNOWLEDGE_BASE: readonly GuidanceArticle[] = loadGuides();
