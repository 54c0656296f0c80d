import type { ChatMessage, InterviewStats } from '../../shared/chat.schema.ts';
import type { ChatMessageRow, ChatStateRow } from './chat.repository.ts';

export function presentMessage(row: ChatMessageRow): ChatMessage {
  const extra = row.extra ?? {};
  return {
    id: String(row.id),
    type: row.type,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    ...(row.category ? { category: row.category } : {}),
    ...(row.isQuestion ? { isQuestion: true } : {}),
    ...(row.score !== null ? { score: row.score } : {}),
    ...(extra.feedback ? { feedback: extra.feedback } : {}),
    ...(extra.actions?.length ? { actions: extra.actions } : {}),
    ...(extra.showAfterMs ? { showAfterMs: extra.showAfterMs } : {}),
  };
}

export function presentStats(state: ChatStateRow): InterviewStats {
  return {
    questionsAnswered: state.questionsAnswered,
    totalScore: state.totalScore,
    averageScore: state.questionsAnswered ? Math.round(state.totalScore / state.questionsAnswered) : 0,
  };
}
