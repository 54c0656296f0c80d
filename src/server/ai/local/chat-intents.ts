/**
 * What a chat message asks, for the local engine (docs/product.md §4 Chat routing, local answers):
 * a few intents it answers from the user's own data, else the guide that answers the question,
 * else an honest "no guide on that" (a career question) or a polite decline (anything else).
 * Pure: the knowledge index is passed in.
 */
import type { ChatTopic, GuidanceArticle } from '../../../shared/ai.schema.ts';
import { type KnowledgeIndex, MATCH_THRESHOLD } from './knowledge.ts';
import { SKILL_LEXICON } from './skill-lexicon.ts';
import { escapeRegExp, stem, words } from './text.ts';

export type ChatIntent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'help' }
  | { kind: 'identity' }
  | { kind: 'more' }
  | { kind: 'resume-status' }
  | { kind: 'time-left' }
  | { kind: 'offer'; amount: number; hourly: boolean; wanted: number | null }
  | { kind: 'salary'; current: { amount: number; hourly: boolean } | null }
  | { kind: 'skill-fit'; skill: string }
  | { kind: 'become'; role: string }
  | { kind: 'order'; first: string; second: string }
  | { kind: 'my-skills' }
  | { kind: 'next-skill' }
  | { kind: 'jobs-near' }
  | { kind: 'article'; article: GuidanceArticle; confidence: number }
  | { kind: 'no-match'; closest: GuidanceArticle | null }
  | { kind: 'off-topic' };

/** The intent's name as the evaluation set writes it ("article:<id>" for a guide). */
export function intentLabel(intent: ChatIntent): string {
  return intent.kind === 'article' ? `article:${intent.article.id}` : intent.kind;
}

const has = (re: RegExp, text: string) => re.test(text);

/**
 * Money in a message, in dollars a year unless it says per hour: "$80K", "80k", "80,000",
 * "$95,000", "95 thousand", "$42 an hour".
 */
