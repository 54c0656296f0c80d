import { useMutation } from '@tanstack/react-query';
import type { Background } from '../../../../shared/career-match.ts';
import { careerMatchesSchema } from '../../../../shared/catalog.api.ts';
import { occupationFitsSchema } from '../../../../shared/occupation.api.ts';
import { api } from '../../../api/client.ts';

/** The built-in role matches and, below them, the O*NET occupations that fit the same background. */
const findMatches = async (background: Background) => {
  const [careers, occupations] = await Promise.all([
    api('/api/discovery/matches', careerMatchesSchema, { method: 'POST', body: background }),
    api('/api/discovery/occupations', occupationFitsSchema, { method: 'POST', body: background }),
  ]);
  return { careers, occupations };
};

export const useFindMatches = () => useMutation({ mutationFn: findMatches });
