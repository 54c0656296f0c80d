/**
 * Waymark's compact copy of the O*NET 29.3 database and the BLS wage and projection tables,
 * derived by scripts/build-occupations.ts (docs/decisions.md S34; attribution in data/ATTRIBUTION.md).
 * Read once per process and kept in memory: about 4 MB of JSON, parsed in well under 100 ms.
 */
import { readFileSync } from 'node:fs';

/** A BLS figure: a number, "top" when BLS top-codes it (at or above its cap), null when not published. */
export type Figure = number | 'top' | null;

/** Which BLS row the figures come from (docs/decisions.md S52). */
export type FigureLevel = 'detailed' | 'aggregate';

/** A BLS wage distribution: the mean and the 10th to 90th percentiles. */
export interface WageFigures {
  mean: Figure;
  p10: Figure;
  p25: Figure;
  p50: Figure;
  p75: Figure;
  p90: Figure;
}

export interface NationalWages extends WageFigures {
  /** The BLS occupation the figures are for (the 6-digit SOC code of an O*NET specialisation). */
  soc: string;
  title: string;
  /** 'aggregate' when BLS files the occupation under a code that covers several (31-1120). */
  level: FigureLevel;
  /** Hourly figures, when BLS publishes no annual ones (actors, dancers, musicians). */
  hourly: WageFigures | null;
  employment: number | null;
}

export interface Outlook {
  soc: string;
  title: string;
  level: FigureLevel;
  employment2024: number | null;
  employment2034: number | null;
  changePercent: number | null;
  annualOpenings: number | null;
}

/** [element index, importance 1-5, level 0-7], most important first. */
export type Rating = [number, number, number];
/** [example name, commodity title, flags: 1 hot technology, 2 in demand]. */
export type Technology = [string, string, number];

export interface OccupationRecord {
  code: string;
  title: string;
  description: string;
  alternateTitles: string[];
  reportedTitles: string[];
  jobZone: number | null;
  /** Realistic, Investigative, Artistic, Social, Enterprising, Conventional (1-7; 0 when not rated). */
  riasec: number[];
  tasks: string[];
  technologies: Technology[];
  skills: Rating[];
  knowledge: Rating[];
  related: string[];
  education: string | null;
  /** Whose figure `education` is: BLS's (the 6-digit code) or O*NET's own for this occupation. */
  educationSource: 'bls' | 'onet' | null;
  wages: NationalWages | null;
  outlook: Outlook | null;
}

/** An O*NET skill or knowledge area. */
export interface OccupationElement {
  id: string;
  name: string;
  description: string;
}

export interface OccupationData {
  sources: {
    onet: string;
    wagesNational: string;
    wagesState: string;
    projections: string;
    /** BLS's top-coding cap: "#" in its files means this much or more. */
    topCoded: { annual: number; hourly: number };
  };
  skills: OccupationElement[];
  knowledge: OccupationElement[];
  riasec: string[];
  riasecKeywords: Record<string, string[]>;
  jobZones: Record<string, { name: string; education: string }>;
  occupations: OccupationRecord[];
}

export interface StateWages {
  year: string;
  /** State and territory names, in the order of each `means` row. */
  areas: string[];
  /** Mean annual wage per 6-digit SOC code, one entry per area. */
  means: Record<string, Figure[]>;
}

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as T;

let cached: { data: OccupationData; states: StateWages } | undefined;

/** The occupation data, loaded on first use and shared by every app in the process. */
export function loadOccupationData(): { data: OccupationData; states: StateWages } {
  cached ??= { data: read<OccupationData>('occupations.json'), states: read<StateWages>('state-wages.json') };
  return cached;
}

export const HOT_TECHNOLOGY = 1;
export const IN_DEMAND = 2;
