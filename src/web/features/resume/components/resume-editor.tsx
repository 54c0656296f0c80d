import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import type { GeneratedResume } from '../../../../shared/ai.schema.ts';
import { contactBody, sectionBody } from '../../../../shared/resume-text.ts';
import type { ResumeSection } from '../../../../shared/structured-resume.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useSaveResumeSection } from '../api/generator.ts';

interface EditableSection {
  id: string;
  heading: string;
  body: string[];
  /** Bullets without a number, percentage or time: the editor asks for a result, the files never do. */
  asks: string[];
}

function editableSections(generated: GeneratedResume): EditableSection[] {
  const { resume } = generated;
  return [
    { id: 'contact', heading: 'Contact', body: contactBody(resume.contact), asks: [] },
    ...resume.sections.map((s: ResumeSection) => ({
      id: s.id,
      heading: s.heading,
      body: sectionBody(s),
      asks: s.roles.flatMap((r) => r.bullets.filter((b) => b.needsResult).map((b) => b.text)),
    })),
  ];
}

/** One section: its text as the files print it, its prompts, and its editor. */
function SectionEditor({ section }: { section: EditableSection }) {
  const headingId = useId();
  const fieldId = useId();
  const save = useSaveResumeSection();
  const text = section.body.join('\n');
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handleSave = async () => {
    if (draft === null) return;
    setError(null);
    try {
      await save.mutateAsync({ sectionId: section.id, text: draft });
      setDraft(null);
    } catch (err) {
      // the draft stays in the box: nothing typed is lost
      setError(errorMessage(err));
    }
  };
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="text-xs font-semibold tracking-wide uppercase">
          {section.heading}
        </h4>
        {draft === null ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${section.heading}`}
            onClick={() => {
              setError(null);
              setDraft(text);
            }}
          >
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Button>
        ) : null}
      </div>
      {draft === null ? (
        <pre className="mt-1 text-xs break-words whitespace-pre-wrap">{text}</pre>
      ) : (
        <div className="mt-2 space-y-2">
          <label htmlFor={fieldId} className="block text-xs text-slate-600 dark:text-slate-400">
            {section.heading} text: one line per line of the resume, "- " before a bullet
          </label>
          <textarea
            id={fieldId}
            className={cn(inputClasses, 'h-auto min-h-40 py-2 font-mono text-xs')}
            rows={Math.min(20, Math.max(6, draft.split('\n').length + 1))}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <ErrorNote message={error} className="mb-0" />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={save.isPending}
              aria-busy={save.isPending}
              onClick={() => void handleSave()}
            >
              Save {section.heading}
            </Button>
            <Button size="sm" variant="ghost" disabled={save.isPending} onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {section.asks.length ? (
        <div className="mt-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          <p className="font-medium">
            Add a result where you have one (a number, a percentage or the time saved):
          </p>
          <ul className="mt-1 list-disc pl-4">
            {section.asks.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/**
 * docs/product.md §2 Resume: the generated resume, section by section, each reviewed and edited
 * before download; the downloads are written from what is saved here.
 */
export function ResumeSectionsEditor({ generated }: { generated: GeneratedResume }) {
  return (
    <div className="max-h-[32rem] space-y-2 overflow-auto">
      {editableSections(generated).map((s) => (
        <SectionEditor key={s.id} section={s} />
      ))}
    </div>
  );
}
