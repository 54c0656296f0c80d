/**
 * The guidance articles' search (docs/product.md §7 Local engine, chat): every topic word of the
 * question is weighed by how rare it is among the articles (IDF) and by where an article has it
 * (title and tags count most). The best article is used only when it is confident: most of the
 * question's weight found, some of it in the title or tags. Below that the chat says plainly that
 * Waymark has no guide on the question, instead of answering another one.
 */
import type { ChatTopic, GuidanceArticle } from '../../../shared/ai.schema.ts';
import { own } from '../../../shared/lookup.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { SKILL_LEXICON } from './skill-lexicon.ts';
import { STOP_WORDS, stem, words } from './text.ts';

/** Words of how people ask, not of what they ask about. */
const ASKING = new Set(
  (
    'how what why when where who which whom should could would can do does did tips tip advice help best good ' +
    'way ways really any some need want know sure ok okay please tell anyone someone me my i im it is are am ' +
    'get getting go going still ever much many lot thing things stuff guys question questions answer take ' +
    'deal improve better fix handle become put gets got whats hows im ive dont guys honestly actually also'
  ).split(' '),
);

/**
 * Other words for what an article is about: a question's word on the left also finds the words on
 * the right (weighed a little less).
 */
const RELATED: Record<string, string[]> = {
  master: ['degree'],
  masters: ['degree'],
  phd: ['degree'],
  mba: ['degree'],
  college: ['degree', 'university'],
  diploma: ['degree'],
  cv: ['resume'],
  résumé: ['resume'],
  pay: ['salary'],
  wage: ['salary'],
  wages: ['salary'],
  compensation: ['salary'],
  counteroffer: ['negotiate', 'offer'],
  counter: ['negotiate'],
  nervous: ['nerves', 'anxiety'],
  anxious: ['nerves', 'anxiety'],
  scared: ['nerves'],
  fraud: ['imposter'],
  impostor: ['imposter'],
  fake: ['scam', 'imposter'],
  baby: ['gap', 'break'],
  parental: ['gap', 'break'],
  maternity: ['gap', 'break'],
  sabbatical: ['gap', 'break'],
  wfh: ['remote'],
  h1b: ['visa', 'sponsorship'],
  camera: ['video', 'setup'],
  lighting: ['video', 'setup'],
  zoom: ['video'],
  cert: ['certification'],
  certificate: ['certification'],
  certified: ['certification'],
  referral: ['referrals', 'network'],
  chatgpt: ['ai'],
  copilot: ['ai'],
  automation: ['ai'],
  burned: ['burnout'],
  exhausted: ['burnout'],
  teaching: ['career', 'change'],
  hunting: ['search'],
  hunt: ['search'],
  switch: ['career', 'change'],
  pivot: ['career', 'change'],
  changer: ['career', 'change'],
  procrastinate: ['consistency', 'routine'],
  procrastinating: ['consistency', 'routine'],
  procrastination: ['consistency', 'routine'],
  motivated: ['consistency', 'routine'],
  awkward: ['networking'],
  shy: ['networking', 'nerves'],
  introvert: ['networking', 'nerves'],
};

/** Words that name the person's field (a role, a technology), not what the question is about. */
const ROLE_WORDS = new Set(
  'developer developers engineer engineers designer designers scientist scientists analyst analysts frontend front-end backend back-end fullstack ux ui data science machine learning product manager devops cloud mobile web software'.split(
    ' ',
  ),
);
const FIELD_TERMS = SKILL_LEXICON.flatMap((e) => [e.name, ...(e.aliases ?? [])])
  .map((t) => words(t))
  .filter((ws) => ws.length > 0);

/**
 * The stems of a question's words that only say which field it is about ("frontend developer",
 * "AWS", "UX design"): a guide answers the question for every field, so they count half.
 */
function fieldStems(query: string): Set<string> {
  const ws = words(query);
  const out = new Set<string>();
  ws.forEach((w, i) => {
    if (ROLE_WORDS.has(w)) out.add(stem(w));
    for (const term of FIELD_TERMS)
      if (term.every((t, j) => ws[i + j] === t)) for (const t of term) out.add(stem(t));
  });
  return out;
}

/** Words written as names inside a sentence (a city, a company, a person): capitalised, not first. */
function nameStems(query: string): Set<string> {
  const out = new Set<string>();
  for (const sentence of query.split(/[.!?]+\s*/))
    for (const m of sentence.matchAll(/(?<=\S\s+)[A-Z][a-z]+/g))
      for (const w of words(m[0])) out.add(stem(w));
  return out;
}

interface Doc {
  article: GuidanceArticle;
  title: Set<string>;
  tags: Set<string>;
  body: Map<string, number>;
}

function stemSet(text: string) {
  return new Set(
    words(text)
      .filter((w) => !STOP_WORDS.has(w))
      .map(stem),
  );
}

