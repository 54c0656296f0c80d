/**
 * What Waymark shows about one occupation (docs/product.md §3 Occupations): its BLS figures where the
 * user is, its related occupations' figures for the Local Market, and its full O*NET page.
 */
import type { CatalogCareer } from '../../shared/catalog.schema.ts';
import type {
  OccupationDetail,
  OccupationFacts,
  RegionalFigure,
  RegionalOutlook,
} from '../../shared/occupation.api.ts';
import { isUnitedStates, usStateName } from '../../shared/us-states.ts';
import type { Location } from '../../shared/user.schema.ts';
import { BUILT_IN_OCCUPATIONS } from './builtin-occupations.ts';
import type { OccupationData, OccupationRecord, StateWages } from './occupation-data.ts';
import {
  type OccupationRoadmap,
  occupationCareerId,
  occupationPages,
  ratingsLender,
} from './occupation-roadmap.ts';

export interface OccupationFactsDeps {
  data: OccupationData;
  states: StateWages;
  byCode: ReadonlyMap<string, OccupationRecord>;
  careers: readonly CatalogCareer[];
  /** The occupation's roadmap, or null (its page offers to make it a goal when there is one). */
  roadmap: (code: string) => OccupationRoadmap | null;
}

export function createOccupationFacts({ data, states, byCode, careers, roadmap }: OccupationFactsDeps) {
  function where(location: Location | null) {
    if (!location)
      return {
        scope: 'national' as const,
        state: null,
        note: 'Set your location to see your state’s figures.',
      };
    if (!isUnitedStates(location.country))
      return {
        scope: 'abroad' as const,
        state: null,
        note: `Waymark has U.S. figures only: these are national U.S. figures, not ${location.country}’s.`,
      };
    const state = usStateName(location.state);
    if (state) return { scope: 'state' as const, state, note: null };
    // "Toronto, Canada" reads as city and state (docs/product.md §5 Location input): a second part
    // that is no U.S. state is most often a country
    const named = location.state.trim();
    return named
      ? {
          scope: 'abroad' as const,
          state: null,
          note: `“${named}” is not a U.S. state. Waymark has U.S. figures only: these are national U.S. figures.`,
        }
      : {
          scope: 'national' as const,
          state: null,
          note: 'Add your state to your location ("City, ST") to see its figures.',
        };
  }

  /** The BLS row an occupation's figures come from, when it is not the occupation's own (docs/decisions.md S52). */
  function borrowedFigures(occupation: OccupationRecord) {
    const w = occupation.wages ?? occupation.outlook;
    return w && w.title.toLowerCase() !== occupation.title.toLowerCase() ? w : null;
  }

  /** "BLS publishes pay and outlook for …" when the figures are another row's. */
  function figuresNote(occupation: OccupationRecord): string | null {
    const w = borrowedFigures(occupation);
    if (!w) return null;
    return w.level === 'aggregate'
      ? `BLS publishes pay and outlook for ${w.title}, a group that includes ${occupation.title}: the figures are for the whole group.`
      : `BLS publishes pay and outlook for ${w.title}, which includes ${occupation.title}: the figures are for all of them.`;
  }

  function facts(occupation: OccupationRecord, location: Location | null): OccupationFacts {
    const w = occupation.wages;
    const place = where(location);
    const soc = occupation.code.slice(0, 7);
    const stateMean = place.state ? states.means[soc]?.[states.areas.indexOf(place.state)] : undefined;
    const hasNational = w !== null && (w.p50 !== null || w.mean !== null || w.hourly !== null);
    return {
      code: occupation.code,
      title: occupation.title,
      careerId: occupationCareerId(occupation.code),
      education: occupation.education,
      educationSource: occupation.educationSource,
      wages: w
        ? {
            soc: w.soc,
            title: w.title,
            level: w.level,
            year: `May ${data.sources.wagesNational.replace(/^May /, '')}`,
            employment: w.employment,
            mean: w.mean,
            p10: w.p10,
            p25: w.p25,
            median: w.p50,
            p75: w.p75,
            p90: w.p90,
            hourly: w.hourly ? { median: w.hourly.p50, p10: w.hourly.p10, p90: w.hourly.p90 } : null,
            topCoded: data.sources.topCoded,
          }
        : null,
      outlook: occupation.outlook ? { period: data.sources.projections, ...occupation.outlook } : null,
      figuresNote: figuresNote(occupation),
      stateWage:
        place.state && stateMean !== undefined && stateMean !== null
          ? { state: place.state, year: states.year, mean: stateMean }
          : null,
      scope: place.scope,
      scopeNote:
        place.state && stateMean == null
          ? hasNational
            ? `BLS publishes no ${states.year} figure for this occupation in ${place.state}; national figures are shown.`
            : `BLS publishes no ${states.year} figure for this occupation in ${place.state}.`
          : place.note,
    };
  }

  return {
    /**
     * docs/product.md §2 Local Market: the occupation and its related ones with the state's mean
     * wage (May 2023) and national median and projections; the best paid and fastest growing.
     */
    regional(code: string, location: Location | null): RegionalOutlook | undefined {
      const o = byCode.get(code);
      if (!o) return undefined;
      const goal = facts(o, location);
      const state =
        goal.stateWage?.state ?? (goal.scope === 'state' ? usStateName(location?.state ?? '') : null);
      const area = state ? states.areas.indexOf(state) : -1;
      // BLS publishes by 6-digit SOC: O*NET specialisations of one SOC code share its figures, so
      // each SOC code is listed once, under the first occupation that has it
      const seen = new Set<string>();
      const figures = [o.code, ...o.related].flatMap((c): RegionalFigure[] => {
        const r = byCode.get(c);
        if (!r || (!r.wages && !r.outlook) || seen.has(r.code.slice(0, 7))) return [];
        seen.add(r.code.slice(0, 7));
        return [
          {
            code: r.code,
            title: r.title,
            figuresFor: borrowedFigures(r)?.title ?? null,
            stateMean: area >= 0 ? (states.means[r.code.slice(0, 7)]?.[area] ?? null) : null,
            nationalMedian: r.wages?.p50 ?? null,
            changePercent: r.outlook?.changePercent ?? null,
            annualOpenings: r.outlook?.annualOpenings ?? null,
          },
        ];
      });
      // never rank a national median among state means (docs/decisions.md S52): one basis for all
      const byState = area >= 0 && figures.some((f) => f.stateMean !== null);
      const pay = (f: RegionalFigure) => {
        const v = byState ? f.stateMean : f.nationalMedian;
        return v === 'top' ? Number.POSITIVE_INFINITY : (v ?? -1);
      };
      return {
        goal,
        occupations: figures,
        highestPaid: [...figures]
          .filter((f) => pay(f) >= 0)
          .sort((a, b) => pay(b) - pay(a))
          .slice(0, 3),
        highestPaidBy: byState ? ('state' as const) : ('national' as const),
        fastestGrowing: [...figures]
          .filter((f) => f.changePercent !== null)
          .sort((a, b) => (b.changePercent ?? 0) - (a.changePercent ?? 0))
          .slice(0, 3),
      };
    },

    facts(code: string, location: Location | null): OccupationFacts | undefined {
      const occupation = byCode.get(code);
      return occupation ? facts(occupation, location) : undefined;
    },

    detail(code: string, location: Location | null): OccupationDetail | undefined {
      const o = byCode.get(code);
      if (!o) return undefined;
      const source = ratingsLender(o, data.occupations);
      const built = roadmap(o.code);
      const rated = (list: typeof o.skills, elements: typeof data.skills) =>
        list.flatMap(([i, importance, level]) => {
          const e = elements[i];
          return e ? [{ id: e.id, name: e.name, description: e.description, importance, level }] : [];
        });
      const zone = o.jobZone ? data.jobZones[String(o.jobZone)] : undefined;
      return {
        ...facts(o, location),
        description: o.description,
        alternateTitles: o.alternateTitles.slice(0, 12),
        jobZone: o.jobZone && zone ? { zone: o.jobZone, name: zone.name, education: zone.education } : null,
        riasec: data.riasec.map((name, i) => ({ name, score: o.riasec[i] ?? 0 })),
        tasks: o.tasks,
        technologies: o.technologies.map(([name, kind, flags]) => ({
          name,
          kind,
          hot: (flags & 1) !== 0,
          inDemand: (flags & 2) !== 0,
        })),
        skills: rated(o.skills, data.skills),
        knowledge: rated(o.knowledge, data.knowledge),
        related: o.related.flatMap((c) => {
          const r = byCode.get(c);
          return r ? [{ code: r.code, title: r.title }] : [];
        }),
        builtInCareers: careers
          .filter((c) => BUILT_IN_OCCUPATIONS[c.id] === o.code)
          .map((c) => ({ id: c.id, title: c.title })),
        ratingsFrom: source && source.code !== o.code ? { code: source.code, title: source.title } : null,
        hasRoadmap: built !== null,
        links: occupationPages(o),
        family: built?.family ?? null,
        curated: built?.curated ?? false,
        milestones: built?.milestones ?? [],
        entryRoutes: built?.entryRoutes ?? [],
        practice: (built?.projects ?? []).map(({ id, title, description, estimatedHours, kind }) => ({
          id,
          title,
          description,
          estimatedHours,
          ...(kind ? { kind } : {}),
        })),
      };
    },
  };
}
