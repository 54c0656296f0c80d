/**
 * Title resolution (docs/product.md §5 Title resolution): what a typed job title names, a built-in
 * path, one occupation, choices, or nothing; suggestions while typing; and the local engine's
 * roadmap from the nearest occupation for a title that names nothing real.
 */
import type { CareerDraft } from '../../shared/career.ts';
import type { CatalogCareer } from '../../shared/catalog.schema.ts';
import { titleCase } from '../../shared/matching.ts';
import type { TitleOption } from '../../shared/occupation.api.ts';
import { BUILT_IN_ALIASES, BUILT_IN_OCCUPATIONS } from './builtin-occupations.ts';
import type { OccupationData, OccupationRecord } from './occupation-data.ts';
import { type buildOccupationRoadmap, occupationCareerId } from './occupation-roadmap.ts';
import { createTitleIndex, nameCovers, type TitleHit, type TitleIndex } from './title-index.ts';

/** docs/product.md §5 Title resolution: how many "did you mean" choices are offered. */
export const CHOICES_SHOWN = 5;
/** Below this a partial match is too weak to build a roadmap from ("nearest occupation"). */
const NEAREST_MIN_SCORE = 0.3;
/** Below this a complete match is too weak to offer as "did you mean". */
const CHOICE_MIN_SCORE = 0.45;
/** A suggestion while typing scores at least this share of the best one. */
const SUGGESTION_MIN_SHARE = 0.7;

type Target =
  | { kind: 'career'; career: CatalogCareer }
  | { kind: 'occupation'; occupation: OccupationRecord };

export type Resolution =
  | { kind: 'match'; option: TitleOption }
  | { kind: 'choices'; options: TitleOption[] }
  | { kind: 'none'; nearest: OccupationRecord | null };

export interface TitleResolutionDeps {
  data: OccupationData;
  careers: readonly CatalogCareer[];
  roadmap: (code: string) => ReturnType<typeof buildOccupationRoadmap>;
}

