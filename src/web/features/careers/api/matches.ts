import { useMutation } from '@tanstack/react-query';
import type { Background } from '../../../../shared/career-match.ts';
import { careerMatchesSchema } from '../../../../shared/catalog.api.ts';
import { api } from '../../../api/client.ts';

const findMatches = (background: Background) =>
  api('/api/discovery/matches', careerMatchesSchema, { method: 'POST', body: background });

export const useFindMatches = () => useMutation({ mutationFn: findMatches });
