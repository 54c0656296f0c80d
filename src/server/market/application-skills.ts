import type { ApplicationRow } from './applications.repository.ts';

/** docs/product.md §5 Application skills: at most this many come from the occupation a title names. */
export const SKILLS_FROM_TITLE = 10;

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
   * The occupation a job title names (the resolver reads it without its level words: "Senior Data
   * Analyst" is a Data Analyst), or its best choice; a built-in path's skills, else the occupation roadmap's knowledge,
   * technical skills and technologies (not soft skills).
   */
  function skillsForTitle(title: string): { skills: string[]; occupationCode: string | null } {
    // the resolver reads the title without its level, schedule or place (title-reading.ts)
    const found = occupations.resolve(title);
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
