import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { useUploadResume } from '../api/resume.ts';
import { ResumeDropzone } from './resume-dropzone.tsx';

/**
 * docs/product.md §2 Onboarding, second step: an optional resume, read by the local engine, before
 * `onFinish` completes onboarding. A failure is said here and the user may try again.
 */
export function OnboardingResumeCard({
  goalTitle,
  file,
  onFile,
  finishing,
  onBack,
  onFinish,
}: {
  goalTitle: string | null;
  /** The chosen file, kept by the page while the user steps back and forth. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** The finish itself is under way. */
  finishing: boolean;
  onBack: () => void;
  onFinish: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadResume();
  const busy = upload.isPending || finishing;

  async function finish(withResume: boolean) {
    setError(null);
    try {
      if (withResume && file) await upload.mutateAsync({ file, mode: 'local' });
      await onFinish();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <Card>
      <h1 className="text-2xl font-bold">Add your resume</h1>
      <p className="mt-1 mb-4 text-slate-600 dark:text-slate-400">
        Optional: Waymark reads it and shows which {goalTitle} skills it already proves and what to improve.
      </p>
      <ResumeDropzone file={file} onFile={onFile} disabled={busy} />
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back
        </Button>
        {file ? (
          <Button onClick={() => void finish(true)} disabled={busy}>
            {upload.isPending ? 'Reading your resume…' : 'Continue with Resume'}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => void finish(false)} disabled={busy}>
            Skip for now
          </Button>
        )}
      </div>
    </Card>
  );
}
