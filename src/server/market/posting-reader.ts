import { resumeSkills } from '../ai/local/skill-lexicon.ts';
import type { PostingReader } from './job-boards.service.ts';

/** The slice of the occupations a board posting is read with. */
export interface PostingOccupations {
  resolve(title: string): { kind: 'match'; option: { code: string | null } } | { kind: 'choices' | 'none' };
  get(code: string): { title: string } | undefined;
}

/**
 * A board posting's occupation through the title resolver (a clear match only: a title it would ask
 * about names none) and its skills through the resume skill lexicon (docs/decisions.md S82, S97).
 */
export function createPostingReader(occupations: PostingOccupations): PostingReader {
  return {
    occupationOf: (title) => {
      const found = occupations.resolve(title);
      return found.kind === 'match' ? found.option.code : null;
    },
    occupationTitle: (code) => occupations.get(code)?.title ?? null,
    skillsIn: (text) => resumeSkills(text),
  };
}
