import { Award, BookOpen, Calendar, ExternalLink, FolderGit2, MapPin, Target } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLocation } from '../../../shared/location.ts';
import {
  categoryProgress,
  nextResources,
  percent,
  recommendedSkills,
  roadmapStats,
} from '../../../shared/progress.ts';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { useGoal } from '../../features/careers/api/goal.ts';
import { useCityMarket } from '../../features/market/api/market.ts';
import { JobCard } from '../../features/market/components/job-card.tsx';
import { LocalMarketCard, RegionalTrendsCard } from '../../features/market/components/market-cards.tsx';
import { ProjectCard } from '../../features/progress/components/project-card.tsx';
import { ProjectDetailsDialog } from '../../features/progress/components/project-details-dialog.tsx';
import { categoryColor } from '../../lib/colors.ts';
import { formatDate } from '../../lib/format.ts';

/** docs/product.md §9 Dashboard limits */
const LIMITS = { resources: 3, projects: 2, jobs: 3, trends: 2 } as const;
/** docs/decisions.md D10: the badges show real counts against these targets */
const RESOURCE_TARGET = 10;
const PROJECT_TARGET = 2;

function ViewAll({ to }: { to: string }) {
  return (
    <Link to={to} className="text-sm font-medium text-teal-700 hover:underline dark:text-teal-400">
      View all
    </Link>
  );
}

export function Component() {
  const goalQuery = useGoal();
  const me = useMe();
  const market = useCityMarket(me.data?.location);
  const [openProjectId, setOpenProjectId] = useState<string | null>(null);
  if (goalQuery.isError) throw goalQuery.error;
  const goal = goalQuery.data?.goal;
  const user = me.data;
  if (!goal || !user) return <Spinner label="Loading your career data..." />;

  const stats = roadmapStats(goal);
  const categories = categoryProgress(goal);
  const resources = nextResources(goal, LIMITS.resources);
  const next = recommendedSkills(goal).next;
  const projects = goal.projects.filter((p) => !p.isCompleted);
  const openProject = goal.projects.find((p) => p.id === openProjectId) ?? null;
  const firstSkill = user.achievements.find((a) => a.id === 'first-skill');

  return (
    <>
      <PageHeader title={goal.career.title} description="Your career roadmap at a glance.">
        {user.location ? (
          <Badge variant="outline">
            <MapPin className="h-3.5 w-3.5" aria-hidden />
            {formatLocation(user.location)}
          </Badge>
        ) : null}
      </PageHeader>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <Target className="h-5 w-5 text-teal-500" aria-hidden />
              {goal.career.title}
            </h2>
            <Badge variant="info">
              <Calendar className="h-3.5 w-3.5" aria-hidden />
              Started {formatDate(goal.startedAt)}
            </Badge>
          </div>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{goal.career.summary}</p>
          <div className="mt-4">
            <div className="mb-1 flex justify-between text-sm">
              <span>Overall progress</span>
              <span className="font-semibold">{stats.overallPercent}%</span>
            </div>
            <ProgressBar value={stats.overallPercent} label="Overall progress" />
          </div>
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            {[
              ['Skills', stats.skills],
              ['Resources', stats.resources],
              ['Projects', stats.projects],
            ].map(([label, dt]) =>
              typeof dt === 'object' ? (
                <div key={String(label)} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800/60">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{String(label)}</dt>
                  <dd className="text-lg font-bold">
                    {dt.done}/{dt.total}
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
        </Card>

        <Card>
          <CardTitle className="mb-3 flex items-center gap-2">
            <Award className="h-5 w-5 text-amber-500" aria-hidden /> Your Achievements
          </CardTitle>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Badge variant={firstSkill?.isUnlocked ? 'success' : 'outline'}>
                First Skill Started{firstSkill?.isUnlocked ? '' : ' (locked)'}
              </Badge>
            </li>
            <li>
              <Badge variant={stats.resources.done >= RESOURCE_TARGET ? 'success' : 'secondary'}>
                {Math.min(stats.resources.done, RESOURCE_TARGET)}/{RESOURCE_TARGET} Resources Completed
              </Badge>
            </li>
            <li>
              <Badge variant={stats.projects.done >= PROJECT_TARGET ? 'success' : 'secondary'}>
                {Math.min(stats.projects.done, PROJECT_TARGET)}/{PROJECT_TARGET} Projects Completed
              </Badge>
            </li>
            {user.location ? (
              <li>
                <Badge variant="success">Location Added</Badge>
              </li>
            ) : null}
          </ul>
        </Card>

        {market.data ? (
          <>
            <LocalMarketCard market={market.data} />
            <RegionalTrendsCard market={market.data} limit={LIMITS.trends} />
          </>
        ) : null}

        {market.data && market.data.jobs.length > 0 ? (
          <Card>
            <CardTitle className="mb-3">Jobs Near You</CardTitle>
            <div className="space-y-3">
              {[...market.data.jobs]
                .sort((a, b) => (b.matchPercentage ?? 0) - (a.matchPercentage ?? 0))
                .slice(0, LIMITS.jobs)
                .map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
            </div>
            <Link
              to={paths.localMarket}
              className="mt-3 inline-block text-sm font-medium text-teal-700 hover:underline dark:text-teal-400"
            >
              See the local market
            </Link>
          </Card>
        ) : null}

        <Card>
          <div className="mb-3 flex items-center justify-between">
            <CardTitle>Skills by Category</CardTitle>
            <ViewAll to={paths.skills} />
          </div>
          <ul className="space-y-3">
            {categories.map((c) => (
              <li key={c.category}>
                <div className="mb-1 flex justify-between text-sm">
                  <span className="flex items-center gap-2">
                    <span
                      className="h-2.5 w-2.5 rounded-full"
                      style={{ background: categoryColor(c.category).fill }}
                      aria-hidden
                    />
                    {c.category}
                  </span>
                  <span>
                    {c.done}/{c.total} · {percent(c)}%
                  </span>
                </div>
                <ProgressBar value={c.done} max={c.total} label={`${c.category} skills completed`} />
              </li>
            ))}
          </ul>
        </Card>

        <Card className="lg:col-span-2">
          <CardTitle className="mb-3 flex items-center gap-2">
            <BookOpen className="h-5 w-5 text-teal-500" aria-hidden /> Recommended Learning
          </CardTitle>
          {next ? (
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="next-skill">
              <span className="font-medium text-slate-900 dark:text-slate-100">
                Next up: {next.skill.name}.
              </span>{' '}
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
                  <a
                    href={r.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-teal-700 hover:underline dark:text-teal-400"
                  >
                    Start Learning <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <section className="lg:col-span-3" aria-labelledby="projects-to-build">
          <div className="mb-3 flex items-center justify-between">
            <h2 id="projects-to-build" className="flex items-center gap-2 text-lg font-semibold">
              <FolderGit2 className="h-5 w-5 text-teal-500" aria-hidden /> Projects to Build
            </h2>
            <ViewAll to={paths.projects} />
          </div>
          {projects.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Every project on your roadmap is complete.
            </p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {projects.slice(0, LIMITS.projects).map((p) => (
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
        </section>
      </div>
      <ProjectDetailsDialog
        project={openProject}
        skills={goal.skills}
        onClose={() => setOpenProjectId(null)}
      />
    </>
  );
}
