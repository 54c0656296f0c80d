/**
 * Answers about any occupation from the data (docs/product.md §4 What the local engine answers):
 * its tasks (O*NET), how to enter it and its credentials (the family pack and the curated career),
 * pay where the user asks (BLS), outlook (BLS projections) and related occupations. The occupation
 * is the one the message names, through the title resolver, else the user's goal.
 */
import type { Credential, FamilyPack } from '../../../shared/career-content.schema.ts';
import type { OccupationDetail, OccupationFacts, TitleOption } from '../../../shared/occupation.api.ts';
import type { Location } from '../../../shared/user.schema.ts';
import { careerContent } from '../../catalog/career-content.ts';

export interface OccupationContent {
  family: string;
  entryRoutes: FamilyPack['entryRoutes'];
  credentials: Credential[];
  /** A curated career's own credentials (its milestones), when one is written for the occupation. */
  curated: { title: string; milestones: Credential[] } | null;
}

/** What the local engine may look up about any occupation. */
export interface OccupationLookup {
  /** The occupation a title names, through the title resolver; null when it names none. */
  resolve(title: string): { code: string; title: string } | null;
  detail(code: string, location: Location | null): OccupationDetail | undefined;
  content(code: string): OccupationContent | null;
}

/**
 * The family pack (the sub-family with the longest matching prefix, when one claims the code) and the
 * curated career of an occupation code, from the content read once per process (career-content.ts).
 */
export function occupationContent(code: string): OccupationContent | null {
  const content = careerContent();
  const found = content.familyOf(code);
  if (!found) return null;
  const { pack, subFamily } = found;
  const curated = content.curated(code);
  return {
    family: subFamily?.title ?? pack.title,
    entryRoutes: subFamily?.entryRoutes ?? pack.entryRoutes,
    credentials: subFamily?.credentials ?? pack.credentials,
    curated: curated ? { title: curated.title, milestones: curated.milestones } : null,
  };
}

/** The lookup over the occupations service (its public functions only). */
/**
 * The slice of the occupations service the answers read, declared here because `occupations/` sits
 * above `ai/` in the server's layers (docs/architecture.md).
 */
interface OccupationSource {
  resolve(
    title: string,
  ): { kind: 'match'; option: TitleOption } | { kind: 'choices'; options: TitleOption[] } | { kind: 'none' };
  detail(code: string, location: Location | null): OccupationDetail | undefined;
}

export function createOccupationLookup(occupations: OccupationSource): OccupationLookup {
  return {
    resolve(title) {
      const found = occupations.resolve(title);
      if (found.kind === 'match' && found.option.code)
        return { code: found.option.code, title: found.option.title };
      if (found.kind === 'choices') {
        const first = found.options.find((o) => o.code);
        return first?.code ? { code: first.code, title: first.title } : null;
      }
      return null;
    },
    detail: (code, location) => occupations.detail(code, location),
    content: occupationContent,
  };
}

