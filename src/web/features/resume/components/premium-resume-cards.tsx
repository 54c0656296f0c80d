import { Download, FileDown, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { GeneratedResume } from '../../../../shared/ai.schema.ts';
import { useToolName } from '../../../api/ai-live.ts';
import { useMe } from '../../../api/me.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { UpgradeNote } from '../../../components/ui/upgrade-note.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { useGeneratedResume, useGenerateResume } from '../api/generator.ts';
import { ResumeSectionsEditor } from './resume-editor.tsx';

const SOURCE_TEXT: Record<GeneratedResume['source'], string> = {
  local: 'Written by the local resume writer from your resume and roadmap.',
  provider: 'Written by the configured AI model from your resume and roadmap.',
  fallback: 'The AI was unavailable, so the local resume writer wrote this.',
};

const writtenAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * docs/product.md §2 Resume: the AI Resume Generator / Optimizer card (premium, docs/product.md §6).
 * "Generate New Version" asks for a new one, which replaces the one shown (§4 Generated resume).
 */
export function ResumeGeneratorCard({
  hasResume,
  title,
  className,
}: {
  hasResume: boolean;
  title?: string;
  className?: string;
}) {
  const me = useMe();
  const premium = me.data?.isPremium ?? false;
  // "AI" only when a model writes it (docs/decisions.md D17, S92)
  const optimizerName = useToolName('resumeOptimizer');
  const generated = useGeneratedResume();
  const generate = useGenerateResume();
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      await generate.mutateAsync();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Card className={className}>
      <CardHeading icon={Sparkles} iconClassName="text-amber-500" className="mb-1">
        {title ?? optimizerName}
      </CardHeading>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Rewrites your resume for your goal with stronger bullets, your completed skills and your projects.
      </p>
      {!premium ? (
        <>
          <Button className="mt-3" disabled>
            Generate Optimized Resume
          </Button>
          <UpgradeNote />
        </>
      ) : generate.isPending ? (
        <Button className="mt-3" disabled aria-busy>
          Writing your resume…
        </Button>
      ) : generated.data ? (
        <div className="mt-3 space-y-3">
          <section aria-label="Optimized resume preview">
            <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
              Review each section before you download it; edit any of them.
            </p>
            <ResumeSectionsEditor generated={generated.data} />
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {SOURCE_TEXT[generated.data.source]} {writtenAt(generated.data.createdAt)}.
            </p>
          </section>
          <div className="flex flex-wrap gap-2">
            <a
              href="/api/me/resume/generated/download?format=pdf"
              download
              className={buttonClasses('primary', 'sm')}
            >
              <Download className="h-4 w-4" aria-hidden /> Download as PDF
            </a>
            <a
              href="/api/me/resume/generated/download?format=txt"
              download
              className={buttonClasses('outline', 'sm')}
            >
              <FileDown className="h-4 w-4" aria-hidden /> Download .txt
            </a>
            <Button size="sm" variant="ghost" disabled={!hasResume} onClick={() => void run()}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Generate New Version
            </Button>
          </div>
        </div>
      ) : (
        <>
          <Button className="mt-3" disabled={!hasResume} onClick={() => void run()}>
            Generate Optimized Resume
          </Button>
          {!hasResume ? (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              Upload your resume first: the generator rewrites it.
            </p>
          ) : null}
        </>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </Card>
  );
}

/** docs/product.md §2 Resume: Export Resume (the generated version, as a real PDF or text). */
export function ExportResumeCard() {
  const me = useMe();
  const premium = me.data?.isPremium ?? false;
  const generated = useGeneratedResume();
  return (
    <Card>
      <CardHeading icon={FileDown} className="mb-1">
        Export Resume
      </CardHeading>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Download your optimized resume as a text-selectable PDF or as plain text.
      </p>
      {!premium ? (
        <>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled>
              PDF
            </Button>
            <Button size="sm" variant="outline" disabled>
              Text
            </Button>
          </div>
          <UpgradeNote />
        </>
      ) : generated.data ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <a
            href="/api/me/resume/generated/download?format=pdf"
            download
            className={buttonClasses('outline', 'sm')}
          >
            PDF
          </a>
          <a
            href="/api/me/resume/generated/download?format=txt"
            download
            className={buttonClasses('outline', 'sm')}
          >
            Text
          </a>
        </div>
      ) : (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Generate an optimized resume first.</p>
      )}
    </Card>
  );
}
