import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChatEvent, chatEventSchema, chatStateSchema } from '../../../../shared/chat.schema.ts';
import { errorBodySchema } from '../../../../shared/user.schema.ts';
import { ApiError, api, timeZone } from '../../../api/client.ts';

export const chatQueryKey = ['chat'] as const;

export const useChat = (enabled: boolean) =>
  useQuery({ queryKey: chatQueryKey, queryFn: () => api('/api/me/chat', chatStateSchema), enabled });

export function useResetChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/me/chat/reset', chatStateSchema, { method: 'POST', body: {} }),
    onSuccess: (state) => queryClient.setQueryData(chatQueryKey, state),
  });
}

/** Sends a message and calls `onEvent` for each streamed event as it arrives (DECISIONS D19). */
export async function streamChat(content: string, onEvent: (event: ChatEvent) => void, signal?: AbortSignal) {
  const res = await fetch('/api/me/chat/messages', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-time-zone': timeZone },
    body: JSON.stringify({ content }),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok || !res.body) {
    const parsed = errorBodySchema.safeParse(await res.json().catch(() => null));
    throw new ApiError(
      res.status,
      parsed.success ? parsed.data.error.code : 'http',
      parsed.success ? parsed.data.error.message : 'The assistant could not answer. Please try again.',
    );
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  while (true) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(chatEventSchema.parse(JSON.parse(line)));
      newline = buffer.indexOf('\n');
    }
  }
}