const md = (text: string) => text.replace(/([\\`*_[\]<>])/g, '\\$1');
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const figure = (v: number | 'top' | null | undefined): number | null =>
  v === 'top' ? 239_200 : typeof v === 'number' ? v : null;

export function tasksAnswer(d: OccupationDetail): string {
  const tasks = d.tasks.slice(0, 5).map((t) => `- ${md(t)}`);
  return [
    `**What ${md(d.title)} do** (O*NET): ${md(d.description)}`,
    tasks.length ? `Typical tasks:\n${tasks.join('\n')}` : null,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function entryAnswer(d: OccupationDetail, content: OccupationContent | null): string {
  const lines = [`**How people become ${md(d.title)}**`];
  if (d.education) lines.push(`Typical education to enter (BLS): ${md(d.education)}.`);
  else if (d.jobZone)
    lines.push(
      `O*NET puts it in job zone ${d.jobZone.zone} (${md(d.jobZone.name)}): ${md(d.jobZone.education)}`,
    );
  if (content) {
    lines.push(
      `Routes in ${md(content.family.toLowerCase())}:\n${content.entryRoutes
        .slice(0, 4)
        .map((r) => `- **${md(r.name)}** (${md(r.typicalDuration)}): ${md(r.description)}`)
        .join('\n')}`,
    );
    const required = [...(content.curated?.milestones ?? []), ...content.credentials].filter(
      (c) => c.required,
    );
    if (required[0])
      lines.push(`Required to work: **${md(required[0].name)}**, from ${md(required[0].issuer)}.`);
  }
  return lines.join('\n\n');
}

export function credentialsAnswer(d: OccupationDetail, content: OccupationContent | null): string {
  const all = [...(content?.curated?.milestones ?? []), ...(content?.credentials ?? [])];
  const seen = new Set<string>();
  const list = all.filter((c) => !seen.has(c.name) && seen.add(c.name)).slice(0, 5);
  if (list.length === 0)
    return `Waymark has no licence or certification listed for **${md(d.title)}**. Many jobs in it need none; check postings in your state and the occupation's page on O*NET for what employers ask.`;
  return [
    `**Licences, certifications and exams for ${md(d.title)}**`,
    list
      .map(
        (c) =>
          `- **${md(c.name)}** (${c.required ? 'required' : 'optional'}${c.stateSpecific ? ', rules differ by state' : ''}), issued by ${md(c.issuer.replace(/^(?:An?|The)\b/, (article) => article.toLowerCase()))}: ${md(c.description)} [Details](${c.link})`,
      )
      .join('\n'),
  ].join('\n\n');
}

export function payAnswer(f: OccupationFacts, stateAsked: string | null): string {
  const w = f.wages;
  const median = figure(w?.median);
  if (!w || median === null)
    return `BLS publishes no wage figures for **${md(f.title)}**, so I will not guess one. Pay in postings near you is the best guide.`;
  const p25 = figure(w.p25);
  const p75 = figure(w.p75);
  const lines = [
    `**${md(f.title)}** earn a national median of **${usd(median)}** a year, about ${usd(median / 2080)} an hour (BLS, ${w.year})${p25 !== null && p75 !== null ? `; the middle half earns ${usd(p25)} to ${usd(p75)}` : ''}.`,
  ];
  const mean = figure(f.stateWage?.mean);
  if (f.stateWage && mean !== null)
    lines.push(`In ${md(f.stateWage.state)} the average is **${usd(mean)}** (BLS, ${f.stateWage.year}).`);
  else if (stateAsked) lines.push(`BLS publishes no figure for ${md(stateAsked)} for this occupation.`);
  if (f.figuresNote) lines.push(md(f.figuresNote));
  return lines.join(' ');
}

export function outlookAnswer(f: OccupationFacts): string {
  const o = f.outlook;
  if (!o || o.changePercent === null)
    return `BLS publishes no projection for **${md(f.title)}**, so I cannot say whether it is growing.`;
  const trend =
    o.changePercent >= 5
      ? 'faster than average'
      : o.changePercent >= 1
        ? 'about as fast as average'
        : o.changePercent > -1
          ? 'little change'
          : 'a decline';
  return [
    `**${md(f.title)}**: BLS projects ${o.changePercent > 0 ? '+' : ''}${o.changePercent}% employment change over ${o.period} (${trend}; all occupations average about 3%).`,
    o.annualOpenings !== null
      ? `About **${o.annualOpenings.toLocaleString('en-US')}** openings a year, mostly to replace people who retire or change jobs.`
      : null,
  ]
    .filter(Boolean)
    .join(' ');
}

export function relatedAnswer(
  d: OccupationDetail,
  lookup: OccupationLookup,
  location: Location | null,
): string {
  const related = d.related.slice(0, 6).map((r) => {
    const f = lookup.detail(r.code, location);
    const median = figure(f?.wages?.median);
    return `- **${md(r.title)}**${median !== null ? `: national median ${usd(median)}` : ''}${f?.outlook?.changePercent != null ? `, ${f.outlook.changePercent > 0 ? '+' : ''}${f.outlook.changePercent}% projected` : ''}`;
  });
  if (related.length === 0) return `O*NET lists no related occupations for **${md(d.title)}**.`;
  return [
    `**Occupations related to ${md(d.title)}** (O*NET), with BLS figures:`,
    related.join('\n'),
    'Choose one on Career Discovery to see its roadmap and what of yours carries over.',
  ].join('\n\n');
}
