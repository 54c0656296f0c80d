/**
 * The local engine's chat answers (docs/product.md §7 Local engine, chat; docs/decisions.md D2):
 * what the message asks (chat-intents.ts), answered from what Waymark knows about the user and only
 * that: the roadmap and its progress, the resume's analysis, the goal's BLS wages where the user
 * is, the sample market (called sample data), and the guidance articles. When there is no guide
 * for a question it says so; requests that are not about careers are declined politely.
 */
import type { ChatTopic, GuidanceArticle } from '../../../shared/ai.schema.ts';
import type { Goal } from '../../../shared/goal.schema.ts';
import type { OccupationFacts } from '../../../shared/occupation.api.ts';
import { recommendedSkills, roadmapTimeLeft } from '../../../shared/progress.ts';
import { readabilityMeaning } from '../../../shared/readability.ts';
import type { AtsPart } from '../../../shared/resume.schema.ts';
import { type ChatIntent, intentLabel, understand } from './chat-intents.ts';
import { type KnowledgeIndex, MATCH_THRESHOLD } from './knowledge.ts';
import { indexText, mentionsSkill } from './skill-lexicon.ts';

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
  /** The user's previous question in this chat and the guides its answer showed. */
  previous?: { question: string; articleIds: string[] } | null;
  now?: Date;
}