export interface ArticleMatch {
  article: GuidanceArticle;
  /** 0-1: the share of the question's weight the article has, title and tags counting fully. */
  confidence: number;
}

/** Below this an article is not an answer to the question. */
export const MATCH_THRESHOLD = 0.5;

export function createKnowledgeIndex(articles: readonly GuidanceArticle[] = KNOWLEDGE_BASE) {
  const docs: Doc[] = articles.map((article) => {
    const body = new Map<string, number>();
    for (const w of words(article.body)) {
      if (STOP_WORDS.has(w)) continue;
      const s = stem(w);
      body.set(s, (body.get(s) ?? 0) + 1);
    }
    return { article, title: stemSet(article.title), tags: stemSet(article.tags.join(' ')), body };
  });
  const df = new Map<string, number>();
  for (const d of docs)
    for (const s of new Set([...d.title, ...d.tags, ...d.body.keys()])) df.set(s, (df.get(s) ?? 0) + 1);
  const idf = (s: string) => Math.log((docs.length + 1) / ((df.get(s) ?? 0) + 1)) + 1;
  const known = (s: string) => df.has(s);

  /**
   * The question's terms: weight ranks the articles; need is how much a term must be found for
   * the match to count: words naming the person's field, or a name no guide uses ("Seattle",
   * "Acme") a quarter; related words none (they only help). Any other word no guide uses counts
   * fully: a question about laptops is one no guide answers, whatever else it shares with them.
   */
  function terms(query: string): Array<{ stem: string; weight: number; need: number; via: string[] }> {
    const field = fieldStems(query);
    const names = nameStems(query);
    const out = new Map<string, { weight: number; need: number; via: string[] }>();
    for (const w of words(query)) {
      const s = stem(w);
      if (STOP_WORDS.has(w) || ASKING.has(w) || /^\d+$/.test(w) || out.has(s)) continue;
      const weight = idf(s);
      // a related word found stands for this one ("PhD" is answered by a guide on degrees)
      const via = (own(RELATED, w) ?? []).map(stem);
      out.set(s, { weight, need: weight * (field.has(s) || (names.has(s) && !known(s)) ? 0.25 : 1), via });
    }
    for (const t of [...out.values()])
      for (const r of t.via) if (!out.has(r)) out.set(r, { weight: 0.8 * idf(r), need: 0, via: [] });
    return [...out].map(([s, t]) => ({ stem: s, ...t }));
  }

  /** Every article with its rank score and confidence for the question. */
  function scored(query: string, topic: ChatTopic | null) {
    const ts = terms(query);
    const total = ts.reduce((n, t) => n + t.need, 0);
    return docs.map((d) => {
      let rank = 0;
      let found = 0;
      let headline = false;
      const where = (s: string) => {
        if (d.title.has(s) || d.tags.has(s)) return 1;
        const n = d.body.get(s) ?? 0;
        return n >= 2 ? 0.6 : n === 1 ? 0.4 : 0;
      };
      for (const t of ts) {
        const inTitle = d.title.has(t.stem);
        const inTags = d.tags.has(t.stem);
        const inBody = d.body.get(t.stem) ?? 0;
        if (inTitle || inTags) headline = true;
        rank += t.weight * ((inTitle ? 3 : 0) + (inTags ? 2 : 0) + Math.min(inBody, 3) * 0.5);
        found += t.need * Math.max(where(t.stem), ...t.via.map(where));
      }
      if (topic && d.article.topic === topic) rank *= 1.15;
      return {
        article: d.article,
        rank,
        confidence: total ? (headline ? Math.min(1, found / total) : 0) : 0,
      };
    });
  }

  return {
    /** The articles for a question, best first, that answer it (above the threshold). */
    search(query: string, topic: ChatTopic | null, limit = 2): GuidanceArticle[] {
      return scored(query, topic)
        .filter((s) => s.confidence >= MATCH_THRESHOLD && s.rank > 0)
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit)
        .map((s) => s.article);
    },

    /** The best article for a question and how sure the match is, whatever it is. */
    best(
      query: string,
      topic: ChatTopic | null,
      exclude: ReadonlySet<string> = new Set(),
    ): ArticleMatch | null {
      const top = scored(query, topic)
        .filter((s) => !exclude.has(s.article.id) && s.rank > 0)
        .sort((a, b) => b.rank - a.rank)[0];
      return top ? { article: top.article, confidence: top.confidence } : null;
    },

    byId(id: string): GuidanceArticle | undefined {
      return articles.find((a) => a.id === id);
    },

    /** True when a stem is a word some article uses (for telling career questions from others). */
    knows(word: string): boolean {
      return known(stem(word));
    },
  };
}

export type KnowledgeIndex = ReturnType<typeof createKnowledgeIndex>;
