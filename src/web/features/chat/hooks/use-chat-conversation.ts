import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatState } from '../../../../shared/chat.schema.ts';
import { useApplyEarnings } from '../../../api/earnings.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { sendChatMessage, useChat } from '../api/chat.ts';

/**
 * The text a screen reader announces: the newest assistant message that appeared while the panel
 * was open (history already there when it opened is not read out again). docs/product.md §2 Chat panel.
 */
function useLatestReply(shown: ChatMessage[] | null): string {
  const firstSeen = useRef<string | null | undefined>(undefined);
  const latest = shown?.findLast((m) => m.type === 'bot') ?? null;
  if (shown && firstSeen.current === undefined) firstSeen.current = latest?.id ?? null;
  if (!latest || latest.id === firstSeen.current) return '';
  const feedback = latest.feedback
    ? [
        ...latest.feedback.strengths.map((i) => `What worked: ${i}`),
        ...latest.feedback.improvements.map((i) => `To improve: ${i}`),
      ]
    : [];
  return [`Assistant said: ${latest.content}`, ...feedback].join(' ');
}

/**
 * One conversation with the assistant (docs/product.md §2 Chat panel): the draft, the reply
 * streaming in, follow-ups shown after their reading pause (docs/decisions.md D5), what the user
 * earned, and the one line that announces a complete reply.
 */
export function useChatConversation() {
  const chat = useChat();
  const queryClient = useQueryClient();
  const applyEarnings = useApplyEarnings();
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revealAt, setRevealAt] = useState<Record<string, number>>({});
  const [, setTick] = useState(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const messages = chat.data?.messages ?? [];
  // the reply is announced once, when it is complete, never character by character
  const visible = messages.filter((m) => !revealAt[m.id] || revealAt[m.id]! <= Date.now());
  const announced = useLatestReply(chat.data ? visible : null);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  });
  // follow-up offers wait their reading pause (docs/decisions.md D5) before they show
  useEffect(() => {
    const waits = Object.values(revealAt)
      .map((t) => t - Date.now())
      .filter((ms) => ms > 0);
    if (waits.length === 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(...waits));
    return () => clearTimeout(timer);
  });
  async function send() {
    const content = draft.trim();
    if (!content || pending) return;
    setPending(true);
    setError(null);
    setDraft('');
    setStreaming('');
    const update = (fn: (s: ChatState) => ChatState) =>
      queryClient.setQueryData<ChatState>(queryKeys.chat, (s) => (s ? fn(s) : s));
    try {
      for await (const event of sendChatMessage(content)) {
        if (event.type === 'user') update((s) => ({ ...s, messages: [...s.messages, event.message] }));
        else if (event.type === 'delta') setStreaming((t) => (t ?? '') + event.text);
        else if (event.type === 'error') setError(event.message);
        else if (event.type === 'done') {
          const delayed = Object.fromEntries(
            event.messages.filter((m) => m.showAfterMs).map((m) => [m.id, Date.now() + (m.showAfterMs ?? 0)]),
          );
          setRevealAt((r) => ({ ...r, ...delayed }));
          // the streamed text becomes the stored reply in the same render: never shown twice
          setStreaming(null);
          update((s) => ({ ...s, messages: [...s.messages, ...event.messages], stats: event.stats }));
          applyEarnings(event);
        }
      }
    } catch (err) {
      setError(errorMessage(err));
      setDraft(content);
    } finally {
      setStreaming(null);
      setPending(false);
      inputRef.current?.focus();
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  }

  return {
    loaded: Boolean(chat.data),
    stats: chat.data?.stats,
    visible,
    announced,
    draft,
    setDraft,
    pending,
    streaming,
    error,
    send,
    onKeyDown,
    inputRef,
    listRef,
  };
}

export type ChatConversation = ReturnType<typeof useChatConversation>;
