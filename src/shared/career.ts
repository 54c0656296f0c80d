import type { Difficulty, SkillCategory } from './catalog.schema.ts';

/**
 * A career path as the roadmap uses it: a built-in catalogue career, or one generated for a custom
 * title (which may add SoftSkills and leave difficulty or hours unset).
 */
export interface CareerDefinition {
  id: number;
  title: string;
  summary: string;
  skills: Array<{
    id: string;
    name: string;
    category: SkillCategory;
    description: string;
    difficulty?: Difficulty | undefined;
    estimatedHours?: number | undefined;
    resources: Array<{
      id: string;
      type: 'course' | 'video' | 'tutorial' | 'article' | 'book';
      title: string;
      source: string;
      link: string;
      duration: string;
    }>;
  }>;
  projects: Array<{
    id: string;
    title: string;
    description: string;
    difficulty: Difficulty;
    estimatedHours: number;
    technologies: string[];
    skillIds: string[];
  }>;
}

/** A generated career before it is stored: skills and projects without ids yet. */
export interface CareerDraft {
  title: string;
  summary: string;
  skills: Array<
    Omit<CareerDefinition['skills'][number], 'id' | 'resources'> & {
      resources: Array<Omit<CareerDefinition['skills'][number]['resources'][number], 'id'>>;
    }
  >;
  projects: Array<Omit<CareerDefinition['projects'][number], 'id' | 'skillIds'> & { skills: string[] }>;
}
