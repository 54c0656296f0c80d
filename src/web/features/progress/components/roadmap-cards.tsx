import { BookOpen, FolderGit2 } from 'lucide-react';
import { lazy, useState } from 'react';
import type { Goal } from '../../../../shared/goal.schema.ts';
import { categoryProgress, nextResources, percent, recommendedSkills } from '../../../../shared/progress.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeading, CardTitle } from '../../../components/ui/card.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { ViewAllLink } from '../../../components/ui/view-all-link.tsx';
import { WhenOpened } from '../../../components/ui/when-opened.tsx';
import { paths } from '../../../config/paths.ts';
import { categoryColor, categoryLabel } from '../../../lib/colors.ts';
import { ProjectCard } from './project-card.tsx';

// opened on demand: its code loads with its first opening (docs/decisions.md S46)
const ProjectDetailsDialog = lazy(() =>
  import('./project-details-dialog.tsx').then((m) => ({ default: m.ProjectDetailsDialog })),
);

/** docs/product.md §2 Dashboard "Skills by Category": done out of all, per category. */
export function SkillsByCategoryCard({ goal }: { goal: Goal }) {
  return (
    <Card>
      <div className="mb-3 flex items-center justify-between">
        <CardTitle>Skills by Category</CardTitle>
        <ViewAllLink to={paths.skills} />
      </div>
      <ul className="space-y-3">
        {categoryProgress(goal).map((c) => (
          <li key={c.category}>
            <div className="mb-1 flex justify-between text-sm">
              <span className="flex items-center gap-2">
                <span
                  className="h-2.5 w-2.5 rounded-full"
                  style={{ background: categoryColor(c.category).fill }}
                  aria-hidden
                />
                {categoryLabel(c.category)}
              </span>
              <span>
                {c.done}/{c.total} · {percent(c)}%
              </span>
            </div>
            <ProgressBar
              value={c.done}
              max={c.total}
              label={`${categoryLabel(c.category)} skills completed`}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** docs/product.md §2 Dashboard "Recommended Learning": the next skill and its first resources. */
export function RecommendedLearningCard({ goal, limit }: { goal: Goal; limit: number }) {
  const resources = nextResources(goal, limit);
  const next = recommendedSkills(goal).next;
  return (
    <Card className="lg:col-span-2">
      <CardHeading icon={BookOpen} className="mb-3">
        Recommended Learning
      </CardHeading>
      {next ? (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="next-skill">
          <span className="font-medium text-slate-900 dark:text-slate-100">Next up: {next.skill.name}.</span>{' '}
          {next.reason}
        </p>
      ) : null}
      {resources.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Every resource on your roadmap is complete.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {resources.map((r) => (
            <li
              key={r.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            >
              <Badge variant="outline" className="w-fit capitalize">
                {r.type}
              </Badge>
              <p className="font-medium">{r.title}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {r.skillName} · {r.source} · {r.duration}
              </p>
              <ExternalLink href={r.link} className="mt-auto text-sm font-medium hover:underline">
                Start Learning
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * docs/product.md §2 Dashboard "Projects to Build": the first open projects, with their details; a
 * field roadmap's are its practice (§3 Career families), and the heading says so.
 */
export function ProjectsToBuild({ goal, limit }: { goal: Goal; limit: number }) {
  const practice = goal.projects.some((p) => p.kind !== undefined && p.kind !== 'portfolio-project');
  const [openProjectId, setOpenProjectId] = useState<string | null>(null);
  const projects = goal.projects.filter((p) => !p.isCompleted);
  const openProject = goal.projects.find((p) => p.id === openProjectId) ?? null;
  return (
    <section className="lg:col-span-3" aria-labelledby="projects-to-build">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="projects-to-build" className="flex items-center gap-2 text-lg font-semibold">
          <FolderGit2 className="h-5 w-5 text-teal-500" aria-hidden />{' '}
          {practice ? 'Practice' : 'Projects to Build'}
        </h2>
        <ViewAllLink to={paths.projects} />
      </div>
      {projects.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {practice
            ? 'Every practice item on your roadmap is complete.'
            : 'Every project on your roadmap is complete.'}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {projects.slice(0, limit).map((p) => (
            <ProjectCard
              key={p.id}
              project={p}
              skills={goal.skills}
              compact
              onDetails={() => setOpenProjectId(p.id)}
            />
          ))}
        </div>
      )}
      <WhenOpened open={openProject !== null}>
        <ProjectDetailsDialog
          project={openProject}
          skills={goal.skills}
          onClose={() => setOpenProjectId(null)}
        />
      </WhenOpened>
    </section>
  );
}
