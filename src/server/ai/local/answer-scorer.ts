/**
 * The local engine's interview answer scorer (docs/product.md §7 Local engine, "Interview answers";
 * docs/decisions.md S87): content first, then how specific and structured the answer is, and only
 * then its length, all by meaning (answer-meaning.ts), in any field's words.
 *
 * - Content (45): the question's key points the answer makes (near each other, in any wording the
 *   banks and the lexicon give, or in part; one the question already names counts half), and its
 *   relevance: the weight it carries in the question's topic and field.
 * - Specifics (20): numbers, named tools, people or places, first-person actions, examples, the
 *   field's own terms.
 * - Structure (20): STAR (situation, task, action, result) however it is told for behavioural
 *   questions; a plan with reasons and follow-up, or a story, for situational ones; definition or
 *   steps, mechanism, example and limits for technical ones; reasons tied to the person for company
 *   questions.
 * - Length (15): 100-260 words earns it all; very long answers lose a little.
 *
 * Then the checks that no amount of length can pass: gibberish (at most 10), the same words over
 * and over (20), a list of keywords with no sentence (10 to 24), text about something else (10), a
 * technical answer that covers none of the concept (35), and a few words only (18 to 30); an answer
 * in sentences on topic scores at least 25. Each comes with a plain reason and the key points missed.
 */
import type { AnswerAnalysis, BankQuestion, QuestionCategory } from '../../../shared/ai.schema.ts';
import type { InterviewBankQuestion } from '../../../shared/interview-bank.schema.ts';
import { loadInterviewBanks } from '../../catalog/career-content.ts';
import { emptyClaimsIn, hedgesIn, type RedFlagFound, redFlagsIn, subjectChangesIn } from './answer-cues.ts';
import {
  ASKING_WORDS,
  type KeyPointLike,
  keyPointMatch,
  type MeaningReading,
  type Relevance,
  readMeaning,
  relevance as relevanceTo,
  topicOf,
  topicStems,
} from './answer-meaning.ts';
import { QUESTION_BANK } from './question-bank.ts';
import {
  contentStems,
  FUNCTION_WORDS,
  isNonWord,
  openContractions,
  STOP_WORDS,
  stem,
  stems,
  words,
} from './text.ts';

export interface ScoreParts {
  content: number;
  specifics: number;
  structure: number;
  length: number;
}

export type AnswerFlaw =
  | 'empty'
  | 'gibberish'
  | 'repetitive'
  | 'keyword-list'
  | 'off-topic'
  | 'unrelated'
  | 'too-short'
  | 'bad-practice'
  | 'empty-claims'
  | 'rambling';

export interface ScoredAnswer extends AnswerAnalysis {
  /** The four parts before any cap. */
  parts: ScoreParts;
  /** Why the score was capped, if it was. */
  flaw: AnswerFlaw | 'missed-concept' | null;
  /** The bad practice or dishonesty the answer describes (answer-cues.ts), which caps it. */
  redFlags: RedFlagFound[];
  covered: string[];
  missed: string[];
  /** How much of the answer is about the question's topic, 0 to 1 (answer-meaning.ts). */
  relevance: number;
  /** STAR parts found (behavioural and situational questions). */
  star: { situation: boolean; task: boolean; action: boolean; result: boolean } | null;
  breakdown: string[];
}

export const MAX = { content: 45, specifics: 20, structure: 20, length: 15 } as const;
const CAPS = {
  empty: 0,
  gibberish: 10,
  repetitive: 20,
  'keyword-list': 24,
  'off-topic': 10,
  unrelated: 30,
  'too-short': 30,
  'missed-concept': 35,
  // below an adequate answer and about a weak one: fluent bad practice is graded so (S123)
  'bad-practice': 20,
  'empty-claims': 25,
  // between a vague answer and a partial one, as hiring managers grade a rambling one (S123)
  rambling: 40,
} as const;
/**
 * A vague answer of claims about oneself scores from this to its cap: more than a non-answer, as
 * much as an answer in sentences that says little; a few words of claims from the short floor (S123).
 */
const EMPTY_CLAIMS_FLOOR = 25;
const EMPTY_CLAIMS_SHORT_FLOOR = 20;
/** A short answer on the question's topic scores from this, with more for the key points it makes. */
const TOO_SHORT_FLOOR = 18;
/** An answer in sentences, on the question's topic, with no flaw, scores at least this. */
const ON_TOPIC_FLOOR = 25;
/**
 * A keyword list scores from this, naming none of the key points, to its cap, naming them all; never
 * below it, since graders put a list of the field's terms above an answer about something else.
 */
const KEYWORD_LIST_FLOOR = 10;
/** Key points' share that earns the whole of their part of content (S87). */
const COVERAGE_FULL = 0.8;
/**
 * Content by what carries it (S123): the key points made; the question's own words the answer uses
 * (the question, its key points, their wordings and tips, weighted by how telling each is), full from
 * QUESTION_MASS_FULL, about four telling words; and the weight of the topic and its field overall.
 * The question's own words count apart from the key points, so a short answer that answers the
 * question in its own terms is not scored like a vague one.
 */
const CONTENT_WEIGHTS = { keyPoints: 0.6, questionWords: 0.3, topic: 0.1 } as const;
const QUESTION_MASS_FULL = 20;
/** Key points' share from which an answer in sentences counts as answering the question (S123). */
const ON_TOPIC_COVERAGE = 0.1;
/** Claims about oneself that, outnumbering what the person did, make an answer of any length vague (S127). */
const MANY_CLAIMS = 2;
/** Steps a story tells that make it an answer to a behavioural question, in whatever words (S127). */
const STORY_ACTIONS = 2;
/** ...and the share of its weight in the question's topic and field that makes it a story of the work. */
const STORY_FIELD_SHARE = 0.2;
/**
 * S130: an answer telling this many things the person did, to any kind of question, with at least
 * WORK_SHARE of its words the question's or the work's, is an account of the work: never "about
 * something else", "unrelated" or "missing the concept", however it words the topic. On graded sets
 * 1-5, 159 of 161 strong answers tell three or more things done, off-topic ones 10 of 143, and those
 * are stories from the rest of life (a road trip, a garden), with almost no words of the work.
 */
const WORK_ACTIONS = 3;
const WORK_SHARE = 0.04;
/** ...and a technical answer telling four steps of the work is a procedure, whatever its words (S130). */
const PROCEDURE_ACTIONS = 4;
/** Key points' share under which an answer that turns to the person's own affairs is off-topic (S127). */
const SUBJECT_CHANGE_COVERAGE = 0.2;
/** Hedges that make an answer rambling: at least this many, and this many per 100 words (S123). */
const RAMBLING_HEDGES = 3;
const RAMBLING_HEDGES_PER_100 = 3;
/**
 * An answer is about something else when it carries almost none of the question's own words (at most
 * one telling word) and little of its field's (answer-meaning.ts relevance; S87).
 */