export function createTitleResolution({ data, careers, roadmap }: TitleResolutionDeps) {
  let index: TitleIndex<Target> | undefined;

  /** Built lazily: about 60,000 names, a fifth of a second, on the first search. */
  function titleIndex(): TitleIndex<Target> {
    if (index) return index;
    const entries = [];
    for (const career of careers) {
      const target = { kind: 'career', career } as Target;
      entries.push({ text: career.title, target, weight: 1.02 });
      for (const text of BUILT_IN_ALIASES[career.id] ?? []) entries.push({ text, target, weight: 1 });
    }
    for (const occupation of data.occupations) {
      const target: Target = { kind: 'occupation', occupation };
      entries.push({ text: occupation.title, target, weight: 1 });
      for (const text of occupation.alternateTitles) entries.push({ text, target, weight: 0.97 });
      for (const text of occupation.reportedTitles) entries.push({ text, target, weight: 0.95 });
    }
    index = createTitleIndex(entries);
    return index;
  }

  /** The matched other name is shown only when the title itself does not explain the match. */
  function option(hit: TitleHit<Target>, query: string): TitleOption {
    const { target } = hit;
    const title = target.kind === 'career' ? target.career.title : target.occupation.title;
    return {
      kind: target.kind,
      title,
      careerId: target.kind === 'career' ? target.career.id : occupationCareerId(target.occupation.code),
      code:
        target.kind === 'career' ? (BUILT_IN_OCCUPATIONS[target.career.id] ?? null) : target.occupation.code,
      alsoCalled:
        hit.text.toLowerCase() === title.toLowerCase() || nameCovers(title, query) ? null : hit.text,
    };
  }

  /** Occupations a built-in career already covers under the same name are shown once, as the career. */
  function distinct(hits: Array<TitleHit<Target>>): Array<TitleHit<Target>> {
    const careerKeys = new Set(
      hits.flatMap((h) =>
        h.target.kind === 'career' ? [h.target.career.title.toLowerCase().replace(/s$/, '')] : [],
      ),
    );
    return hits.filter(
      (h) =>
        h.target.kind === 'career' ||
        !careerKeys.has(h.target.occupation.title.toLowerCase().replace(/s$/, '')),
    );
  }

  /**
   * docs/product.md §1 and §5 Title resolution: a built-in career by title; else the one
   * occupation the title names (case, spacing, punctuation and plurals aside); else choices when
   * the title is close to real ones (several exact names, partial words, typos); else none, with
   * the nearest occupation when one is close enough to build from.
   */
  const employment = (h: TitleHit<Target>) =>
    h.target.kind === 'career'
      ? Number.POSITIVE_INFINITY
      : (h.target.occupation.wages?.employment ?? h.target.occupation.outlook?.employment2024 ?? 0);
  const isTitle = (h: TitleHit<Target>) =>
    h.target.kind === 'career' || h.text.toLowerCase() === h.target.occupation.title.toLowerCase();

  function resolve(title: string): Resolution {
    const hits = distinct(titleIndex().search(title, 200));
    // among names several occupations share ("teacher", "doctor"), the most common jobs first
    const exact = hits
      .filter((h) => h.exact)
      .sort((a, b) => Number(isTitle(b)) - Number(isTitle(a)) || employment(b) - employment(a));
    const exactCareer = exact.find((h) => h.target.kind === 'career');
    if (exactCareer) return { kind: 'match', option: option(exactCareer, title) };
    if (exact.length === 1 && exact[0]) return { kind: 'match', option: option(exact[0], title) };
    // one occupation is called this officially, others list it among their other names: "cashier"
    // is Cashiers, not Gambling Change Persons and Booth Cashiers
    const official = exact.filter(isTitle);
    if (official.length === 1 && official[0]) return { kind: 'match', option: option(official[0], title) };
    const best = hits.find((h) => h.complete)?.score ?? 0;
    if (exact.length > 1) {
      // a built-in path that has every typed word comes first: "ux designer" offers UI/UX Designer
      const careers = hits.filter(
        (h) => h.target.kind === 'career' && h.complete && h.score >= Math.max(CHOICE_MIN_SCORE, best * 0.8),
      );
      return {
        kind: 'choices',
        options: [...careers, ...exact].slice(0, CHOICES_SHOWN).map((h) => option(h, title)),
      };
    }
    // choices close to the best one only: "registerd nurse" offers nurses, not a registry director
    const close = hits
      .filter((h) => h.complete && h.score >= Math.max(CHOICE_MIN_SCORE, best * 0.8))
      .sort((a, b) => b.score - a.score || employment(b) - employment(a));
    if (close.length > 0)
      return { kind: 'choices', options: close.slice(0, CHOICES_SHOWN).map((h) => option(h, title)) };
    // the nearest occupation: the most particular one whose whole name is in the title ("Senior
    // Software Engineer (Remote)" is a Software Engineer), else one with the title's last word
    const occupationHits = hits.filter((h) => h.target.kind === 'occupation');
    const nearest =
      occupationHits
        .filter((h) => h.contained)
        .sort((a, b) => b.score - a.score || employment(b) - employment(a))[0] ??
      occupationHits.find((h) => h.headMatched && h.score >= NEAREST_MIN_SCORE);
    return {
      kind: 'none',
      nearest: nearest?.target.kind === 'occupation' ? nearest.target.occupation : null,
    };
  }

  return {
    suggest(query: string, limit: number): TitleOption[] {
      const hits = distinct(titleIndex().search(query, 200)).filter((h) => h.complete);
      const best = hits[0]?.score ?? 0;
      // close to the best only ("lawyer" does not offer a "Layer"); among equally good names an
      // official title, then the more common job ("teacher": school teachers before postsecondary)
      const close = hits
        .filter((h) => h.score >= best * SUGGESTION_MIN_SHARE)
        .sort(
          (a, b) =>
            Math.round(b.score * 100) - Math.round(a.score * 100) ||
            Number(isTitle(b)) - Number(isTitle(a)) ||
            employment(b) - employment(a),
        );
      // built-in paths first: they carry Waymark's richest roadmaps
      return [
        ...close.filter((h) => h.target.kind === 'career'),
        ...close.filter((h) => h.target.kind !== 'career'),
      ]
        .slice(0, limit)
        .map((h) => option(h, query));
    },

    resolve,

    /**
     * The local engine's roadmap for a title that names nothing real: the nearest occupation's,
     * re-titled, saying which occupation it is (docs/decisions.md D17).
     */
    nearestDraft(title: string): (CareerDraft & { basedOn: string }) | null {
      const found = resolve(title);
      const nearest = found.kind === 'none' ? found.nearest : null;
      const built = nearest ? roadmap(nearest.code) : null;
      if (!nearest || !built) return null;
      const display = titleCase(title);
      const names = new Map(built.skills.map((s) => [s.id, s.name]));
      return {
        title: display,
        basedOn: nearest.title,
        occupationCode: nearest.code,
        summary: `${display} is not among the ${data.occupations.length.toLocaleString('en-US')} occupations of O*NET; this roadmap is built from the nearest one, ${nearest.title}. ${nearest.description}`,
        skills: built.skills,
        projects: built.projects.map(({ id: _id, skillIds, ...p }) => ({
          ...p,
          skills: skillIds.map((id) => names.get(id) ?? '').filter(Boolean),
        })),
      };
    },
  };
}
