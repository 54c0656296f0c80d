import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { chatEventSchema, chatStateSchema } from '../../../../shared/chat.schema.ts';
import { api, apiStream } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const useChat = () =>
  useQuery({
    queryKey: queryKeys.chat,
    queryFn: () => api<z.infer<typeof chatStateSchema>>(apiReads.chat.url),
  });

export function useResetChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<z.infer<typeof chatStateSchema>>('/api/me/chat/reset', { method: 'POST', body: {} }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.chat, state),
  });
}

/** Sends a message; the reply's events arrive one by one as the server streams them (docs/decisions.md D19). */
export const sendChatMessage = (content: string) =>
  apiStream<z.infer<typeof chatEventSchema>>('/api/me/chat/messages', { method: 'POST', body: { content } });
