import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../shared/api-reads.ts';
import { type Tool, toolName } from '../../shared/tool-names.ts';
import type { aboutSchema } from '../../shared/user.schema.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Whether a model does the AI work (an AI provider is configured), from the About read every page may
 * share. Until it is known the answer is no: Waymark never promises AI it has not confirmed
 * (docs/decisions.md D17, S92).
 */
export function useAiLive(): boolean {
  const about = useQuery({
    queryKey: queryKeys.about,
    queryFn: () => api<z.infer<typeof aboutSchema>>(apiReads.about.url),
    staleTime: 60_000,
  });
  return about.data?.ai === 'provider';
}

/** A premium tool's name, with "AI" only when a model does the work. */
export function useToolName(tool: Tool): string {
  return toolName(tool, useAiLive());
}
