import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Background } from '../../../../shared/career-match.ts';
import type { careerMatchesSchema } from '../../../../shared/catalog.api.ts';
import type { occupationFitsSchema } from '../../../../shared/occupation.api.ts';
import { api } from '../../../api/client.ts';

/** The built-in role matches and, below them, the O*NET occupations that fit the same background. */
const findMatches = async (background: Background) => {
  const [careers, occupations] = await Promise.all([
    api<z.infer<typeof careerMatchesSchema>>('/api/discovery/matches', { method: 'POST', body: background }),
    api<z.infer<typeof occupationFitsSchema>>('/api/discovery/occupations', {
      method: 'POST',
      body: background,
    }),
  ]);
  return { careers, occupations };
};

export const useFindMatches = () => useMutation({ mutationFn: findMatches });
