import { Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import type {
  Application,
  ApplicationStage,
  UpdateApplicationInput,
} from '../../../../shared/applications.schema.ts';
import { APPLICATION_LIMITS, APPLICATION_STAGES, STAGE_LABELS } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, inputClasses } from '../../../components/ui/field.tsx';
import { occupationPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddApplication, useDeleteApplication, useUpdateApplication } from '../api/applications.ts';

/** The first problem the shared schema finds, in the words the server would use, without the field name. */
function firstProblem(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'Check the form and try again.');
}

const splitSkills = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function StageSelect({
  value,
  onChange,
}: {
  value: ApplicationStage;
  onChange: (s: ApplicationStage) => void;
}) {
  return (
    <Labelled label="Stage">
      {(id) => (
        <select
          id={id}
          className={inputClasses}
          value={value}
          onChange={(e) => onChange(e.target.value as ApplicationStage)}
        >
          {APPLICATION_STAGES.map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

interface JobFields {
  title: string;
  company: string;
  location: string;
  link: string;
  skills: string;
}

function JobFieldset({ value, onChange }: { value: JobFields; onChange: (v: JobFields) => void }) {
  const set = (key: keyof JobFields) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <>
      <Field
        label="Job title"
        required
        maxLength={APPLICATION_LIMITS.title}
        value={value.title}
        onChange={set('title')}
      />
      <Field
        label="Company"
        required
        maxLength={APPLICATION_LIMITS.company}
        value={value.company}
        onChange={set('company')}
      />
      <Field
        label="Location"
        maxLength={APPLICATION_LIMITS.location}
        placeholder="City, or Remote"
        value={value.location}
        onChange={set('location')}
      />
      <Field
        label="Link to the posting"
        inputMode="url"
        maxLength={APPLICATION_LIMITS.link}
        placeholder="https://"
        value={value.link}
        onChange={set('link')}
      />
      <Field
        label="Skills the posting asks for (optional)"
        hint="Separate them with commas. Without them, Waymark uses the skills of the occupation the job title names."
        value={value.skills}
        onChange={set('skills')}
      />
    </>
  );
}

/** docs/product.md §2 Applications "Add a job": a job found anywhere, by hand. */
export function AddApplicationDialog({
  open,
  onOpenChange,
  startTitle = '',
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** A job title to start from (a sample job's, for "Track a real posting instead"). */
  startTitle?: string;
}) {
  const add = useAddApplication();
  const [job, setJob] = useState<JobFields>({
    title: startTitle,
    company: '',
    location: '',
    link: '',
    skills: '',
  });
  const [stage, setStage] = useState<ApplicationStage>('saved');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const input = {
      title: job.title,
      company: job.company,
      location: job.location,
      link: job.link,
      skills: splitSkills(job.skills),
      stage,
    };
    // bad input is named here, and the form keeps everything typed (docs/product.md §5 Application)
    // the schemas (and zod) load on the first save, not with the page (docs/decisions.md S46)
    const { addApplicationSchema } = await import('../../../../shared/applications.schema.ts');
    const problem = firstProblem(addApplicationSchema.safeParse(input));
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const card = await add.mutateAsync(input);
      toast.success(`${card.title} at ${card.company} added to ${STAGE_LABELS[card.stage]}`);
      setJob({ title: '', company: '', location: '', link: '', skills: '' });
      setStage('saved');
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        // what was typed stays for next time; an old message does not
        if (!o) setError(null);
        onOpenChange(o);
      }}
      title="Add a job"
    >
      <form onSubmit={handleSubmit} className="space-y-3">
        <JobFieldset value={job} onChange={setJob} />
        <StageSelect value={stage} onChange={setStage} />
        {error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button
            variant="ghost"
            onClick={() => {
              setError(null);
              onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending || !job.title.trim() || !job.company.trim()}>
            {add.isPending ? 'Adding…' : 'Add job'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Where the card's required skills come from (docs/product.md §5 Application skills). */
function SkillsSource({ card }: { card: Application }) {
  if (card.skillsFrom === 'none') {
    return <p>No skills are known for this job: add the ones the posting asks for to see your match.</p>;
  }
  return (
    <p>
      {card.skillsFrom === 'posting' ? 'Skills from the posting' : 'Skills of the occupation its title names'}
      {card.occupation ? (
        <>
          {' '}
          (
          <Link
            to={occupationPath(card.occupation.code)}
            className="text-teal-700 underline dark:text-teal-400"
          >
            {card.occupation.title}
          </Link>
          )
        </>
      ) : null}
      : {card.requiredSkills.join(', ')}.
    </p>
  );
}

/** docs/product.md §2 Applications card details: stage and its dates, follow-up, contact, notes; a hand-added job's own fields. */
export function ApplicationDialog({
  card,
  today,
  onClose,
}: {
  card: Application | null;
  /** The user's today: no stage date after it. */
  today: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={card !== null}
      onOpenChange={(o) => !o && onClose()}
      title={card ? `${card.title} at ${card.company}` : ''}
      className="max-w-2xl"
    >
      {card ? <ApplicationForm key={card.id} card={card} today={today} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** The date each stage reached was reached on, editable, never after today. */
function StageDatesFieldset({
  card,
  today,
  dates,
  onDates,
}: {
  card: Application;
  today: string;
  dates: Partial<Record<ApplicationStage, string>>;
  onDates: (
    change: (d: Partial<Record<ApplicationStage, string>>) => Partial<Record<ApplicationStage, string>>,
  ) => void;
}) {
  const reached = APPLICATION_STAGES.filter((s) => card.stageDates[s]);
  if (reached.length === 0) return null;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-1 text-sm font-medium">Stage dates</legend>
      {reached.map((s) => (
        <Labelled key={s} label={`${STAGE_LABELS[s]} on`}>
          {(id) => (
            <input
              id={id}
              type="date"
              required={s === card.stage}
              max={today}
              className={inputClasses}
              value={dates[s] ?? card.stageDates[s] ?? ''}
              onChange={(e) => onDates((d) => ({ ...d, [s]: e.target.value }))}
            />
          )}
        </Labelled>
      ))}
    </fieldset>
  );
}

/** docs/product.md §5 Application fields: notes, with how many characters are left. */
function NotesField({ notes, onChange }: { notes: string; onChange: (notes: string) => void }) {
  return (
    <Labelled label="Notes">
      {(id) => (
        <>
          {/* no maxLength: a long paste is kept whole and the count says how much to cut */}
          <textarea
            id={id}
            rows={4}
            className={`${inputClasses} h-auto py-2`}
            value={notes}
            aria-describedby={`${id}-count`}
            onChange={(e) => onChange(e.target.value)}
          />
          <p
            id={`${id}-count`}
            className={
              notes.length > APPLICATION_LIMITS.notes
                ? 'text-xs font-medium text-red-700 dark:text-red-400'
                : 'text-xs text-slate-600 dark:text-slate-400'
            }
          >
            {notes.length.toLocaleString('en-US')} of {APPLICATION_LIMITS.notes.toLocaleString('en-US')}{' '}
            characters
          </p>
        </>
      )}
    </Labelled>
  );
}

function ApplicationForm({
  card,
  today,
  onClose,
}: {
  card: Application;
  today: string;
  onClose: () => void;
}) {
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const byHand = card.jobId === null;
  const [stage, setStage] = useState<ApplicationStage>(card.stage);
  const [dates, setDates] = useState<Partial<Record<ApplicationStage, string>>>({});
  const [followUpOn, setFollowUpOn] = useState(card.followUpOn ?? '');
  const [contact, setContact] = useState(card.contact);
  const [notes, setNotes] = useState(card.notes);
  const [job, setJob] = useState<JobFields>({
    title: card.title,
    company: card.company,
    location: card.location,
    link: card.link ?? '',
    skills: card.skillsFrom === 'posting' ? card.requiredSkills.join(', ') : '',
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const changes: UpdateApplicationInput = {
      followUpOn: followUpOn || null,
      contact,
      notes,
    };
    if (stage !== card.stage) changes.stage = stage;
    const changedDates = Object.entries(dates).filter(
      ([s, d]) => d !== card.stageDates[s as ApplicationStage],
    );
    if (changedDates.length > 0) {
      changes.stageDates = Object.fromEntries(changedDates.map(([s, d]) => [s, d || null]));
    }
    if (byHand) {
      Object.assign(changes, {
        title: job.title,
        company: job.company,
        location: job.location,
        link: job.link,
        skills: splitSkills(job.skills),
      });
    }
    const { updateApplicationSchema } = await import('../../../../shared/applications.schema.ts');
    const problem = firstProblem(updateApplicationSchema.safeParse(changes));
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await update.mutateAsync({ id: card.id, changes });
      toast.success('Application saved');
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function handleDelete() {
    if (!confirmDelete) {
      setConfirmDelete(true);
      return;
    }
    try {
      await remove.mutateAsync(card.id);
      toast.success(`${card.title} at ${card.company} removed from your board`);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <div className="text-sm text-slate-600 dark:text-slate-400">
        <SkillsSource card={card} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <StageSelect value={stage} onChange={setStage} />
        <Labelled label="Follow up on">
          {(id) => (
            <input
              id={id}
              type="date"
              className={inputClasses}
              value={followUpOn}
              onChange={(e) => setFollowUpOn(e.target.value)}
            />
          )}
        </Labelled>
      </div>
      <StageDatesFieldset card={card} today={today} dates={dates} onDates={setDates} />
      <Field
        label="Contact"
        maxLength={APPLICATION_LIMITS.contact}
        placeholder="Recruiter or hiring manager, email or phone"
        value={contact}
        onChange={(e) => setContact(e.target.value)}
      />
      <NotesField notes={notes} onChange={setNotes} />
      {byHand ? <JobFieldset value={job} onChange={setJob} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button
          variant={confirmDelete ? 'danger' : 'ghost'}
          onClick={handleDelete}
          disabled={remove.isPending}
        >
          <Trash2 className="h-4 w-4" aria-hidden /> {confirmDelete ? 'Delete for good' : 'Delete'}
        </Button>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
    </form>
  );
}
