import type { ApplicationRow } from './applications.repository.ts';

/** docs/product.md §5 Application skills: at most this many come from the occupation a title names. */
export const SKILLS_FROM_TITLE = 10;

/** Words of a posting's title that say the level, not the job ("Senior", "II"). */
const LEVEL_WORDS =
  /\b(junior|jr|senior|sr|lead|staff|principal|associate|entry[- ]level|intern|trainee|i{1,3}|iv|head of)\b\.?/gi;

/** One thing a title can mean, as far as the tracker reads it. */
interface TitleMeaning {
  kind: 'career' | 'occupation';
  careerId: number;
  code: string | null;
}

/** The slice of the catalogue and the occupations that names a title's skills. */
export interface TitleSkillSources {
  catalog: { career(id: number): { skills: ReadonlyArray<{ name: string }> } | undefined };
  occupations: {
    resolve(
      title: string,
    ):
      | { kind: 'match'; option: TitleMeaning }
      | { kind: 'choices'; options: TitleMeaning[] }
      | { kind: 'none' };
    roadmap(code: string): { skills: ReadonlyArray<{ name: string; category: string }> } | null;
  };
}

export type RequiredSkills = Pick<ApplicationRow, 'requiredSkills' | 'skillsFrom' | 'occupationCode'>;

/** The skills a card is matched on (docs/product.md §5 Application skills). */
export function createApplicationSkills({ catalog, occupations }: TitleSkillSources) {
  /**
   * The occupation a job title names (without its level words: "Senior Data Analyst" is a Data
   * Analyst), or the closest one; a built-in path's skills, else the occupation roadmap's knowledge,
   * technical skills and technologies (not soft skills).
   */
  function skillsForTitle(title: string): { skills: string[]; occupationCode: string | null } {
    const plain = title.replace(LEVEL_WORDS, ' ').replace(/\s+/g, ' ').trim();
    for (const text of plain && plain !== title ? [plain, title] : [title]) {
      const found = occupations.resolve(text);
      const option =
        found.kind === 'match' ? found.option : found.kind === 'choices' ? (found.options[0] ?? null) : null;
      if (option?.kind === 'career') {
        const career = catalog.career(option.careerId);
        if (career) {
          return {
            skills: career.skills.slice(0, SKILLS_FROM_TITLE).map((s) => s.name),
            occupationCode: option.code,
          };
        }
      }
      const code = option?.code ?? null;
      const roadmap = code ? occupations.roadmap(code) : null;
      if (code && roadmap) {
        return {
          skills: roadmap.skills
            .filter((s) => s.category !== 'SoftSkills')
            .slice(0, SKILLS_FROM_TITLE)
            .map((s) => s.name),
          occupationCode: code,
        };
      }
    }
    return { skills: [], occupationCode: null };
  }

  return {
    /** The posting's own skills when given (the title still names the occupation), else the title's. */
    requiredSkills(title: string, posting: string[]): RequiredSkills {
      const fromTitle = skillsForTitle(title);
      if (posting.length > 0) {
        return { requiredSkills: posting, skillsFrom: 'posting', occupationCode: fromTitle.occupationCode };
      }
      return {
        requiredSkills: fromTitle.skills,
        skillsFrom: fromTitle.skills.length > 0 ? 'occupation' : 'none',
        occupationCode: fromTitle.occupationCode,
      };
    },
  };
}

export type ApplicationSkills = ReturnType<typeof createApplicationSkills>;
