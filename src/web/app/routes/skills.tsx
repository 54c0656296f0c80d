import { lazy, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Goal } from '../../../shared/goal.schema.ts';
import type { PlannedItem } from '../../../shared/plan.schema.ts';
import { categoryProgress } from '../../../shared/progress.ts';
import { sampleMarketsFit } from '../../../shared/sample-markets.ts';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { EntryRoutesCard, MilestonesCard } from '../../components/milestones.tsx';
import { Card } from '../../components/ui/card.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { WhenOpened } from '../../components/ui/when-opened.tsx';
import { useGoal } from '../../features/careers/api/goal.ts';
import { useCityMarket } from '../../features/market/api/market.ts';
import { SkillsInDemand } from '../../features/market/components/skills-in-demand.tsx';
import { browserToday, useStudyPlan } from '../../features/plan/api/plan.ts';
import { plannedWeekLabel } from '../../features/plan/components/plan-text.ts';
import { StudyPlanCard } from '../../features/plan/components/study-plan-card.tsx';
import { EditableRoadmap } from '../../features/progress/components/roadmap-editor.tsx';
import { SkillCard } from '../../features/progress/components/skill-card.tsx';
import { SkillTree } from '../../features/progress/components/skill-tree.tsx';
import { LevelCard } from '../../features/users/components/level-card.tsx';
import { categoryLabel } from '../../lib/colors.ts';

// opened on demand: its code loads with its first opening (docs/decisions.md S46)
const SkillDetailsDialog = lazy(() =>
  import('../../features/progress/components/skill-details-dialog.tsx').then((m) => ({
    default: m.SkillDetailsDialog,
  })),
);

export function Component() {
  const goalQuery = useGoal();
  const me = useMe();
  const market = useCityMarket(me.data?.location);
  const [category, setCategory] = useState('All');
  // a skill to close on the applications board links here with ?skill=<id>: its details open
  const [searchParams, setSearchParams] = useSearchParams();
  const [openSkillId, setOpenSkillId] = useState<string | null>(() => searchParams.get('skill'));
  const filterId = useId();
  const location = useLocation();
  const goal = goalQuery.data?.goal;
  const { plan } = useStudyPlan(goal);
  const hasGoal = Boolean(goal);

  // /skills#study-plan (the Dashboard's link) scrolls to the plan once the page shows
  useEffect(() => {
    if (hasGoal && location.hash === '#study-plan') document.getElementById('study-plan')?.scrollIntoView();
  }, [hasGoal, location.hash]);

  if (goalQuery.isError) throw goalQuery.error;
  if (!goal) return <Spinner label="Loading your skills data..." />;

  const closeSkill = () => {
    setOpenSkillId(null);
    if (searchParams.has('skill')) setSearchParams({}, { replace: true });
  };
  const today = browserToday();
  const planned = new Map((plan?.items ?? []).filter((i) => i.kind === 'skill').map((i) => [i.id, i]));

  const categories = categoryProgress(goal).map((c) => c.category);
  const shown = category === 'All' ? goal.skills : goal.skills.filter((s) => s.category === category);
  const done = shown.filter((s) => s.isCompleted).length;
  const openSkill = goal.skills.find((s) => s.id === openSkillId) ?? null;

  return (
    <>
      <PageHeader title="Skills" description={`Your ${goal.career.title} skill roadmap.`} />
      <div className="space-y-6">
        <RoadmapBasis goal={goal} />
        <LevelCard />
        <MilestonesCard milestones={goal.milestones} />
        <EntryRoutesCard routes={goal.entryRoutes} />
        <StudyPlanCard goal={goal} />
        {market.data && sampleMarketsFit(goal.career) ? (
          <SkillsInDemand market={market.data} skills={goal.skills} />
        ) : null}
        <EditableRoadmap goal={goal}>
          <Card>
            <h2 className="mb-2 text-lg font-semibold">Skill tree</h2>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
              Tap a category to filter, or a skill to see its resources.
            </p>
            <SkillTree
              skills={goal.skills}
              categories={categories}
              activeCategory={category}
              onCategory={setCategory}
              onSkill={(s) => setOpenSkillId(s.id)}
            />
          </Card>
        </EditableRoadmap>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label htmlFor={filterId} className="text-sm font-medium">
            Category
          </label>
          <select
            id={filterId}
            className={`${inputClasses} sm:w-56`}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="All">All</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </select>
          <div className="flex-1">
            <p className="mb-1 text-sm">
              {done} of {shown.length} completed
            </p>
            <ProgressBar
              value={done}
              max={shown.length}
              label={`${categoryLabel(category)} skills completed`}
            />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((skill) => (
            <SkillCard
              key={skill.id}
              skill={skill}
              planned={
                planned.has(skill.id)
                  ? plannedWeekLabel(planned.get(skill.id) as PlannedItem, today)
                  : undefined
              }
              onDetails={() => setOpenSkillId(skill.id)}
            />
          ))}
        </div>
      </div>
      <WhenOpened open={openSkill !== null}>
        <SkillDetailsDialog skill={openSkill} onClose={closeSkill} />
      </WhenOpened>
    </>
  );
}

/**
 * docs/product.md §3 Occupation roadmaps: which career family the roadmap belongs to, whether it is
 * written by hand, and whose O*NET ratings it uses when they are not its own occupation's.
 */
function RoadmapBasis({ goal }: { goal: Goal }) {
  const { family, curated, ratingsNote } = goal.career;
  if (!family && !ratingsNote) return null;
  return (
    <div className="space-y-1 text-sm text-slate-600 dark:text-slate-400" data-testid="roadmap-basis">
      {family ? (
        <p>
          Career family: {family.subFamily ? `${family.subFamily.title} (${family.title})` : family.title}.{' '}
          {curated
            ? 'This roadmap was written and reviewed by hand for this occupation.'
            : 'This roadmap is built from the occupation’s own O*NET data, framed by its family.'}
        </p>
      ) : null}
      {ratingsNote ? <p>{ratingsNote}</p> : null}
    </div>
  );
}
