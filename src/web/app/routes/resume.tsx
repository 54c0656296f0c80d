import { LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import type { AnalysisMode } from '../../../shared/resume.schema.ts';
import { useAiLive, useToolName } from '../../api/ai-live.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGoal } from '../../features/careers/api/goal.ts';
import { InterviewCoachCard } from '../../features/interview/components/interview-coach-card.tsx';
import { useResume, useUploadResume } from '../../features/resume/api/resume.ts';
import { AnalysisView } from '../../features/resume/components/analysis-view.tsx';
import {
  ExportResumeCard,
  ResumeGeneratorCard,
} from '../../features/resume/components/premium-resume-cards.tsx';
import { ResumeDropzone } from '../../features/resume/components/resume-dropzone.tsx';
import { PremiumPromoCard } from '../../features/users/components/premium-promo-card.tsx';
import { cn } from '../../lib/cn.ts';
import { errorMessage } from '../../lib/notify.ts';

const MODES: Array<{ mode: AnalysisMode; label: string; hint: string }> = [
  { mode: 'local', label: 'Local', hint: 'Instant, from your resume text' },
  { mode: 'ai', label: 'AI', hint: 'A model reviews it (falls back to Local)' },
];

export function Component() {
  const resume = useResume();
  const goal = useGoal();
  const upload = useUploadResume();
  const [chosenMode, setMode] = useState<AnalysisMode>('local');
  // docs/decisions.md D17, S92: with no AI provider there is no AI mode to offer
  const aiLive = useAiLive();
  const mode: AnalysisMode = aiLive ? chosenMode : 'local';
  const generatorName = useToolName('resumeGenerator');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function analyse(chosen: File) {
    setError(null);
    try {
      await upload.mutateAsync({ file: chosen, mode });
      setFile(null);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (resume.isError) throw resume.error;
  const state = resume.data;
  return (
    <>
      <PageHeader
        title="Resume Builder"
        description="Upload your resume for a real analysis against your roadmap."
      >
        {aiLive ? (
          <fieldset className="flex gap-1 rounded-lg border border-slate-300 p-1 dark:border-slate-700">
            <legend className="sr-only">Analysis mode</legend>
            {MODES.map((m) => (
              <button
                key={m.mode}
                type="button"
                title={m.hint}
                aria-pressed={mode === m.mode}
                disabled={upload.isPending}
                onClick={() => setMode(m.mode)}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm disabled:opacity-60',
                  mode === m.mode ? 'bg-teal-700 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                )}
              >
                {m.label}
              </button>
            ))}
          </fieldset>
        ) : null}
      </PageHeader>

      {error ? (
        <Card className="mb-6 border-red-300 dark:border-red-900" role="alert">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 className="font-semibold text-red-700 dark:text-red-300">Analysis Error</h2>
              <p className="mt-1 text-sm">Failed to upload and analyze resume. Please try again.</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{error}</p>
            </div>
            <button
              type="button"
              aria-label="Dismiss error"
              className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
              onClick={() => setError(null)}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
        </Card>
      ) : null}

      {!state ? (
        <Spinner label="Loading your resume..." />
      ) : upload.isPending ? (
        <Card className="flex flex-col items-center gap-3 py-16" role="status">
          <LoaderCircle className="h-10 w-10 animate-spin text-teal-500" aria-hidden />
          <p>
            {mode === 'ai' ? 'Reading your resume and asking the AI…' : 'Reading and analysing your resume…'}
          </p>
        </Card>
      ) : state.current ? (
        <>
          <AnalysisView
            resume={state.current}
            previous={state.previous}
            roadmapSkillCount={goal.data?.goal?.skills.length ?? 0}
          />
          {/* docs/product.md §2 Resume, after analysis: the premium tools, gated for free users (§6) */}
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <ResumeGeneratorCard hasResume className="lg:col-span-2" />
            <ExportResumeCard />
            <InterviewCoachCard />
          </div>
          <div className="mt-6">
            <PremiumPromoCard />
          </div>
        </>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <h2 className="mb-1 text-lg font-semibold">Upload your resume</h2>
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              {state.previous
                ? `Last analysis: ${state.previous.fileName}, ATS ${state.previous.score}. `
                : ''}
              The text is read on the server; nothing is kept of a file that cannot be read.
            </p>
            <ResumeDropzone file={file} onFile={setFile} />
            <Button className="mt-4" disabled={!file} onClick={() => file && void analyse(file)}>
              Analyze Resume
            </Button>
          </Card>
          <div className="space-y-6">
            <ResumeGeneratorCard hasResume={false} title={generatorName} />
            <InterviewCoachCard />
            <PremiumPromoCard />
          </div>
        </div>
      )}
    </>
  );
}
