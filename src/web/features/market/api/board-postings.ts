import { useQuery } from '@tanstack/react-query';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { BoardPostings } from '../../../../shared/job-boards.schema.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Real postings from the user's job boards, best match first (docs/product.md §4 Job boards). */
export const useBoardPostings = () =>
  useQuery({
    queryKey: queryKeys.boardPostings,
    queryFn: () => api<BoardPostings>(apiReads.boardPostings.url),
    staleTime: 5 * 60_000,
  });
