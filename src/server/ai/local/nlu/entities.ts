/**
 * The facts in a chat message (src/server/ai/local/intents.md, Entities): money with its period,
 * hours a week, weekdays, durations, dates, US states and cities, occupations, skills and years
 * of experience. Patterns read numbers and periods; the names come from the gazetteers
 * (gazetteers/*.json) and the skill lexicon. Pure: the message's day is passed in.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { SKILL_LEXICON } from '../skill-lexicon.ts';
import { escapeRegExp, trieAlternation } from '../text.ts';

export type Period = 'hour' | 'week' | 'month' | 'year';
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type DurationUnit = 'day' | 'week' | 'month' | 'year';

export interface Entities {
  money?: { amount: number; period: Period };
  /** Every amount in order, for "they offered $62K, I wanted $70K". */
  amounts?: Array<{ amount: number; period: Period }>;
  /** A driver's pay by the mile in dollars ("65 cents a mile", "$0.62/mi", "58 cpm"): piece pay, no period. */
  mileRate?: number;
  hoursPerWeek?: number;
  weekdays?: Weekday[];
  duration?: { value: number; unit: DurationUnit };
  date?: string;
  state?: string;
  city?: string;
  occupation?: string;
  skill?: string | string[];
  experienceYears?: number;
}

const placesSchema = z.object({
  states: z.record(z.string(), z.string().regex(/^[A-Z]{2}$/)),
  ambiguousStates: z.record(z.string(), z.string()),
  cities: z.record(z.string(), z.string().regex(/^[A-Z]{2}$/)),
});
const occupationsSchema = z.object({ titles: z.array(z.string().min(2)).min(50) });
const skillsSchema = z.object({ skills: z.array(z.string().min(1)).min(50) });

