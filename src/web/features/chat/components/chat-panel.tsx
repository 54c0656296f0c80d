import { useQueryClient } from '@tanstack/react-query';
import { Bot, ExternalLink, Minus, RotateCcw, Send, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ChatAction, ChatMessage, ChatState } from '../../../../shared/chat.schema.ts';
import { CHAT_MESSAGE_MAX } from '../../../../shared/constants.ts';
import { useApplyEarnings } from '../../../api/earnings.ts';
import { useMe } from '../../../api/me.ts';
import { useProgress } from '../../../api/progress.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { sendChatMessage, useChat, useResetChat } from '../api/chat.ts';
import { ChatMarkdown } from './chat-markdown.tsx';

const GREETING =
  'Hi! I\'m your Waymark career assistant. Ask me about your next skills, your resume, jobs near you or your career path. Premium members can also say "start interview practice" for a scored mock interview.';

/**
 * Applies a suggested roadmap action, only when the user clicks it, through the same progress
 * mutation as the Skills page: the roadmap updates at once and the XP earned is celebrated.
 */
function ActionButton({ action }: { action: ChatAction }) {
  const progress = useProgress();
  const [done, setDone] = useState(false);
  if (action.kind === 'open-link') {
    return (
      <a
        href={action.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 rounded-md border border-teal-500 px-2 py-1 text-xs text-teal-700 hover:bg-teal-50 dark:text-teal-300 dark:hover:bg-teal-950"
      >
        <ExternalLink className="h-3 w-3" aria-hidden /> {action.label}
      </a>
    );
  }
  return (
    <button
      type="button"
      disabled={done}
      className="rounded-md border border-teal-500 px-2 py-1 text-xs text-teal-700 hover:bg-teal-50 disabled:opacity-60 dark:text-teal-300 dark:hover:bg-teal-950"
      onClick={() =>
        progress.mutate(
          { kind: 'skill', id: action.skillId, status: action.status },
          { onSuccess: () => setDone(true) },
        )
      }
    >
      {done ? 'Done ✓' : action.label}
    </button>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
          mine
            ? 'bg-teal-700 text-white'
            : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        <span className="sr-only">{mine ? 'You said:' : 'Assistant said:'}</span>
        {mine ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : (
          <ChatMarkdown text={message.content} />
        )}
        {message.feedback ? (
          <div className="mt-2 space-y-1 text-xs">
            {message.feedback.strengths.length ? (
              <>
                <p className="font-semibold">What worked</p>
                <ul className="list-disc pl-4">
                  {message.feedback.strengths.map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {message.feedback.improvements.length ? (
              <>
                <p className="font-semibold">To improve</p>
                <ul className="list-disc pl-4">
                  {message.feedback.improvements.map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
        {message.actions?.length ? (
          <div className="mt-2 flex flex-wrap gap-1.5">
            {message.actions.map((a) => (
              <ActionButton key={a.label} action={a} />
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}

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

/** docs/product.md §2 Chat panel: greeting, routed answers streaming in, Reset, minimize and close. */
export function ChatPanel({ onClose, onMinimize }: { onClose: () => void; onMinimize: () => void }) {
  const chat = useChat();
  const me = useMe();
  const reset = useResetChat();
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

  const stats = chat.data?.stats;
  return (
    <section
      aria-label="Career assistant"
      className="fixed right-4 bottom-4 z-50 flex h-[min(600px,calc(100vh-6rem))] w-[min(400px,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <Bot className="h-5 w-5 text-teal-500" aria-hidden />
        <h2 className="flex-1 font-semibold">Career Assistant</h2>
        {stats && stats.questionsAnswered > 0 ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {stats.questionsAnswered} answered · avg {stats.averageScore}
          </span>
        ) : null}
        <Button
          size="icon"
          variant="ghost"
          className="h-8 w-8"
          aria-label="Reset chat"
          title="Reset"
          disabled={pending}
          onClick={() => reset.mutate()}
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="h-8 w-8"
          aria-label="Minimize chat"
          onClick={onMinimize}
        >
          <Minus className="h-4 w-4" aria-hidden />
        </Button>
        <Button size="icon" variant="ghost" className="h-8 w-8" aria-label="Close chat" onClick={onClose}>
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </header>
      <p role="status" className="sr-only">
        {announced}
      </p>
      <ul ref={listRef} aria-label="Conversation" className="flex-1 space-y-3 overflow-y-auto p-3">
        {chat.data && visible.length === 0 && streaming === null ? (
          <Bubble
            message={{ id: 'greeting', type: 'bot', content: GREETING, timestamp: new Date(0).toISOString() }}
          />
        ) : null}
        {visible.map((m) => (
          <Bubble key={m.id} message={m} />
        ))}
        {streaming !== null ? (
          <li className="flex justify-start">
            <div
              className="max-w-[85%] rounded-2xl bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
              aria-busy="true"
            >
              {streaming ? (
                <ChatMarkdown text={streaming} />
              ) : (
                <span className="animate-pulse">Thinking…</span>
              )}
            </div>
          </li>
        ) : null}
      </ul>
      {error ? (
        <p
          role="alert"
          className="mx-3 mb-2 rounded-lg bg-red-50 p-2 text-xs text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}
      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-800"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Message the career assistant
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={2}
          maxLength={CHAT_MESSAGE_MAX}
          value={draft}
          placeholder={
            me.data?.isPremium
              ? 'Ask anything, or "start interview practice"'
              : 'Ask about skills, resume, jobs…'
          }
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-32 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={!draft.trim() || pending}>
          <Send className="h-4 w-4" aria-hidden />
        </Button>
      </form>
    </section>
  );
}