export interface LocalAnswer {
  text: string;
  /** What the engine took the message for ("article:<id>", "offer", "no-match", ...). */
  intent: string;
  /** Guides this answer showed, so "tell me more" can go on from them. */
  articleIds: string[];
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

function offerAnswer(ctx: LocalAdviceContext, intent: Extract<ChatIntent, { kind: 'offer' }>): string {
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

function timeLeftAnswer(ctx: LocalAdviceContext): string {
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

function orderAnswer(ctx: LocalAdviceContext, intent: Extract<ChatIntent, { kind: 'order' }>): LocalAnswer {
  const skills = ctx.roadmap?.skills ?? [];
  const find = (text: string) => {
    const t = indexText(text);
    return skills.find((s) => mentionsSkill(s.name, t) || mentionsSkill(text, indexText(s.name)));
  };
  const a = find(intent.first);
  const b = find(intent.second);
  const label = 'order';
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
    return { text, intent: label, articleIds: [] };
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
  return { text: lines.join('\n\n'), intent: label, articleIds: [] };
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
function becomeAnswer(ctx: LocalAdviceContext, asked: string): string {
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
    `- **What should I learn next?** The next skill on your ${roleName(ctx)} roadmap and where to start.`,
    '- **React or TypeScript first?** The order your roadmap and its prerequisites give.',
    '- **How long until I finish?** Hours left and weeks at your pace.',
    '- **What is my ATS score?** Your resume’s score and its top gaps.',
    '- **They offered me $80K.** A counter anchored to BLS wages for your goal.',
    '- Guides on resumes, interviews, job search, learning and career moves.',
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

/**
 * The local engine's chat answer (docs/decisions.md D2, docs/product.md §7 Local engine): see the
 * file comment.
 */
export function localAnswer(
  topic: ChatTopic | 'general',
  question: string,
  ctx: LocalAdviceContext,
  index: KnowledgeIndex,
): LocalAnswer {
  const intent = understand(question, { index, topic });
  const label = intentLabel(intent);
  const answer = (text: string, articleIds: string[] = []): LocalAnswer => ({
    text,
    intent: label,
    articleIds,
  });
  const join = (...blocks: Array<string | null | undefined>) => blocks.filter(Boolean).join('\n\n');

  switch (intent.kind) {
    case 'greeting':
      return answer(
        `Hi! I'm Waymark's career guide. Ask me about your next skill on the ${roleName(ctx)} roadmap, your resume, jobs and pay in ${place(ctx)}, or interviews.`,
      );
    case 'thanks':
      return answer(join("You're welcome!", nextSkillLine(ctx)));
    case 'help':
      return answer(join('Here is what I can help with:', capabilities(ctx)));
    case 'identity':
      return answer(
        ctx.model
          ? `I'm Waymark's career assistant, not ChatGPT. This Waymark is set up with an AI model (${md(ctx.model)}), which writes the answers to skill, job, resume and career questions from your roadmap. This answer comes from Waymark's built-in guide, which also answers greetings and interview questions, and everything when the model is unavailable; it answers only from Waymark's own guides and what you have told Waymark.`
          : "I'm Waymark's built-in career guide, not ChatGPT or any other AI model: no AI model is set up on this Waymark. I answer from Waymark's own guides and from what you have told Waymark (your roadmap and progress, your resume, your location), and I say so when I have no guide on something.",
      );
    case 'more': {
      const prev = ctx.previous;
      if (!prev)
        return answer(
          join('Tell me more about what? Ask me something first, for example:', capabilities(ctx)),
        );
      const next = index.best(prev.question, null, new Set(prev.articleIds));
      if (next && next.confidence >= MATCH_THRESHOLD)
        return answer(join(`More on "${md(prev.question)}":`, articleBlock(next.article)), [
          ...prev.articleIds,
          next.article.id,
        ]);
      return answer(
        prev.articleIds.length === 0
          ? `Waymark has no guide on "${md(prev.question)}", so there is nothing more I can add. Ask me about something else: your next skill, your resume or interviews.`
          : `That is all Waymark's guides have on "${md(prev.question)}". Ask me about something else: your next skill, your resume or interviews.`,
        prev.articleIds,
      );
    }
    case 'resume-status':
      return answer(resumeAnswer(ctx));
    case 'time-left':
      return answer(timeLeftAnswer(ctx));
    case 'offer':
      return answer(offerAnswer(ctx, intent));
    case 'salary': {
      const wages = wagesLine(ctx);
      return answer(
        wages
          ? join(
              wages,
              intent.current ? payCompared(ctx, intent.current) : null,
              'Entry-level offers usually sit near the 25th percentile and experienced hires near or above the median. Use these figures as anchors when you negotiate; tell me an offer ("they offered me $85K") and I will suggest a counter.',
            )
          : `Waymark has no BLS wage figures for ${ctx.role ? `your ${roleName(ctx)} goal` : 'your goal yet (choose one first)'}. Salary ranges in postings near ${place(ctx)} are the best guide.`,
      );
    }
    case 'order':
      return orderAnswer(ctx, intent);
    case 'skill-fit':
      return answer(skillFitAnswer(ctx, intent.skill));
    case 'become':
      return answer(becomeAnswer(ctx, intent.role));
    case 'my-skills': {
      const done = ctx.completedSkills;
      const fromResume = (ctx.resume?.presentSkills ?? []).filter((s) => !hasSkill(done, s));
      const total = ctx.roadmap?.skills.length ?? 0;
      const lines = [
        done.length > 0
          ? `You have completed ${done.length} of the ${total} skills on your ${roleName(ctx)} roadmap: ${md(list(done))}.`
          : ctx.role
            ? `You have not marked any skill of the ${roleName(ctx)} roadmap complete yet.`
            : 'You have not chosen a career goal yet, so Waymark has no roadmap progress for you.',
        ctx.resume
          ? fromResume.length > 0
            ? `Your resume (**${md(ctx.resume.fileName)}**) ${done.length > 0 ? 'also shows' : 'shows'} ${md(list(fromResume))}.`
            : `Your resume (**${md(ctx.resume.fileName)}**) shows no other roadmap skills.`
          : 'Upload a resume on the Resume page and I will count the skills it shows too.',
        'That is all Waymark knows about your skills: it never assumes others.',
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
          ? join(
              first,
              // the reason only when it says more than "it is next"
              order?.next?.reason && !order.next.reason.endsWith('is the next skill on your roadmap.')
                ? md(order.next.reason)
                : null,
              after,
              demandLine(ctx),
            )
          : ctx.role
            ? `You have finished every skill on the ${roleName(ctx)} roadmap. Time for projects and applications!`
            : 'Choose a career goal first: your roadmap then says what to learn next and where to start.',
      );
    }
    case 'jobs-near':
      return answer(
        join(
          `Waymark has no live job listings, so I cannot tell you who is hiring in ${place(ctx)} today.`,
          wagesLine(ctx),
          sampleJobsBlock(ctx),
          'Local Market shows your state’s figures for your goal and related occupations, and the sample jobs matched to your skills.',
        ),
      );
    case 'article':
      return answer(join(articleBlock(intent.article), personalLine(ctx, intent.article.topic)), [
        intent.article.id,
      ]);
    case 'no-match':
      return answer(
        join(
          "Waymark has no guide on that, so I'd rather not guess.",
          intent.closest
            ? `The closest guide I have is "${md(intent.closest.title)}": ask me that if it helps.`
            : null,
          'What I can help with:',
          capabilities(ctx),
        ),
      );
    case 'off-topic':
      return answer(
        join(
          "That's outside what I can help with: I'm Waymark's career guide, so I stick to your roadmap, skills, resume, job search and interviews.",
          'For example, ask "What should I learn next?" or "How do I prepare for a technical interview?"',
        ),
      );
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