function readGazetteer<T>(name: string, schema: z.ZodType<T>): T {
  const json: unknown = JSON.parse(readFileSync(new URL(`./gazetteers/${name}`, import.meta.url), 'utf8'));
  try {
    return schema.parse(json);
  } catch (error) {
    throw new Error(`gazetteers/${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

interface Gazetteers {
  states: Map<string, string>;
  stateCodes: Set<string>;
  cities: Array<{ name: string; state: string }>;
  occupations: string[];
  skills: string[];
  /** Names written in capitals in the gazetteers ("RN", "ASL"): matched only when written so. */
  abbreviations: Set<string>;
  statePattern: RegExp;
  cityPattern: RegExp;
  occupationPattern: RegExp;
  skillPattern: RegExp;
}

let cached: Gazetteers | undefined;

const longestFirst = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => b.length - a.length);
/**
 * Names as one alternation of shared beginnings, for a pattern with the i flag; a hyphen or a space
 * inside a name matches either ("long haul trucker"), and the longest name matches first.
 */
const alternation = (names: readonly string[]) =>
  trieAlternation(
    names.map((name) =>
      [...name.toLowerCase()].map((c, i, all) =>
        c === '-' || (c === ' ' && /\w/.test(all[i - 1] ?? '') && /\w/.test(all[i + 1] ?? ''))
          ? '[- ]'
          : escapeRegExp(c),
      ),
    ),
  );

/** The gazetteers and their patterns, read and compiled once per process. */
export function gazetteers(): Gazetteers {
  if (cached) return cached;
  const places = readGazetteer('places.json', placesSchema);
  const { titles } = readGazetteer('occupations.json', occupationsSchema);
  const extraSkills = readGazetteer('skills.json', skillsSchema).skills;
  const states = new Map<string, string>();
  for (const [name, code] of Object.entries(places.states)) {
    states.set(name.toLowerCase(), code);
    // "New York State" is also "New York" when no city is meant
    states.set(name.toLowerCase().replace(/ state$/, ''), code);
  }
  for (const [name, code] of Object.entries(places.ambiguousStates))
    if (!name.startsWith('$')) states.set(name.toLowerCase(), code);
  const cities = Object.entries(places.cities)
    .filter(([name]) => !name.includes(','))
    .map(([name, state]) => ({ name, state }));
  // the lexicon's short names ("C", "R", "Go") are words too: only names of three letters or more
  const lexicon = SKILL_LEXICON.flatMap((e) => [e.name, ...(e.aliases ?? [])]).filter((t) => t.length > 2);
  const skills = longestFirst([...extraSkills, ...lexicon]);
  const occupations = longestFirst(titles);
  cached = {
    abbreviations: new Set(
      [...skills, ...occupations].filter((n) => /^[A-Z0-9+#]{2,5}$/.test(n)).map((n) => n.toLowerCase()),
    ),
    states,
    stateCodes: new Set(Object.values(places.states)),
    cities,
    occupations,
    skills,
    statePattern: new RegExp(`\\b(${alternation(longestFirst(states.keys()))})\\b`, 'gi'),
    cityPattern: new RegExp(
      `(?<![\\w])(${alternation(longestFirst(cities.map((c) => c.name)))})(?![\\w])`,
      'gi',
    ),
    occupationPattern: new RegExp(`(?<![\\w'])(${alternation(occupations)})(?:s|es|'s)?(?![\\w])`, 'gi'),
    skillPattern: new RegExp(`(?<![\\w#+.])(${alternation(skills)})(?![\\w#+])`, 'gi'),
  };
  return cached;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  half: 0.5,
  couple: 2,
  few: 3,
  several: 3,
  dozen: 12,
};
const NUM = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')}|twenty[- ]\\w+|a couple of|a few)`;

/** "12", "twelve", "twenty-five", "a couple of" as a number; NaN when it is none. */
export function numberOf(text: string): number {
  const t = text.toLowerCase().trim();
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  if (t === 'a couple of') return 2;
  if (t === 'a few') return 3;
  const compound = /^twenty[- ](\w+)$/.exec(t);
  if (compound?.[1] && NUMBER_WORDS[compound[1]] !== undefined) return 20 + (NUMBER_WORDS[compound[1]] ?? 0);
  return NUMBER_WORDS[t] ?? Number.NaN;
}

/** Pay by the piece ("$0.60 a mile", "$2 per stop"): an amount, but not a wage of any period. */
const PER_PIECE =
  /^(?:an?|per|\/|each|every)\s*(?:mile|mi|load|piece|unit|pallet|delivery|stop|call|visit|patient|student|client|job|ride|trip|order|box|case|head|kid|child|plate|table|cover)\b|^(?:cpm|cents)\b/i;

/** A driver's pay by the mile ("65 cents a mile", "$0.62/mi", "58 cpm"), in dollars; null when none. */
export function mileRateIn(text: string): number | null {
  const m =
    /(\d{1,3}(?:\.\d+)?)\s*(?:cents?|¢|c)\s*(?:an?|per|\/|each)\s*(?:mile|mi)\b|(\d{1,3}(?:\.\d+)?)\s*cpm\b|\$\s?(\d(?:\.\d{1,3})?)\s*(?:an?|per|\/|each)\s*(?:mile|mi)\b/i.exec(
      text,
    );
  if (!m) return null;
  const rate = m[3] !== undefined ? Number(m[3]) : Number(m[1] ?? m[2]) / 100;
  return rate > 0 && rate < 5 ? rate : null;
}

/** Periods paid twice a period or every other one, converted to the period of intents.md. */
const SCALED_PERIODS: Array<[RegExp, Period, number]> = [
  [/^(?:bi-?weekly|every (?:two|2|other) weeks?|a fortnight|per fortnight|fortnightly)\b/i, 'week', 0.5],
  [/^(?:semi-?monthly|twice a month)\b/i, 'month', 2],
];

const PERIOD_WORDS: Array<[RegExp, Period]> = [
  [/^(?:an?|per|\/|each|every)\s*(?:hour|hr|h)\b|^hourly\b|^\/\s*h(?:ou)?r\b|^ph\b/i, 'hour'],
  [/^(?:an?|per|\/|each|every)\s*(?:week|wk)\b|^weekly\b/i, 'week'],
  [/^(?:an?|per|\/|each|every)\s*(?:month|mo)\b|^monthly\b|^a\s*month\b/i, 'month'],
  [/^(?:an?|per|\/|each|every)\s*(?:year|yr)\b|^(?:yearly|annually|annual|salary)\b|^a\s*year\b/i, 'year'],
];

/** Money with its period; without one, a year's pay from 10,000 and an hour's under 200. */
function moneyIn(text: string): Array<{ amount: number; period: Period; index: number }> {
  const out: Array<{ amount: number; period: Period; index: number }> = [];
  const re =
    /(\$\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k\b|thousand\b|grand\b)?\s?(dollars|bucks|usd)?(?![\d%])/gi;
  for (const m of text.matchAll(re)) {
    const index = m.index ?? 0;
    const dollar = Boolean(m[1]);
    let n = Number((m[2] ?? '').replace(/,/g, ''));
    if (!Number.isFinite(n)) continue;
    if (m[3]) n *= 1000;
    const after = text.slice(index + m[0].length).replace(/^[\s,]+/, '');
    // "6 hours", "8 years", "3 weeks", "10%": quantities, not money
    if (
      /^(?:hours?|hrs?|years?|yrs?|weeks?|months?|days?|minutes?|mins?|percent|people|jobs|applications|questions|times|am|pm|o'clock|miles|credits?|units?|skills?|projects?)\b/i.test(
        after,
      )
    )
      continue;
    const before = text.slice(Math.max(0, index - 16), index);
    if (/\b(?:class|level|page|step|top|number|#)\s*$/i.test(before)) continue;
    const moneyWord = dollar || Boolean(m[3]) || Boolean(m[4]);
    if (PER_PIECE.test(after)) continue;
    const scaled = SCALED_PERIODS.find(([p]) => p.test(after));
    if (scaled && (moneyWord || n >= 100)) {
      out.push({ amount: Math.round(n * scaled[2] * 100) / 100, period: scaled[1], index });
      continue;
    }
    const period = PERIOD_WORDS.find(([p]) => p.test(after))?.[1];
    if (period) {
      if (
        !moneyWord &&
        !/\b(?:make|earn|paid|pay|offer|offered|offering|salary|wage|rate|get|start|at|for|is)\b(?:\s+(?:me|us|him|her|them|you))?\s*$/i.test(
          before,
        ) &&
        n < 1000
      )
        continue;
      out.push({ amount: n, period, index });
    } else if (n >= 10_000 && n <= 5_000_000 && (moneyWord || !/^\d{4}$/.test(m[2] ?? ''))) {
      out.push({ amount: n, period: 'year', index });
    } else if (moneyWord && n > 0 && n < 200) {
      out.push({ amount: n, period: 'hour', index });
    }
  }
  return out;
}

const DAY_NAMES: Array<[RegExp, Weekday]> = [
  [/\bmon(?:day)?s?\b/i, 'mon'],
  [/\btue(?:s(?:day)?)?s?\b/i, 'tue'],
  [/\bwed(?:nesday)?s?\b/i, 'wed'],
  [/\bthu(?:rs(?:day)?)?s?\b/i, 'thu'],
  [/\bfri(?:day)?s?\b/i, 'fri'],
  [/\bsat(?:urday)?s?\b/i, 'sat'],
  [/\bsun(?:day)?s?\b/i, 'sun'],
];
const ALL_DAYS: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function weekdaysIn(text: string): Weekday[] | undefined {
  const days = new Set<Weekday>();
  if (/\bweekends?\b/i.test(text)) {
    days.add('sat');
    days.add('sun');
  }
  if (/\bweek ?days?\b|\bweeknights?\b|\bmonday (?:to|through|thru|-) friday\b/i.test(text))
    for (const d of ALL_DAYS.slice(0, 5)) days.add(d);
  for (const [re, day] of DAY_NAMES) if (re.test(text)) days.add(day);
  // "mon-fri", "Tuesday through Saturday": every day of the range
  const dayOf = (word: string) => DAY_NAMES.find(([re]) => re.test(word))?.[1];
  for (const m of text.matchAll(/\b([a-z]{3,9})\s*(?:-|–|to|through|thru|till|until)\s*([a-z]{3,9})\b/gi)) {
    const from = dayOf(m[1] ?? '');
    const to = dayOf(m[2] ?? '');
    if (!from || !to) continue;
    const start = ALL_DAYS.indexOf(from);
    const end = ALL_DAYS.indexOf(to);
    for (let i = start; i !== (end + 1) % 7; i = (i + 1) % 7) days.add(ALL_DAYS[i] as Weekday);
  }
  return days.size ? ALL_DAYS.filter((d) => days.has(d)) : undefined;
}

/** Hours a week: stated per week, per day (× 7, × 5 on weekdays), per weekend day, or bare. */
function hoursPerWeekIn(text: string, weekdays: Weekday[] | undefined): number | undefined {
  const t = inHours(text.toLowerCase());
  const hours = `${NUM}\\s*(?:-|to)?\\s*(?:hours?|hrs?|h)\\b`;
  // the pace stated, not the working week around it ("I work 40 hours a week, can I study 5?")
  const perWeeks = [
    ...t.matchAll(
      new RegExp(`${hours}\\s*(?:a|per|each|every|/|in a)\\s*(?:week|wk)\\b|${hours}\\s*weekly\\b`, 'g'),
    ),
  ];
  const perWeek =
    perWeeks.find(
      (m) => !WORKING_WEEK.test(t.slice(Math.max(0, (m.index ?? 0) - 24), (m.index ?? 0) + m[0].length + 16)),
    ) ?? perWeeks[0];
  const perWeekValue = perWeek ? numberOf(perWeek[1] ?? perWeek[2] ?? '') : Number.NaN;
  if (Number.isFinite(perWeekValue)) return perWeekValue;
  const perDay = new RegExp(
    `(?:${hours}|\\b(an?) hour)\\s*(?:a|per|each|every|/)\\s*(day|night|evening|morning|weekday|weeknight|weekend day|weekend)\\b`,
  ).exec(t);
  if (perDay) {
    const n = perDay[1] ? numberOf(perDay[1]) : 1;
    const unit = perDay[3] ?? '';
    const days =
      unit === 'weekday' || unit === 'weeknight'
        ? 5
        : unit === 'weekend day'
          ? 2
          : unit === 'weekend'
            ? 1
            : weekdays?.length && weekdays.length < 7 && !/every day|each day|daily/.test(t)
              ? weekdays.length
              : 7;
    if (Number.isFinite(n)) return n * days;
  }
  const onDays = new RegExp(
    `${hours}\\s*(?:on|each|every)\\s*(?:weekends?|saturdays?|sundays?|weekdays?)`,
  ).exec(t);
  if (onDays?.[1] && weekdays) return numberOf(onDays[1]) * weekdays.length;
  const bare = new RegExp(
    `${hours}(?!\\s*(?:left|remaining|ago|of|long|shift|shifts|commute|drive|away))`,
  ).exec(t);
  if (bare?.[1]) {
    const n = numberOf(bare[1]);
    if (Number.isFinite(n) && n > 0 && n <= 80) return n;
  }
  return undefined;
}

/** Words around hours that make them the working week, not time to study. */
const WORKING_WEEK =
  /\b(?:i work|i'm working|working|work|shifts?|full[- ]time|part[- ]time|job|overtime|on the clock)\b/;

/** Minutes and halves of hours written as hours: "30 minutes" is "0.5 hours", "half an hour" too. */
function inHours(t: string): string {
  return t
    .replace(/\b(?:an|one) hour and a half\b/g, '1.5 hours')
    .replace(/\b(\d+) and a half hours?\b/g, (_m, n: string) => `${n}.5 hours`)
    .replace(/\bhalf an? hour\b/g, '0.5 hours')
    .replace(
      /\b(\d+)\s*(?:minutes?|mins?)\b/g,
      (_m, n: string) => `${Math.round((Number(n) / 60) * 100) / 100} hours`,
    );
}

const UNITS: Record<string, DurationUnit> = {
  mo: 'month',
  mos: 'month',
  wk: 'week',
  wks: 'week',
  day: 'day',
  days: 'day',
  week: 'week',
  weeks: 'week',
  month: 'month',
  months: 'month',
  year: 'year',
  years: 'year',
  yr: 'year',
  yrs: 'year',
};

function durationIn(
  text: string,
  experience: RegExpExecArray | null,
): { value: number; unit: DurationUnit } | undefined {
  if (/\b(?:a|one) year and a half\b|\b18 months\b/i.test(text) && !experience)
    return { value: 18, unit: 'month' };
  if (/\bhalf a year\b/i.test(text)) return { value: 6, unit: 'month' };
  const re = new RegExp(
    `${NUM}[\\s-]*(days?|weeks?|wks?|months?|mos?|years?|yrs?)\\b(?![\\s-]*(?:old|ago))`,
    'gi',
  );
  for (const m of text.matchAll(re)) {
    if (
      experience &&
      m.index !== undefined &&
      m.index >= experience.index &&
      m.index < experience.index + experience[0].length
    )
      continue;
    const value = numberOf(m[1] ?? '');
    const unit = UNITS[(m[2] ?? '').toLowerCase()];
    // "10 hours a week" is a pace, not a duration
    if (!Number.isFinite(value) || !unit) continue;
    if (
      /^(?:a|an)$/i.test(m[1] ?? '') &&
      /\b(?:hours?|hrs?|\$?\d[\d,.]*k?)\s*$/i.test(text.slice(0, m.index ?? 0))
    )
      continue;
    return { value, unit };
  }
  if (/\ba decade\b/i.test(text) && !experience) return { value: 10, unit: 'year' };
  return undefined;
}

function experienceIn(text: string): { years: number; match: RegExpExecArray } | undefined {
  const years = `(?:over |more than |almost |nearly |about |around )?${NUM}\\+?\\s*(?:years?|yrs?)`;
  const res = [
    new RegExp(
      `${years}\\s*(?:of\\s*)?(?:experience|exp|in (?:the )?(?:field|trade|industry|retail|healthcare|nursing|teaching|education|accounting|the classroom|kitchens?|restaurants?|construction|trucking|sales|it|tech)|as an? |on the job|working|behind|teaching|nursing|driving|in my (?:job|role|career|field))`,
      'i',
    ),
    new RegExp(
      `(?:i'?ve|i have|i'?ve been|been|have been|worked|working|i was|was)\\b[^.?!]{0,40}?\\bfor\\s*${years}`,
      'i',
    ),
    new RegExp(`(?:after|with)\\s*${years}\\s*(?:as|in|of|at)\\b`, 'i'),
    // "worked at Walmart 4 years", "drove for Swift 6 years", "taught 3rd grade 12 years"
    new RegExp(
      `\\b(?:worked|working|served|taught|drove|driven|nursed|cooked|spent)\\b[^.?!]{0,40}?\\b${years}\\b(?!\\s*ago)`,
      'i',
    ),
  ];
  for (const re of res) {
    const m = re.exec(text);
    if (m?.[1]) {
      const n = numberOf(m[1]);
      if (Number.isFinite(n)) return { years: n, match: m };
    }
  }
  const decade = /(?:for|after|with) (?:over |more than |about )?(a|two|three) decades?\b/i.exec(text);
  if (decade?.[1]) return { years: numberOf(decade[1]) * 10, match: decade };
  return undefined;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_RE = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));

/** A date, relative ones resolved against the message's day (UTC). */
function dateIn(text: string, now: Date): string | undefined {
  const t = text.toLowerCase();
  const y0 = now.getUTCFullYear();
  const m0 = now.getUTCMonth();
  const d0 = now.getUTCDate();
  const isoDate = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(t);
  if (isoDate) return `${isoDate[1]}-${isoDate[2]}-${isoDate[3]}`;
  const us = /\b(\d{1,2})\/(\d{1,2})\/(\d{2,4})\b/.exec(t);
  if (us?.[1] && us[2] && us[3]) {
    const y = us[3].length === 2 ? 2000 + Number(us[3]) : Number(us[3]);
    return iso(y, Number(us[1]) - 1, Number(us[2]));
  }
  const named =
    new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s*(\\d{4}))?\\b`).exec(t) ?? null;
  const dayFirst = new RegExp(
    `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}(?:,?\\s*(\\d{4}))?\\b`,
  ).exec(t);
  const pick = named
    ? { month: monthIndex(named[1] ?? ''), day: Number(named[2]), year: named[3] }
    : dayFirst
      ? { month: monthIndex(dayFirst[2] ?? ''), day: Number(dayFirst[1]), year: dayFirst[3] }
      : null;
  if (pick && pick.month >= 0 && pick.day >= 1 && pick.day <= 31) {
    const year = pick.year
      ? Number(pick.year)
      : pick.month < m0 || (pick.month === m0 && pick.day < d0)
        ? y0 + 1
        : y0;
    return iso(year, pick.month, pick.day);
  }
  if (/\btomorrow\b/.test(t)) return new Date(Date.UTC(y0, m0, d0 + 1)).toISOString().slice(0, 10);
  if (/\btoday\b/.test(t)) return iso(y0, m0, d0);
  const endOfYear = /\b(?:by |before )?(?:the )?end of (?:the |this )?year\b/.exec(t);
  if (endOfYear) return iso(y0, 11, 31);
  if (/\bend of (?:the |this )?month\b/.test(t))
    return new Date(Date.UTC(y0, m0 + 1, 0)).toISOString().slice(0, 10);
  if (/\bend of next month\b/.test(t)) return new Date(Date.UTC(y0, m0 + 2, 0)).toISOString().slice(0, 10);
  if (/\bend of next year\b/.test(t)) return iso(y0 + 1, 11, 31);
  if (/\b(?:by|in|from|starting|start|before|until|till) next month\b/.test(t))
    return new Date(Date.UTC(y0, m0 + 1, 1)).toISOString().slice(0, 10);
  if (/\b(?:by|from|starting|start|before|until|till) next year\b/.test(t)) return iso(y0 + 1, 0, 1);
  if (/\b(?:by|in|from|starting|start|before|until|till) next week\b/.test(t))
    return new Date(Date.UTC(y0, m0, d0 + 7)).toISOString().slice(0, 10);
  // a season's first month: spring in March, summer in June, fall in September, winter in December
  const season =
    /\b(?:by|in|before|until|till|starting|start|from|this|next)\s+(?:the\s+)?(?:(next|this)\s+)?(spring|summer|fall|autumn|winter)\b(?:\s+(?:of\s+)?(\d{4}))?/.exec(
      t,
    );
  if (season?.[2]) {
    const month = { spring: 2, summer: 5, fall: 8, autumn: 8, winter: 11 }[season[2]] ?? 0;
    const next = /\bnext\s+(?:the\s+)?(?:spring|summer|fall|autumn|winter)\b/.test(t);
    const year = season[3] ? Number(season[3]) : month < m0 || next ? y0 + 1 : y0;
    return iso(year, month, 1);
  }
  const nextWeekday = /\bnext (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.exec(t);
  if (nextWeekday?.[1]) {
    const target = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].indexOf(
      nextWeekday[1],
    );
    const ahead = (target - now.getUTCDay() + 7) % 7 || 7;
    return new Date(Date.UTC(y0, m0, d0 + ahead)).toISOString().slice(0, 10);
  }
  const monthOnly = new RegExp(
    `\\b(?:by|in|before|until|till|starting|start in|from|this|next|end of)\\s+${MONTH_RE}\\b(?:\\s+(\\d{4}))?`,
  ).exec(t);
  if (
    (monthOnly?.[1] && !/^(?:may)$/.test(monthOnly[1])) ||
    (monthOnly?.[1] === 'may' && /\b(?:by|in|until|till) may\b(?! i\b| be\b)/.test(t))
  ) {
    const month = monthIndex(monthOnly?.[1] ?? '');
    const year = monthOnly?.[2] ? Number(monthOnly[2]) : month < m0 ? y0 + 1 : y0;
    if (month >= 0) return iso(year, month, 1);
  }
  return undefined;
}

/** State codes that are also English words ("in OR", "hi", "me"): codes only when written in capitals. */
const WORD_CODES = new Set([
  'in',
  'or',
  'me',
  'oh',
  'hi',
  'ok',
  'la',
  'pa',
  'co',
  'de',
  'id',
  'al',
  'ma',
  'mo',
  'ne',
  'wa',
  'ms',
  'md',
  'ar',
  'ga',
  'mi',
]);

function stateIn(text: string): string | undefined {
  const g = gazetteers();
  // the capital: "Washington, DC", "D.C.", "in DC"
  if (/\bwashington,?\s*d\.?\s?c\b|(?<![\w.])d\.c\.|\b(?:in|near|around|from|to)\s+dc\b/i.test(text))
    return 'DC';
  // "in tx", "near fl": a code in lower case after a place word, unless it is also a word
  const lowerCode = /\b(?:in|near|around|from|to|outside)\s+([a-z]{2})\b(?![\w'])/.exec(text);
  if (lowerCode?.[1] && !WORD_CODES.has(lowerCode[1]) && g.stateCodes.has(lowerCode[1].toUpperCase()))
    return lowerCode[1].toUpperCase();
  // "Austin, TX", "in OH": a code written in capitals after a comma or a place word
  const code = /(?:,\s*|\b(?:in|near|around|from|to)\s+)([A-Z]{2})\b(?![a-z])/.exec(text);
  if (code?.[1] && g.stateCodes.has(code[1])) return code[1];
  g.statePattern.lastIndex = 0;
  for (const m of text.matchAll(g.statePattern)) {
    const name = (m[1] ?? '').toLowerCase();
    // "New York" or "Washington" followed by a city's state code is the city
    if (
      (name === 'new york' || name === 'washington') &&
      /^\s*(?:city|,?\s*DC|,\s*[A-Z]{2})/.test(text.slice((m.index ?? 0) + m[0].length))
    )
      continue;
    const found = g.states.get(name);
    if (found) return found;
  }
  return undefined;
}

function cityIn(text: string): { city: string; state?: string } | undefined {
  const g = gazetteers();
  for (const m of text.matchAll(g.cityPattern)) {
    const written = m[1] ?? '';
    const index = m.index ?? 0;
    const before = text.slice(Math.max(0, index - 10), index);
    const after = text.slice(index + written.length);
    const stated = /^,?\s*([A-Z]{2})\b/.exec(after);
    const capitalised = /^[A-Z]/.test(written) && index > 0;
    // a place word before it, a state after it, or a name written with a capital inside a sentence
    if (!/\b(?:in|near|around|from|to|at|outside|of)\s+$/i.test(before) && !stated && !capitalised) continue;
    const known = g.cities.find((c) => c.name.toLowerCase() === written.toLowerCase());
    const state = stated?.[1] && g.stateCodes.has(stated[1]) ? stated[1] : known?.state;
    return { city: stated?.[1] ? `${written}, ${stated[1]}` : written, ...(state ? { state } : {}) };
  }
  // "Dayton, OH", "Bend, Oregon": a capitalised name followed by a state code or name
  const pair = /\b((?:[A-Z][a-z]+\.?\s){0,2}[A-Z][a-z]+),\s*([A-Z]{2})\b/.exec(text);
  if (pair?.[1] && pair[2] && g.stateCodes.has(pair[2]))
    return { city: `${pair[1]}, ${pair[2]}`, state: pair[2] };
  return undefined;
}

/** Words a move's target follows: "from line cook to sous chef", "LPN to RN", "become a welder". */
const TARGET_BEFORE = /\b(?:to|into|become|becoming|be|as)\s+(?:an?\s+|the\s+)?$/i;

/** The last word of a job title the gazetteer lacks ("as a paraeducator", "become a millwright"). */
const TITLE_HEAD =
  /^(?:[a-z0-9-]+(?:er|or|ist|ian|man|woman|aide|tech|technician|officer|clerk|nurse|driver|worker|manager|specialist|assistant|analyst|engineer|coordinator|operator|inspector|therapist|agent|representative|rep|attendant|consultant|administrator|director|planner|designer|educator|instructor|counselor|mechanic|installer|electrician|plumber|teacher|chef|cook|guard|deputy|trooper|paralegal|medic|pilot|hygienist|pathologist|technologist|secretary|steward|stewardess|associate|apprentice|journeyman))s?$/i;
/** "-er" words that are not jobs: "a career changer", "a fast learner", "a team player". */
const NOT_TITLES = new Set([
  'changer',
  'learner',
  'beginner',
  'player',
  'person',
  'user',
  'member',
  'customer',
  'listener',
  'newcomer',
  'starter',
  'mother',
  'father',
  'parent',
  'partner',
  'sister',
  'brother',
  'daughter',
  'number',
  'letter',
  'paper',
  'answer',
  'offer',
  'order',
  'other',
  'better',
  'career',
  'major',
  'minor',
  'senior',
  'junior',
  'cover',
  'computer',
  'matter',
  'manner',
  'summer',
  'winter',
  'hour',
  'year',
  'door',
  'floor',
  'error',
  'factor',
  'color',
  'colour',
  'honor',
  'labor',
  'labour',
  'neighbor',
  'power',
  'poster',
  'semester',
  'quarter',
  'teenager',
  'single',
  'introvert',
  'extrovert',
  'over',
  'water',
  'owner',
  'doer',
  'thinker',
  'worrier',
  'talker',
  'ever',
  'never',
  'whatever',
  'either',
  'rather',
  'together',
  'later',
  'dinner',
  'smoker',
  'gamer',
  'reader',
  'leader',
  'finisher',
]);
const TITLE_LEAD =
  /\b(?:work(?:ing|ed)? as|job as|career as|trained as|training as|hired as|become|becoming|be|i'?m|i am|i was|as)\s+(?:an?\s+)((?:[a-z0-9-]+\s+){0,2}[a-z0-9-]+)/gi;

function occupationIn(text: string): string | undefined {
  const g = gazetteers();
  g.occupationPattern.lastIndex = 0;
  let best: { text: string; index: number; target: boolean } | undefined;
  for (const m of text.matchAll(g.occupationPattern)) {
    const written = m[0];
    const name = m[1] ?? '';
    // abbreviations ("RN", "CNA", "CPA") only in capitals: "rn" or "cna" typed in lower case may be anything
    if (g.abbreviations.has(name.toLowerCase()) && name !== name.toUpperCase()) continue;
    const index = m.index ?? 0;
    // of two titles, the one the person moves to ("from line cook to sous chef"), else the longest
    const target = TARGET_BEFORE.test(text.slice(Math.max(0, index - 20), index));
    if (!best || (target && !best.target) || (target === best.target && written.length > best.text.length))
      best = { text: written, index, target };
  }
  if (best) return best.text.replace(/'s$/, '');
  return titleByPattern(text);
}

/** A title the gazetteer lacks, after "as a", "become a", "I'm a": up to three words ending in a job's word. */
function titleByPattern(text: string): string | undefined {
  for (const m of text.toLowerCase().matchAll(TITLE_LEAD)) {
    const words = (m[1] ?? '').split(/\s+/);
    // the title ends at its head word: "a millwright in Ohio" is "millwright"
    for (let end = words.length; end >= 1; end--) {
      const head = words[end - 1] ?? '';
      if (!TITLE_HEAD.test(head) || NOT_TITLES.has(head.replace(/s$/, ''))) continue;
      const title = words.slice(0, end);
      // no filler words inside a title ("a bit", "a lot", "a good")
      if (
        title.some((w) =>
          /^(?:bit|lot|good|great|hard|fast|quick|little|new|real|very|really|the|and|or|of|in|at|for|with|my|your)$/.test(
            w,
          ),
        )
      )
        break;
      return title.join(' ');
    }
  }
  return undefined;
}

function skillsIn(text: string, occupation: string | undefined): string[] {
  const g = gazetteers();
  const out: string[] = [];
  for (const m of text.matchAll(g.skillPattern)) {
    const written = m[1] ?? '';
    // abbreviations in capitals only ("ASL", "BLS"); never a word of the occupation ("CPA" the title)
    if (g.abbreviations.has(written.toLowerCase()) && written !== written.toUpperCase()) continue;
    if (occupation?.toLowerCase().includes(written.toLowerCase())) continue;
    if (!out.some((s) => s.toLowerCase() === written.toLowerCase())) out.push(written);
  }
  return out;
}

/** Every entity of the message (see the file comment). */
export function extractEntities(message: string, now: Date): Entities {
  const text = message.replace(/[’‘]/g, "'");
  const out: Entities = {};
  const amounts = moneyIn(text);
  if (amounts[0]) {
    out.money = { amount: amounts[0].amount, period: amounts[0].period };
    out.amounts = amounts.map(({ amount, period }) => ({ amount, period }));
  }
  const mileRate = mileRateIn(text);
  if (mileRate !== null) out.mileRate = mileRate;
  const weekdays = weekdaysIn(text);
  if (weekdays) out.weekdays = weekdays;
  const hours = hoursPerWeekIn(text, weekdays);
  if (hours !== undefined && Number.isFinite(hours)) out.hoursPerWeek = hours;
  const experience = experienceIn(text);
  if (experience) out.experienceYears = experience.years;
  const duration = durationIn(text, experience?.match ?? null);
  if (duration) out.duration = duration;
  const date = dateIn(text, now);
  if (date) out.date = date;
  const city = cityIn(text);
  if (city) out.city = city.city;
  const state = stateIn(text) ?? city?.state;
  if (state) out.state = state;
  const occupation = occupationIn(text);
  if (occupation) out.occupation = occupation;
  const skills = skillsIn(text, occupation);
  if (skills.length === 1) out.skill = skills[0];
  else if (skills.length > 1) out.skill = skills;
  return out;
}

/** The message with each entity replaced by its kind, so the classifier learns the wording, not the names. */
export function maskEntities(message: string): string {
  const g = gazetteers();
  let t = message.replace(/[’‘]/g, "'");
  t = t.replace(/\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g, ' xdate ');
  t = t.replace(
    /\$\s?\d[\d,.]*\s?k?\b|\b\d[\d,.]*\s?(?:k|thousand|grand)\b|\b\d{1,3}(?:,\d{3})+\b/gi,
    ' xmoney ',
  );
  t = t.replace(g.occupationPattern, ' xjob ');
  t = t.replace(g.cityPattern, (m, _n, offset: number) => (offset > 0 || /^[A-Z]/.test(m) ? ' xplace ' : m));
  t = t.replace(g.statePattern, ' xplace ');
  t = t.replace(g.skillPattern, (m: string) =>
    g.abbreviations.has(m.toLowerCase()) && m !== m.toUpperCase() ? m : ' xskill ',
  );
  t = t.replace(/\b\d+(?:\.\d+)?\b/g, ' xnum ');
  return t.replace(/\s+/g, ' ').trim();
}
