import { Code2, Download, Plus, RefreshCw, Wand2 } from 'lucide-react';
import { useState } from 'react';
import type { GeneratedProjectRecord } from '../../../../shared/ai.schema.ts';
import type { Difficulty } from '../../../../shared/catalog.schema.ts';
import { DIFFICULTIES } from '../../../../shared/constants.ts';
import { useToolName } from '../../../api/ai-live.ts';
import { useMe } from '../../../api/me.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ChoiceButtons } from '../../../components/ui/choice-buttons.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { ProjectMeta } from '../../../components/ui/project-meta.tsx';
import { UpgradeNote } from '../../../components/ui/upgrade-note.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import {
  useAddGeneratedProject,
  useGeneratedProjects,
  useGenerateProject,
  useGenerateStarterCode,
} from '../api/generated-projects.ts';

function GeneratorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const [difficulty, setDifficulty] = useState<Difficulty>('intermediate');
  const [record, setRecord] = useState<GeneratedProjectRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerateProject();
  const starter = useGenerateStarterCode();
  const add = useAddGeneratedProject();
  const name = useToolName('projectGenerator');
  const busy = generate.isPending || starter.isPending || add.isPending;
  const run = async (work: () => Promise<{ record: GeneratedProjectRecord }>) => {
    setError(null);
    try {
      setRecord((await work()).record);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const p = record?.project;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={name} className="max-w-2xl">
      <ErrorNote message={error} />
      {!p ? (
        <div className="space-y-4">
          <p className="text-slate-700 dark:text-slate-300">
            Practice built around your goal, your completed skills and the ones you are learning: a portfolio
            project for software and design, or what your field practises (clinical hours, a skills checklist,
            an apprenticeship log, a practice-exam plan…).
          </p>
          <ChoiceButtons
            legend="Difficulty"
            options={DIFFICULTIES}
            value={difficulty}
            onChange={setDifficulty}
          />
          <Button disabled={busy} onClick={() => void run(() => generate.mutateAsync(difficulty))}>
            <Wand2 className="h-4 w-4" aria-hidden />{' '}
            {generate.isPending ? 'Designing your project…' : 'Generate Project'}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-xl font-semibold">{p.title}</h3>
            <ProjectMeta difficulty={p.difficulty} hours={p.estimatedHours} />
          </div>
          <p>{p.description}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={p.kind ? 'Skills practised' : 'Technologies'}>
            {p.technologies.map((t) => (
              <li key={t}>
                <Badge variant="outline">{t}</Badge>
              </li>
            ))}
          </ul>
          <div className="grid gap-4 sm:grid-cols-2">
            <section>
              <h4 className="mb-1 text-sm font-semibold">{p.kind ? 'Tasks' : 'Features'}</h4>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {p.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </section>
            <section>
              <h4 className="mb-1 text-sm font-semibold">Learning objectives</h4>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {p.learningObjectives.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            </section>
          </div>
          {record?.starterCode ? (
            <section>
              <h4 className="mb-1 text-sm font-semibold">{p.kind ? 'Practice workbook' : 'Starter code'}</h4>
              <pre className="max-h-64 overflow-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-950">
                {record.starterCode}
              </pre>
              <a
                href={`/api/me/generated-projects/${record.id}/starter.zip`}
                download
                className={`${buttonClasses('outline', 'sm')} mt-2`}
              >
                <Download className="h-4 w-4" aria-hidden /> Download .zip
              </a>
            </section>
          ) : null}
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            {record && !record.starterCode ? (
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => void run(() => starter.mutateAsync(record.id))}
              >
                <Code2 className="h-4 w-4" aria-hidden />{' '}
                {p.kind
                  ? starter.isPending
                    ? 'Writing the workbook…'
                    : 'Generate Workbook'
                  : starter.isPending
                    ? 'Writing code…'
                    : 'Generate Starter Code'}
              </Button>
            ) : null}
            {record && !record.addedToRoadmap ? (
              <Button disabled={busy} onClick={() => void run(() => add.mutateAsync(record.id))}>
                <Plus className="h-4 w-4" aria-hidden /> Add to Projects
              </Button>
            ) : (
              <Badge variant="success">On your roadmap</Badge>
            )}
            <Button variant="ghost" disabled={busy} onClick={() => setRecord(null)}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Generate Another
            </Button>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/**
 * docs/product.md §2 Projects: the Project Generator card, "AI" only with a model (D17, S92); free
 * users see it disabled (docs/product.md §6).
 */
export function ProjectGeneratorCard() {
  const name = useToolName('projectGenerator');
  const me = useMe();
  const premium = me.data?.isPremium ?? false;
  const [open, setOpen] = useState(false);
  const list = useGeneratedProjects();
  return (
    <Card>
      <h2 className="mb-1 flex items-center gap-2 text-lg font-semibold">
        <Wand2 className="h-5 w-5 text-purple-500" aria-hidden /> {name}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Get a project designed for your goal's field, with tasks, learning objectives and a starter: code that
        runs, or a practice workbook for fields that practise on the job.
      </p>
      {premium ? (
        <Button className="mt-3" onClick={() => setOpen(true)}>
          Open Generator
        </Button>
      ) : (
        <>
          <Button className="mt-3" disabled>
            Upgrade to Access {name}
          </Button>
          <UpgradeNote text={`Upgrade to Access ${name}`} />
        </>
      )}
      {premium && list.data?.length ? (
        <section className="mt-4">
          <CardTitle className="mb-2 text-sm">Your generated projects</CardTitle>
          <ul className="space-y-1 text-sm">
            {list.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>{r.project.title}</span>
                <span className="flex items-center gap-2">
                  {r.addedToRoadmap ? <Badge variant="success">on roadmap</Badge> : null}
                  <a
                    href={`/api/me/generated-projects/${r.id}/starter.zip`}
                    download
                    className="text-teal-700 underline dark:text-teal-400"
                  >
                    starter .zip
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {premium ? <GeneratorDialog open={open} onOpenChange={setOpen} /> : null}
    </Card>
  );
}