const OFF_TOPIC_QUESTION_MASS = 4;
const OFF_TOPIC_MASS = 25;

type Phrase = string[];

/** A phrase's stems in order ("as soon as"), with at most two other words between them. */
function exactPhrase(text: string): Phrase {
  return stems(text);
}

function inOrder(p: Phrase, positions: Map<string, number[]>): boolean {
  const first = positions.get(p[0] as string);
  if (!first) return false;
  return first.some((start) => {
    let at = start;
    for (const w of p.slice(1)) {
      const next = (positions.get(w) ?? []).find((i) => i > at && i <= at + 3);
      if (next === undefined) return false;
      at = next;
    }
    return true;
  });
}

function positionsOf(stemmed: readonly string[]) {
  const map = new Map<string, number[]>();
  stemmed.forEach((w, i) => {
    const list = map.get(w) ?? [];
    list.push(i);
    map.set(w, list);
  });
  return map;
}

/**
 * The bank question asked (matched by its text), if it is one: among `bank`, the goal's field's
 * questions (docs/decisions.md S80), or the local engine's first bank.
 */
export function findBankQuestion(
  text: string,
  bank: readonly BankQuestion[] = QUESTION_BANK,
): BankQuestion | undefined {
  const key = text.trim().toLowerCase();
  return bank.find((q) => q.question.toLowerCase() === key);
}

/**
 * What the scorer should judge an answer to `question` by, among `bank` (the goal's field's
 * questions, docs/decisions.md S80): the question itself or, for a question from elsewhere, the
 * nearest of the field's, with its key points' other wordings. Empty when none is near: the scorer
 * then looks in every bank by the text.
 */
export function contextFromBank(question: string, bank: readonly BankQuestion[]): QuestionContext {
  const q = findBankQuestion(question, bank) ?? nearestBankQuestion(question, bank);
  if (!q) return {};
  return {
    category: q.category,
    keyPoints: q.keyPoints.map((point) => ({ point, synonyms: q.synonyms?.[point] ?? [] })),
    tips: q.tips,
  };
}

let everyBank: Map<string, { family: string; question: InterviewBankQuestion }> | undefined;

/** A question of any family's bank, with its family and its key points' wordings (docs/decisions.md S79). */
function findInEveryBank(text: string) {
  everyBank ??= new Map(
    loadInterviewBanks().flatMap(({ data }) =>
      data.questions.map((question) => [
        question.question.trim().toLowerCase(),
        { family: data.family, question },
      ]),
    ),
  );
  return everyBank.get(text.trim().toLowerCase());
}

/**
 * What the scorer knows of a question beyond its text, when the caller knows it: the career family it
 * was asked for, its category and the key points a good answer covers (a family bank's question, or
 * an evaluation set's).
 */
export interface QuestionContext {
  family?: string;
  category?: QuestionCategory;
  keyPoints?: readonly KeyPointLike[];
  tips?: readonly string[];
}

/**
 * For a question from elsewhere (a provider, a canned fallback): the bank question on the same
 * topic, when it shares at least two topic words and half of the longer question's, so its key
 * points and tips can judge the answer.
 */
export function nearestBankQuestion(
  question: string,
  bank: readonly BankQuestion[] = QUESTION_BANK,
  /** The share of the longer question's topic words both must have (S161: the chat asks a third). */
  minShare = 0.5,
): BankQuestion | undefined {
  const topicStems = (text: string) =>
    new Set(
      words(text)
        .filter((w) => !STOP_WORDS.has(w) && !QUESTION_WORDS.has(w))
        .map(stem),
    );
  const own = topicStems(question);
  let best: BankQuestion | undefined;
  let bestShare = 0;
  for (const q of bank) {
    const theirs = topicStems(q.question);
    const shared = [...own].filter((x) => theirs.has(x)).length;
    const share = shared / Math.max(own.size, theirs.size, 1);
    if (shared >= 2 && share > bestShare) {
      best = q;
      bestShare = share;
    }
  }
  return bestShare >= minShare ? best : undefined;
}

/** Words of how a question is asked, not of what it is about. */
const QUESTION_WORDS = ASKING_WORDS;

/**
 * A list of terms, not sentences: at least three items between commas, semicolons, "and" or line
 * breaks, nearly all of three words or fewer, and none of the pronouns a sentence about what someone
 * did or would do needs.
 */
function listShaped(text: string): boolean {
  const items = text
    .split(/[,;\n•|]+|\s[-–]\s|\s(?:and|&|plus)\s/i)
    .map((i) => i.trim())
    .filter((i) => /[a-z0-9]/i.test(i));
  if (items.length < 3) return false;
  const short = items.filter((i) => i.split(/\s+/).length <= 3).length;
  return short >= 0.8 * items.length && !/\b(i|we|you|he|she|they|it|my|our|me|us)\b/i.test(text);
}

/** Verbs that begin a step ("check the thermostat"): a list of steps is a terse answer, not keywords. */
const STEP_VERB =
  /^(check|test|replace|call|tell|move|make|verify|clean|inspect|measure|ask|talk|write|log|document|keep|stay|use|put|turn|shut|lock|read|look|listen|explain|give|take|send|set|find|follow|fix|open|close|wear|wait|stop|start|pull|push|run|see|let|get|go|walk|bring|meet|review|compare|escalate|notify|report|contact|apologize|apologise|offer)\b/i;

/**
 * A list of keywords wrapped in one sentence (S117): "The main things I would mention are lockout
 * tagout, meter testing, PPE, breaker identification and arc flash." A short lead-in (up to "are",
 * "include", "such as", "would say" or a colon) then at least four short items that are names, not
 * steps, in at most two sentences.
 */
