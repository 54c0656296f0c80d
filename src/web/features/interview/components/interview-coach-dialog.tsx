import { Lightbulb, Trophy } from 'lucide-react';
import { useId } from 'react';
import type {
  AnswerAnalysis,
  InterviewDifficulty,
  InterviewField,
  InterviewQuestion as InterviewQuestionType,
  InterviewSession,
  QuestionCategory,
} from '../../../../shared/ai.schema.ts';
import { useToolName } from '../../../api/ai-live.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceButtons } from '../../../components/ui/choice-buttons.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { scoreVariant } from '../../../lib/colors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useInterviewSessions } from '../api/interviews.ts';
import { type InterviewPractice, useInterviewPractice } from '../hooks/use-interview-practice.ts';

const DIFFICULTIES: InterviewDifficulty[] = ['easy', 'medium', 'hard'];

/**
 * docs/product.md §2 Interview Coach: a "technical" question outside computing asks the field's own
 * knowledge (clinical judgement, code, standards), so it is shown as such.
 */
function categoryLabel(category: QuestionCategory, field: InterviewField | null): string {
  if (category !== 'technical') return category;
  return field?.family && field.family.id !== 'computer-mathematical' ? 'field knowledge' : 'technical';
}

/** docs/product.md §2 Interview Coach: the field the questions come from, or the general-bank note. */
function FieldLine({ field }: { field: InterviewField | null }) {
  if (field?.note) return <p className="text-sm text-slate-600 dark:text-slate-400">{field.note}</p>;
  if (!field?.family) return null;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      Questions for your field: {field.family.title}
      {field.subFamily ? ` · ${field.subFamily.title}` : ''}
    </p>
  );
}

/** The user's earlier sessions with their scores. */
function PastSessions() {
  const sessions = useInterviewSessions();
  if (!sessions.data?.length) return null;
  return (
    <section>
      <h3 className="mt-2 mb-2 text-sm font-semibold">Past sessions</h3>
      <ul className="space-y-1 text-sm">
        {sessions.data.map((s) => (
          <li key={s.id} className="flex justify-between">
            <span>
              {formatDate(s.startedAt)} · {s.jobTitle} · <span className="capitalize">{s.difficulty}</span>
            </span>
            <span>{s.overallScore === null ? 'unfinished' : `${s.overallScore}%`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Before a session: the difficulty and the start. */
function InterviewStart({ practice }: { practice: InterviewPractice }) {
  const { difficulty, setDifficulty, begin } = practice;
  return (
    <div className="space-y-4">
      <p className="text-slate-700 dark:text-slate-300">
        Five questions for your goal role. Each answer is scored out of 100.
      </p>
      <ChoiceButtons legend="Difficulty" options={DIFFICULTIES} value={difficulty} onChange={setDifficulty} />
      <Button onClick={() => void begin()} disabled={practice.starting}>
        {practice.starting ? 'Preparing questions…' : 'Start Interview Practice'}
      </Button>
      <PastSessions />
    </div>
  );
}

/** docs/product.md §2 Interview Coach: the summary after the last answer. */
function InterviewSummary({ practice, onClose }: { practice: InterviewPractice; onClose: () => void }) {
  const { answered, feedback, reset } = practice;
  const session = practice.session as InterviewSession;
  return (
    <div className="space-y-4 text-center">
      <Trophy className="mx-auto h-12 w-12 text-amber-500" aria-hidden />
      <p className="text-4xl font-bold">{session.overallScore}%</p>
      <p className="text-slate-600 dark:text-slate-400">overall score</p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
          <dt className="text-xs">Questions answered</dt>
          <dd className="text-xl font-bold">{answered.length}</dd>
        </div>
        <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
          <dt className="text-xs">Average score</dt>
          <dd className="text-xl font-bold">{session.overallScore}</dd>
        </div>
      </dl>
      {feedback ? (
        <p className="text-sm">
          Last answer: {feedback.score}/100. {feedback.feedback}
        </p>
      ) : null}
      <div className="flex justify-center gap-3">
        <Button variant="outline" onClick={reset}>
          Practice Again
        </Button>
        <Button
          onClick={() => {
            reset();
            onClose();
          }}
        >
          Done
        </Button>
      </div>
    </div>
  );
}

/** The score and feedback on an answer, announced; the next question follows. */
function AnswerFeedback({ feedback }: { feedback: AnswerAnalysis }) {
  return (
    <div role="status" className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="flex items-center gap-2 font-semibold">
        Score <Badge variant={scoreVariant(feedback.score)}>{feedback.score}/100</Badge>
      </p>
      <p className="mt-1 text-sm">{feedback.feedback}</p>
      {feedback.strengths.length ? (
        <p className="mt-2 text-sm">Strengths: {feedback.strengths.join(' ')}</p>
      ) : null}
      {feedback.improvements.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {feedback.improvements.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Next question in a moment…</p>
    </div>
  );
}

/** The answer box, its length and the submit button. */
function AnswerField({ practice }: { practice: InterviewPractice }) {
  const { answer, setAnswer, send } = practice;
  const answerId = useId();
  return (
    <>
      <label htmlFor={answerId} className="text-sm font-medium">
        Your answer
      </label>
      <textarea
        id={answerId}
        className={`${inputClasses} h-36 resize-y py-2`}
        maxLength={4000}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <div className="flex items-center justify-between">
        <span className="text-xs text-slate-600 dark:text-slate-400">{answer.length} characters</span>
        <Button onClick={() => void send()} disabled={!answer.trim() || practice.sending}>
          {practice.sending ? 'Analysing…' : 'Submit Answer'}
        </Button>
      </div>
    </>
  );
}

/** One question: where it stands in the session, its tips, then the answer box or the feedback. */
function InterviewQuestion({ practice }: { practice: InterviewPractice }) {
  const { index, total, feedback } = practice;
  const question = practice.question as InterviewQuestionType;
  return (
    <div className="space-y-4">
      <div>
        <p className="mb-1 text-sm">
          Question {index + 1} of {total}
        </p>
        <ProgressBar value={index + (feedback ? 1 : 0)} max={total} label="Interview progress" />
      </div>
      <FieldLine field={practice.field} />
      <div className="flex gap-2">
        <Badge variant="info" className="capitalize">
          {categoryLabel(question.category, practice.field)}
        </Badge>
        <Badge variant="outline" className="capitalize">
          {question.difficulty}
        </Badge>
      </div>
      <p className="text-lg font-medium">{question.question}</p>
      {question.tips.length ? (
        <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
          {question.tips.map((t) => (
            <li key={t} className="flex gap-2">
              <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden />
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      {feedback ? <AnswerFeedback feedback={feedback} /> : <AnswerField practice={practice} />}
    </div>
  );
}

/** docs/product.md §2 Interview Coach: start, questions with feedback, summary; premium only. */
export function InterviewCoachDialog({
  open,
  onOpenChange,
  postingId,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** Practice for this job posting: questions from its requirements (issue 32). */
  postingId?: string;
}) {
  const practice = useInterviewPractice(postingId);
  const name = useToolName('interviewCoach');
  const { session, question, done, reset } = practice;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title={name}
      className="max-w-2xl"
    >
      <ErrorNote message={practice.error} />
      {!session ? <InterviewStart practice={practice} /> : null}
      {session && done ? (
        <InterviewSummary practice={practice} onClose={() => onOpenChange(false)} />
      ) : session && question ? (
        <InterviewQuestion practice={practice} />
      ) : null}
    </Dialog>
  );
}
