/**
 * Title resolution (docs/product.md §5 Title resolution): what a typed job title names, a built-in
 * path, one occupation, choices, or nothing; suggestions while typing; and the local engine's
 * roadmap from the nearest occupation for a title that names nothing real.
 */
import type { CareerDraft } from '../../shared/career.ts';
import type { CatalogCareer } from '../../shared/catalog.schema.ts';
import { titleCase } from '../../shared/matching.ts';
import type { TitleLevel, TitleOption } from '../../shared/occupation.api.ts';
import { loadCuratedCareers, loadPostingNames } from '../catalog/career-content.ts';
import { BUILT_IN_ALIASES, BUILT_IN_OCCUPATIONS } from './builtin-occupations.ts';
import type { OccupationData, OccupationRecord } from './occupation-data.ts';
import { type buildOccupationRoadmap, occupationCareerId } from './occupation-roadmap.ts';
import {
  createTitleIndex,
  nameCovers,
  STOP_WORDS,
  stem,
  type TitleHit,
  type TitleIndex,
  titleKey,
  titleWords,
} from './title-index.ts';
import { readTitle, spellOut, type TitleReading } from './title-reading.ts';

/** docs/product.md §5 Title resolution: how many "did you mean" choices are offered. */
export const CHOICES_SHOWN = 5;
/** The occupation O*NET files most vice presidents' and chief officers' names under. */
const CHIEF_EXECUTIVES = '11-1011.00';
/** Below this a partial match is too weak to build a roadmap from ("nearest occupation"). */
const NEAREST_MIN_SCORE = 0.3;
/** Below this a complete match is too weak to offer as "did you mean". */
const CHOICE_MIN_SCORE = 0.45;
/**
 * docs/product.md §5 Title resolution: a title that names nothing exactly is taken as its best
 * target only at this confidence or above; measured on the development set (bench/RESULTS.md).
 */
export const MATCH_CONFIDENCE = 0.6;
/** The confidence is the best target's score less this share of the runner-up's. */
const MARGIN_SHARE = 0.5;
/** A suggestion while typing scores at least this share of the best one. */
const SUGGESTION_MIN_SHARE = 0.7;

/**
 * docs/decisions.md S93: words that say what part a person plays, not in which trade; a title of
 * these words only ("Shift Lead", "Crew Member", "Service Technician") is never taken alone.
 */
const ROLE_WORDS = new Set(
  [
    'agent',
    'aide',
    'analyst',
    'assistant',
    'associate',
    'clerk',
    'consultant',
    'coordinator',
    'crew',
    'director',
    'executive',
    'helper',
    'inspector',
    'laborer',
    'lead',
    'leader',
    'manager',
    'member',
    'officer',
    'operator',
    'professional',
    'representative',
    'service',
    'shift',
    'specialist',
    'staff',
    'supervisor',
    'team',
    'technician',
    'worker',
  ].map(stem),
);

/** The hits of two searches, one per target: the better score, each flag from either. */
function mergeHits<T>(a: Array<TitleHit<T>>, b: Array<TitleHit<T>>): Array<TitleHit<T>> {
  if (b.length === 0) return a;
  const byTarget = new Map<T, TitleHit<T>>();
  for (const hit of [...a, ...b]) {
    const previous = byTarget.get(hit.target);
    if (!previous) {
      byTarget.set(hit.target, hit);
      continue;
    }
    const better = hit.score > previous.score ? hit : previous;
    byTarget.set(hit.target, {
      ...better,
      exact: previous.exact || hit.exact,
      wordsExact: previous.wordsExact || hit.wordsExact,
      complete: previous.complete || hit.complete,
      text: previous.exact ? previous.text : hit.exact ? hit.text : better.text,
    });
  }
  return [...byTarget.values()].sort((x, y) => y.score - x.score);
}

type Target =
  | { kind: 'career'; career: CatalogCareer }
  | { kind: 'occupation'; occupation: OccupationRecord };

/** A title named exactly by another name only one occupation lists: taken once corroborated (S121). */
interface OtherNameHit {
  kind: 'other-name';
  hit: TitleHit<Target>;
  form: string;
}

/**
 * docs/decisions.md S121: the root of a word, so that "welding" meets "welders" and "orthopedics"
 * meets "orthopedic" (words are already singular, title-index.ts `stem`).
 */
/**
 * The people an O*NET title names: the plural last word of each of its parts ("Meat, Poultry, and
 * Fish Cutters and Trimmers" names cutters and trimmers; "Helpers--Electricians" helpers and
 * electricians; "Tank Car, Truck, and Ship Loaders" loaders, not a car), never a role word; a
 * singular name (a curated career's, a common posting name's) names its last word.
 */
