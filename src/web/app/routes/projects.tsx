import { Crown, Zap } from 'lucide-react';
import { lazy, useState } from 'react';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cardClasses } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { WhenOpened } from '../../components/ui/when-opened.tsx';
import { useGoal } from '../../features/careers/api/goal.ts';
import { ProjectCard } from '../../features/progress/components/project-card.tsx';
import { ProjectGeneratorCard } from '../../features/projects/components/project-generator.tsx';
import { StarterCodeButton } from '../../features/projects/components/starter-code-button.tsx';
import { LevelCard } from '../../features/users/components/level-card.tsx';
import { PremiumPromoCard } from '../../features/users/components/premium-promo-card.tsx';
import { cn } from '../../lib/cn.ts';

// opened on demand: its code loads with its first opening (docs/decisions.md S46)
const ProjectDetailsDialog = lazy(() =>
  import('../../features/progress/components/project-details-dialog.tsx').then((m) => ({
    default: m.ProjectDetailsDialog,
  })),
);

export function Component() {
  const goalQuery = useGoal();
  const me = useMe();
  const [openId, setOpenId] = useState<string | null>(null);
  if (goalQuery.isError) throw goalQuery.error;
  const goal = goalQuery.data?.goal;
  if (!goal) return <Spinner label="Loading your projects data..." />;
  const inProgress = goal.projects.filter((p) => p.isStarted && !p.isCompleted).length;
  const completed = goal.projects.filter((p) => p.isCompleted).length;
  const open = goal.projects.find((p) => p.id === openId) ?? null;

  return (
    <>
      <PageHeader title="Projects" description={`Practice projects for ${goal.career.title}.`}>
        {me.data?.isPremium ? (
          <Badge variant="premium">
            <Crown className="h-3.5 w-3.5" aria-hidden /> Premium Features Unlocked
          </Badge>
        ) : null}
      </PageHeader>
      <div className="space-y-6">
        <LevelCard message="Complete projects to earn XP and level up!" />
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Zap className="h-4 w-4 text-amber-500" aria-hidden /> +75 start • +150 complete
        </p>
        <dl className="grid grid-cols-3 gap-4">
          {[
            ['Total Projects', goal.projects.length],
            ['In Progress', inProgress],
            ['Completed', completed],
          ].map(([label, value]) => (
            // a <dl> holds only dt/dd groups in plain divs (axe definition-list), styled as cards
            <div key={label} className={cn(cardClasses, 'text-center')}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-3xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <ProjectGeneratorCard />
        <div className="grid gap-4 md:grid-cols-2">
          {goal.projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              skills={goal.skills}
              onDetails={() => setOpenId(project.id)}
              extra={
                <StarterCodeButton
                  projectId={project.id}
                  title={project.title}
                  workbook={project.kind !== undefined}
                />
              }
            />
          ))}
        </div>
        <PremiumPromoCard />
      </div>
      <WhenOpened open={open !== null}>
        <ProjectDetailsDialog project={open} skills={goal.skills} onClose={() => setOpenId(null)} />
      </WhenOpened>
    </>
  );
}
