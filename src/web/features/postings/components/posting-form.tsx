import { ClipboardPaste, FileUp } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { Posting } from '../../../../shared/postings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { Field, inputClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { usePastePosting, useUploadPosting } from '../api/postings.ts';

/** The details' lengths are POSTING_LIMITS' (src/shared/postings.schema.ts, not loaded by a page: S46). */
/** The files the server reads (the resume upload's checks: PDF, DOCX or plain text). */
const ACCEPT =
  '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

/**
 * docs/product.md §2 Postings: paste a posting's text (with its title, company, location and link if
 * the user has them) or upload it as a file. A text that is not a posting gets the server's message
 * and stays in the box, so nothing the user pasted is lost.
 */
export function PostingForm({ onAdded }: { onAdded: (posting: Posting) => void }) {
  const paste = usePastePosting();
  const upload = useUploadPosting();
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [company, setCompany] = useState('');
  const [location, setLocation] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const fileId = useId();
  const busy = paste.isPending || upload.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!text.trim()) {
      setError('Paste the text of the job posting first.');
      return;
    }
    const optional = { title, company, location, url };
    const details = Object.fromEntries(
      Object.entries(optional)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([, v]) => v),
    );
    try {
      const posting = await paste.mutateAsync({ text, ...details });
      setText('');
      setTitle('');
      setCompany('');
      setLocation('');
      setUrl('');
      onAdded(posting);
    } catch (err) {
      // the text stays in the box: fix it or paste another
      setError(errorMessage(err));
    }
  }

  async function sendFile(file: File | undefined) {
    setFileError(null);
    if (!file) return;
    try {
      onAdded(await upload.mutateAsync(file));
    } catch (err) {
      setFileError(errorMessage(err));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeading icon={ClipboardPaste} className="mb-1">
          Paste a job posting
        </CardHeading>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          Copy the whole posting from the job site: the duties, the requirements and the pay. Waymark reads
          what it asks for and compares it with your roadmap and resume.
        </p>
        <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
          <div className="space-y-1">
            <label htmlFor={textId} className="block text-sm font-medium">
              Posting text
            </label>
            <textarea
              id={textId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={10}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${textId}-error` : undefined}
              className={cn(inputClasses, 'h-auto py-2 leading-relaxed', error && 'border-red-500')}
              placeholder="Registered Nurse – Med/Surg. Requirements: active RN license, BLS…"
            />
          </div>
          <div id={`${textId}-error`}>
            <ErrorNote message={error} className="mb-0" />
          </div>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">
              Details (optional: read from the text when empty)
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                label="Job title"
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={120}
              />
              <Field
                label="Company"
                value={company}
                onChange={(e) => setCompany(e.target.value)}
                maxLength={120}
              />
              <Field
                label="Location"
                value={location}
                onChange={(e) => setLocation(e.target.value)}
                maxLength={120}
                placeholder="Columbus, OH"
              />
              <Field
                label="Link to the posting"
                type="url"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                maxLength={2000}
                placeholder="https://"
              />
            </div>
          </fieldset>
          <Button type="submit" disabled={busy} aria-busy={paste.isPending || undefined}>
            {paste.isPending ? 'Reading the posting…' : 'Read this posting'}
          </Button>
        </form>
      </Card>
      <Card>
        <CardHeading icon={FileUp} className="mb-1">
          Or upload it
        </CardHeading>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          A posting saved as a PDF, Word (.docx) or text file, up to 5MB.
        </p>
        <label htmlFor={fileId} className="block text-sm font-medium">
          Posting file
        </label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          disabled={busy}
          onChange={(e) => void sendFile(e.target.files?.[0])}
          className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-lg file:border-0 file:bg-teal-700 file:px-4 file:text-sm file:font-medium file:text-white hover:file:bg-teal-800"
        />
        {upload.isPending ? (
          <p role="status" className="mt-3 text-sm">
            Reading the file…
          </p>
        ) : null}
        <ErrorNote message={fileError} className="mt-3" />
      </Card>
    </div>
  );
}
