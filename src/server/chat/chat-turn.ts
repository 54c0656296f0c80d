import type { ChatEvent } from '../../shared/chat.schema.ts';
import type { UserWithEarnings } from '../../shared/user.schema.ts';
import type { Understanding } from '../ai/local/nlu/understand.ts';
import type { Caller } from '../http/session.plugin.ts';
import type { ChatMessageRow, ChatRepository, ChatStateRow, NewChatMessage } from './chat.repository.ts';
import type { ChatStep } from './chat-router.ts';

/** One chat turn as every step handler sees it: who asked, what, and the state it was asked in. */
export interface Turn {
  caller: Caller;
  content: string;
  /** The interview state when the message arrived. */
  state: ChatStateRow;
  /** The user's message as stored. */
  message: ChatMessageRow;
  /** The message read on its own, once per turn (`readMessage`): the steps take it from here. */
  reading: Understanding;
  /**
   * What goes before the turn's first reply: the emergency numbers when docs/decisions.md S99 asks
   * for them (decided by chat.service.ts alone, S114), else nothing.
   */
  preface: string;
  signal?: AbortSignal | undefined;
}

/** What a step leaves: the assistant's messages, and what the turn earned (interview answers). */
export interface StepOutcome {
  replies: ChatMessageRow[];
  earned?: UserWithEarnings | undefined;
  /** The user left mid-answer: nothing half-said was kept, and the turn ends without its `done`. */
  aborted?: true;
}

/** One step of a chat turn: it stores the assistant's replies and returns them. */
export type StepHandler<S extends ChatStep = ChatStep> = (turn: Turn, step: S) => Promise<StepOutcome>;

/** A step that streams its answer as it is written (`delta` events), then returns its replies. */
export type StreamingStepHandler<S extends ChatStep = ChatStep> = (
  turn: Turn,
  step: S,
) => AsyncGenerator<ChatEvent, StepOutcome, undefined>;

export type StepOf<K extends ChatStep['kind']> = Extract<ChatStep, { kind: K }>;

/** Stores one assistant message for the user, dated by the clock. */
export function botWriter(chatRepo: Pick<ChatRepository, 'add'>, clock: () => Date) {
  return (userId: string, content: string, fields: Partial<NewChatMessage> = {}) =>
    chatRepo.add({ userId, type: 'bot', content, createdAt: clock(), ...fields });
}

export type BotWriter = ReturnType<typeof botWriter>;
