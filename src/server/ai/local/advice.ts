import type { ChatTopic } from '../../../shared/ai.schema.ts';
import { matchesEitherWay } from '../../../shared/matching.ts';
import type { KnowledgeIndex } from './knowledge.ts';

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
  market?: { label: string; totalJobs: number; averageSalary: number; inDemandSkills: string[] } | null;
  jobs?: Array<{ title: string; company: string; salary: string; isRemote: boolean }>;
}

const k = (usd: number) => `$${Math.round(usd / 1000)}K`;
const md = (text: string) => text.replace(/([\\`*_[\]<>])/g, '\\$1');

function nextStep(ctx: LocalAdviceContext): string | null {
  const next = ctx.nextSkills[0];
  if (!next) return null;
  const resource = next.resource
    ? ` Start with [${md(next.resource.title)}](${next.resource.link}) (${md(next.resource.source)}, ${next.resource.duration}).`
    : '';
  return `Your next skill on the ${md(ctx.role)} roadmap is **${md(next.name)}**.${resource}`;
}

function demandLine(ctx: LocalAdviceContext): string | null {
  if (!ctx.market) return null;
  const have = ctx.market.inDemandSkills.filter((s) =>
    ctx.completedSkills.some((c) => matchesEitherWay(c, s)),
  );
  const gap = ctx.market.inDemandSkills.filter((s) => !have.includes(s)).slice(0, 3);
  const parts = [
    `Employers in ${ctx.market.label} ask most for ${ctx.market.inDemandSkills.slice(0, 5).join(', ')}.`,
  ];
  if (have.length > 0) parts.push(`You already have ${have.join(', ')}.`);
  if (gap.length > 0) parts.push(`Worth adding: ${gap.join(', ')}.`);
  return parts.join(' ');
}

function jobsBlock(ctx: LocalAdviceContext): string | null {
  if (!ctx.market || !ctx.jobs?.length) return null;
  const lines = ctx.jobs
    .slice(0, 3)
    .map((j) => `- ${md(j.title)} at ${md(j.company)}, ${j.salary}${j.isRemote ? ', remote' : ''}`);
  return [
    `${ctx.market.label} lists about ${ctx.market.totalJobs.toLocaleString('en-US')} open tech positions averaging ${k(ctx.market.averageSalary)}. Openings on Waymark now:`,
    ...lines,
  ].join('\n');
}

/**
 * The local engine's advice (docs/decisions.md D2): the best guidance articles for the question, framed by
 * the user's own roadmap, city market and jobs.
 */
export function localAdvice(
  topic: ChatTopic | 'general',
  question: string,
  ctx: LocalAdviceContext,
  index: KnowledgeIndex,
): string {
  const articles = index.search(question, topic === 'general' ? null : topic, 1);
  const article = articles[0];
  const done = ctx.completedSkills.length;
  const blocks: Array<string | null> = [];

  switch (topic) {
    case 'skills':
      blocks.push(nextStep(ctx));
      if (ctx.nextSkills.length > 1) {
        blocks.push(
          `After that: ${ctx.nextSkills
            .slice(1, 4)
            .map((s) => md(s.name))
            .join(', ')}.`,
        );
      }
      blocks.push(demandLine(ctx));
      break;
    case 'jobs':
      blocks.push(
        jobsBlock(ctx) ??
          (ctx.city
            ? `Waymark has no market data for ${md(ctx.city)} yet.`
            : 'Add your city in Account Settings to see local jobs and salaries.'),
      );
      blocks.push(demandLine(ctx));
      break;
    case 'resume':
      if (done > 0)
        blocks.push(
          `Name the skills you have completed on your resume: ${ctx.completedSkills.slice(0, 8).map(md).join(', ')}.`,
        );
      blocks.push(demandLine(ctx));
      break;
    case 'career':
      blocks.push(
        done > 0
          ? `You have completed ${done} skill${done === 1 ? '' : 's'} toward **${md(ctx.role)}**.`
          : `You are at the start of the **${md(ctx.role)}** roadmap.`,
      );
      blocks.push(nextStep(ctx));
      break;
    default:
      blocks.push(
        `I can help with your ${md(ctx.role)} roadmap, skills, resume, job search in ${ctx.city ? md(ctx.city) : 'your area'}, and interview practice.`,
      );
      blocks.push(nextStep(ctx));
  }
  if (article) blocks.push(`**${md(article.title)}**\n\n${article.body}`);
  return blocks.filter((b): b is string => Boolean(b)).join('\n\n');
}
