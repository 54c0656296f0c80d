/**
 * Close the gap (docs/product.md §5 Close the gap, docs/decisions.md S107): a missing requirement
 * of a posting as a roadmap skill, with hours and resources from what Waymark already holds (a
 * curated or built-in skill of the same name, a family pack's credential), else by a rule per kind;
 * every resource is a page of a publisher of content/publishers.json, never an invented address.
 */

import type { Credential } from '../../shared/career-content.schema.ts';
import type { CatalogCareer } from '../../shared/catalog.schema.ts';
import type { PostingRequirement } from '../../shared/postings.schema.ts';
import { roadmapSkillEntries } from '../ai/local/skill-lexicon.ts';
import { careerContent, loadFamilyPacks } from '../catalog/career-content.ts';
import { sameSkill } from '../catalog/skill-lexicon.ts';

export type GapResourceType = 'course' | 'video' | 'tutorial' | 'article' | 'book';

/** A roadmap skill to add, as the roadmap's editor takes it. */
export interface GapSkill {
  name: string;
  estimatedHours: number;
  description: string;
  resources: Array<{ title: string; url: string; type: GapResourceType }>;
  fromPosting: { id: string; title: string };
}

/** The requirement kinds that become roadmap skills (a degree or years of work are not studied as a step). */
export const GAP_KINDS: ReadonlySet<PostingRequirement['kind']> = new Set([
  'skill',
  'tool',
  'credential',
  'licence',
]);

/**
 * docs/decisions.md S107: hours when no skill of the same name gives them: a tool 10 (a beginner
 * roadmap step), a skill 20 (an intermediate one), a certification 20 of preparation, a licence 40
 * of exam preparation (the schooling a licence may need is the posting's education requirement).
 */
export const GAP_HOURS: Record<'skill' | 'tool' | 'credential' | 'licence', number> = {
  tool: 10,
  skill: 20,
  credential: 20,
  licence: 40,
};

/** Resources per added skill, at most. */
const RESOURCES_MAX = 3;

interface KnownSkill {
  name: string;
  estimatedHours?: number | undefined;
  resources: ReadonlyArray<{ title: string; link: string; type: GapResourceType }>;
}

/** The sources of hours and resources, read once. */
export interface GapSources {
  skills: readonly KnownSkill[];
  credentials: readonly Credential[];
  /** Whether a link is on a publisher of the allow-list. */
  published(link: string): boolean;
}

let sources: GapSources | undefined;

/** Curated careers' and family packs' skills and credentials, and the built-in careers' skills. */
export function gapSources(careers: readonly CatalogCareer[]): GapSources {
  if (sources) return sources;
  const content = careerContent();
  const packs = loadFamilyPacks().map((f) => f.data);
  sources = {
    skills: [
      ...content.curatedCareers.flatMap((c) => c.skills),
      ...packs.flatMap((p) => p.skills ?? []),
      ...careers.flatMap((c) => c.skills),
    ],
    credentials: [
      ...content.curatedCareers.flatMap((c) => c.milestones),
      ...packs.flatMap((p) => [...p.credentials, ...p.subFamilies.flatMap((s) => s.credentials)]),
    ],
    published: (link) => content.publisherOf(link) !== undefined,
  };
  return sources;
}

const coursera = (name: string) => ({
  title: `Courses on ${name}`,
  url: `https://www.coursera.org/search?query=${encodeURIComponent(name)}`,
  type: 'course' as const,
});

/**
 * A credential's long name and a posting's short one naming the same lexicon entry ("Class A
 * commercial driver's licence (CDL-A)" and "CDL Class A").
 */
function namesTheSame(credential: string, requirement: string): boolean {
  const wanted = roadmapSkillEntries(requirement);
  if (wanted.size === 0) return false;
  return [...roadmapSkillEntries(credential)].some((e) => wanted.has(e));
}

/** The roadmap skill a missing requirement becomes. */
export function gapSkill(
  requirement: PostingRequirement,
  posting: { id: string; title: string; company: string },
  from: GapSources,
): GapSkill {
  const kind = requirement.kind as keyof typeof GAP_HOURS;
  const known = from.skills.find((s) => sameSkill(s.name, requirement.name));
  const credential =
    kind === 'credential' || kind === 'licence'
      ? (from.credentials.find((c) => sameSkill(c.name, requirement.name)) ??
        from.credentials.find((c) => namesTheSame(c.name, requirement.name)))
      : undefined;
  const resources = [
    ...(credential && from.published(credential.link)
      ? [
          {
            title: `${credential.name} (${credential.issuer})`,
            url: credential.link,
            type: 'article' as const,
          },
        ]
      : []),
    ...(known?.resources ?? [])
      .filter((r) => from.published(r.link))
      .map((r) => ({ title: r.title, url: r.link, type: r.type })),
  ];
  if (resources.length === 0) resources.push(coursera(requirement.name));
  const at = posting.company ? `${posting.title} at ${posting.company}` : posting.title;
  const what = requirement.importance === 'required' ? 'requires' : 'prefers';
  return {
    name: requirement.name,
    estimatedHours: known?.estimatedHours ?? GAP_HOURS[kind],
    description: `The posting ${at} ${what} this: "${requirement.quote || requirement.name}"`.slice(0, 1000),
    resources: resources.slice(0, RESOURCES_MAX),
    fromPosting: { id: posting.id, title: posting.title },
  };
}
