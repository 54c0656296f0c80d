/**
 * The local engine's chat answers (docs/product.md §4 What the local engine answers; docs/decisions.md
 * D2, S76-S78): what the message asks (nlu/understand.ts: a classifier trained on utterances, the
 * message's entities and the previous turn), answered from what Waymark knows and only that: the
 * occupation data (O*NET tasks, BLS wages and projections, family packs), the roadmap and its
 * progress, the resume's analysis, the applications, and the guidance articles. Safety comes
 * first; below the confidence threshold it says what it can answer.
 */
import type { ChatTopic, GuidanceArticle } from '../../../shared/ai.schema.ts';
import type { Goal } from '../../../shared/goal.schema.ts';
import type { OccupationFacts } from '../../../shared/occupation.api.ts';
import { recommendedSkills, roadmapTimeLeft } from '../../../shared/progress.ts';
import { readabilityMeaning } from '../../../shared/readability.ts';
import type { AtsPart } from '../../../shared/resume.schema.ts';
import type { Location } from '../../../shared/user.schema.ts';
import { nearestBankQuestion } from './answer-scorer.ts';
import { type KnowledgeIndex, MATCH_THRESHOLD } from './knowledge.ts';
import { concepts } from './nlu/classifier.ts';
import { FOLLOW_UP, type Intent } from './nlu/corpus.ts';
import type { Entities } from './nlu/entities.ts';
import { inDialogue, readMessage, turnOf, type Understanding } from './nlu/understand.ts';
import {
  credentialsAnswer,
  entryAnswer,
  type OccupationLookup,
  outlookAnswer,
  payAnswer,
  relatedAnswer,
  tasksAnswer,
} from './occupation-answers.ts';
import { allQuestions, fieldBank, practiceField } from './question-bank.ts';
import { indexText, mentionsSkill } from './skill-lexicon.ts';

/** A counter-offer's input: an amount, hourly or yearly, and the figure the user wanted. */
interface OfferAsked {
  amount: number;
  hourly: boolean;
  wanted: number | null;
}

/** The user's current resume, as its analysis left it. */
export interface ResumeSummary {
  fileName: string;
  atsScore: number;
  readabilityScore: number;
  presentSkills: string[];
  missingSkills: string[];
  /** The ATS score's parts (empty for a provider's analysis). */
  parts: AtsPart[];
}

export interface LocalAdviceContext {
  role: string;
  /** "City, ST", or null when the user has no location */
  city: string | null;
  completedSkills: string[];
  /** The next incomplete skills in roadmap order, each with its first incomplete resource. */
  nextSkills: Array<{
    name: string;
    resource?: { title: string; link: string; source: string; duration: string };
  }>;
  /** The sample market of the user's city (sample data, not real openings). */
  market?: { label: string; totalJobs: number; averageSalary: number; inDemandSkills: string[] } | null;
  jobs?: Array<{ title: string; company: string; salary: string; isRemote: boolean }>;
  /** The roadmap with progress: order, prerequisites and hours. */
  roadmap?: Pick<Goal, 'skills' | 'projects' | 'startedAt'> | null;
  resume?: ResumeSummary | null;
  /** The goal's occupation facts (BLS wages) where the user is. */
  wages?: OccupationFacts | null;
  /** The AI model this Waymark is set up with; null when it runs on the built-in guide only. */
  model?: string | null;
  /**
   * The user's previous question in this chat, the guides its answer showed, and what it was
   * taken for (its intent and entities, for follow-ups).
   */
  previous?: { question: string; articleIds: string[]; intent?: string; entities?: unknown } | null;
  /** Any occupation's data, through the title resolver. */
  occupations?: OccupationLookup | null;
  /** The goal's occupation code, when it has one. */
  goalCode?: string | null;
  /** Where the user is (for wages); a state the message names replaces it. */
  location?: Location | null;
  /** The user's job applications, for "which should I follow up on?". */
  applications?: Array<{ title: string; company: string; stage: string; followUpOn: string | null }> | null;
  now?: Date;
}

export interface LocalAnswer {
  text: string;
  /** What the engine took the message for: an intent of intents.md, or "none" below the threshold. */
  intent: Intent | 'none';
  /** Guides this answer showed, so "tell me more" can go on from them. */
  articleIds: string[];
  /** The entities the answer used (inherited ones included), kept for the next turn. */
  entities: Entities;
  /** True when the message was taken as a follow-up of the previous turn. */
  followUp: boolean;
}

