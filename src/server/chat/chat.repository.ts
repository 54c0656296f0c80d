import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { chatMessages, chatState } from '../db/schema.ts';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatStateRow = typeof chatState.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;

/** The state of a chat with no interview under way: a user's until they start one. */
export const idleChatState = (userId: string): ChatStateRow => ({
  userId,
  mode: 'idle',
  currentQuestion: null,
  questionMessageId: null,
  askedIds: [],
  questionsAnswered: 0,
  totalScore: 0,
  difficulty: 'medium',
});

/**
 * The chat history and interview state. `historyLimit` messages are read at most, newest ones, in
 * SQL (retention removes older ones).
 */
export function createChatRepository(db: Database, historyLimit: number) {
  return {
    async add(row: NewChatMessage): Promise<ChatMessageRow> {
      const [stored] = await db.insert(chatMessages).values(row).returning();
      if (!stored) throw new Error('insert returned no message');
      return stored;
    },
    async history(userId: string): Promise<ChatMessageRow[]> {
      const newest = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(desc(chatMessages.id))
        .limit(historyLimit);
      return newest.reverse();
    },
    /** The extra of the user's latest assistant message (what it answered, for "tell me more"). */
    async lastBotExtra(userId: string): Promise<ChatMessageRow['extra']> {
      const [row] = await db
        .select({ extra: chatMessages.extra })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, userId), eq(chatMessages.type, 'bot')))
        .orderBy(desc(chatMessages.id))
        .limit(1);
      return row?.extra ?? null;
    },
    async state(userId: string, tx: Database = db): Promise<ChatStateRow> {
      const [row] = await tx.select().from(chatState).where(eq(chatState.userId, userId));
      return row ?? idleChatState(userId);
    },
    async saveState(row: ChatStateRow, tx: Database = db) {
      await tx.insert(chatState).values(row).onConflictDoUpdate({ target: chatState.userId, set: row });
    },
    async reset(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(chatMessages).where(eq(chatMessages.userId, userId));
        await tx.delete(chatState).where(eq(chatState.userId, userId));
      });
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
