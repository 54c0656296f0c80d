import { useEffect, useState } from 'react';
import type {
  AnswerAnalysis,
  InterviewDifficulty,
  InterviewField,
  InterviewSession,
} from '../../../../shared/ai.schema.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useAnswerQuestion, useStartInterview } from '../api/interviews.ts';

/** docs/decisions.md D5: the reading pause after feedback before the next question. */
const NEXT_QUESTION_DELAY_MS = 2000;

/**
 * One Interview Coach practice (docs/product.md §2 Interview Coach): the difficulty, the session,
 * the question shown, the answer typed and the feedback on it; after feedback the next question
 * comes after the reading pause. With `postingId`, the questions come from that job posting.
 */
export function useInterviewPractice(postingId?: string) {
  const [difficulty, setDifficulty] = useState<InterviewDifficulty>('medium');
  const [session, setSession] = useState<InterviewSession | null>(null);
  // the field the questions are for, as the start answered it (docs/product.md §2 Interview Coach)
  const [field, setField] = useState<InterviewField | null>(null);
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState('');
  const [feedback, setFeedback] = useState<AnswerAnalysis | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useStartInterview();
  const submit = useAnswerQuestion();

  // after feedback, move on after the reading pause
  useEffect(() => {
    if (!feedback || !session || session.completedAt) return;
    const timer = setTimeout(() => {
      setFeedback(null);
      setAnswer('');
      setIndex((i) => i + 1);
    }, NEXT_QUESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [feedback, session]);

  function reset() {
    setSession(null);
    setField(null);
    setIndex(0);
    setAnswer('');
    setFeedback(null);
    setError(null);
  }

  async function begin() {
    setError(null);
    try {
      const started = await start.mutateAsync({ difficulty, postingId });
      setSession(started);
      setField(started.field ?? null);
      setIndex(0);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function send() {
    if (!session || !answer.trim()) return;
    const question = session.questions[index];
    if (!question) return;
    setError(null);
    try {
      const result = await submit.mutateAsync({ sessionId: session.id, questionId: question.id, answer });
      setSession(result.session);
      setFeedback(result.analysis);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const question = session?.questions[index];
  const total = session?.questions.length ?? 0;
  const answered = session?.questions.filter((q) => q.score !== undefined) ?? [];
  const done = session?.completedAt !== null && session?.completedAt !== undefined;

  return {
    difficulty,
    setDifficulty,
    session,
    field,
    index,
    answer,
    setAnswer,
    feedback,
    error,
    question,
    total,
    answered,
    done,
    starting: start.isPending,
    sending: submit.isPending,
    begin,
    send,
    reset,
  };
}

export type InterviewPractice = ReturnType<typeof useInterviewPractice>;