const md = (text: string) => text.replace(/([\\`*_[\]<>])/g, '\\$1');
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const hourlyUsd = (n: number) => `$${n.toFixed(2).replace(/\.00$/, '')} an hour`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function place(ctx: LocalAdviceContext): string {
  return ctx.city ? md(ctx.city) : 'your area';
}

function roleName(ctx: LocalAdviceContext): string {
  return md(ctx.role || 'Software Developer');
}

/** Skills the user has: completed on the roadmap, or shown by the resume. Never anything else. */
function knownSkills(ctx: LocalAdviceContext): string[] {
  return [...new Set([...ctx.completedSkills, ...(ctx.resume?.presentSkills ?? [])])];
}

/** True when one of the user's skills is the skill a text names ("Java" is not "JavaScript"). */
function hasSkill(known: readonly string[], name: string): boolean {
  const text = indexText(name);
  return known.some((k) => mentionsSkill(k, text));
}

function nextSkillLine(ctx: LocalAdviceContext): string | null {
  const next = ctx.nextSkills[0];
  if (!next) return null;
  const resource = next.resource
    ? ` Start with [${md(next.resource.title)}](${next.resource.link}) (${md(next.resource.source)}, ${next.resource.duration}).`
    : '';
  return `Your next skill on the ${roleName(ctx)} roadmap is **${md(next.name)}**.${resource}`;
}

/** A city's sample market as the local engine reads it: its label and summary figures. */
export function marketContext(
  market:
    | { label: string; summary: { totalJobs: number; averageSalary: number; inDemandSkills: string[] } }
    | undefined,
): LocalAdviceContext['market'] {
  if (!market) return null;
  const { totalJobs, averageSalary, inDemandSkills } = market.summary;
  return { label: market.label, totalJobs, averageSalary, inDemandSkills };
}

/** The sample market's asks that are on the roadmap: what the user has and what to add. */
function demandLine(ctx: LocalAdviceContext): string | null {
  if (!ctx.market || ctx.market.inDemandSkills.length === 0) return null;
  const known = knownSkills(ctx);
  const onRoadmap = (s: string) =>
    (ctx.roadmap?.skills ?? []).some((k) => mentionsSkill(k.name, indexText(s)));
  const have = ctx.market.inDemandSkills.filter((s) => hasSkill(known, s));
  const add = ctx.market.inDemandSkills.filter((s) => !have.includes(s) && onRoadmap(s)).slice(0, 3);
  const parts = [
    `In Waymark's sample market for ${md(ctx.market.label)} (example data), employers ask most for ${md(list(ctx.market.inDemandSkills.slice(0, 5)))}.`,
  ];
  if (have.length > 0) parts.push(`You have ${md(list(have))}.`);
  if (add.length > 0) parts.push(`Of the rest, your roadmap teaches ${md(list(add))}.`);
  return parts.join(' ');
}

function sampleJobsBlock(ctx: LocalAdviceContext): string | null {
  if (!ctx.market || !ctx.jobs?.length) return null;
  const lines = ctx.jobs
    .slice(0, 3)
    .map((j) => `- ${md(j.title)} at ${md(j.company)}, ${md(j.salary)}${j.isRemote ? ', remote' : ''}`);
  return [`Sample listings for ${md(ctx.market.label)} (example data, not real openings):`, ...lines].join(
    '\n',
  );
}

const figure = (v: number | 'top' | null | undefined): number | null =>
  v === 'top' ? 239_200 : typeof v === 'number' ? v : null;

/** The goal's BLS pay in one or two sentences, or null without figures. */
function wagesLine(ctx: LocalAdviceContext): string | null {
  const f = ctx.wages;
  const w = f?.wages;
  if (!f || !w) return null;
  const median = figure(w.median);
  const p25 = figure(w.p25);
  const p75 = figure(w.p75);
  if (median === null) return null;
  const range = p25 !== null && p75 !== null ? `; the middle half earns ${usd(p25)} to ${usd(p75)}` : '';
  const state =
    f.stateWage && figure(f.stateWage.mean) !== null
      ? ` In ${md(f.stateWage.state)} the average is ${usd(figure(f.stateWage.mean) as number)} (BLS, ${f.stateWage.year}).`
      : '';
  const note = f.scopeNote ? ` ${md(f.scopeNote)}` : '';
  return `**${md(f.title)}** earn a national median of **${usd(median)}** a year (BLS, ${w.year})${range}.${state}${note}`;
}

/**
 * A counter-offer above the offer, anchored to the goal's BLS wages where the user is
 * (docs/decisions.md S38): the local figure is the state's average (else the national median).
 * Below it, the counter goes halfway from the offer to it, kept between 5% and 20% above the offer,
 * so a higher-paying state gets a higher counter. At or above it, a 5% step; 8% without figures. A
 * figure the user says they wanted counts when it is higher (up to 20%). Rounded up to $1,000 (50
 * cents an hour).
 */
export function counterOffer(
  offer: number,
  hourly: boolean,
  wages: OccupationFacts | null | undefined,
  wanted: number | null = null,
): {
  counter: number;
  /** The figure the counter is anchored to: the state's average, else the national median. */
  local: { label: string; value: number } | null;
  /** True when the offer is below the local figure. */
  below: boolean;
  /** True when the counter stopped at 20% above the offer, short of halfway. */
  capped: boolean;
  /** True when the counter is the figure the user said they wanted. */
  fromWanted: boolean;
} {
  const scale = hourly ? 1 / 2080 : 1;
  const state = wages?.stateWage ? figure(wages.stateWage.mean) : null;
  const median = figure(wages?.wages?.median);
  const local =
    state !== null && wages?.stateWage
      ? { label: `the ${wages.stateWage.state} average`, value: state * scale }
      : median !== null
        ? { label: 'the national median', value: median * scale }
        : null;
  const step = hourly ? 0.5 : 1000;
  const roundUp = (n: number) => Math.ceil(n / step - 1e-9) * step;
  const below = local !== null && offer < local.value;
  const halfway = below && local ? offer + (local.value - offer) / 2 : null;
  let target = halfway ?? offer * (local ? 1.05 : 1.08);
  const capped = target > offer * 1.2;
  target = Math.min(Math.max(target, offer * 1.05), offer * 1.2);
  const fromWanted = wanted !== null && wanted > offer && Math.min(wanted, offer * 1.2) > target;
  if (fromWanted && wanted !== null) target = Math.min(wanted, offer * 1.2);
  let counter = roundUp(target);
  if (counter <= offer) counter = roundUp(offer + step);
  return { counter, local, below, capped: capped && !fromWanted, fromWanted };
}

function offerAnswer(ctx: LocalAdviceContext, intent: OfferAsked): string {
  const { amount, hourly, wanted } = intent;
  const money = hourly ? hourlyUsd : usd;
  const { counter, local, below, capped, fromWanted } = counterOffer(amount, hourly, ctx.wages, wanted);
  const f = ctx.wages;
  const where = f?.stateWage ? md(f.stateWage.state) : 'the U.S.';
  const title = md(f?.title ?? ctx.role ?? 'your goal');
  const pct = Math.round(((counter - amount) / amount) * 100);
  const lines: string[] = [];
  const figureOf = (a: { label: string; value: number }) => `${a.label} for ${title} (${money(a.value)})`;
  const head = `**Counter at ${money(counter)}**, ${pct}% above the ${money(amount)} offer`;
  lines.push(
    fromWanted
      ? `${head}: the figure you wanted${local ? `, with ${figureOf(local)} to point to` : ''}.`
      : local && below
        ? capped
          ? `${head}, toward ${figureOf(local)}. The offer is far below it; about 20% above an offer is the most a counter usually asks.`
          : `${head}, ${counter >= local.value ? 'at' : 'about halfway to'} ${figureOf(local)}.`
        : local
          ? `${head}: the offer is already at or above ${figureOf(local)}, so a small step is the usual ask.`
          : `${head}.`,
  );
  const wageText = wagesLine(ctx);
  if (wageText) lines.push(wageText);
  else
    lines.push(
      'Waymark has no BLS wage figures for your goal, so this is the usual 5-10% step above an offer; check the range in the posting or on levels.fyi for your city.',
    );
  lines.push(
    `Try: "Thank you, I'm excited about this role. Based on what ${title.toLowerCase()} earn in ${where} and what I bring, I was hoping for ${money(counter)}. Is there room to get there?"`,
  );
  lines.push(
    'If the base cannot move, ask about a sign-on bonus, equity, the start date or an early salary review, and get the final offer in writing.',
  );
  return lines.join('\n\n');
}

/** Weekly miles of solo over-the-road and regional runs, and the weeks a year they are paid. */
const WEEKLY_MILES: readonly [number, number] = [2000, 2500];
const PAID_WEEKS = 50;

function perMileAnswer(ctx: LocalAdviceContext, rate: number): string {
  const cents = (n: number) => `$${n.toFixed(2)}`;
  const [low, high] = WEEKLY_MILES;
  const yearLow = rate * low * PAID_WEEKS;
  const yearHigh = rate * high * PAID_WEEKS;
  const middle = (yearLow + yearHigh) / 2;
  const { counter, local, below } = counterOffer(middle, false, ctx.wages, null);
  const counterRate = Math.ceil(((rate * counter) / middle) * 100) / 100;
  const title = md(ctx.wages?.title ?? ctx.role ?? 'your goal');
  return join(
    `${cents(rate)} a mile at ${low.toLocaleString('en-US')} to ${high.toLocaleString('en-US')} miles a week (common for solo over-the-road and regional runs) is about ${usd(rate * low)} to ${usd(rate * high)} a week, **${usd(yearLow)} to ${usd(yearHigh)} a year** over ${PAID_WEEKS} weeks.`,
    local
      ? below
        ? `That is below ${local.label} for ${title} (${usd(local.value)}): **counter at ${cents(counterRate)} a mile**.`
        : `That is at or above ${local.label} for ${title} (${usd(local.value)}); a small step (${cents(counterRate)} a mile) is the usual ask.`
      : `A counter of a few cents a mile (${cents(counterRate)}) is the usual ask.`,
    wagesLine(ctx),
    'Miles decide the pay as much as the rate: ask the carrier for its drivers’ average paid miles a week, whether it pays practical or shortest-route miles, and what it pays for empty miles, stops, detention and layovers, and whether there is a weekly minimum. Get the offer in writing.',
  );
}

function resumeAnswer(ctx: LocalAdviceContext): string {
  const r = ctx.resume;
  if (!r)
    return 'You have not uploaded a resume yet. Upload one on the Resume page and I can tell you its ATS score, what pulls it down and which roadmap skills it does not name.';
  const lines = [
    `Your resume (**${md(r.fileName)}**) scores **${r.atsScore}/100** on Waymark's ATS check against the ${roleName(ctx)} roadmap.`,
  ];
  const weakest = [...r.parts]
    .filter((p) => p.points < p.max)
    .sort((a, b) => (a.points - a.max) / a.max - (b.points - b.max) / b.max)
    .slice(0, 2);
  if (weakest.length > 0)
    lines.push(
      `What pulls it down most:\n${weakest.map((p) => `- ${md(p.label)}: ${p.points}/${p.max} (${md(p.detail)})`).join('\n')}`,
    );
  if (r.missingSkills.length > 0)
    lines.push(
      `Top gaps, roadmap skills it does not name: ${md(list(r.missingSkills.slice(0, 4)))}. Name them if you have them; otherwise they are what to learn next.`,
    );
  lines.push(`Readability is ${r.readabilityScore}/100: ${readabilityMeaning(r.readabilityScore)}.`);
  return lines.join('\n\n');
}

function _timeLeftAnswer(ctx: LocalAdviceContext): string {
  if (!ctx.roadmap) return 'Choose a career goal first: then I can tell you how much of its roadmap is left.';
  const t = roadmapTimeLeft(ctx.roadmap, ctx.now ?? new Date());
  if (t.hoursLeft === 0) return `You have finished everything on the ${roleName(ctx)} roadmap. Well done!`;
  const pace =
    t.pace === 'progress'
      ? `your pace so far (about ${t.hoursPerWeek} hours a week)`
      : `${t.hoursPerWeek} hours a week (Waymark's assumption until you have two weeks of progress)`;
  const lines = [
    `Your ${roleName(ctx)} roadmap has about **${t.hoursLeft} hours** left: ${t.skillsLeft} skill${t.skillsLeft === 1 ? '' : 's'} and ${t.projectsLeft} project${t.projectsLeft === 1 ? '' : 's'}. At ${pace}, that is about **${t.weeksLeft} week${t.weeksLeft === 1 ? '' : 's'}**.`,
  ];
  const next = nextSkillLine(ctx);
  if (next) lines.push(next);
  return lines.join('\n\n');
}

function orderAnswer(ctx: LocalAdviceContext, intent: { first: string; second: string }): string {
  const skills = ctx.roadmap?.skills ?? [];
  const find = (text: string) => {
    const t = indexText(text);
    return skills.find((s) => mentionsSkill(s.name, t) || mentionsSkill(text, indexText(s.name)));
  };
  const a = find(intent.first);
  const b = find(intent.second);
  if (!a || !b || a.id === b.id) {
    const missing = [!a ? intent.first : null, !b ? intent.second : null].filter(
      (x): x is string => x !== null,
    );
    const onIt = [a, b].filter((x) => x !== undefined).map((x) => `**${md(x.name)}**`);
    const text = [
      skills.length === 0
        ? 'Choose a career goal first: your roadmap orders its skills and says which ones build on others.'
        : `${md(list(missing.map((m) => `"${m}"`)))} ${missing.length === 1 ? 'is' : 'are'} not on your ${roleName(ctx)} roadmap, so I cannot order ${missing.length === 1 ? 'it' : 'them'} for you from it.${onIt.length ? ` ${list(onIt)} is on it.` : ''}`,
      nextSkillLine(ctx),
    ]
      .filter(Boolean)
      .join('\n\n');
    return text;
  }
  const named = (s: { name: string }) => `**${md(s.name)}**`;
  const needs = (x: typeof a, y: typeof a) => x.prerequisites.find((p) => p.id === y.id);
  const lines: string[] = [];
  if (a.isCompleted && b.isCompleted) lines.push(`You have completed both ${named(a)} and ${named(b)}.`);
  else if (a.isCompleted || b.isCompleted) {
    const done = a.isCompleted ? a : b;
    const left = a.isCompleted ? b : a;
    lines.push(`You have already completed ${named(done)}, so go on with ${named(left)}.`);
  } else {
    const bNeedsA = needs(b, a);
    const aNeedsB = needs(a, b);
    if (bNeedsA) lines.push(`Learn ${named(a)} first: ${named(b)} builds on it (${md(bNeedsA.why)}).`);
    else if (aNeedsB) lines.push(`Learn ${named(b)} first: ${named(a)} builds on it (${md(aNeedsB.why)}).`);
    else {
      const order = recommendedSkills({ skills }).order;
      const ia = order.findIndex((s) => s.id === a.id);
      const ib = order.findIndex((s) => s.id === b.id);
      const [first, second] = ia <= ib ? [a, b] : [b, a];
      lines.push(
        `Start with ${named(first)}: your ${roleName(ctx)} roadmap puts it before ${named(second)}${
          first.difficulty && second.difficulty && first.difficulty !== second.difficulty
            ? ` (it is ${first.difficulty}, ${md(second.name)} is ${second.difficulty})`
            : ''
        }. Neither requires the other, so if a job or project needs ${md(second.name)} now, it is fine to switch.`,
      );
    }
  }
  const next = nextSkillLine(ctx);
  if (next) lines.push(next);
  return lines.join('\n\n');
}

/** Where a pay the user has now sits among the goal's BLS figures. */
function payCompared(ctx: LocalAdviceContext, pay: { amount: number; hourly: boolean }): string | null {
  const f = ctx.wages;
  const w = f?.wages;
  if (!w) return null;
  const scale = pay.hourly ? 2080 : 1;
  const yearly = pay.amount * scale;
  const money = pay.hourly ? hourlyUsd : usd;
  const p25 = figure(w.p25);
  const median = figure(w.median);
  const p75 = figure(w.p75);
  const national =
    p25 !== null && yearly < p25
      ? 'below the 25th percentile nationally: three in four earn more'
      : median !== null && yearly < median
        ? 'between the 25th percentile and the national median'
        : p75 !== null && yearly < p75
          ? 'between the national median and the 75th percentile'
          : 'at or above the 75th percentile nationally';
  const state = f?.stateWage ? figure(f.stateWage.mean) : null;
  const local =
    state !== null && f?.stateWage
      ? `, and ${yearly < state ? 'below' : 'at or above'} the ${md(f.stateWage.state)} average (${money(state / scale)})`
      : '';
  return `Your ${money(pay.amount)}${pay.hourly ? ` (about ${usd(yearly)} a year)` : ''} is ${national}${local}. These averages mix every level of experience, so compare with the 25th percentile if you are starting out.`;
}

/** "Should I learn X?": where X is on the user's roadmap, or that it is not on it. */
function skillFitAnswer(ctx: LocalAdviceContext, asked: string): string {
  const skills = ctx.roadmap?.skills ?? [];
  if (skills.length === 0)
    return 'Choose a career goal first: its roadmap says which skills it needs and in what order.';
  const t = indexText(asked);
  const skill = skills.find((s) => mentionsSkill(s.name, t) || mentionsSkill(asked, indexText(s.name)));
  const next = nextSkillLine(ctx);
  if (!skill) {
    const demanded = (ctx.market?.inDemandSkills ?? []).some((d) => mentionsSkill(asked, indexText(d)));
    return [
      `**${md(asked)}** is not on your ${roleName(ctx)} roadmap, so Waymark does not count it toward your goal.`,
      demanded && ctx.market
        ? `Employers in Waymark's sample market for ${md(ctx.market.label)} (example data) do ask for it, so it can be worth adding once your roadmap's skills are done, or sooner if a job you want asks for it.`
        : 'Learn it when a job you want asks for it; until then, your roadmap’s skills come first.',
      next,
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  if (skill.isCompleted)
    return paragraphs(
      `You have already completed **${md(skill.name)}** on your ${roleName(ctx)} roadmap.`,
      next,
    );
  const order = recommendedSkills({ skills }).order;
  const at = order.findIndex((s) => s.id === skill.id);
  const needs = skill.prerequisites
    .map((p) => skills.find((s) => s.id === p.id))
    .filter((s): s is NonNullable<typeof s> => s !== undefined && !s.isCompleted);
  const hours = skill.estimatedHours ? `, about ${skill.estimatedHours} hours` : '';
  return paragraphs(
    `Yes: **${md(skill.name)}** is on your ${roleName(ctx)} roadmap (${skill.difficulty ?? 'a skill'}${hours}), number ${at + 1} of the ${order.length} skills you have left in the recommended order.${
      needs.length
        ? ` It builds on ${list(needs.map((s) => `**${md(s.name)}**`))}, so learn ${needs.length === 1 ? 'that' : 'those'} first.`
        : ''
    }`,
    next,
  );
}

/** "How do I become a …?": the roadmap when it is the user's goal, else how to get one. */
function _becomeAnswer(ctx: LocalAdviceContext, asked: string): string {
  const words = (x: string) => new Set(x.toLowerCase().match(/[a-z]+/g) ?? []);
  const mine = words(ctx.role);
  const same = ctx.role && [...words(asked)].some((w) => mine.has(w) && w.length > 2);
  if (!ctx.roadmap || !same)
    return `${ctx.role ? `Your goal in Waymark is ${roleName(ctx)}. ` : ''}Choose "${md(asked)}" on Career Discovery (or type it as a job title) and Waymark builds its roadmap: the skills in order, resources and projects.`;
  const t = roadmapTimeLeft(ctx.roadmap, ctx.now ?? new Date());
  return paragraphs(
    `Your ${roleName(ctx)} roadmap is the path: ${t.skillsLeft} skill${t.skillsLeft === 1 ? '' : 's'} and ${t.projectsLeft} project${t.projectsLeft === 1 ? '' : 's'} left, about **${t.hoursLeft} hours**, in the order that respects their prerequisites. Projects are your proof for employers: build them as you go, then put them on your resume.`,
    nextSkillLine(ctx),
  );
}

const paragraphs = (...blocks: Array<string | null | undefined>) => blocks.filter(Boolean).join('\n\n');

function capabilities(ctx: LocalAdviceContext): string {
  return [
    '- **Any occupation:** what the work is, how to get in and which licence it needs, pay and demand where you are, related jobs ("how much do electricians make in Ohio?").',
    `- **Your plan:** what to learn next on your ${roleName(ctx)} roadmap, which skill first, how long it takes at your pace ("at 6 hours a week?").`,
    '- **Your resume and applications:** its ATS score and gaps, which applications to follow up on.',
    '- **An offer:** "they offered me $24 an hour": compared with BLS wages, with a counter.',
    '- Guides on resumes, cover letters, interviews, job search, negotiating, studying, career changes and situations at work.',
  ].join('\n');
}

function articleBlock(article: GuidanceArticle): string {
  return `**${md(article.title)}**\n\n${article.body}`;
}

/** One line that ties a guide to the user, when Waymark knows something that fits its topic. */
function personalLine(ctx: LocalAdviceContext, topic: GuidanceArticle['topic']): string | null {
  if (topic === 'resume' && ctx.resume)
    return `Your current resume scores ${ctx.resume.atsScore}/100 on Waymark's ATS check; ask "what is my ATS score?" for its gaps.`;
  if (topic === 'skills') return nextSkillLine(ctx);
  if (topic === 'career') {
    const done = ctx.completedSkills.length;
    if (!ctx.role) return null;
    return done > 0
      ? `You have completed ${done} skill${done === 1 ? '' : 's'} toward **${roleName(ctx)}**.`
      : `You are at the start of the **${roleName(ctx)}** roadmap.`;
  }
  return null;
}

/** The guides' topic for each advice intent: its guides are searched first. */
const GUIDE_TOPIC: Partial<Record<Intent, ChatTopic>> = {
  'resume-advice': 'resume',
  'cover-letter-advice': 'resume',
  'interview-advice': 'interview',
  'job-search-advice': 'jobs',
  'negotiation-advice': 'jobs',
  'learning-advice': 'skills',
  'career-change-advice': 'career',
  'workplace-advice': 'career',
};

/** docs/decisions.md S161: the share of topic words an interview question must share with a bank's. */
const ASKED_QUESTION_SHARE = 0.34;

/**
 * docs/decisions.md S161: how to answer an interview question the message names (in quotes, or the
 * whole message), from the goal's field's bank (its own questions, the family's and the general
 * ones): the key points a good answer covers and the bank's tips.
 */
function bankQuestionAsked(message: string, ctx: LocalAdviceContext): string | null {
  // a quote opens after a space or at the start, so the apostrophe of "what's" opens none
  const quoted = /(?<![\p{L}\d])["“‘']([^"“”]{8,200}?)["”’'](?=[\s,.?!]|$)/u.exec(message)?.[1] ?? message;
  const bank = allQuestions(fieldBank(ctx.role, practiceField(ctx.goalCode)));
  const q = nearestBankQuestion(quoted, bank, ASKED_QUESTION_SHARE);
  if (!q) return null;
  return join(
    `**How to answer "${md(q.question)}"**`,
    `A strong answer covers: ${md(list(q.keyPoints))}.`,
    q.tips.map((tip) => `- ${md(tip)}`).join('\n'),
    q.category === 'behavioral'
      ? 'Tell one real situation in order: what happened, what you did, and how it turned out.'
      : null,
    'Interview practice (Premium) asks questions like this one and scores your answer on these points.',
  );
}

/**
 * docs/decisions.md S159: the guide an advice intent read with at least CONFIDENT_INTENT gets when no
 * guide matches the question's words: changing careers, for any field.
 */
const INTENT_GUIDE: Partial<Record<Intent, string>> = {
  'career-change-advice': 'change-careers-into-a-new-field',
};
const CONFIDENT_INTENT = 0.8;

/** What each intent is about, in a few words, for "did you mean" and the help list. */
const TOPIC_NAMES: Record<Intent, string> = {
  greeting: 'saying hello',
  thanks: 'thanks',
  help: 'what I can help with',
  identity: 'who I am',
  emergency: 'an emergency',
  fraud: 'misrepresenting qualifications',
  'professional-referral': 'a legal, tax, immigration or medical question',
  'off-topic': 'something outside careers',
  'occupation-tasks': 'what the work of an occupation is',
  'entry-path': 'how to get into an occupation',
  credentials: 'the licences and certifications an occupation needs',
  pay: 'what an occupation pays',
  outlook: 'whether an occupation is in demand',
  'related-occupations': 'occupations related to one you name',
  'offer-evaluation': 'whether a pay offer is fair',
  'time-to-finish': 'how long your roadmap takes at your pace',
  'next-skill': 'what to learn next',
  'skill-order': 'which of two skills to learn first',
  'skill-value': 'whether a skill is worth learning for your goal',
  'my-progress': 'your progress',
  'resume-status': 'how your resume scored',
  'applications-status': 'your applications and follow-ups',
  'jobs-near': 'jobs near you',
  'mock-interview': 'interview practice',
  'resume-advice': 'resume advice',
  'cover-letter-advice': 'cover letters',
  'interview-advice': 'interview advice',
  'job-search-advice': 'finding openings',
  'negotiation-advice': 'negotiating pay',
  'learning-advice': 'studying and motivation',
  'career-change-advice': 'changing careers',
  'workplace-advice': 'situations at work',
};

/** Who to ask, by the kind of question (the concept the message has, gazetteers/concepts.json). */
const AUTHORITIES: Array<[string, string]> = [
  [
    'cimmigration',
    'Immigration status and work permits are for **USCIS** (uscis.gov) and a licensed **immigration attorney** or a DOJ-accredited representative; students should also ask their school’s designated school official.',
  ],
  [
    'ctax',
    'Tax questions are for the **IRS** (irs.gov) and a **CPA** or **enrolled agent**; free help is available through the IRS VITA programme if you qualify.',
  ],
  [
    'cmedical',
    'Health questions are for a **doctor, nurse practitioner or pharmacist** who can examine you; if it is urgent, urgent care or 911.',
  ],
  [
    'clegal',
    'Pay, overtime and firing rules are for your **state labor department** or the U.S. Department of Labor’s **Wage and Hour Division** (dol.gov); discrimination and harassment for the **EEOC** (eeoc.gov); an **employment lawyer** (many offer a free first consultation) or your union rep can advise on your case.',
  ],
  [
    'crecord',
    'Whether a record bars a licence is decided by your state’s **licensing board** for that work (the board of nursing, the trade or cosmetology board, the motor vehicle agency for a CDL): many weigh each case (what it was, how long ago, what you have done since), and some review a record before you apply. Answer every record question honestly: a conviction left off and found later is what most often costs a licence or a job. A **legal aid** office or a record-clearing clinic can tell you whether your record can be sealed or expunged, and many states and cities have **fair-chance** hiring laws that limit when employers may ask.',
  ],
];

function authorityFor(question: string): string {
  const lower = question.toLowerCase();
  const found = concepts().filter(([name, re]) => AUTHORITIES.some(([c]) => c === name) && re.test(lower));
  const picked = AUTHORITIES.filter(([c]) => found.some(([name]) => name === c));
  return (picked.length ? picked : AUTHORITIES)
    .slice(0, 2)
    .map(([, text]) => text)
    .join('\n\n');
}

const EMERGENCY_TEXT = [
  '**If anyone is in danger right now, call 911** (or your local emergency number) before anything else. Stay with the person and follow the dispatcher’s instructions.',
  '**If you or someone you know is thinking about suicide or self-harm, call or text 988** (the Suicide & Crisis Lifeline, 24/7, free and confidential), or chat at 988lifeline.org.',
  'I’m a career assistant and can’t help in an emergency. When everyone is safe, I’m here for anything about work.',
].join('\n\n');

/** The line before the answer to a message close to an emergency (docs/decisions.md S99). */
export const SAFETY_NOTE =
  '_If you or someone near you is in danger right now, call **911**. If you are thinking about suicide or self-harm, call or text **988** (Suicide & Crisis Lifeline, 24/7)._';

const FRAUD_TEXT = [
  'I can’t help with that: a fake or altered licence, degree, certificate, reference or work history is **fraud**. Employers verify these, a licence board can bar you, and forging documents can be a crime.',
  'The honest way that works: list what you really did and name the skills it used; show a credential in progress as “expected” with its date; ask a real supervisor, teacher or client to be a reference; and explain a gap briefly and truthfully. I can help you word any of these.',
].join('\n\n');

/** Where the user asks about: a state the message names, else the user's own location. */
function placeOf(ctx: LocalAdviceContext, e: Entities): Location | null {
  if (e.state) return { city: e.city?.split(',')[0] ?? '', state: e.state, country: 'United States' };
  return ctx.location ?? null;
}

/** The occupation the message names (through the title resolver), else the goal's. */
function occupationOf(
  ctx: LocalAdviceContext,
  e: Entities,
): { code: string; title: string; named: boolean } | null {
  if (e.occupation && ctx.occupations) {
    const found = ctx.occupations.resolve(e.occupation);
    if (found) return { ...found, named: true };
  }
  return ctx.goalCode ? { code: ctx.goalCode, title: ctx.role, named: false } : null;
}

/** The pace a message states: hours a week, or days (3 hours each, said as an assumption). */
function paceOf(e: Entities): { hours: number; note: string } | null {
  if (e.hoursPerWeek !== undefined && e.hoursPerWeek > 0)
    return { hours: e.hoursPerWeek, note: `${e.hoursPerWeek} hours a week` };
  if (e.weekdays?.length) {
    const hours = e.weekdays.length * 3;
    return {
      hours,
      note: `${e.weekdays.length} day${e.weekdays.length === 1 ? '' : 's'} a week at about 3 hours a day (${hours} hours a week; tell me your hours for a closer figure)`,
    };
  }
  return null;
}

/** A deadline needing more study than this a week is not a plan ("in 1 day": 2,730 hours a week). */
const MAX_STUDY_HOURS = 60;
/** Studying full time, as a training programme does. */
const FULL_TIME_STUDY_HOURS = 40;

function timeToFinishAnswer(ctx: LocalAdviceContext, e: Entities): string {
  if (!ctx.roadmap)
    return 'Choose a career goal first: then I can tell you how much of its roadmap is left and how long it takes at your pace.';
  const now = ctx.now ?? new Date();
  const t = roadmapTimeLeft(ctx.roadmap, now);
  if (t.hoursLeft === 0) return `You have finished everything on the ${roleName(ctx)} roadmap. Well done!`;
  const pace = paceOf(e);
  const lines: string[] = [];
  const weeksAt = (h: number) => Math.ceil(t.hoursLeft / h);
  if (pace) {
    const weeks = weeksAt(pace.hours);
    lines.push(
      `Your ${roleName(ctx)} roadmap has about **${t.hoursLeft} hours** left (${t.skillsLeft} skill${t.skillsLeft === 1 ? '' : 's'}, ${t.projectsLeft} project${t.projectsLeft === 1 ? '' : 's'}). At ${pace.note}, that is about **${weeks} week${weeks === 1 ? '' : 's'}** (about ${Math.max(1, Math.round(weeks / 4.35))} month${Math.round(weeks / 4.35) === 1 ? '' : 's'}).`,
    );
  } else {
    const assumed =
      t.pace === 'progress'
        ? `your pace so far (about ${t.hoursPerWeek} hours a week)`
        : `${t.hoursPerWeek} hours a week (Waymark's assumption until you have two weeks of progress)`;
    lines.push(
      `Your ${roleName(ctx)} roadmap has about **${t.hoursLeft} hours** left: ${t.skillsLeft} skill${t.skillsLeft === 1 ? '' : 's'} and ${t.projectsLeft} project${t.projectsLeft === 1 ? '' : 's'}. At ${assumed}, that is about **${t.weeksLeft} week${t.weeksLeft === 1 ? '' : 's'}**.`,
    );
  }
  // a deadline: the weekly hours it needs
  const deadlineWeeks = e.date
    ? (new Date(`${e.date}T00:00:00Z`).getTime() - now.getTime()) / (7 * 86_400_000)
    : e.duration
      ? e.duration.value * { day: 1 / 7, week: 1, month: 4.35, year: 52 }[e.duration.unit]
      : null;
  if (deadlineWeeks !== null && deadlineWeeks > 0) {
    const needed = Math.ceil(t.hoursLeft / deadlineWeeks);
    const by = e.date
      ? `by ${e.date}`
      : `in ${e.duration?.value} ${e.duration?.unit}${e.duration?.value === 1 ? '' : 's'}`;
    const fullTime = weeksAt(FULL_TIME_STUDY_HOURS);
    lines.push(
      needed > MAX_STUDY_HOURS
        ? `Finishing ${by} would take about ${needed.toLocaleString('en-US')} hours a week, more than anyone can study. Full time (about ${FULL_TIME_STUDY_HOURS} hours a week, like a training programme) it takes about **${fullTime} week${fullTime === 1 ? '' : 's'}**.`
        : `To finish ${by} you need about **${needed} hours a week**${pace ? (pace.hours >= needed ? ': your pace gets you there.' : `: ${needed - pace.hours} more than you said.`) : '.'}`,
    );
  } else if (deadlineWeeks !== null)
    lines.push('That date has passed: tell me a date ahead and I will work out the hours a week it needs.');
  lines.push(
    'Fit it in with short fixed sessions on the same days each week; the Dashboard’s weekly goal tracks it.',
  );
  const next = nextSkillLine(ctx);
  if (next) lines.push(next);
  return lines.join('\n\n');
}

function applicationsAnswer(ctx: LocalAdviceContext): string {
  const apps = ctx.applications;
  if (!apps)
    return 'Your applications are on the Applications page, where you can set a follow-up date for each.';
  if (apps.length === 0)
    return 'You have no applications tracked yet. Add each job you apply to on the Applications page (or use Apply Now on Local Market) and I can tell you which to follow up on.';
  const today = (ctx.now ?? new Date()).toISOString().slice(0, 10);
  const byStage = new Map<string, number>();
  for (const a of apps) byStage.set(a.stage, (byStage.get(a.stage) ?? 0) + 1);
  const due = apps.filter((a) => a.followUpOn !== null && a.followUpOn <= today);
  const lines = [
    `You are tracking **${apps.length}** application${apps.length === 1 ? '' : 's'}: ${[...byStage].map(([s, n]) => `${n} ${md(s)}`).join(', ')}.`,
    due.length
      ? `Follow-ups due:\n${due
          .slice(0, 5)
          .map((a) => `- ${md(a.title)} at ${md(a.company)} (since ${a.followUpOn})`)
          .join('\n')}`
      : 'No follow-up is due today.',
  ];
  return lines.join('\n\n');
}

function noFitAnswer(ctx: LocalAdviceContext, u: Understanding): string {
  const closest = u.closest
    .filter((i) => i !== 'off-topic' && i !== 'greeting' && i !== 'thanks')
    .slice(0, 2);
  return join(
    "I'm not sure what you're asking, so I'd rather not guess.",
    closest.length
      ? `Did you mean ${closest.map((i) => `**${TOPIC_NAMES[i]}**`).join(' or ')}? Ask me again in other words.`
      : null,
    'What I can answer:',
    capabilities(ctx),
  );
}

const join = (...blocks: Array<string | null | undefined>) => blocks.filter(Boolean).join('\n\n');

/**
 * The local engine's chat answer (docs/decisions.md D2, S76-S78; docs/product.md §4): see the file
 * comment. `reading`: the message as the chat already read it on its own (`readMessage`), put here
 * in the dialogue; read here when not given. The emergency numbers before an answer to a message
 * close to an emergency (S99) are the chat turn's to add (chat.service.ts, S114), not this answer's.
 */
export function localAnswer(
  topic: ChatTopic | 'general',
  question: string,
  ctx: LocalAdviceContext,
  index: KnowledgeIndex,
  reading?: Understanding,
): LocalAnswer {
  const now = ctx.now ?? new Date();
  const u = inDialogue(reading ?? readMessage(question, { now }), turnOf(ctx.previous));
  const e = u.entities;
  const answer = (text: string, articleIds: string[] = []): LocalAnswer => ({
    text,
    intent: u.intent,
    articleIds,
    entities: e,
    followUp: u.followUp,
  });
  const occupationAnswer = (
    write: (code: string, title: string, where: Location | null) => string | null,
    goalFacts?: (f: OccupationFacts) => string,
  ) => {
    const target = occupationOf(ctx, e);
    // without the occupation data, the goal's own figures answer for the goal
    if ((!target || !ctx.occupations) && !e.occupation && ctx.wages && goalFacts)
      return answer(goalFacts(ctx.wages));
    if (!target || !ctx.occupations)
      return answer(
        e.occupation
          ? `Waymark has no data on "${md(e.occupation)}" as an occupation. Try its usual job title (for example "registered nurse" or "electrician").`
          : 'Which occupation? Name it (for example "how much do electricians make in Ohio?"), or choose a career goal and I will answer for it.',
      );
    const text = write(target.code, target.title, placeOf(ctx, e));
    return answer(text ?? `Waymark has no data for ${md(target.title)} on that.`);
  };

  /** "Tell me more" after a guide: the next guide above the threshold for the same question. */
  const moreAnswer = (prev: NonNullable<LocalAdviceContext['previous']>) => {
    const next = index.best(prev.question, null, new Set(prev.articleIds));
    if (next && next.confidence >= MATCH_THRESHOLD)
      return answer(join(`More on "${md(prev.question)}":`, articleBlock(next.article)), [
        ...prev.articleIds,
        next.article.id,
      ]);
    return answer(
      prev.articleIds.length === 0
        ? `Waymark has no guide on "${md(prev.question)}", so there is nothing more I can add. Ask me about something else: an occupation, your next skill, your resume or interviews.`
        : `That is all Waymark's guides have on "${md(prev.question)}". Ask me about something else: an occupation, your next skill, your resume or interviews.`,
      prev.articleIds,
    );
  };
  // a follow-up of a turn stored before intents were kept: go on from its question
  if (
    ctx.previous &&
    !turnOf(ctx.previous) &&
    u.classification.intent === FOLLOW_UP &&
    u.intent !== 'emergency'
  )
    return moreAnswer(ctx.previous);

  switch (u.intent) {
    case 'emergency':
      return answer(EMERGENCY_TEXT);
    case 'fraud':
      return answer(FRAUD_TEXT);
    case 'professional-referral':
      return answer(
        join(
          'That needs someone licensed to advise on your situation, so I won’t guess:',
          authorityFor(question),
          'For the career side (a job search, a new role, your resume), I can help.',
        ),
      );
    case 'off-topic':
      return answer(
        join(
          "That's outside what I can help with: I'm Waymark's career guide, so I stick to work, learning and job search.",
          `For example, ask "What does a dental hygienist do?", "How much do electricians make in Ohio?" or "What should I learn next on my ${roleName(ctx)} roadmap?"`,
        ),
      );
    case 'none':
      return answer(noFitAnswer(ctx, u));
    case 'greeting':
      return answer(
        `Hi! I'm Waymark's career assistant. Ask me about any occupation (what the work is, how to get in, pay and demand where you are), your ${roleName(ctx)} roadmap, your resume and applications, or interviews.`,
      );
    case 'thanks':
      return answer(join("You're welcome!", nextSkillLine(ctx)));
    case 'help':
      return answer(join('Here is what I can help with:', capabilities(ctx)));
    case 'identity':
      return answer(
        ctx.model
          ? `I'm Waymark's career assistant, an AI program, not a person and not ChatGPT. This Waymark is set up with an AI model (${md(ctx.model)}), which writes some answers from your roadmap; this one comes from Waymark's built-in engine, which answers from Waymark's own data and guides and what you have told Waymark.`
          : "I'm Waymark's built-in career guide, not ChatGPT or any other AI model: no AI model is set up on this Waymark. I'm a program, not a person. I answer from Waymark's own occupation data and guides and from what you have told Waymark (your roadmap and progress, your resume, your location), and I say so when I don't know.",
      );
    case 'occupation-tasks':
      return occupationAnswer((code, _t, where) => {
        const d = ctx.occupations?.detail(code, where);
        return d ? tasksAnswer(d) : null;
      });
    case 'entry-path':
      return occupationAnswer((code, _t, where) => {
        const d = ctx.occupations?.detail(code, where);
        return d ? entryAnswer(d, ctx.occupations?.content(code) ?? null) : null;
      });
    case 'credentials':
      return occupationAnswer((code, _t, where) => {
        const d = ctx.occupations?.detail(code, where);
        return d ? credentialsAnswer(d, ctx.occupations?.content(code) ?? null) : null;
      });
    case 'pay':
      return occupationAnswer(
        (code, _t, where) => {
          const d = ctx.occupations?.detail(code, where);
          if (!d) return null;
          const pay = e.money;
          const mine =
            pay && (pay.period === 'hour' || pay.period === 'year')
              ? payCompared({ ...ctx, wages: d }, { amount: pay.amount, hourly: pay.period === 'hour' })
              : pay
                ? payCompared(
                    { ...ctx, wages: d },
                    { amount: pay.amount * (pay.period === 'week' ? 52 : 12), hourly: false },
                  )
                : null;
          return join(payAnswer(d, e.state ?? null), mine);
        },
        (f) =>
          join(
            payAnswer(f, null),
            e.money ? payCompared(ctx, { amount: e.money.amount, hourly: e.money.period === 'hour' }) : null,
          ),
      );
    case 'outlook':
      return occupationAnswer((code, _t, where) => {
        const d = ctx.occupations?.detail(code, where);
        return d ? outlookAnswer(d) : null;
      }, outlookAnswer);
    case 'related-occupations':
      return occupationAnswer((code, _t, where) => {
        const d = ctx.occupations?.detail(code, where);
        return d && ctx.occupations ? relatedAnswer(d, ctx.occupations, where) : null;
      });
    case 'offer-evaluation': {
      const [first, second] = e.amounts ?? (e.money ? [e.money] : []);
      const mile = first ? null : (e.mileRate ?? null);
      if (mile !== null) {
        const target = occupationOf(ctx, e);
        const facts =
          target && ctx.occupations
            ? (ctx.occupations.detail(target.code, placeOf(ctx, e)) ?? null)
            : ctx.wages;
        return answer(perMileAnswer({ ...ctx, wages: facts ?? ctx.wages }, mile));
      }
      if (!first)
        return answer(
          'Tell me the offer with its period ("$24 an hour", "$900 a week", "$58,000 a year") and I will compare it with BLS wages for the job where you are and suggest a counter.',
        );
      // weekly and monthly offers become yearly before they meet yearly wages
      const hourly = first.period === 'hour';
      const yearly = (m: { amount: number; period: string }) =>
        m.period === 'week' ? m.amount * 52 : m.period === 'month' ? m.amount * 12 : m.amount;
      const target = occupationOf(ctx, e);
      const where = placeOf(ctx, e);
      const facts =
        target && ctx.occupations ? (ctx.occupations.detail(target.code, where) ?? null) : ctx.wages;
      const offer = hourly ? first.amount : yearly(first);
      const converted =
        first.period === 'week' || first.period === 'month'
          ? `${usd(first.amount)} a ${first.period} is about ${usd(offer)} a year (× ${first.period === 'week' ? 52 : 12}). `
          : '';
      return answer(
        converted +
          offerAnswer(
            { ...ctx, wages: facts ?? ctx.wages },
            {
              amount: offer,
              hourly,
              wanted:
                second && (second.period === 'hour') === hourly
                  ? hourly
                    ? second.amount
                    : yearly(second)
                  : null,
            },
          ),
      );
    }
    case 'time-to-finish':
      return answer(timeToFinishAnswer(ctx, e));
    case 'skill-order': {
      const skills = Array.isArray(e.skill) ? e.skill : [];
      const [first, second] = skills;
      if (first && second) return answer(orderAnswer(ctx, { first, second }));
      // a choice between two things that are not skills ("a contract or a full-time role?"): a guide
      // on it when there is one
      const guide = first ? null : index.best(question, null);
      if (guide && guide.confidence >= MATCH_THRESHOLD)
        return answer(join(articleBlock(guide.article), personalLine(ctx, guide.article.topic)), [
          guide.article.id,
        ]);
      return answer(
        join(
          'Name the two skills and I will tell you which your roadmap puts first, for example "Excel or QuickBooks first?"',
          nextSkillLine(ctx),
        ),
      );
    }
    case 'skill-value': {
      const skill = Array.isArray(e.skill) ? e.skill[0] : e.skill;
      if (!skill)
        return answer(
          join('Which skill? Name it and I will tell you where it is on your roadmap.', nextSkillLine(ctx)),
        );
      return answer(skillFitAnswer(ctx, skill));
    }
    case 'resume-status':
      return answer(resumeAnswer(ctx));
    case 'applications-status':
      return answer(applicationsAnswer(ctx));
    case 'mock-interview':
      return answer(
        `Say **start interview practice** and I'll ask you questions for ${roleName(ctx)} one at a time, score each answer and tell you what to improve. Add "easy" or "hard" to choose the level.`,
      );
    case 'my-progress': {
      const done = ctx.completedSkills;
      const fromResume = (ctx.resume?.presentSkills ?? []).filter((s) => !hasSkill(done, s));
      const total = ctx.roadmap?.skills.length ?? 0;
      const t = ctx.roadmap ? roadmapTimeLeft(ctx.roadmap, now) : null;
      const lines = [
        done.length > 0
          ? `You have completed ${done.length} of the ${total} skills on your ${roleName(ctx)} roadmap: ${md(list(done))}.`
          : ctx.role
            ? `You have not marked any skill of the ${roleName(ctx)} roadmap complete yet.`
            : 'You have not chosen a career goal yet, so Waymark has no roadmap progress for you.',
        t ? `That is about ${t.hoursDone} hours done and ${t.hoursLeft} left.` : null,
        ctx.resume
          ? fromResume.length > 0
            ? `Your resume (**${md(ctx.resume.fileName)}**) ${done.length > 0 ? 'also shows' : 'shows'} ${md(list(fromResume))}.`
            : `Your resume (**${md(ctx.resume.fileName)}**) shows no other roadmap skills.`
          : null,
        'Your level, XP and streak are on the Dashboard.',
      ];
      return answer(join(...lines, nextSkillLine(ctx)));
    }
    case 'next-skill': {
      const order = ctx.roadmap ? recommendedSkills(ctx.roadmap) : null;
      const after =
        ctx.nextSkills.length > 1
          ? `After that: ${ctx.nextSkills
              .slice(1, 4)
              .map((s) => md(s.name))
              .join(', ')}.`
          : null;
      const first = nextSkillLine(ctx);
      return answer(
        first
          ? join(first, order?.next?.reason ? `Why: ${md(order.next.reason)}` : null, after, demandLine(ctx))
          : ctx.role
            ? `You have finished every skill on the ${roleName(ctx)} roadmap. Time for projects and applications!`
            : 'Choose a career goal first: your roadmap then says what to learn next and where to start.',
      );
    }
    case 'jobs-near':
      return answer(
        join(
          `Waymark has no live job listings, so I cannot tell you who is hiring in ${e.city ? md(e.city) : place(ctx)} today.`,
          wagesLine(ctx),
          sampleJobsBlock(ctx),
          'Local Market shows your state’s figures for your goal and related occupations. Your state’s job bank (CareerOneStop lists them) and the employers’ own career pages have real openings.',
        ),
      );
    default: {
      // the advice intents: a guide on the topic, or on a follow-up the next guide for the same question
      if (u.followUp && ctx.previous) return moreAnswer(ctx.previous);
      const guideTopic = GUIDE_TOPIC[u.intent] ?? null;
      const best =
        (guideTopic ? index.best(question, guideTopic) : null) ??
        index.best(question, topic === 'general' ? null : topic);
      if (best && best.confidence >= MATCH_THRESHOLD)
        return answer(join(articleBlock(best.article), personalLine(ctx, best.article.topic)), [
          best.article.id,
        ]);
      // S161: "how do I answer 'describe your classroom management'?": the goal's field's bank
      // question it names, with what a good answer covers
      const asked = u.intent === 'interview-advice' ? bankQuestionAsked(question, ctx) : null;
      if (asked) return answer(asked);
      // S159: a question surely about changing careers gets the guide for any field when no guide
      // matches its words ("teacher switching to electrical work at 41, where do I start?")
      const generalId = u.confidence >= CONFIDENT_INTENT ? INTENT_GUIDE[u.intent] : undefined;
      const general = generalId ? index.byId(generalId) : undefined;
      if (general) return answer(join(articleBlock(general), personalLine(ctx, general.topic)), [general.id]);
      const near = best && best.confidence >= 0.3 ? best.article : null;
      return answer(
        join(
          "Waymark has no guide on that, so I'd rather not guess.",
          near ? `The closest guide I have is "${md(near.title)}": ask me that if it helps.` : null,
          'What I can help with:',
          capabilities(ctx),
        ),
      );
    }
  }
}

/** The answer's text only (for callers that need no memory of the topic). */
export function localAdvice(
  topic: ChatTopic | 'general',
  question: string,
  ctx: LocalAdviceContext,
  index: KnowledgeIndex,
): string {
  return localAnswer(topic, question, ctx, index).text;
}
