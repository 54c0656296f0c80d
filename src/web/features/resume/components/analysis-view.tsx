import { ArrowRight, Check, FileText, Lightbulb, ListChecks, Target, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { readabilityMeaning } from '../../../../shared/readability.ts';
import type { Resume } from '../../../../shared/resume.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeading, CardTitle } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { scoreVariant } from '../../../lib/colors.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useApplyResumeSkills, useClearResume } from '../api/resume.ts';
import { formatMb } from './resume-dropzone.tsx';

const SOURCE_TEXT: Record<Resume['analysisSource'], string> = {
  local: 'Local analysis: computed from your resume text against your roadmap.',
  provider: 'AI analysis by the configured model.',
  fallback: 'The AI was unavailable, so this is the Local analysis.',
};

function ListCard({ title, icon, items }: { title: string; icon: React.ReactNode; items: string[] }) {
  return (
    <Card>
      <CardTitle className="mb-3 flex items-center gap-2">
        {icon}
        {title}
      </CardTitle>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nothing to add here.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <ArrowRight className="mt-0.5 h-4 w-4 shrink-0 text-teal-500" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The file analysed, who analysed it, its score, and a way to start again. */
function ResumeFileCard({ resume }: { resume: Resume }) {
  const clear = useClearResume();
  return (
    <Card className="flex flex-wrap items-center gap-4">
      <FileText className="h-10 w-10 text-teal-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{resume.fileName}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {formatMb(resume.fileSize)} · uploaded {formatDate(resume.uploadedAt)} ·{' '}
          {resume.characters.toLocaleString('en-US')} characters extracted
        </p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {SOURCE_TEXT[resume.analysisSource]}
        </p>
      </div>
      <Badge variant={scoreVariant(resume.score)}>ATS {resume.score}</Badge>
      <Button
        variant="outline"
        onClick={() => clear.mutate(undefined, { onError: notifyError })}
        disabled={clear.isPending}
      >
        Upload Different Resume
      </Button>
    </Card>
  );
}

/** The three scores, each with what it means. */
function ScoreCards({ resume, total }: { resume: Resume; total: number }) {
  const a = resume.analysis;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {[
        { label: 'ATS Score', value: `${a.atsScore}`, score: a.atsScore, note: null },
        {
          label: 'Readability',
          value: `${a.readabilityScore}`,
          score: a.readabilityScore,
          // docs/product.md §5: what the Flesch score means for this resume
          note: `Flesch reading ease: ${readabilityMeaning(a.readabilityScore)}.`,
        },
        {
          label: 'Skills Match',
          value: `${a.presentSkills.length}/${total}`,
          score: total ? Math.round((a.presentSkills.length / total) * 100) : 0,
          note: null,
        },
      ].map((c) => (
        <Card key={c.label}>
          <p className="text-sm text-slate-600 dark:text-slate-400">{c.label}</p>
          <p className="mt-1 flex items-baseline gap-2 text-3xl font-bold">
            {c.value}
            <Badge variant={scoreVariant(c.score)}>
              {c.score >= 80 ? 'Strong' : c.score >= 60 ? 'Fair' : 'Needs work'}
            </Badge>
          </p>
          {c.note ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{c.note}</p> : null}
        </Card>
      ))}
    </div>
  );
}

/** The previous upload's score against this one. */
function PreviousScoreCard({ resume, previous }: { resume: Resume; previous: Resume }) {
  const delta = resume.score - previous.score;
  return (
    <Card className="flex flex-wrap items-center gap-3">
      <TrendingUp className="h-5 w-5 text-teal-500" aria-hidden />
      <p>
        Previous upload ({previous.fileName}, {formatDate(previous.uploadedAt)}): ATS {previous.score} → now{' '}
        {resume.score}{' '}
        <span
          className={
            delta !== null && delta >= 0
              ? 'text-emerald-600 dark:text-emerald-400'
              : 'text-red-600 dark:text-red-400'
          }
        >
          ({delta !== null && delta >= 0 ? '+' : ''}
          {delta})
        </span>
      </p>
    </Card>
  );
}

/** How Waymark's ATS score is made, part by part. */
function AtsBreakdownCard({ resume }: { resume: Resume }) {
  return (
    <Card>
      <CardTitle className="mb-3">How the ATS score is made</CardTitle>
      <ul className="space-y-3">
        {resume.atsBreakdown.map((p) => (
          <li key={p.label}>
            <div className="mb-1 flex justify-between text-sm">
              <span>{p.label}</span>
              <span className="font-medium">
                {p.points}/{p.max}
              </span>
            </div>
            <ProgressBar value={p.points} max={p.max} label={p.label} />
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{p.detail}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The roadmap skills the resume proves and misses; the proven ones may be marked as known. */
function SkillsAnalysisCard({ resume }: { resume: Resume }) {
  const [more, setMore] = useState(false);
  const applySkills = useApplyResumeSkills();
  const a = resume.analysis;
  return (
    <Card>
      <CardHeading icon={Target} className="mb-3">
        Skills Analysis
      </CardHeading>
      <p className="mb-1 text-sm font-medium">Found in your resume</p>
      <ul className="mb-3 flex flex-wrap gap-1.5">
        {a.presentSkills.length === 0 ? (
          <li className="text-sm text-slate-600 dark:text-slate-400">None of your roadmap skills yet</li>
        ) : null}
        {a.presentSkills.map((s) => (
          <li key={s}>
            <Badge variant="success">{s}</Badge>
          </li>
        ))}
      </ul>
      <p className="mb-1 text-sm font-medium">Missing for {resume.targetJobTitle}</p>
      <ul className="flex flex-wrap gap-1.5">
        {a.missingSkills.map((s) => (
          <li key={s}>
            <Badge variant="outline">{s}</Badge>
          </li>
        ))}
      </ul>
      {a.presentSkills.length > 0 ? (
        <Button
          className="mt-4"
          size="sm"
          variant="outline"
          disabled={applySkills.isPending}
          onClick={() => applySkills.mutate(undefined, { onError: notifyError })}
        >
          <Check className="h-4 w-4" aria-hidden /> Mark these skills as known on my roadmap
        </Button>
      ) : null}
      <Button
        className="mt-4 ml-2"
        size="sm"
        variant="ghost"
        aria-expanded={more}
        onClick={() => setMore((m) => !m)}
      >
        {more ? 'Show Less' : 'Show More'}
      </Button>
      {more ? (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div>
            <p className="mb-1 text-sm font-medium">Strengths</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {a.strengthsFound.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="mb-1 text-sm font-medium">Areas for improvement</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {a.weaknessesFound.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

/** Stronger versions of the resume's bullets, and who wrote them. */
function BulletPointsCard({ resume }: { resume: Resume }) {
  const a = resume.analysis;
  return (
    <Card>
      <CardHeading icon={Lightbulb} iconClassName="text-amber-500" className="mb-3">
        {/* "AI" only when a model wrote them (docs/decisions.md D17) */}
        {resume.analysisSource === 'provider' && a.improvedBulletPointsBy !== 'local'
          ? 'AI-improved bullet points'
          : 'Suggested bullet points (local engine)'}
      </CardHeading>
      {a.improvedBulletPoints.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Your bullets are already strong.</p>
      ) : (
        <ul className="space-y-4">
          {a.improvedBulletPoints.map((b) => (
            <li
              key={b.original}
              className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
            >
              <p className="text-slate-600 dark:text-slate-400 line-through dark:text-slate-400">
                {b.original}
              </p>
              <p className="mt-1 font-medium">{b.improved}</p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{b.reasoning}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** docs/product.md §2 Resume, after analysis: every card, with Waymark's ATS parts and the previous score. */
export function AnalysisView({
  resume,
  previous,
  roadmapSkillCount,
}: {
  resume: Resume;
  previous: Resume | null;
  roadmapSkillCount: number;
}) {
  const a = resume.analysis;
  const total = a.presentSkills.length + a.missingSkills.length || roadmapSkillCount;
  return (
    <div className="space-y-6">
      <ResumeFileCard resume={resume} />
      <ScoreCards resume={resume} total={total} />
      {previous ? <PreviousScoreCard resume={resume} previous={previous} /> : null}
      {resume.atsBreakdown.length > 0 ? <AtsBreakdownCard resume={resume} /> : null}
      <SkillsAnalysisCard resume={resume} />
      <BulletPointsCard resume={resume} />
      <div className="grid gap-4 lg:grid-cols-3">
        <ListCard
          title="Immediate Actions"
          icon={<ListChecks className="h-5 w-5 text-teal-500" aria-hidden />}
          items={a.recommendations.immediate}
        />
        <ListCard
          title="Long-term Goals"
          icon={<Target className="h-5 w-5 text-purple-500" aria-hidden />}
          items={a.recommendations.longTerm}
        />
        <ListCard
          title="Structure Suggestions"
          icon={<FileText className="h-5 w-5 text-blue-500" aria-hidden />}
          items={a.structureSuggestions}
        />
      </div>
    </div>
  );
}