function heads(name: string, singular: boolean): string[] {
  if (singular) {
    const last = titleWords(name.split(',')[0] ?? '').at(-1);
    return last && !ROLE_WORDS.has(last) && !GENERIC_HEADS.has(last) ? [last] : [];
  }
  return name
    .replace(/\b(?:Except|of)\b.*$/, '')
    .split(/,|--|\band\b|\bor\b|\//)
    .map(
      (part) =>
        part
          .trim()
          .split(/[\s-]+/)
          .at(-1) ?? '',
    )
    .filter((w) => singular || (w.length >= 5 && /[^su]s$/i.test(w)))
    .map((w) => titleWords(w).at(-1))
    .filter(
      (w): w is string =>
        w !== undefined && !STOP_WORDS.has(w) && !ROLE_WORDS.has(w) && !GENERIC_HEADS.has(w),
    );
}

/**
 * A typed word names a head: the same word, or the work it does ("Cleaning" names cleaners,
 * "Welding" welders).
 */
function namesHead(typed: string, head: string): boolean {
  return typed === head || (typed.endsWith('ing') && root(typed) === root(head));
}

/** The levels O*NET splits teachers by, as titles name them. */
const LEVELS: ReadonlyArray<readonly [string, RegExp]> = [
  ['preschool', /\bpre-?school\b|\bpre-?k\b/i],
  ['kindergarten', /\bkindergarten\b/i],
  ['elementary', /\belementary\b/i],
  ['middle', /\bmiddle school\b/i],
  ['secondary', /(?<!post)secondary\b|\bhigh school\b/i],
  ['postsecondary', /\bpostsecondary\b|\bcollege\b|\buniversity\b/i],
];

/** Heads as general as a role word: an attendant or a hand of what? */
const GENERIC_HEADS = new Set(['attendant', 'hand', 'handler', 'maker'].map(stem));

const isAllOtherTitle = (title: string) => /\bAll Other\b/.test(title);

function root(word: string): string {
  const bare = word.replace(/(?:ation|ing|ian|ist|ion|ics|ic|al|er|or|y)$/, '');
  return bare.length >= 4 ? bare : word;
}

/**
 * What a typed title names: one target (with the confidence it was chosen with: 1 for a name), the
 * best few to choose from, or nothing real.
 */
export type Resolution =
  | { kind: 'match'; option: TitleOption; confidence: number }
  | { kind: 'choices'; options: TitleOption[]; confidence: number }
  | { kind: 'none' };

export interface TitleResolutionDeps {
  data: OccupationData;
  careers: readonly CatalogCareer[];
  roadmap: (code: string) => ReturnType<typeof buildOccupationRoadmap>;
}

export function createTitleResolution({ data, careers, roadmap }: TitleResolutionDeps) {
  let index: TitleIndex<Target> | undefined;
  /** The names a target has officially: its title, and a curated career's title (by title key). */
  const officialNames = new Map<Target, Set<string>>();
  /** The roots of the people its official names name ("driver" in "Heavy and Tractor-Trailer Truck Drivers"). */
  const officialHeads = new Map<Target, Set<string>>();
  /** The person most of an occupation's other names name (`corroborated`). */
  const otherNameHeads = new Map<Target, Set<string>>();
  /** How many of an occupation's other names name each person, by root (`corroborated`). */
  const otherNameLasts = new Map<Target, Map<string, number>>();
  /** The words of each of a target's names, official or not, as roots. */
  const nameWordSets = new Map<Target, Array<Set<string>>>();
  /** The common posting names (S120): official for resolving, not for ranking suggestions. */
  const postingNames = new Set<string>();
  /** Each curated career's title by its occupation code (docs/product.md §3 Curated careers). */
  const curatedTitles = new Map<string, string>();
  /** docs/decisions.md S120 and S128: posting names whose O*NET filing misleads, as data. */
  const postingNameData = loadPostingNames();
  /** Each occupation by its code. */
  const byCode = new Map(data.occupations.map((o) => [o.code, o]));
  /** An ambiguous posting name's occupations, most common meaning first, by title key. */
  const ambiguousNames = new Map(postingNameData.ambiguous.map((a) => [titleKey(a.name), a.offer]));

  /**
   * Built lazily: about 60,000 names, a fifth of a second, on the first search. O*NET writes a short
   * name in brackets ("Emergency Room Nurse (ER Nurse)"): each is a name of its own.
   */
  function titleIndex(): TitleIndex<Target> {
    if (index) return index;
    const entries: Array<{ text: string; target: Target; weight: number }> = [];
    const add = (target: Target, text: string, weight: number, official = false) => {
      const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(text.trim());
      for (const name of bracket ? [bracket[1] ?? '', bracket[2] ?? ''] : [text]) {
        entries.push({ text: name, target, weight });
        const named = nameWordSets.get(target) ?? [];
        named.push(new Set(titleWords(name).map(root)));
        nameWordSets.set(target, named);
        if (!official) continue;
        officialNames.set(target, (officialNames.get(target) ?? new Set()).add(titleKey(name)));
        const singular = target.kind === 'career' || weight !== 1 || !/s\b/.test(text);
        officialHeads.set(target, new Set([...(officialHeads.get(target) ?? []), ...heads(name, singular)]));
      }
    };
    for (const career of careers) {
      const target = { kind: 'career', career } as Target;
      add(target, career.title, 1.02, true);
      for (const text of BUILT_IN_ALIASES[career.id] ?? []) add(target, text, 1);
    }
    const targets = new Map<string, Target>();
    for (const occupation of data.occupations) {
      const target: Target = { kind: 'occupation', occupation };
      targets.set(occupation.code, target);
      add(target, occupation.title, 1, true);
      for (const text of occupation.alternateTitles) add(target, text, 0.97);
      for (const text of occupation.reportedTitles) add(target, text, 0.95);
      // the person a quarter or more of its other names name ("Engineer" for Software Developers)
      const others = [...occupation.alternateTitles, ...occupation.reportedTitles];
      const lasts = new Map<string, number>();
      for (const text of others) {
        const last = titleWords(text.replace(/\s*\([^()]*\)$/, '')).at(-1);
        if (last) lasts.set(last, (lasts.get(last) ?? 0) + 1);
      }
      // each name once: a short name O*NET also lists alone ("Vet Receptionist") is not another
      const short = new Set(others.map((text) => /\(([^()]+)\)$/.exec(text)?.[1]?.toLowerCase()));
      const byRoot = new Map<string, number>();
      for (const text of new Set(others)) {
        const last = titleWords(text.replace(/\s*\([^()]*\)$/, '')).at(-1);
        if (last && !short.has(text.toLowerCase())) byRoot.set(root(last), (byRoot.get(root(last)) ?? 0) + 1);
      }
      otherNameLasts.set(target, byRoot);
      otherNameHeads.set(
        target,
        new Set([...lasts].filter(([, n]) => n >= 2 && n >= others.length / 4).map(([w]) => root(w))),
      );
    }
    // a curated career's title and the name in its brackets are its occupation's own names
    // ("Electrician", "Restaurant Cook (Line Cook)", "Nursing Assistant (CNA)")
    for (const { data: curated } of loadCuratedCareers()) {
      curatedTitles.set(curated.occupationCode, curated.title);
      const target = targets.get(curated.occupationCode);
      if (!target) continue;
      const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(curated.title);
      add(target, bracket?.[1] ?? curated.title, 1, true);
      if (bracket?.[2]) add(target, bracket[2], 1, true);
    }
    // docs/decisions.md S120: the names job boards give the hourly jobs most people hold
    for (const { code, names } of postingNameData.common) {
      const target = targets.get(code);
      if (!target) continue;
      for (const name of names) {
        add(target, name, 1, true);
        postingNames.add(titleKey(name));
      }
    }
    index = createTitleIndex(entries);
    return index;
  }

  /** The matched other name is shown only when the title itself does not explain the match. */
  function option(hit: TitleHit<Target>, query: string, level: TitleLevel | null = null): TitleOption {
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
      level,
      curatedTitle: target.kind === 'occupation' ? (curatedTitles.get(target.occupation.code) ?? null) : null,
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

  const employment = (h: TitleHit<Target>) =>
    h.target.kind === 'career'
      ? Number.POSITIVE_INFINITY
      : (h.target.occupation.wages?.employment ?? h.target.occupation.outlook?.employment2024 ?? 0);
  /** Occupations with a curated career: a roadmap written and reviewed by hand (product §3). */
  const curatedCodes = new Set(loadCuratedCareers().map(({ data: curated }) => curated.occupationCode));
  const isTitle = (h: TitleHit<Target>) =>
    h.target.kind === 'career' || (officialNames.get(h.target)?.has(titleKey(h.text)) ?? false);
  const options = (hits: Array<TitleHit<Target>>, query: string, level: TitleLevel | null) =>
    hits.slice(0, CHOICES_SHOWN).map((h) => option(h, query, level));

  /**
   * What one form of the title names exactly: one target, several, or nothing by that name. The form
   * as typed and spelled out are one name (docs/decisions.md S93): "Tire Tech" is one occupation's
   * other name, but "Tire Technician" is three's, so neither is taken alone.
   */
  function named(form: string, level: TitleLevel | null): Resolution | OtherNameHit | null {
    const spelled = spellOut(form);
    // docs/decisions.md S128: a name postings use for another job than O*NET's one filing, or several
    const offer = ambiguousNames.get(titleKey(form)) ?? ambiguousNames.get(titleKey(spelled));
    if (offer) return ambiguousChoices(offer, level, 1);
    const hits = mergeHits(
      distinct(titleIndex().search(form, 200)),
      spelled === form ? [] : distinct(titleIndex().search(spelled, 200)),
    );
    // among names several occupations share ("teacher", "doctor"), the most common jobs first; an
    // "All Other" occupation's other name only when no occupation of its own has it ("X-Ray
    // Technician" is Radiologic Technologists, not Engineering Technologists, All Other)
    const allExact = hits
      .filter((h) => h.exact)
      .sort((a, b) => Number(isTitle(b)) - Number(isTitle(a)) || employment(b) - employment(a));
    const particular = allExact.filter(
      (h) => isTitle(h) || (!isAllOther(h) && !excludes(h, titleKey(spelled))),
    );
    const exact = particular.length > 0 ? particular : allExact;
    if (exact.length === 0) return null;
    const exactCareer = exact.find((h) => h.target.kind === 'career');
    if (exactCareer) return { kind: 'match', option: option(exactCareer, form, level), confidence: 1 };
    const typedWords = titleWords(spelled).filter((w) => !STOP_WORDS.has(w));
    // docs/decisions.md S93: a name of role words only ("Shift Lead", "Team Member") names no trade
    if (typedWords.every((w) => ROLE_WORDS.has(w))) return withNearest(exact, spelled, level);
    const only = exact.length === 1 ? exact[0] : undefined;
    if (only) {
      // another name only one occupation lists, of an "All Other" occupation or sharing no word with
      // its own names ("Account Executive" for Advertising and Promotions Managers): O*NET's other
      // names are wide, so the person chooses (docs/decisions.md S93)
      const head = typedWords[typedWords.length - 1] ?? '';
      if (!isTitle(only) && (isAllOther(only) || (ROLE_WORDS.has(head) && !sharesWord(only, typedWords)))) {
        const choices = withNearest(exact, spelled, level);
        if (choices.kind === 'choices' && choices.options.length > 1) return choices;
        // an "All Other" group is never taken alone (S139): the occupations named by the title's
        // subject ("Wedding Planner" for "Wedding Coordinator") come first, the group last
        if (isAllOther(only)) {
          const subject = typedWords.filter((w) => !ROLE_WORDS.has(w)).join(' ');
          const bySubject = subject
            ? distinct(titleIndex().search(subject, 200))
                .filter((h) => h.complete && h.target !== only.target && !isAllOther(h))
                .filter((h, i, all) => all.findIndex((o) => o.target === h.target) === i)
                .sort((a, b) => b.score - a.score || employment(b) - employment(a))
                .slice(0, CHOICES_SHOWN - 1)
            : [];
          return { kind: 'choices', options: options([...bySubject, only], spelled, level), confidence: 0 };
        }
      }
      // another name only one occupation lists, while another occupation's own title holds every
      // typed word ("Veterinary Assistant" beside Veterinary Assistants and Laboratory Animal
      // Caretakers): the person may mean either
      const typed = new Set(typedWords);
      const rivals = isTitle(only)
        ? []
        : hits.filter(
            (h) =>
              h !== only &&
              h.wordsExact &&
              !otherRole(h, typed) &&
              !excludes(h, titleKey(spelled)) &&
              [...(officialNames.get(h.target) ?? [])].some((name) =>
                [...typed].every((w) => name.split(' ').includes(w)),
              ),
          );
      // ...or while the title ends with another occupation's own name of two words or more
      // ("Delivery Driver", light truck drivers' common name, in "Local Delivery Driver", Driver/Sales
      // Workers' other name): the person may mean that one (S128)
      const key = ` ${titleKey(spelled)} `;
      const inside = isTitle(only)
        ? []
        : hits.filter(
            (h) =>
              h !== only &&
              !rivals.includes(h) &&
              h.target.kind === 'occupation' &&
              // the occupation a specialty belongs to ("ICU RN" is Critical Care Nurses, one of the
              // Registered Nurses) is no rival of it
              !(
                only.target.kind === 'occupation' &&
                only.target.occupation.code.slice(0, 7) === h.target.occupation.code.slice(0, 7)
              ) &&
              !otherRole(h, typed) &&
              [...(officialNames.get(h.target) ?? [])].some(
                (name) => name.includes(' ') && key.endsWith(` ${name} `),
              ),
          );
      rivals.push(...inside);
      if (rivals.length === 0) return { kind: 'other-name', hit: only, form };
      return { kind: 'choices', options: options([only, ...rivals], form, level), confidence: 1 };
    }
    // one occupation is called this officially, others list it among their other names: "cashier"
    // is Cashiers, not Gambling Change Persons and Booth Cashiers
    const official = exact.filter(isTitle);
    if (official.length === 1 && official[0])
      return { kind: 'match', option: option(official[0], form, level), confidence: 1 };
    // a built-in path that has every typed word comes first: "ux designer" offers UI/UX Designer
    const best = hits.find((h) => h.complete)?.score ?? 0;
    const careers = hits.filter(
      (h) => h.target.kind === 'career' && h.complete && h.score >= Math.max(CHOICE_MIN_SCORE, best * 0.8),
    );
    return { kind: 'choices', options: options([...careers, ...exact], form, level), confidence: 1 };
  }

  /** The given targets first, then the nearest others to the form, as choices. */
  function withNearest(first: Array<TitleHit<Target>>, form: string, level: TitleLevel | null): Resolution {
    const near = nearTargets(form).ranked.filter((h) => !first.some((f) => f.target === h.target));
    return { kind: 'choices', options: options([...first, ...near], form, level), confidence: 0 };
  }

  /** The occupation's title excludes this name ("Ambulance Drivers ..., Except Emergency Medical Technicians"). */
  const excludes = (h: TitleHit<Target>, key: string) =>
    h.target.kind === 'occupation' &&
    titleKey(/\bExcept\b(.*)$/.exec(h.target.occupation.title)?.[1] ?? '').includes(key);
  /**
   * docs/decisions.md S120: the occupation is the helpers or the first-line supervisors of a trade
   * while the title names neither ("Plumber" is not Helpers--Pipelayers, Plumbers, ...).
   */
  const otherRole = (h: TitleHit<Target>, typed: ReadonlySet<string>) =>
    h.target.kind === 'occupation' &&
    ((/^Helpers\b/.test(h.target.occupation.title) && !typed.has(stem('helper'))) ||
      (/^First-Line Supervisors\b/.test(h.target.occupation.title) &&
        !typed.has(stem('supervisor')) &&
        !typed.has(stem('lead'))));
  const isAllOther = (h: TitleHit<Target>) =>
    h.target.kind === 'occupation' && isAllOtherTitle(h.target.occupation.title);
  /**
   * A typed word other than a role word is in a word of one of the target's own names ("auto" in
   * "automotive", "stylist" in "hairstylists").
   */
  const sharesWord = (h: TitleHit<Target>, typed: readonly string[]) =>
    [...(officialNames.get(h.target) ?? [])].some((name) => {
      const own = name.split(' ');
      return typed.some(
        (w) => !ROLE_WORDS.has(w) && own.some((o) => o === w || (w.length >= 4 && o.includes(w))),
      );
    });

  /**
   * The best few targets for a form that names nothing exactly, best first, with the confidence in
   * the first: its score when every typed word is in its name as typed, else 0 (a typo or a partly
   * typed word is never taken alone).
   */
  function nearTargets(form: string) {
    // the form as typed and spelled out are one name here too: "Customer Service Rep" is one
    // occupation's other name, "Customer Service Representative" another's own title
    const spelled = spellOut(form);
    const hits = mergeHits(
      distinct(titleIndex().search(form, 200)),
      spelled === form ? [] : distinct(titleIndex().search(spelled, 200)),
    );
    const best = hits.find((h) => h.complete)?.score ?? 0;
    // close to the best one only: "registerd nurse" offers nurses, not a registry director
    const close = hits.filter((h) => h.complete && h.score >= Math.max(CHOICE_MIN_SCORE, best * 0.8));
    // names inside a longer title ("Registered Nurse" in "Registered Nurse Float Pool"), else names
    // with the title's last word, the role ("asdf nurse" offers nurses)
    const inside = hits.filter((h) => h.contained && !close.includes(h));
    const role =
      close.length + inside.length > 0
        ? []
        : hits.filter((h) => h.headMatched && h.score >= NEAREST_MIN_SCORE).slice(0, CHOICES_SHOWN);
    const ranked = [...close, ...inside, ...role].sort(
      (a, b) => b.score - a.score || employment(b) - employment(a),
    );
    const [first, second] = ranked;
    // a one-word name inside the title ("Supervisor" in "Cook Supervisor") says only the role, not
    // the trade: it gives no confidence (docs/decisions.md S93)
    const containedWords = titleWords(first?.containedName ?? '').filter((w) => !STOP_WORDS.has(w)).length;
    const confidence =
      first?.wordsExact || (first?.contained && containedWords > 1)
        ? Math.max(
            0,
            first.score - (second && second.target !== first.target ? second.score * MARGIN_SHARE : 0),
          )
        : 0;
    return { ranked, confidence };
  }

  /**
   * docs/product.md §1 and §5 Title resolution: the title is read (noise dropped, level kept apart,
   * abbreviations spelled out); the first of its forms that names a built-in path or one occupation
   * decides, and one that several share offers them as choices. A title that names nothing exactly
   * is matched only when its best target is confident (MATCH_CONFIDENCE); else its best targets are
   * offered as choices; else it names nothing real.
   */
  function resolve(title: string): Resolution {
    const reading = readTitle(title);
    if (reading.office) return vicePresident(reading.office);
    const found = resolveForms(reading);
    if (found.kind !== 'match' || found.option.level !== 'lead' || !found.option.code) return found;
    // docs/decisions.md S93: a lead who supervises is classed as the trade's first-line supervisor
    // (SOC coding rules), so "Lead Carpenter" offers both
    const supervisor = supervisorOf(found.option.code);
    if (!supervisor) return found;
    return {
      kind: 'choices',
      options: [found.option, occupationOption(supervisor, found.option.level)],
      confidence: found.confidence,
    };
  }

  /**
   * docs/decisions.md S142: a vice president heads a field ("VP of Operations", "Finance VP"). O*NET
   * files many such names under Chief Executives, while postings mean the field's top manager just as
   * often, so the field's managers and directors are offered first and Chief Executives last; never
   * one alone.
   */
  function vicePresident(office: string): Resolution {
    const managers = (form: string) => {
      const one = resolveForms(readTitle(form));
      return one.kind === 'match' ? [one.option] : one.kind === 'choices' ? one.options : [];
    };
    const byManager = managers(`${office} Manager`);
    const found = (byManager.length > 0 ? byManager : managers(`${office} Director`)).filter(
      (o) => o.code !== CHIEF_EXECUTIVES,
    );
    // managers first and only, when the field has them ("Operations Manager" is also a media
    // technical director's other name); a job named as the field ("VP, Loan Officer") otherwise
    const management = found.filter((o) => o.code?.startsWith('11-'));
    const chief = byCode.get(CHIEF_EXECUTIVES);
    const shown = [
      ...(management.length > 0 ? management : found)
        .slice(0, CHOICES_SHOWN - 1)
        .map((o) => ({ ...o, level: 'senior' as const })),
      ...(chief ? [occupationOption(chief, 'senior')] : []),
    ];
    return shown.length > 0 ? { kind: 'choices', options: shown, confidence: 0 } : { kind: 'none' };
  }

  /** An ambiguous posting name's occupations (S128), most common meaning first, as choices. */
  function ambiguousChoices(
    codes: readonly string[],
    level: TitleLevel | null,
    confidence: number,
  ): Resolution {
    const found = codes.flatMap((code) => byCode.get(code) ?? []);
    return { kind: 'choices', options: found.map((o) => occupationOption(o, level)), confidence };
  }

  /** An occupation as a choice, under its own title. */
  function occupationOption(occupation: OccupationRecord, level: TitleLevel | null): TitleOption {
    return {
      kind: 'occupation',
      title: occupation.title,
      careerId: occupationCareerId(occupation.code),
      code: occupation.code,
      alsoCalled: null,
      level,
      curatedTitle: curatedTitles.get(occupation.code) ?? null,
    };
  }

  /**
   * The first-line supervisors of an occupation's trade: in its SOC major group, the one whose title
   * shares the most words with it, else the one with the most jobs; none for a supervisor or a group
   * without them (nurses, engineers).
   */
  function supervisorOf(code: string): OccupationRecord | null {
    const occupation = byCode.get(code);
    if (
      !occupation ||
      /^First-Line Supervisors\b/.test(occupation.title) ||
      /\bManagers?\b/.test(occupation.title)
    )
      return null;
    const words = new Set(titleWords(occupation.title).filter((w) => !STOP_WORDS.has(w)));
    const candidates = data.occupations.filter(
      (o) => o.code.slice(0, 2) === code.slice(0, 2) && /^First-Line Supervisors of\b/.test(o.title),
    );
    const overlap = (o: OccupationRecord) =>
      titleWords(o.title.replace(/^First-Line Supervisors of/, '')).filter(
        (w) => words.has(w) && !ROLE_WORDS.has(w),
      ).length;
    const jobs = (o: OccupationRecord) => o.wages?.employment ?? o.outlook?.employment2024 ?? 0;
    return candidates.sort((a, b) => overlap(b) - overlap(a) || jobs(b) - jobs(a))[0] ?? null;
  }

  /**
   * Each occupation by the people its own names name (`officialHeads`), and by their roots for a word
   * naming the work ("cleaning"), built with the title index.
   */
  let byHead: { word: Map<string, Set<Target>>; root: Map<string, Set<Target>> } | undefined;
  function headIndex() {
    if (byHead) return byHead;
    titleIndex();
    byHead = { word: new Map(), root: new Map() };
    for (const [target, heads] of officialHeads) {
      if (target.kind !== 'occupation') continue;
      for (const head of heads) {
        byHead.word.set(head, (byHead.word.get(head) ?? new Set()).add(target));
        byHead.root.set(root(head), (byHead.root.get(root(head)) ?? new Set()).add(target));
      }
    }
    return byHead;
  }

  /** Each name of two words or more (as roots, without stop words) by the roots it holds. */
  let byRoot: Map<string, Array<[Target, Set<string>]>> | undefined;
  function namesWithRoot(word: string): Array<[Target, Set<string>]> {
    if (!byRoot) {
      titleIndex();
      byRoot = new Map();
      for (const [target, names] of nameWordSets) {
        if (target.kind !== 'occupation') continue;
        for (const name of names) {
          const words = new Set([...name].filter((w) => !STOP_WORDS.has(w)));
          if (words.size < 2) continue;
          for (const w of words) {
            const list = byRoot.get(w);
            if (list) list.push([target, words]);
            else byRoot.set(w, [[target, words]]);
          }
        }
      }
    }
    return byRoot.get(word) ?? [];
  }

  /** The occupations whose own names name the people a typed word names (`namesHead`). */
  function namedBy(typed: string): Set<Target> {
    const index = headIndex();
    const byWord = index.word.get(typed) ?? new Set<Target>();
    if (!typed.endsWith('ing')) return byWord;
    return new Set([...byWord, ...(index.root.get(root(typed)) ?? [])]);
  }

  /**
   * docs/decisions.md S121: O*NET's other names are wide ("Porter" is only Baggage Porters',
   * "Hazmat Tanker Driver" only Hazardous Materials Removal Workers', "Floater" only Sailors'), so a
   * title matched through one is taken alone only when the rest of the title agrees. It offers
   * choices instead when (1) a word of the title that the occupation's own names lack is a word of
   * other occupations' own names ("Cleaning" in "Porter - Commercial Cleaning", "Driver" in "Hazmat
   * Tanker Driver", "Nurse" in "Nurse Educator"): those occupations follow, the ones with more such
   * words and more jobs first; (2) the occupation is the helpers or supervisors of a trade the title
   * names without saying helper, supervisor or lead ("Electrician Apprentice"): the trade comes
   * first; (3) the occupation is one of several O*NET splits by a qualifier after a comma
   * ("Career/Technical Education Teachers, Middle School") and the title names none: its siblings
   * follow; (4) the name is one word that is none of the occupation's own words ("Floater").
   */
  function corroborated(
    hit: TitleHit<Target>,
    form: string,
    forms: readonly string[],
    level: TitleLevel | null,
    confidence: number,
  ): Resolution {
    const match: Resolution = { kind: 'match', option: option(hit, form, level), confidence };
    const { target } = hit;
    if (target.kind !== 'occupation' || isTitle(hit)) return match;
    const typedAll = new Set(forms.flatMap((f) => [...titleWords(f), ...titleWords(spellOut(f))]));
    const typed = [...typedAll].filter((w) => !STOP_WORDS.has(w) && !ROLE_WORDS.has(w));
    // the helpers of a trade the title names without saying helper: the trade is not theirs
    const role = /^Helpers\b/.test(target.occupation.title) && !typedAll.has(stem('helper'));
    const own = new Set(
      role
        ? []
        : [
            ...[...(officialNames.get(target) ?? [])].flatMap((name) => name.split(' ').map(root)),
            ...(otherNameHeads.get(target) ?? []),
          ],
    );
    const elsewhere = new Map<Target, number>();
    // a rival has a name of its own with that word and another of the title's ("Tanker Driver" for
    // truck drivers), or the title has no other word, or the word is the person the title names, whom
    // only one occupation's own names name and at most one of the occupation's other names
    // ("Receptionist" in "Veterinary Receptionist", which O*NET files under Veterinary Assistants, S142)
    const explainsNone = !typed.some((w) => own.has(root(w)));
    const person = root(
      titleWords(form)
        .filter((w) => !STOP_WORDS.has(w))
        .at(-1) ?? '',
    );
    const supports = (other: Target, w: string) =>
      explainsNone ||
      typed.length === 1 ||
      (root(w) === person && namedBy(w).size === 1 && (otherNameLasts.get(target)?.get(person) ?? 0) < 2) ||
      (nameWordSets.get(other) ?? []).some(
        (name) =>
          [...name].some((n) => namesHead(w, n) || n === root(w)) &&
          typed.some((t) => t !== w && name.has(root(t))),
      );
    for (const w of typed) {
      if (own.has(root(w))) continue;
      for (const other of namedBy(w))
        if (other !== target && supports(other, w)) elsewhere.set(other, (elsewhere.get(other) ?? 0) + 1);
    }
    // another occupation's name of two words or more lies whole among the title's words, with the
    // form's last word and a word of the title outside the form that the occupation's own names lack,
    // for a near match ("Hotel Manager", Lodging Managers' name, in "Assistant General Manager -
    // Hotel", S132), or for an exact one when that name shares two words with the form ("Dairy Farm
    // Worker" in "General Farm Worker - Dairy", S144)
    const typedRoots = new Set([...typedAll].map(root));
    const formRoots = new Set(titleWords(form).map(root));
    for (const w of typed) {
      if (own.has(root(w)) || formRoots.has(root(w))) continue;
      for (const [other, name] of namesWithRoot(root(w)))
        if (
          other !== target &&
          !elsewhere.has(other) &&
          name.has(person) &&
          [...name].every((r) => typedRoots.has(r)) &&
          (confidence < 1 || [...name].filter((r) => formRoots.has(r)).length >= 2)
        )
          elsewhere.set(other, 1);
    }
    // teachers by level: a title that names no level may mean any of them
    const [base, qualifier] = target.occupation.title.split(/,\s*/, 2);
    const names = (text: string) => LEVELS.filter(([, re]) => re.test(text)).map(([level]) => level);
    const typedLevels = names(forms.join(' '));
    const siblings =
      qualifier && /\bTeachers$/.test(base ?? '') && !names(qualifier).some((l) => typedLevels.includes(l))
        ? data.occupations.filter(
            (o) =>
              o !== target.occupation &&
              o.title.startsWith(`${base},`) &&
              (typedLevels.length === 0 || names(o.title).some((l) => typedLevels.includes(l))),
          )
        : [];
    // a one-word name that shares no stem with the occupation's own names ("Floater" for Sailors)
    const nameWords = titleWords(hit.text).filter((w) => !STOP_WORDS.has(w));
    const stranger =
      nameWords.length === 1 &&
      (nameWords[0] ?? '').length >= 5 &&
      ![...own].some((o) => o.slice(0, 4) === (nameWords[0] ?? '').slice(0, 4));
    if (elsewhere.size === 0 && siblings.length === 0 && !stranger) return match;
    const jobs = (t: Target) =>
      t.kind === 'occupation'
        ? (t.occupation.wages?.employment ?? t.occupation.outlook?.employment2024 ?? 0)
        : 0;
    const others = [...elsewhere]
      .filter(([t]) => !(t.kind === 'occupation' && isAllOtherTitle(t.occupation.title)))
      .sort((a, b) => b[1] - a[1] || jobs(b[0]) - jobs(a[0]))
      .map(([t]) => (t as { occupation: OccupationRecord }).occupation);
    const follow = [...siblings, ...others].filter((o, i, all) => all.indexOf(o) === i);
    // a stranger is offered, with the nearest others if any, never taken alone
    if (follow.length === 0) return stranger ? withNearest([hit], form, level) : match;
    const shown = follow.slice(0, CHOICES_SHOWN - 1).map((o) => occupationOption(o, level));
    // the trade before its helpers; the level the title names before the one the other name gave
    const first = role || (typedLevels.length > 0 && siblings.length > 0);
    return {
      kind: 'choices',
      options: first ? [...shown, match.option] : [match.option, ...shown],
      confidence: 0,
    };
  }

  function resolveForms({ forms, level, sides, alone }: TitleReading): Resolution {
    for (const form of forms) {
      const found = named(form, level);
      const resolved =
        found?.kind === 'other-name' ? corroborated(found.hit, found.form, forms, level, 1) : found;
      if (resolved) return form.includes('/') ? resolved : withSides(resolved, sides, level);
    }
    let bestForm: { form: string; ranked: Array<TitleHit<Target>>; confidence: number } | null = null;
    const nearByForm = new Map(forms.map((form) => [form, nearTargets(form)]));
    for (const [form, near] of nearByForm) {
      if (near.ranked.length === 0) continue;
      if (!bestForm || near.confidence > bestForm.confidence || bestForm.ranked.length === 0)
        bestForm = { form, ...near };
    }
    const first = bestForm?.ranked[0];
    if (!bestForm || !first) return { kind: 'none' };
    // another part of the title alone ("Food Plant" in "Maintainance Technician - Food Plant") is
    // taken alone only when one of the occupation's names has the title's own role word ("Mayor (City
    // Council)" is Legislators, who are also called mayors) or the title's job names nothing near
    // (S141): else both are offered
    const role = root(titleWords(forms.find((f) => !alone.includes(f)) ?? '').at(-1) ?? '');
    const hasRole = (nameWordSets.get(first.target) ?? []).some((name) => name.has(role));
    const job =
      alone.includes(bestForm.form) && !hasRole
        ? forms
            .filter((f) => !alone.includes(f))
            .flatMap((f) => nearByForm.get(f)?.ranked ?? [])
            .filter(
              (h, i, all) => h.target !== first.target && all.findIndex((o) => o.target === h.target) === i,
            )
        : [];
    if (job.length > 0)
      return { kind: 'choices', options: options([first, ...job], bestForm.form, level), confidence: 0 };
    // a name postings use for several jobs decides nothing inside a longer title either ("Account
    // Executive" in "Customer Account Executive", S145): its occupations are offered
    const shared = ambiguousNames.get(titleKey(first.text));
    if (shared && bestForm.confidence >= MATCH_CONFIDENCE) return ambiguousChoices(shared, level, 0);
    if (bestForm.confidence >= MATCH_CONFIDENCE)
      return corroborated(first, bestForm.form, forms, level, bestForm.confidence);
    // a built-in path among the choices comes first: it carries Waymark's richest roadmap
    const ranked = [
      ...bestForm.ranked.filter((h) => h.target.kind === 'career'),
      ...bestForm.ranked.filter((h) => h.target.kind !== 'career'),
    ];
    return {
      kind: 'choices',
      options: options(ranked, bestForm.form, level),
      confidence: bestForm.confidence,
    };
  }

  /**
   * Two titles in one ("Catering Driver/Server", "Cashier/Stocker") whose sides each name one
   * occupation, different ones: the person may mean either, so both are offered, the one found first
   * first; a side naming one occupation joins the choices a shared name gave ("Cook/Dishwasher").
   * Sides naming the same occupation ("Waiter/Waitress") or nothing alone change nothing.
   */
  function withSides(found: Resolution, sides: readonly string[], level: TitleLevel | null): Resolution {
    if (found.kind === 'none' || sides.length < 2) return found;
    const [first, ...rest] = found.kind === 'match' ? [found.option] : found.options;
    if (!first) return found;
    const others: TitleOption[] = [];
    for (const side of sides) {
      const one = named(side, level);
      const alone =
        one?.kind === 'match' ? one.option : one?.kind === 'other-name' ? option(one.hit, side, level) : null;
      if (alone && ![first, ...others].some((o) => o.careerId === alone.careerId)) others.push(alone);
    }
    if (others.length === 0) return found;
    const shown = [first, ...others, ...rest.filter((o) => !others.some((s) => s.careerId === o.careerId))];
    return { kind: 'choices', options: shown.slice(0, CHOICES_SHOWN), confidence: 0 };
  }

  /**
   * The nearest occupation of a title the user chose as typed, for the local engine (docs/decisions.md
   * D17): the most particular one whose whole name is among the title's words; a one-word name
   * ("Nurse" in "asdf nurse") only as the title's last word and only when a few occupations share
   * it, the most common such job first.
   */
  function nearest(title: string): OccupationRecord | null {
    const { forms } = readTitle(title);
    for (const form of forms) {
      const inside = distinct(titleIndex().search(form, 200)).filter(
        (h) => h.target.kind === 'occupation' && h.contained,
      );
      const words = (h: TitleHit<Target>) => titleWords(h.containedName ?? '').length;
      const particular = inside.filter((h) => words(h) > 1).sort((a, b) => b.score - a.score)[0];
      // a one-word name dozens of occupations go by ("Engineer", "Officer") names none of them
      const oneWord = inside.filter((h) => words(h) === 1);
      const hit =
        particular ??
        (oneWord.length <= CHOICES_SHOWN
          ? oneWord.sort((a, b) => employment(b) - employment(a))[0]
          : undefined);
      if (hit?.target.kind === 'occupation') return hit.target.occupation;
    }
    return null;
  }

  return {
    suggest(query: string, limit: number): TitleOption[] {
      const hits = distinct(titleIndex().search(query, 200)).filter((h) => h.complete);
      const best = hits[0]?.score ?? 0;
      // close to the best only ("lawyer" does not offer a "Layer"), then (docs/decisions.md D20,
      // S90): built-in paths and curated careers first, named by their own titles, as they carry
      // Waymark's richest roadmaps; then occupations by their official titles; then the other names
      // they go by; in each group whole typed words first, then the more common job (BLS employment),
      // so "soft" offers Software Developers before a "Soft Sugar Supervisor"
      const typed = titleWords(query);
      const official = (h: TitleHit<Target>) =>
        [...(officialNames.get(h.target) ?? [])].some(
          (name) => !postingNames.has(name) && nameCovers(name, query),
        );
      // every typed word a whole word of an official name ("electrician" is not "Electrical ...")
      const whole = (h: TitleHit<Target>) =>
        h.target.kind === 'occupation' &&
        [...(officialNames.get(h.target) ?? [])].some((name) => {
          const own = new Set(titleWords(name));
          return typed.every((w) => own.has(w));
        });
      const group = (h: TitleHit<Target>) =>
        h.target.kind === 'career'
          ? 0
          : official(h)
            ? curatedCodes.has(h.target.occupation.code)
              ? 1
              : 2
            : 3;
      return hits
        .filter((h) => h.score >= best * SUGGESTION_MIN_SHARE)
        .sort(
          (a, b) =>
            group(a) - group(b) ||
            Number(whole(b)) - Number(whole(a)) ||
            employment(b) - employment(a) ||
            b.score - a.score ||
            a.text.localeCompare(b.text),
        )
        .slice(0, limit)
        .map((h) => option(h, query));
    },

    resolve,

    /**
     * The local engine's roadmap for a title that names nothing real: the nearest occupation's,
     * re-titled, saying which occupation it is (docs/decisions.md D17).
     */
    nearestDraft(title: string): (CareerDraft & { basedOn: string }) | null {
      const near = nearest(title);
      const built = near ? roadmap(near.code) : null;
      if (!near || !built) return null;
      const display = titleCase(title);
      const names = new Map(built.skills.map((s) => [s.id, s.name]));
      return {
        title: display,
        basedOn: near.title,
        occupationCode: near.code,
        summary: `${display} is not among the ${data.occupations.length.toLocaleString('en-US')} occupations of O*NET; this roadmap is built from the nearest one, ${near.title}. ${near.description}`,
        skills: built.skills,
        projects: built.projects.map(({ id: _id, skillIds, ...p }) => ({
          ...p,
          skills: skillIds.map((id) => names.get(id) ?? '').filter(Boolean),
        })),
      };
    },
  };
}
