import MiniSearch from 'minisearch';
import type { ChatTopic, GuidanceArticle } from '../../../shared/ai.schema.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';

const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from how i if in into is it its me my of on or our should so that the their them then there these this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);

/** Lowercases a term and drops words that carry no meaning for the search. */
function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  return STOP_WORDS.has(t) ? null : t;
}

/** A full-text index over the guidance articles (title, tags and body, with prefix and fuzzy matching). */
export function createKnowledgeIndex(articles: readonly GuidanceArticle[] = KNOWLEDGE_BASE) {
  const index = new MiniSearch<GuidanceArticle>({
    fields: ['title', 'tags', 'body'],
    storeFields: ['id'],
    processTerm,
    extractField: (doc, field) => {
      const value = doc[field as keyof GuidanceArticle];
      return Array.isArray(value) ? value.join(' ') : String(value);
    },
    searchOptions: { boost: { title: 3, tags: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'OR', processTerm },
  });
  index.addAll(articles as GuidanceArticle[]);
  const byId = new Map(articles.map((a) => [a.id, a]));

  return {
    /** The best articles for a question, preferring the routed topic. */
    search(query: string, topic: ChatTopic | null, limit = 2): GuidanceArticle[] {
      const results = index.search(query, {
        boostDocument: (id) => (topic && byId.get(String(id))?.topic === topic ? 2.5 : 1),
      });
      const found = results
        .map((r) => byId.get(String(r.id)))
        .filter((a): a is GuidanceArticle => a !== undefined);
      if (found.length > 0) return found.slice(0, limit);
      // nothing matched the words: fall back to the topic's first article
      return topic ? articles.filter((a) => a.topic === topic).slice(0, 1) : [];
    },
  };
}

export type KnowledgeIndex = ReturnType<typeof createKnowledgeIndex>;
