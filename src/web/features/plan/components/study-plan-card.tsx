import { CalendarDays, Download } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatDay, WEEKDAY_NAMES } from '../../../../shared/calendar.ts';
import {
  CALENDAR_WEEKS,
  type CalendarKind,
  DEFAULT_START_TIME,
  DEFAULT_STUDY_DAYS,
  HOURS_PER_WEEK_MAX,
} from '../../../../shared/constants.ts';
import type { Goal } from '../../../../shared/goal.schema.ts';
import type { StudyPlan, StudyPlanSettings } from '../../../../shared/plan.schema.ts';
import { formatStudyTime } from '../../../../shared/study-plan.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { calendarUrl, useSavePlan, useStudyPlan } from '../api/plan.ts';
import { finishText, statusText } from './plan-text.ts';

interface FormState {
  hours: string;
  weekdays: number[];
  startTime: string;
  targetDate: string;
}

function formOf(settings: StudyPlanSettings | null): FormState {
  return {
    hours: settings ? String(settings.hoursPerWeek) : '',
    weekdays: settings ? settings.weekdays : [...DEFAULT_STUDY_DAYS],
    startTime: settings?.startTime ?? DEFAULT_START_TIME,
    targetDate: settings?.targetDate ?? '',
  };
}

/** The seven study days, each a toggle (Monday is 1). */
function StudyDaysField({ weekdays, onToggle }: { weekdays: number[]; onToggle: (day: number) => void }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">Study days</legend>
      <div className="flex flex-wrap gap-1">
        {WEEKDAY_NAMES.map((name, i) => {
          const day = i + 1;
          const checked = weekdays.includes(day);
          return (
            <label
              key={name}
              className={`inline-flex h-10 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-500 ${
                checked
                  ? 'border-teal-700 bg-teal-700 text-white'
                  : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
              }`}
            >
              <input type="checkbox" className="sr-only" checked={checked} onChange={() => onToggle(day)} />
              <span aria-hidden>{name.slice(0, 3)}</span>
              <span className="sr-only">{name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Hours a week, study days, session start and target date; checked by the shared rule, then saved. */
function StudyPlanForm({ settings }: { settings: StudyPlanSettings | null }) {
  const save = useSavePlan();
  const [form, setForm] = useState<FormState>(() => formOf(settings));
  const [error, setError] = useState<string | null>(null);
  const ids = { hours: useId(), start: useId(), target: useId(), error: useId() };

  // the form follows the saved settings when they arrive or change (not on every refetch)
  const savedKey = JSON.stringify(settings);
  const [formKey, setFormKey] = useState(savedKey);
  if (formKey !== savedKey) {
    setFormKey(savedKey);
    setForm(formOf(settings));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const settings = {
      hoursPerWeek: Number(form.hours),
      weekdays: form.weekdays,
      startTime: form.startTime,
      targetDate: form.targetDate || null,
    };
    // the shared rule names bad input here, without the field's code name (docs/product.md §5 Study plan)
    // the schema (and zod) load on the first save, not with the page (docs/decisions.md S46)
    const { studyPlanSettingsSchema } = await import('../../../../shared/plan.schema.ts');
    const checked = studyPlanSettingsSchema.safeParse(settings);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the plan and try again.');
      return;
    }
    try {
      await save.mutateAsync(settings);
      toast.success('Study plan saved');
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const toggleDay = (day: number) =>
    setForm((f) => ({
      ...f,
      weekdays: f.weekdays.includes(day) ? f.weekdays.filter((d) => d !== day) : [...f.weekdays, day],
    }));

  return (
    <>
      <form
        onSubmit={handleSubmit}
        className="grid gap-4 md:grid-cols-[auto_1fr_auto_auto_auto] md:items-end"
      >
        <div className="space-y-1">
          <label htmlFor={ids.hours} className="block text-sm font-medium">
            Hours a week
          </label>
          <input
            id={ids.hours}
            type="number"
            inputMode="numeric"
            min={1}
            max={HOURS_PER_WEEK_MAX}
            step={1}
            required
            className={`${inputClasses} md:w-28`}
            value={form.hours}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => setForm((f) => ({ ...f, hours: e.target.value }))}
          />
        </div>
        <StudyDaysField weekdays={form.weekdays} onToggle={toggleDay} />
        <div className="space-y-1">
          <label htmlFor={ids.start} className="block text-sm font-medium">
            Sessions start at
          </label>
          <input
            id={ids.start}
            type="time"
            required
            className={`${inputClasses} md:w-32`}
            value={form.startTime}
            onChange={(e) => setForm((f) => ({ ...f, startTime: e.target.value }))}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.target} className="block text-sm font-medium">
            Target date (optional)
          </label>
          <input
            id={ids.target}
            type="date"
            className={`${inputClasses} md:w-40`}
            value={form.targetDate}
            onChange={(e) => setForm((f) => ({ ...f, targetDate: e.target.value }))}
          />
        </div>
        <Button type="submit" disabled={save.isPending || !form.hours}>
          {save.isPending ? 'Saving…' : 'Save plan'}
        </Button>
      </form>
      {error ? (
        <p id={ids.error} role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The week's work: each skill or project with its time and its resources. */
function ThisWeek({ plan, headingId }: { plan: StudyPlan; headingId: string }) {
  return (
    <section aria-labelledby={`${headingId}-week`}>
      <h3 id={`${headingId}-week`} className="mb-2 font-semibold">
        This week ({formatDay(plan.thisWeek.from)} – {formatDay(plan.thisWeek.to)}):{' '}
        {formatStudyTime(plan.thisWeek.minutes)}
      </h3>
      <ol className="space-y-2">
        {plan.thisWeek.entries.map((entry) => (
          <li
            key={`${entry.kind}:${entry.id}`}
            className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
          >
            <p>
              <span className="font-medium">
                {entry.kind === 'project' ? `Project: ${entry.name}` : entry.name}
              </span>{' '}
              <span className="text-slate-600 dark:text-slate-400">
                · {formatStudyTime(entry.minutes)} this week of {formatStudyTime(entry.minutesLeft)} left
              </span>
            </p>
            {entry.resources.length > 0 ? (
              <ul className="mt-1 space-y-0.5">
                {entry.resources.map((r) => (
                  <li key={r.id}>
                    <ExternalLink href={r.link} className="hover:underline" iconClassName="h-3 w-3">
                      {r.title}
                    </ExternalLink>{' '}
                    <span className="text-slate-600 dark:text-slate-400">{formatStudyTime(r.minutes)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const CALENDAR_CHOICES: ReadonlyArray<{ kind: CalendarKind; label: string; hint: string }> = [
  {
    kind: 'weekly',
    label: 'Repeating weekly',
    hint: 'One repeating event per study day until you finish, at your start time.',
  },
  {
    kind: 'next-weeks',
    label: `Next ${CALENDAR_WEEKS} weeks`,
    hint: `Each session of the next ${CALENDAR_WEEKS} weeks with what to study and its links.`,
  },
];

/**
 * docs/product.md §2 Skills "Study plan": the calendar file, as repeating weekly events or the
 * sessions of the next few weeks, as the user chooses (docs/decisions.md S90).
 */
function CalendarDownload() {
  const [kind, setKind] = useState<CalendarKind>('weekly');
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Calendar events</legend>
      {CALENDAR_CHOICES.map((choice) => (
        <label key={choice.kind} className="flex items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            className="mt-1"
            checked={kind === choice.kind}
            onChange={() => setKind(choice.kind)}
          />
          <span>
            {choice.label}
            <span className="block text-slate-600 dark:text-slate-400">{choice.hint}</span>
          </span>
        </label>
      ))}
      <a href={calendarUrl(kind)} download className={buttonClasses('outline', 'sm')}>
        <Download className="h-4 w-4" aria-hidden /> Download calendar (.ics)
      </a>
    </fieldset>
  );
}

/** When the user will be ready, how the plan stands, this week's work and the calendar file. */
function PlanProjection({ plan, headingId }: { plan: StudyPlan; headingId: string }) {
  const status = statusText(plan.status);
  return (
    <div className="mt-6 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <div aria-live="polite">
        <p className="text-lg font-semibold">{finishText(plan)}</p>
        {status ? (
          <p
            className={
              plan.status.kind === 'on-track'
                ? 'text-sm text-emerald-700 dark:text-emerald-400'
                : 'text-sm text-amber-800 dark:text-amber-300'
            }
          >
            {status}
          </p>
        ) : null}
        {plan.totalMinutes > 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {formatStudyTime(plan.totalMinutes)} left · {formatStudyTime(plan.minutesPerSession)} on each
            study day · {plan.sessionCount} study session{plan.sessionCount === 1 ? '' : 's'}
          </p>
        ) : null}
      </div>
      {plan.thisWeek.entries.length > 0 ? <ThisWeek plan={plan} headingId={headingId} /> : null}
      {plan.sessionCount > 0 ? <CalendarDownload /> : null}
    </div>
  );
}

/**
 * docs/product.md §2 Skills "Study plan": hours a week, study days, session start and a target
 * date; the projected finish, this week's work and the calendar file.
 */
export function StudyPlanCard({ goal }: { goal: Pick<Goal, 'skills' | 'projects'> }) {
  const { settings, plan } = useStudyPlan(goal);
  const headingId = useId();
  return (
    <Card id="study-plan" aria-labelledby={headingId} className="scroll-mt-20">
      <CardHeading id={headingId} icon={CalendarDays} className="mb-1">
        Study plan
      </CardHeading>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        How many hours a week can you study? Waymark spreads what is left of your roadmap over your study
        days, in the recommended order, and tells you when you will be ready.
      </p>
      <StudyPlanForm settings={settings} />
      {plan ? <PlanProjection plan={plan} headingId={headingId} /> : null}
    </Card>
  );
}
