import { Bot, ExternalLink, Minus, RotateCcw, Send, X } from 'lucide-react';
import { useState } from 'react';
import type { ChatAction, ChatMessage } from '../../../../shared/chat.schema.ts';
import { CHAT_MESSAGE_MAX } from '../../../../shared/constants.ts';
import { useMe } from '../../../api/me.ts';
import { useProgress } from '../../../api/progress.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useResetChat } from '../api/chat.ts';
import { type ChatConversation, useChatConversation } from '../hooks/use-chat-conversation.ts';
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

/** The panel's title bar: the practice score, Reset, minimize and close. */
function ChatHeader({
  conversation,
  onMinimize,
  onClose,
}: {
  conversation: ChatConversation;
  onMinimize: () => void;
  onClose: () => void;
}) {
  const { stats, pending } = conversation;
  const reset = useResetChat();
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
      <Bot className="h-5 w-5 text-teal-500" aria-hidden />
      {/* the title never breaks inside a word; the practice figures go under it (docs/decisions.md S90) */}
      <div className="min-w-0 flex-1">
        <h2 className="whitespace-nowrap font-semibold">Career Assistant</h2>
        {stats && stats.questionsAnswered > 0 ? (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {stats.questionsAnswered} answered · avg {stats.averageScore}
          </p>
        ) : null}
      </div>
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
      <Button size="icon" variant="ghost" className="h-8 w-8" aria-label="Minimize chat" onClick={onMinimize}>
        <Minus className="h-4 w-4" aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" className="h-8 w-8" aria-label="Close chat" onClick={onClose}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </header>
  );
}

/** The messages shown, the greeting before any, and the reply streaming in. */
function Conversation({ conversation }: { conversation: ChatConversation }) {
  const { visible, streaming, listRef } = conversation;
  return (
    <ul ref={listRef} aria-label="Conversation" className="flex-1 space-y-3 overflow-y-auto p-3">
      {conversation.loaded && visible.length === 0 && streaming === null ? (
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
            {streaming ? <ChatMarkdown text={streaming} /> : <span className="animate-pulse">Thinking…</span>}
          </div>
        </li>
      ) : null}
    </ul>
  );
}

/** The message box and its send button; Enter sends, Shift+Enter starts a new line. */
function ChatComposer({ conversation }: { conversation: ChatConversation }) {
  const { draft, setDraft, send, pending, onKeyDown, inputRef } = conversation;
  const me = useMe();
  return (
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
  );
}

/** docs/product.md §2 Chat panel: greeting, routed answers streaming in, Reset, minimize and close. */
export function ChatPanel({ onClose, onMinimize }: { onClose: () => void; onMinimize: () => void }) {
  const conversation = useChatConversation();
  const { announced, error } = conversation;
  return (
    <section
      aria-label="Career assistant"
      className="fixed right-4 bottom-4 z-50 flex h-[min(600px,calc(100vh-6rem))] w-[min(400px,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <ChatHeader conversation={conversation} onMinimize={onMinimize} onClose={onClose} />
      <p role="status" className="sr-only">
        {announced}
      </p>
      <Conversation conversation={conversation} />
      {error ? (
        <p
          role="alert"
          className="mx-3 mb-2 rounded-lg bg-red-50 p-2 text-xs text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}
      <ChatComposer conversation={conversation} />
    </section>
  );
}