function listInSentence(text: string): boolean {
  const sentences = text.split(/[.!?]+(?:\s|$)/).filter((x) => x.trim().length > 0);
  if (sentences.length > 2) return false;
  const lead =
    /^(.{0,90}?)(?::|\b(?:are|is|include|includes|including|would be|would say|would mention|i'd say|like|such as|of)\b)\s+/i.exec(
      text.trim(),
    );
  if (!lead) return false;
  const rest = text.trim().slice(lead[0].length);
  const items = rest
    .split(/[,;\n•|/]+|\s(?:and|&|plus|or)\s/i)
    .map((i) => i.trim().replace(/[.!?]+$/, ''))
    .filter((i) => /[a-z0-9]/i.test(i));
  if (items.length < 4) return false;
  const short = items.filter((i) => i.split(/\s+/).length <= 3 && !STEP_VERB.test(i)).length;
  const restWords = rest.split(/\s+/).length;
  return short >= 0.8 * items.length && restWords >= 0.6 * text.trim().split(/\s+/).length;
}

/** A question from elsewhere (a provider, a canned fallback): its kind from its wording. */
function guessCategory(question: string): QuestionCategory {
  if (/\b(tell me about a time|describe a time|give (me )?an example|a time (when|you))\b/i.test(question))
    return 'behavioral';
  if (
    /\b(what would you do|how would you (handle|respond)|you (are|notice|realise|realize|find))\b/i.test(
      question,
    )
  )
    return 'situational';
  if (/\b(our company|work here|join us|this role|why (do )?you want)\b/i.test(question))
    return 'company-specific';
  if (HABIT.test(question)) return 'situational';
  return 'technical';
}

/** "How do you handle / prioritise / keep…": how the person works, judged like a plan, not a story. */
const HABIT =
  /^(how do you (handle|deal|prioriti[sz]e|manage|keep|stay|organi[sz]e|approach|balance|cope|make sure|decide|work|learn|give|take|respond)|walk me through your (background|career))\b/i;

interface Reading {
  tokens: string[];
  stemmed: string[];
  positions: Map<string, number[]>;
  wordCount: number;
  functionShare: number;
  uniqueShare: number;
  nonWordShare: number;
}

function read(answer: string): Reading {
  const tokens = words(answer);
  const stemmed = tokens.map(stem);
  const n = tokens.length || 1;
  return {
    tokens,
    stemmed,
    positions: positionsOf(stemmed),
    wordCount: tokens.length,
    functionShare: tokens.filter((t) => FUNCTION_WORDS.has(t)).length / n,
    uniqueShare: new Set(tokens).size / n,
    nonWordShare: tokens.filter((t) => isNonWord(t)).length / n,
  };
}

/** The vocabulary of a question: its own words, key points, their wordings and tips. */
function topicVocabulary(question: string, judged: Judged): Set<string> {
  const vocab = new Set(contentStems(question));
  for (const k of judged.keyPoints) {
    for (const s of contentStems(pointName(k))) vocab.add(s);
    if (typeof k !== 'string') for (const syn of k.synonyms) for (const s of contentStems(syn)) vocab.add(s);
  }
  for (const tip of judged.tips) for (const s of contentStems(tip)) vocab.add(s);
  return vocab;
}

const pointName = (k: KeyPointLike) => (typeof k === 'string' ? k : k.point);

/** What the answer is judged against: the question's family, kind, key points and tips. */
interface Judged {
  family: string | undefined;
  category: QuestionCategory;
  keyPoints: readonly KeyPointLike[];
  tips: readonly string[];
  /** Whether the key points are the question's own (a bank's or the caller's), not a neighbour's. */
  own: boolean;
}

function judgedAs(question: string, context: QuestionContext): Judged {
  const inBank = findInEveryBank(question);
  const near = inBank || context.keyPoints ? undefined : nearestBankQuestion(question);
  return {
    family: context.family ?? inBank?.family,
    category: context.category ?? inBank?.question.category ?? guessCategory(question),
    keyPoints: context.keyPoints ?? inBank?.question.keyPoints ?? near?.keyPoints ?? [],
    tips: context.tips ?? inBank?.question.tips ?? near?.tips ?? [],
    own: Boolean(context.keyPoints ?? inBank),
  };
}

/** Words of any job interview answer: work, people, tools, results. */
const WORK_WORDS = new Set(
  (
    'work job team project company manager colleague customer client user product feature code data test bug ' +
    'deadline meeting role skill learn problem solution result goal task deliver ship build design analysis report ' +
    'process plan decision stakeholder experience responsibility business engineer developer model system ' +
    'application software database api service release launch sprint tool performance quality improve ' +
    'course study read practice tutorial certificate certification conference newsletter mentor ' +
    'priority prioritise schedule calendar risk estimate scope review feedback error fix debug ' +
    'deploy server request response failure outage monitor backup http url method resource token ' +
    'instance cost budget career'
  )
    .split(' ')
    .map(stem),
);

const EXAMPLE_MARKERS =
  /\b(for example|for instance|e\.g\.|such as|say we|say,|imagine|in one project|in my last|a classic example|another is|like (a|an|the|when|\w+ing))\b/i;

/** Past-tense verbs: regular ones and the irregular ones stories use most. */
const PAST =
  '\\w+ed|built|wrote|made|took|ran|led|set|sent|met|spoke|told|did|found|gave|went|brought|chose|began|kept|put|got|drew|sought|taught|thought|caught|split|fixed|shipped|read|spent|held|left|felt|won|lost|paid|heard|understood|sold|bought|became|came|saw|knew|showed|cut|ran|dug|rewrote|set up';

/**
 * STAR however it is told (S87): in any field's words and without the words "situation", "task",
 * "action" or "result". A story sets its scene with a when or a where ("on a night shift", "one
 * January", "it was my second month"), says whose it was to handle ("I was his nurse", "it was on
 * me", "I was hauling"), tells what the person did in the past tense, and ends with how it turned
 * out: a number, an outcome ("went home a week later", "no incidents") or a lesson ("since then").
 */
const SCENE =
  /\b(at my (last|previous|current|first|old)|in my (last|previous|current|first|old)|(last|this past|one) (year|spring|summer|autumn|fall|winter|month|week|quarter|shift|night|morning|evening|day|weekend|season|term|semester|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|when i was|once\b|one time|during (my|a|an|the|our)|in (19|20)\d\d|we had|our team|at (university|school|college|work)|in a (group|team|school|university)|a few (days|weeks|months|years) ago|(days|weeks|months|years) ago|in my ([\w-]+ )?(year|month|week|job|role|internship|semester|class|unit|shift|clinic|store|crew|placement|apprenticeship|rotation|practicum)|as an? (\w+ )?(intern|analyst|developer|engineer|designer|manager|lead|teacher|student|assistant|nurse|driver|apprentice|cook|server|cashier)\b|on (a|an|one|my|our|the) ([\w-]+ ){0,2}(shift|day|night|morning|evening|weekend|job|call|run|route|trip|site|project|visit|floor|unit|ward|rotation)\b|it was (my|a|an|the|during|late|early)\b|this happened|there was (a|an|one)\b|back (in|when)\b|(picture|imagine) (the|a|an)\b)/;

const OWN_PART =
  /\b(my (part|role|job|task|responsibility|duty|goal) was|i was (responsible|asked|tasked|in charge|the only|the one)|i needed to|i had to|we had to|the goal was|the task was|we needed to|had (\w+ )?(weeks|days|months|hours) to|wanted to|i was (his|her|their|the|our) (\w+ )?(nurse|teacher|driver|lead|contact|accountant|technician|electrician|cook|manager|assistant|rep|representative|agent|supervisor|mentor|tutor)|(was|fell|rested|were|is) (all )?(on|up to) me|it was (on|up to) me|nobody else|no one else|i owned|i was (\w+ing)\b|i had (\w+ )?(other )?(patients|students|customers|clients|tables|jobs|calls|orders|accounts|residents))\b/;

const OUTCOME =
  /\b(no downtime|without (any )?(downtime|issues|incidents|complaints|injuries)|no (incidents?|accidents?|injuries|complaints|issues|errors)|as a result|resulted|in the end|eventually|finally|outcome|which (meant|led)|launched|shipped|delivered|finished|completed|saved|reduced|increased|improved|dropped|grew|went from|since then|ever since|from then on|to this day|i still|looking back|afterwards|later|on time|ended up|got a|closed|is still|worked well|we presented|we won|passed|never happened again|recovered|went home|was transferred|made it|stopped|thanked|kept (us|me|the)|turned out|in one piece|intact|got better|back to normal|within (a|an|one|two|three|four|five|six|\d+) (minutes?|hours?|days?|weeks?|months?)|(has|have) (since |already )?(caught|saved|prevented|stopped|cut|reduced|helped|kept|become)|still (use|uses|used|runs|in use))\b/;

/**
 * The same story told in the present ("so I'm on a night shift, my patient can't breathe, I check
 * his vitals"), in plain or learner's English ("I am responsible nurse, I check vital, call doctor"),
 * or in fragments ("Mall, Saturday. My post, my call. Kept my voice low, radioed for backup.")
 * (docs/decisions.md S117).
 */
const SCENE_MORE =
  /\b(picture this|so (i am|i was|we are|we were|there i was|this one)|(\w+ )?(hours?|minutes?) into (a|my|the) (\w+ )?(shift|run|route|day|night|service|class|call)|one (night|day|morning|evening|afternoon|shift|time)|(night|day|morning|evening|overnight|double|weekend|holiday) (shift|service|run|rush)|(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|(january|february|march|april|june|july|august|september|october|november|december)|(at|in) (my|our|the) (old |last |previous |first )?(hospital|clinic|store|shop|restaurant|kitchen|school|site|plant|warehouse|office|company|firm|unit|ward|branch|mall|bank|precinct|station|yard|depot))\b/;
const OWN_PART_MORE =
  /\b(i am (the )?responsible|responsible (for|nurse|person)|(he|she|they) (is|was|are|were) my (\w+ )?(patient|student|customer|client|resident|guest|passenger|account|table)s?|my (post|call|shift|patient|patients|area|section|station|zone|route|truck|load|class|classroom|table|tables|account|accounts|floor|unit|site|crew|team)(?=\s?[,.;]|\s(?:and|was|is|that)\b)|(due|expected) (in|at|by)|(needed|wanted|asked) (\w+ ){0,3}(from|of) me|(asked|needed|wanted|told) me to|it is my (job|call|responsibility))\b/;
const OUTCOME_MORE =
  /\b((is|was|were|are|came|got|stayed|went) (back|stable|safe|fine|okay|ok|calm|calmer|quiet|settled|solved|fixed|resolved)|stable|nobody (was |got )?(hurt|injured|missed)|no one (was |got )?(hurt|injured|missed)|met (the|every|all|our) (\w+ )?deadlines?|on schedule|(was|were|got) (promoted|thanked|praised)|thanks? me|thanked me|signed|renewed|came back|returned|paid off)\b/;
/** Verbs of saying, being and thinking: not what someone did. */
const NOT_ACTIONS =
  /^(am|was|were|is|are|be|been|have|had|has|think|thought|feel|felt|guess|believe|know|knew|would|will|could|can|should|might|may|must|do|did|does|like|love|want|wanted|hope|mean|need|needed|always|usually|never|also|just|really|still)$/;

function starOf(text: string) {
  const t = openContractions(text.toLowerCase());
  // a result is usually said last: a number or an outcome in the final sentence
  const sentences = t.split(/[.!?]+/).filter((x) => x.trim().length > 0);
  const last = sentences.at(-1) ?? '';
  // a story's first sentence in the past tense sets a scene, whatever its words
  const opening = sentences[0] ?? '';
  const pastOpening =
    new RegExp(`\\b(was|were|had|${PAST})\\b`).test(opening) && !/\b(would|will)\b/.test(opening);
  const hypothetical =
    (t.match(/\b(i would|i will|i'd|i usually|i always|i try to|you should)\b/g)?.length ?? 0) >= 2;
  // what was done, in the first person: in the past, or told in the present ("I check, I call")
  const pastActions = t.match(new RegExp(`\\b(${PAST})\\b`, 'g'))?.length ?? 0;
  const presentActions = [...t.matchAll(/\b(?:i|we) ([a-z]+)\b/g)].filter(
    (m) => !NOT_ACTIONS.test(m[1] ?? '') && !new RegExp(`^(${PAST})$`).test(m[1] ?? ''),
  ).length;
  const firstPerson = /\b(i|my|me|we|our)\b/.test(t);
  return {
    situation: SCENE.test(t) || pastOpening || (!hypothetical && SCENE_MORE.test(t)),
    task: OWN_PART.test(t) || (!hypothetical && OWN_PART_MORE.test(t)),
    action:
      (new RegExp(`\\b(i|we) (${PAST})\\b`).test(t) &&
        ((t.match(new RegExp(`\\b(i|we) (${PAST})\\b`, 'g'))?.length ?? 0) >= 2 || pastActions >= 3)) ||
      (!hypothetical && firstPerson && (pastActions >= 4 || presentActions >= 2)),
    result:
      (/\d/.test(last) && /\b(i|we|it|the|our|he|she|they)\b/.test(last)) ||
      OUTCOME.test(t) ||
      (!hypothetical && OUTCOME_MORE.test(last)),
  };
}

function structurePoints(category: QuestionCategory, text: string, r: Reading) {
  const t = text.toLowerCase();
  if (category === 'behavioral') {
    const star = starOf(text);
    const found = Object.values(star).filter(Boolean).length;
    return { points: found * 5, star };
  }
  if (category === 'situational') {
    const star = starOf(text);
    const plan =
      /\b(first|then|next|after that|afterwards|finally|step)\b/.test(t) ||
      (t.match(/\bi would\b/g)?.length ?? 0) >= 2;
    const reasons = /\b(because|so that|so i|so we|which means|that way|otherwise|since)\b/.test(t);
    const people = /\b(tell|told|ask|talk|lead|manager|team|stakeholder|customer|teammate|colleague)\w*/.test(
      t,
    );
    const followUp =
      /\b(afterwards|after that|next time|follow up|follow-up|status update|look at why|learn|prevent|improve)\b/.test(
        t,
      );
    const found = [plan, reasons, people, followUp].filter(Boolean).length;
    // a situation answered with what the person once did is judged as the story it is (S87)
    const told = Object.values(star).filter(Boolean).length;
    return {
      points: Math.max(found, told) * 5,
      star: { ...star, action: star.action || plan, result: star.result || followUp },
    };
  }
  if (category === 'company-specific') {
    const reasons =
      (t.match(
        /\b(because|first|second|third|reason|that is why|which is why|based on|i arrived at|that is what)\b/g,
      )?.length ?? 0) >= 1;
    const personal =
      /\b(i have|i've|my (experience|background|years|job|work|level)|i spent|i used|i worked|i built|years of)\b/.test(
        t,
      );
    const specific = /\b(your|you)\b/.test(t) && r.tokens.length >= 25;
    const goal = /\b(grow|learn|career|want to|would let me|next step|goal)\b/.test(t);
    const found = [reasons, personal, specific, goal].filter(Boolean).length;
    return { points: found * 5, star: null };
  }
  // what it is, or the approach; how or why it works; an example or when to use it; its limits
  const approach =
    /\b(is when|is a|is an|is the|means|refers to|happens when|is like|are when|helps|lets|gives|allows)\b/.test(
      t,
    ) ||
    /\bi (would|will|usually|always)? ?(start|first|look|check|define|measure|track|use|compare|split|break)\b/.test(
      t,
    ) ||
    // a procedure in any trade: its steps in order
    (t.match(/\b(first|then|next|after that|before i|once i|only when|finally)\b/g)?.length ?? 0) >= 2;
  const mechanism =
    /\b(because|so that|so the|which|by |that way|lets|without it|with it|in order to|to understand|compare|so (nobody|no one|i|we|it|they|you|he|she)|to (make sure|prove|confirm|ensure))\b/.test(
      t,
    );
  const example =
    EXAMPLE_MARKERS.test(t) ||
    /\b(in one project|at my last|i once|use (a|an|the)? ?[\w-]+ (when|for)|on one (job|site|call|shift|project|run|route)|last (year|month|week)|one time)\b/.test(
      t,
    );
  const tradeOff =
    /\b(cost|downside|trade-?off|however|but |instead|rather than|unless|only (for|when|if)|prevent|avoid|risk|slower|drawback|limit|bug|guardrail|if it fails|if \w+ (does not|doesn't|fails)|never)\w*/.test(
      t,
    );
  const found = [approach, mechanism, example, tradeOff].filter(Boolean).length;
  return { points: found * 5, star: null };
}

/** Verbs that say what someone is, thinks or intends, or how they work, not what they did: claims, not actions. */
const CLAIM_VERBS =
  /^(try|tried|stay|stayed|focus|focused|love|loved|enjoy|enjoyed|get|got|make|made|work|worked|definitely|probably|first|then|'d|'ll|'m|'ve|not|the|a|to)$/;

/**
 * What the person did or would do, each verb once (S123): "I'd call the office", "we rolled it back",
 * "then checked the label". Strong answers tell several such steps, adequate ones two or three, vague
 * ones none ("I'm very organised", "I always do my best"), in any field's words.
 */
export function concreteActions(text: string): Set<string> {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  const said = [
    ...t.matchAll(
      /\b(?:i|we)(?:'d|'ll| would| will| then| also| first| just| always| still| actually| even| (?!(?:ap|re|sup|multi)ply\b|rely\b)[a-z]{2,}ly)*\s+([a-z']+)/g,
    ),
  ].map((m) => m[1] as string);
  const chained = [
    ...t.matchAll(
      /(?:,|\band|\bthen)\s+(?:i\s+)?(?:'d\s+)?([a-z]+)\s+(?:the|a|an|my|his|her|their|it|them|him|to|up|out|back|on|off|in)\b/g,
    ),
  ].map((m) => m[1] as string);
  return new Set([...said, ...chained].filter((v) => !NOT_ACTIONS.test(v) && !CLAIM_VERBS.test(v)));
}

function specificPoints(
  category: QuestionCategory,
  text: string,
  r: Reading,
  vocab: Set<string>,
  fieldTerms: number,
) {
  const numbers =
    text.match(
      /\b\d[\d,.]*\s?(%|percent|ms|seconds?|minutes?|hours?|days?|weeks?|months?|years?|k\b|x\b|million|users|customers|accounts|rows)?/gi,
    ) ?? [];
  const numberPoints = Math.min(6, numbers.length * 3);
  const examples = EXAMPLE_MARKERS.test(text) ? 4 : 0;
  if (category === 'technical') {
    // technical detail: the topic's own terms and code-like words (EXPLAIN, onClick, L2)
    const topicTerms = new Set(r.stemmed.filter((s) => vocab.has(s) && s.length > 3));
    const codeWords = new Set(
      text.match(/\b([A-Z]{2,}[A-Z0-9]*|[a-z]+[A-Z][A-Za-z]+|[A-Za-z]+\d+)\b/g) ?? [],
    );
    const termPoints = Math.min(10, Math.floor(topicTerms.size / 2) + codeWords.size);
    return Math.min(MAX.specifics, numberPoints + termPoints + examples);
  }
  // names: capitalised words inside a sentence (a tool, a person, a company)
  const names = new Set(text.match(/(?<=[a-z,;:] )[A-Z][A-Za-z0-9+#.]+/g) ?? []);
  const namePoints = Math.min(6, names.size * 2);
  const actions = concreteActions(text).size;
  const actionPoints = Math.min(8, actions * 2 + examples / 2);
  // the field's own terms (the receipts, the controller, the probe thermometer), S87
  const termPoints = Math.min(6, Math.floor(fieldTerms / 2));
  return Math.min(MAX.specifics, numberPoints + namePoints + actionPoints + termPoints);
}

function lengthPoints(n: number): number {
  if (n < 12) return 0;
  if (n < 30) return 4;
  if (n < 60) return 8;
  if (n < 100) return 12;
  if (n <= 260) return 15;
  if (n <= 400) return 13;
  return 10;
}

/**
 * The key points the answer makes, by meaning (answer-meaning.ts): each counts as much as the
 * answer makes it, and is named covered from half; a key point the question already names is worth
 * half, since repeating the question is not content.
 */
function coverage(judged: Judged, question: string, m: MeaningReading) {
  const questionStems = new Set(topicStems(question));
  let total = 0;
  let got = 0;
  const covered: string[] = [];
  const missed: string[] = [];
  let substantive = 0;
  for (const k of judged.keyPoints) {
    const name = pointName(k);
    const own = topicStems(name);
    const echo = own.length > 0 && own.every((s) => questionStems.has(s));
    const weight = echo ? 0.5 : 1;
    total += weight;
    const match = keyPointMatch(k, m, judged.family);
    got += weight * match;
    if (match >= 0.5) {
      covered.push(name);
      if (!echo) substantive += 1;
    } else missed.push(name);
  }
  return { share: total ? got / total : 0, covered, missed, substantive };
}

function isBehavioural(category: QuestionCategory) {
  return category === 'behavioral' || category === 'situational';
}

/** Topics a fluent answer drifts into instead of the concept asked about (for concept feedback). */
const DOMAINS: Array<[string, string[]]> = [
  [
    'a security problem',
    [
      'breach',
      'hacker',
      'attacker',
      'password',
      'encrypt',
      'encryption',
      'phishing',
      'malware',
      'stolen',
      'steal',
      'firewall',
      'exposed',
      'ransomware',
      'virus',
    ],
  ],
  [
    'hardware and memory limits',
    ['memory', 'gpu', 'ram', 'crash', 'hardware', 'cpu', 'disk', 'machine', 'server'],
  ],
  [
    'how the team delivered',
    ['velocity', 'story points', 'sprint', 'burndown', 'release date', 'standup', 'jira', 'bugs'],
  ],
  [
    'naming and styling code',
    ['css', 'class', 'classes', 'stylesheet', 'naming', 'bem', 'style', 'styles', 'font', 'colour', 'color'],
  ],
  [
    'ids, keys and backups',
    ['primary key', 'auto-increment', 'id', 'ids', 'backup', 'backups', 'numbering', 'renumber'],
  ],
  ['marketing and sales', ['campaign', 'ads', 'advertising', 'sales', 'brand', 'marketing']],
];

/** What an answer talks about instead of the question's topic, if it is clear. */
function strayTopic(r: Reading, vocab: Set<string>): { label: string; hits: string[] } | null {
  let best: { label: string; hits: string[] } | null = null;
  for (const [label, terms] of DOMAINS) {
    const hits = terms.filter((term) => {
      const p = exactPhrase(term);
      return p.every((w) => !vocab.has(w)) && inOrder(p, r.positions);
    });
    if (hits.length >= 2 && hits.length > (best?.hits.length ?? 0)) best = { label, hits };
  }
  return best;
}

function keyIdea(tip: string | undefined): string | null {
  if (!tip) return null;
  const idea = tip.replace(/^(define it|describe it as|explain that|explain|describe|say that)[:\s]+/i, '');
  return /^[A-Z]{2}/.test(idea) ? idea : idea.charAt(0).toLowerCase() + idea.slice(1);
}

const join = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * About something else (S87): almost none of the question's own words (at most one telling word) and
 * little of its field's. A question with no key points has fewer words of its own, so there it takes
 * none of them and less of the field's; a few words are off-topic only when they name other things.
 */
function offTopic(
  text: string,
  r: Reading,
  m: MeaningReading,
  about: Relevance,
  hasKeyPoints: boolean,
): boolean {
  // "I would handle it…": a vague answer to the situation asked, not an answer about something else
  if (ADDRESSES_IT.test(text) && about.share >= 0.15) return false;
  if (r.wordCount < 12)
    return m.distinct.size >= 3 && about.questionMass === 0 && about.mass < OFF_TOPIC_MASS / 10;
  return hasKeyPoints
    ? about.questionMass < OFF_TOPIC_QUESTION_MASS && about.mass < OFF_TOPIC_MASS
    : about.questionMass === 0 && about.mass < OFF_TOPIC_MASS / 2;
}

/**
 * Below off-topic, an answer that is still not about the question (S117): it makes none of the key
 * points (under a quarter of their weight, at most one of them in part), carries little of the
 * question's own words, and most of its weight is elsewhere. A vague answer to the question scores
 * under 30 anyway; a fluent story about something else no longer scores like an answer.
 */
const UNRELATED_COVERAGE = 0.25;
const UNRELATED_QUESTION_MASS = 8;
const UNRELATED_SHARE = 0.35;
/**
 * An answer carrying half the topic weight of a full one (answer-meaning.ts relevance) is about the
 * question even when it makes none of the key points in their words: a strong story told in the
 * field's own terms ("running record", "decodable books") is not a story about something else (S123).
 */
const UNRELATED_RELEVANCE = 0.5;
function unrelated(coverageShare: number, about: Relevance): boolean {
  return (
    coverageShare < UNRELATED_COVERAGE &&
    about.questionMass < UNRELATED_QUESTION_MASS &&
    about.share < UNRELATED_SHARE &&
    about.score < UNRELATED_RELEVANCE
  );
}

/** What the person would do (not "I would love to…"): they answer the situation asked, however vaguely. */
const ADDRESSES_IT = /\b(i would|i'd|i will|i'll)\s+(?!love|like|enjoy|rather|prefer)[a-z]+/i;

/** Scores an interview answer: see the file comment for the parts and caps. */
export function scoreAnswer(question: string, answer: string, context: QuestionContext = {}): ScoredAnswer {
  const text = answer.trim();
  const judged = judgedAs(question, context);
  const asked = judged.category;
  // a behavioural question about habits ("How do you organise your week?") wants a plan, not STAR
  const category = asked === 'behavioral' && HABIT.test(question) ? 'situational' : asked;
  const r = read(text);
  const m = readMeaning(text);
  const vocab = topicVocabulary(question, judged);
  const topic = topicOf({ question, keyPoints: judged.keyPoints, tips: judged.tips, family: judged.family });
  // S87: how much of the answer is about the question, by meaning (answer-meaning.ts)
  const about = relevanceTo(m, topic);
  const meaning = about.score;

  const cov = coverage(judged, question, m);
  const pointsKnown = cov.covered.length + cov.missed.length;
  // most of it for the key points (all of it from four in five), the rest for how much of the
  // answer is about the topic; a question with nothing to check against gets half at most
  const content = pointsKnown
    ? Math.round(
        MAX.content *
          (CONTENT_WEIGHTS.keyPoints * Math.min(1, cov.share / COVERAGE_FULL) +
            CONTENT_WEIGHTS.questionWords * Math.min(1, about.questionMass / QUESTION_MASS_FULL) +
            CONTENT_WEIGHTS.topic * meaning),
      )
    : r.wordCount >= 12
      ? Math.round(MAX.content / 2)
      : 0;
  const { points: structure, star } = structurePoints(category, text, r);
  const specifics = specificPoints(category, text, r, vocab, about.fieldTerms);
  const length = lengthPoints(r.wordCount);
  const parts: ScoreParts = { content, specifics, structure, length };
  let score = content + specifics + structure + length;

  // what no length can pass
  const knownShare = r.tokens.length
    ? r.stemmed.filter((s) => vocab.has(s) || WORK_WORDS.has(s)).length / r.tokens.length
    : 0;
  const list = listShaped(text) || listInSentence(text) || (r.wordCount >= 4 && r.functionShare < 0.12);
  let flaw: ScoredAnswer['flaw'] = null;
  if (r.wordCount === 0) flaw = 'empty';
  else if (
    r.nonWordShare >= 0.4 ||
    (r.wordCount >= 5 && r.functionShare < 0.1 && knownShare < 0.3 && !(list && r.nonWordShare < 0.2))
  )
    flaw = 'gibberish';
  else if (r.wordCount >= 12 && r.uniqueShare < 0.35) flaw = 'repetitive';
  else if (list) flaw = 'keyword-list';
  // a story of what the person did at work, asked for one, answers the question however it words
  // it: at most a vague or unrelated one, not one about something else (S127)
  else if (
    offTopic(text, r, m, about, pointsKnown > 0) &&
    !(
      category === 'behavioral' &&
      concreteActions(text).size >= STORY_ACTIONS &&
      about.share >= STORY_FIELD_SHARE
    ) &&
    (concreteActions(text).size < WORK_ACTIONS || knownShare < WORK_SHARE)
  )
    flaw = 'off-topic';
  else if (r.wordCount < 12) flaw = 'too-short';
  // none of the key points and little of the question's words: about something else, however well
  // told (a story from another part of life, another question's answer), so at most 30 (S117); what
  // the person would do in the situation asked is a vague answer to it, not one about something else
  else if (
    pointsKnown &&
    !(ADDRESSES_IT.test(text) && about.share >= 0.25) &&
    unrelated(cov.share, about) &&
    !(concreteActions(text).size >= WORK_ACTIONS && knownShare >= WORK_SHARE)
  )
    flaw = 'unrelated';
  // fluent, but none of the concept beyond the question's own words
  // (only with the question's own key points, or a bank neighbour's, to judge by)
  else if (
    pointsKnown &&
    category === 'technical' &&
    cov.substantive === 0 &&
    r.wordCount >= 25 &&
    !(concreteActions(text).size >= PROCEDURE_ACTIONS && knownShare >= WORK_SHARE)
  )
    flaw = 'missed-concept';
  // turned from the question to the person's own preferences, plans, availability, credentials or
  // complaints ("I prefer stick", "I can start Monday", "the real problem is staffing") and making
  // none of its points: about something else, however much of the field's words it uses (S127);
  // a question about why the person wants the job asks for just that
  if (
    (flaw === null || flaw === 'too-short' || flaw === 'unrelated' || flaw === 'missed-concept') &&
    category !== 'company-specific' &&
    cov.substantive === 0 &&
    cov.share < SUBJECT_CHANGE_COVERAGE &&
    subjectChangesIn(text).length > 0
  )
    flaw = 'off-topic';
  // bad practice or dishonesty told as what the person does (S123): however fluent and on topic, a
  // hiring manager in any field grades it below an adequate answer; a mistake owned is not one
  const redFlags =
    flaw === null || flaw === 'too-short' || flaw === 'unrelated' || flaw === 'missed-concept'
      ? redFlagsIn(text)
      : [];
  if (redFlags.length > 0) flaw = 'bad-practice';
  // claims about oneself or the job with nothing behind them ("I'm very organised", "safety comes
  // first") and none of the question's points: a vague answer to it, not one about something else (S123)
  // (an answer off the topic is vague only when it touches the question's own words at all)
  const claims =
    flaw === null ||
    flaw === 'too-short' ||
    flaw === 'unrelated' ||
    (flaw === 'off-topic' && about.questionMass > 0)
      ? emptyClaimsIn(text)
      : [];
  // and an answer of any length made more of such claims than of what the person did is vague too (S127)
  if (
    (claims.length > 0 && cov.substantive === 0 && r.wordCount < 60) ||
    (claims.length >= MANY_CLAIMS && claims.length >= concreteActions(text).size)
  )
    flaw = 'empty-claims';
  // thick with hedges and asides ("kind of", "I guess", "anyway"): it rambles (S123)
  const hedges = flaw === null ? hedgesIn(text) : 0;
  if (hedges >= RAMBLING_HEDGES && (100 * hedges) / r.wordCount >= RAMBLING_HEDGES_PER_100) flaw = 'rambling';
  // a keyword list earns a little for the key points it names, never more than its cap
  const cap =
    flaw === 'keyword-list'
      ? Math.round(KEYWORD_LIST_FLOOR + (CAPS[flaw] - KEYWORD_LIST_FLOOR) * cov.share)
      : flaw
        ? CAPS[flaw]
        : 100;
  if (flaw) score = Math.min(score, cap);
  // full sentences on the question's topic say more than a list of keywords or a few words (S87)
  // (when it answers: it says something the person did or would do, or makes some of the key points;
  // sentences about one's job or plans that do neither say nothing to the question, S123)
  if (!flaw && r.wordCount >= 12 && (concreteActions(text).size > 0 || cov.share >= ON_TOPIC_COVERAGE))
    score = Math.max(score, ON_TOPIC_FLOOR);
  // a few words on the question's topic say more than a list of keywords: from 18 to the cap (only
  // when they touch the question: a few words about one's hours or hobbies are not an answer, S123)
  if (flaw === 'too-short' && (about.questionMass > 0 || cov.share > 0))
    score = Math.max(score, TOO_SHORT_FLOOR + Math.round((cap - TOO_SHORT_FLOOR) * cov.share));
  // claims about oneself say more than nothing: a few words of them less than sentences (S123)
  if (flaw === 'empty-claims')
    score = Math.max(score, r.wordCount < 12 ? EMPTY_CLAIMS_SHORT_FLOOR : EMPTY_CLAIMS_FLOOR);
  // a list of the field's terms is at least about the topic: above an answer about something else (S123)
  if (flaw === 'keyword-list') score = Math.max(score, KEYWORD_LIST_FLOOR);
  score = Math.max(0, Math.min(100, Math.round(score)));

  const breakdown = [
    `content ${content}/${MAX.content} (${pointsKnown ? `${cov.covered.length} of ${pointsKnown} key points` : 'no key points to check'})`,
    `specifics ${specifics}/${MAX.specifics}`,
    `structure ${structure}/${MAX.structure}`,
    `length ${length}/${MAX.length} (${r.wordCount} words)`,
  ];

  const strengths: string[] = [];
  const improvements: string[] = [];
  const reason: Record<NonNullable<ScoredAnswer['flaw']>, string> = {
    empty: 'There is no answer to score yet.',
    gibberish: 'This does not read as an answer: most of it is not words, so it scores very low.',
    repetitive: 'The same words repeat over and over, so there is little answer to score.',
    'keyword-list':
      'This is a list of keywords, not an answer. Interviewers score what you did or how something works, in sentences.',
    'off-topic': 'This answer is about something else: it does not touch the question.',
    unrelated:
      'This answer does not answer the question asked: it makes none of its points, so it scores at most 30.',
    'too-short': 'This is too short to show what you know: a few words cannot cover the question.',
    'missed-concept': 'This answer reads well but misses the concept the question is about.',
    rambling: `This answer wanders: hedges and asides ("kind of", "I guess", "anyway") bury what you did or would do, so it scores at most ${CAPS.rambling}.`,
    'empty-claims': `${r.wordCount < 12 ? 'This is too short to show what you know, and it' : 'This answer'} says what you are like, not what you did or would do: claims with nothing behind them score at most ${CAPS['empty-claims']}.`,
    'bad-practice': `This answer describes ${join(redFlags.map((f) => f.label))}: a hiring manager marks that down however well it is told, so it scores at most ${CAPS['bad-practice']}.`,
  };

  if (flaw === 'missed-concept') {
    const stray = strayTopic(r, vocab);
    const idea = keyIdea(judged.tips[0]);
    improvements.push(
      `${stray ? `You described ${stray.label} (${join(stray.hits.slice(0, 3))}), which is not what this question is about. ` : 'Your answer does not explain the concept the question asks about. '}${idea ? `The key idea: ${idea}` : ''}`.trim(),
    );
  }
  if (flaw === 'bad-practice') improvements.push(...redFlags.map((f) => f.advice));
  if (flaw && flaw !== 'missed-concept' && flaw !== 'bad-practice') {
    improvements.push(
      category === 'behavioral'
        ? 'Answer with one real situation: what happened, what you did, and how it ended.'
        : category === 'technical'
          ? `Explain it in a few sentences: what it is, how it works, and an example.${judged.tips[0] ? ` The key idea: ${keyIdea(judged.tips[0])}` : ''}`
          : 'Answer the question in a few full sentences, with a reason and an example.',
    );
    // what the answer did not say, in the key points' own plain words (S87)
    if (flaw === 'keyword-list' && cov.covered.length > 0)
      improvements.push(
        `You named ${join(cov.covered.slice(0, 3))}: say in sentences what you did about ${cov.covered.length > 1 ? 'them' : 'it'}.`,
      );
    if ((flaw === 'keyword-list' || flaw === 'off-topic' || flaw === 'unrelated') && cov.missed.length > 0)
      improvements.push(`A strong answer covers ${join(cov.missed.slice(0, 3))}.`);
  }
  if (flaw === 'missed-concept' && cov.missed.length > 0)
    improvements.push(`A strong answer covers ${join(cov.missed.slice(0, 3))}.`);

  if (flaw === 'missed-concept') strengths.push('You wrote in clear, full sentences.');
  if (!flaw || flaw === 'too-short') {
    if (cov.covered.length > 0) strengths.push(`You covered ${join(cov.covered)}.`);
    if (star && isBehavioural(category)) {
      const parts = (['situation', 'task', 'action', 'result'] as const).filter((p) => star[p]);
      if (parts.length === 4)
        strengths.push(
          'Your answer follows STAR: the situation, your task, what you did and the result are all there.',
        );
      else if (category === 'behavioral') {
        if (!star.situation)
          improvements.push('Set the scene in one sentence: where you were and what was at stake.');
        if (!star.task) improvements.push('Say what you were responsible for, in your own words.');
        if (!star.action) improvements.push('Say what you did yourself, with "I", step by step.');
        if (!star.result) improvements.push('End with the result, with a number if you have one.');
      }
    }
    if (/\d/.test(text) && specifics >= 8 && cov.covered.length > 0)
      strengths.push('Your numbers make the result concrete and believable.');
    else if (specifics >= 10) strengths.push('You gave specific details, not generalities.');
    if (category === 'technical' && structure >= 15)
      strengths.push('You explained what it is, how it works and when it matters.');
    if (category === 'situational' && structure >= 15)
      strengths.push('You laid out a plan with your reasons and a follow-up.');
    if (cov.missed.length > 0)
      improvements.push(`A strong answer also covers ${join(cov.missed.slice(0, 3))}.`);
    if (specifics < 8) improvements.push('Add specifics: a number, a tool, a name, or what exactly you did.');
    if (category === 'technical' && structure < 15)
      improvements.push('Give a concrete example, and say what it costs or when it does not apply.');
    if (r.wordCount < 60 && !flaw)
      improvements.push('Go one level deeper: how, why, and what changed because of it.');
    if (r.wordCount > 400) improvements.push('Tighten it: two minutes of speech is about 250 words.');
  }
  // a tip the answer has not followed yet
  if (improvements.length < 4 && !flaw && cov.share < 0.8) improvements.push(...judged.tips.slice(0, 1));
  if (strengths.length === 0 && !flaw) strengths.push('You answered the question directly.');
  if (improvements.length === 0)
    improvements.push('Say it aloud once or twice: it should take under two minutes.');

  const verdict =
    flaw && flaw !== 'too-short' && flaw !== 'missed-concept'
      ? reason[flaw]
      : score >= 80
        ? 'Strong answer.'
        : score >= 60
          ? 'Solid answer with room to sharpen it.'
          : score >= 40
            ? flaw
              ? reason[flaw]
              : 'Partly there: it needs more substance.'
            : flaw
              ? reason[flaw]
              : 'This answer needs more substance.';
  const covers =
    cov.covered.length + cov.missed.length > 0
      ? !flaw
        ? ` It covers ${cov.covered.length} of the ${cov.covered.length + cov.missed.length} points a strong answer makes.`
        : ''
      : ' Waymark has no key points for this question, so content counts half.';
  return {
    score,
    feedback: `${verdict}${covers} Score ${score}: ${breakdown.join(', ')}${flaw ? `, capped at ${cap}` : ''}.`,
    strengths: strengths.slice(0, 3),
    improvements: improvements.slice(0, 4),
    parts,
    flaw,
    redFlags,
    covered: cov.covered,
    missed: cov.missed,
    relevance: Math.round(meaning * 100) / 100,
    star: isBehavioural(category) ? star : null,
    breakdown,
  };
}