export function moneyIn(text: string): Array<{ amount: number; hourly: boolean }> {
  const out: Array<{ amount: number; hourly: boolean }> = [];
  const re =
    /\$?\s?(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s?(k\b|thousand\b|grand\b)?(\s*(?:\/|an|a|per)\s*(?:hr|hour)\b)?/gi;
  for (const m of text.matchAll(re)) {
    const raw = m[1] ?? '';
    const hasDollar = m[0].includes('$');
    let n = Number(raw.replace(/[,]/g, '').replace(/\.(?=\d{3}\b)/g, ''));
    if (!Number.isFinite(n)) continue;
    if (m[2]) n *= 1000;
    const hourly = Boolean(m[3]);
    // a salary is at least $10K a year or $8 an hour; plain small numbers are not money
    if (hourly ? n >= 8 && n <= 500 : n >= 10_000 && n <= 2_000_000) {
      if (hasDollar || m[2] || n >= 10_000 || hourly) out.push({ amount: Math.round(n * 100) / 100, hourly });
    }
  }
  return out;
}

/** Words of a career question: work, learning, applying, the roles and skills Waymark knows. */
const CAREER_WORDS = new Set(
  (
    'job jobs career careers work working workplace resume cv interview interviews salary salaries pay skill skills ' +
    'learn learning employer employers hire hiring hired company companies boss manager promotion raise role roles ' +
    'position positions degree certificate certification clearance union unionize colleague colleagues coworker ' +
    'coworkers portfolio linkedin recruiter recruiters offer offers internship internships freelance freelancing ' +
    'startup industry profession occupation roadmap course courses bootcamp study developer developers engineer ' +
    'engineers designer designers scientist scientists analyst analysts manager managers programmer coding code ' +
    'programming tech apply application applications networking mentor team project projects laid layoff fired ' +
    'quit resign resignation contract contractor remote office government ux ui design'
  ).split(' '),
);

const TECH_NAMES = new Set(
  SKILL_LEXICON.flatMap((e) => [e.name, ...(e.aliases ?? [])]).map((t) => t.toLowerCase()),
);

/** Any technology name of three letters or more, as a whole word: one pattern, compiled once. */
const TECH_NAME_PATTERN = new RegExp(
  `(^|[^a-z])(${[...TECH_NAMES]
    .filter((t) => t.length > 2)
    .map(escapeRegExp)
    .join('|')})([^a-z]|$)`,
);

/** True when a message is about work, careers or learning at all. */
export function isCareerQuestion(text: string): boolean {
  const ws = words(text);
  if (ws.some((w) => CAREER_WORDS.has(w) || CAREER_WORDS.has(stem(w)))) return true;
  return TECH_NAME_PATTERN.test(text.toLowerCase());
}

/** Requests that are plainly not about careers, whatever words they share with the guides. */
const OFF_TOPIC =
  /\b(capital of|recipe|poem|song lyrics|joke|weather|who won|super bowl|world cup|movie|tv show|horoscope|my taxes|do my homework|translate|celebrity|football|soccer|basketball|cook|bake)\b/i;

/** Requests for something made up (a poem, a joke), declined even when they name a technology. */
const MAKE_BELIEVE =
  /\b(poem|haiku|limerick|song|lyrics|rap|joke|riddle|recipe|horoscope|fairy tale|bedtime story)s?\b/i;

/** Two things to learn, in "X or Y first?", "X before Y?" or "which first, X or Y?" questions. */
function orderPair(text: string): { first: string; second: string } | null {
  const t = text.replace(/[?!.]+$/, '').trim();
  const patterns: RegExp[] = [
    /\b(?:learn|study|do|start with|pick|take|focus on)\s+(.+?)\s+or\s+(.+?)\s+first\b/i,
    /\bfirst\s*[,:]?\s*(.+?)\s+or\s+(.+)$/i,
    /^(?:should i (?:learn|study|do|start with)\s+)?(.+?)\s+or\s+(.+?)\s+first$/i,
    /\b(?:learn|study|know|do|finish)\s+(.+?)\s+before\s+(?:i\s+(?:learn|start|study)\s+)?(.+)$/i,
    /\b(?:learn|study|start with)\s+(.+?)\s+(?:or|vs\.?|versus)\s+(.+?)$/i,
  ];
  for (const re of patterns) {
    const m = re.exec(t);
    if (m?.[1] && m[2]) {
      const clean = (s: string) =>
        s
          .replace(/^(should i|do i need to|do i|i should|to)\s+/i, '')
          .replace(/^(learn|study|start with|pick)\s+/i, '')
          .trim();
      const first = clean(m[1]);
      const second = clean(m[2]);
      if (first && second && first.split(/\s+/).length <= 5 && second.split(/\s+/).length <= 5)
        return { first, second };
    }
  }
  return null;
}

/**
 * The skill in "Should I learn Spark?", "Is it worth learning Python as a frontend dev?" or "Do I
 * need to know Docker?", when it names a technology Waymark knows (else the guides answer).
 */
function skillAsked(text: string): string | null {
  const m =
    /^(?:is it worth|would it be worth|is it a good idea|should i|do i need to|do i have to|do i really need to)\s+(?:learn|learning|study|studying|know|pick up)\s+(.+?)(?:\s+(?:as|for|if|to|now|too|at all|first|next)\b.*)?\??$/i.exec(
      text.trim(),
    ) ?? /^is\s+(.+?)\s+worth\s+(?:learning|it|studying)\b/i.exec(text.trim());
  const skill = m?.[1]?.replace(/[?.!]+$/, '').trim();
  if (!skill || skill.split(/\s+/).length > 4) return null;
  return TECH_NAMES.has(skill.toLowerCase()) ? skill : null;
}

export interface UnderstandContext {
  index: KnowledgeIndex;
  /** The routed category (docs/product.md §4), to prefer its guides on a tie. */
  topic: ChatTopic | 'general';
}

/** What the message asks: see the file comment. */
export function understand(message: string, { index, topic }: UnderstandContext): ChatIntent {
  const text = message.trim();
  const lower = text.toLowerCase();
  const n = words(text).length;
  if (n === 0) return { kind: 'help' };

  if (
    has(
      /\b(are you|r u)\s+(an?\s+)?(ai|a\.i\.|bot|robot|human|real( person)?|person|chat ?gpt|gpt|llm|language model|machine)\b|\bwho are you\b|\bwhat are you\b|\bwhich (ai|model|llm)\b|\bwhat model\b|\bis this (an? )?(ai|bot|chat ?gpt)\b/i,
      lower,
    )
  )
    return { kind: 'identity' };
  if (n <= 4 && has(/^(hi|hello|hey|hiya|good (morning|afternoon|evening)|yo)\b/i, lower))
    return { kind: 'greeting' };
  if (n <= 6 && has(/^(thanks|thank you|thx|cheers|great,? thanks|ok thanks|that helps)\b/i, lower))
    return { kind: 'thanks' };
  if (has(/\b(what can you do|how can you help|what do you know|what are you for|help me$|^help$)/i, lower))
    return { kind: 'help' };
  if (
    n <= 6 &&
    has(
      /^(tell me more|more|go on|continue|keep going|elaborate|more details?|explain more|can you (elaborate|expand)( on that)?|what else)\b/i,
      lower,
    )
  )
    return { kind: 'more' };

  if (
    has(/\b(ats|resume|résumé|cv)\s+score\b|\bscore (of|on|for) my (resume|résumé|cv)\b/i, lower) ||
    has(/\b(what'?s|what is|anything) missing (from|on|in) my (resume|résumé|cv)\b/i, lower) ||
    has(/\bhow (good|strong|bad) is my (resume|résumé|cv)\b|\bmy (resume|résumé|cv)('s)? (gaps|weak)/i, lower)
  )
    return { kind: 'resume-status' };

  if (
    has(
      /\bhow long (until|till|will it take|to finish|before i)|\bwhen will i (be done|finish|be ready|complete)|\bhours? (left|remaining)|\bhow many (hours|weeks|months) (do i have )?(left|remaining|until|to go|more)|\bhow (much|far) (is )?left\b/i,
      lower,
    )
  )
    return { kind: 'time-left' };

  const money = moneyIn(text);
  const [amount] = money;
  // what the person earns now ("I make $65K, is that low?"): their pay against the wages
  if (
    amount &&
    has(
      /\b(i (make|earn|get paid)|i'?m (making|earning|paid|on)|my (current )?(salary|pay|wage) is|currently (make|earn|paid))\b/i,
      lower,
    ) &&
    !has(/\b(offer(ed)?|counter|negotiat\w*)\b/i, lower)
  )
    return { kind: 'salary', current: { amount: amount.amount, hourly: amount.hourly } };
  if (
    money.length > 0 &&
    has(
      /\b(offer(ed)?|counter|negotiat\w*|salary|pay|paid|compensation|wanted|asking|ask for|raise)\b/i,
      lower,
    )
  ) {
    const [first, second] = money;
    return {
      kind: 'offer',
      amount: first?.amount ?? 0,
      hourly: first?.hourly ?? false,
      wanted: second && second.hourly === first?.hourly ? second.amount : null,
    };
  }
  if (
    has(
      /\bhow much (do|does|can|could|will|would)\b.*\b(make|earn|get paid|paid)\b|\b(average|typical|median|expected) (salary|pay|wage)\b|\bsalary (for|of|range)\b|\bwhat (do|does)\b.*\b(make|earn)\b|\bwhat should i (ask|expect) (for|to be paid)\b/i,
      lower,
    )
  )
    return { kind: 'salary', current: null };

  const pair = orderPair(text);
  if (pair) return { kind: 'order', ...pair };

  const fit = skillAsked(text);
  if (fit) return { kind: 'skill-fit', skill: fit };

  const become =
    /\bhow (?:do|can|would|should) i (?:become|get into|break into|start as|start out as)\s+(?:an?\s+)?([a-z/ -]+?)\s*\??$/i.exec(
      text,
    );
  if (
    become?.[1] &&
    become[1].split(/\s+/).length <= 4 &&
    !/\b(without|with|if|after|from|at|in)\b/i.test(become[1])
  )
    return { kind: 'become', role: become[1].trim() };

  if (
    has(
      /\b(what|which) skills? (do|have) i (already )?(have|got|know|completed|finished)\b|\bwhat (do i|have i) (already )?(know|learned|learnt|completed)\b|\b(list|show) (me )?my skills\b/i,
      lower,
    )
  )
    return { kind: 'my-skills' };

  if (
    has(
      /\b(what|which) (skill|skills|thing|one)?\s*(should|do) i (learn|study|focus on|work on)( next| now| first)?\b|\bnext (skill|step)s?\b|\bwhat to learn\b|\bwhere (do|should) i start\b/i,
      lower,
    )
  )
    return { kind: 'next-skill' };

  if (
    has(
      /\b(any|find|looking for|are there)\b.*\bjobs?\b.*\b(in|near|around)\b|\bjobs? (in|near|around) (me|my|\w+)|\bwho('s| is) hiring\b|\bopenings? (in|near)\b|\bjob (openings|listings)\b/i,
      lower,
    )
  )
    return { kind: 'jobs-near' };

  if (MAKE_BELIEVE.test(lower) && !/\b(resume|cv|cover letter|interview)\b/.test(lower))
    return { kind: 'off-topic' };
  if (OFF_TOPIC.test(lower) && !isCareerQuestion(lower.replace(OFF_TOPIC, ''))) return { kind: 'off-topic' };

  const best = index.best(text, topic === 'general' ? null : topic);
  if (best && best.confidence >= MATCH_THRESHOLD) return { kind: 'article', ...best };
  if (isCareerQuestion(text))
    return { kind: 'no-match', closest: best && best.confidence >= 0.3 ? best.article : null };
  return { kind: 'off-topic' };
}
