import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatEventSchema, chatStateSchema } from '../../../../shared/chat.schema.ts';
import { api, apiStream } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const useChat = () =>
  useQuery({ queryKey: queryKeys.chat, queryFn: () => api('/api/me/chat', chatStateSchema) });

export function useResetChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/me/chat/reset', chatStateSchema, { method: 'POST', body: {} }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.chat, state),
  });
}

/** Sends a message; the reply's events arrive one by one as the server streams them (docs/decisions.md D19). */
export const sendChatMessage = (content: string) =>
  apiStream('/api/me/chat/messages', chatEventSchema, { method: 'POST', body: { content } });
