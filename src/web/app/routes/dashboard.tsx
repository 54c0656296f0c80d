import { MapPin } from 'lucide-react';
import { useNavigate } from 'react-router';
import { formatLocation } from '../../../shared/location.ts';
import { roadmapStats } from '../../../shared/progress.ts';
import { sampleMarketsFit } from '../../../shared/sample-markets.ts';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { MilestonesCard } from '../../components/milestones.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ViewAllLink } from '../../components/ui/view-all-link.tsx';
import { paths, postingPath, studyPlanPath } from '../../config/paths.ts';
import { useGoal } from '../../features/careers/api/goal.ts';
import { GoalOverviewCard } from '../../features/careers/components/goal-overview-card.tsx';
import { useApplications } from '../../features/market/api/applications.ts';
import { useBoardPostings } from '../../features/market/api/board-postings.ts';
import { useCityMarket } from '../../features/market/api/market.ts';
import { FollowUpsCard } from '../../features/market/components/application-summaries.tsx';
import { BoardPostingsCard } from '../../features/market/components/board-postings-card.tsx';
import { JobsNearYouCard } from '../../features/market/components/jobs-near-you-card.tsx';
import { LocalMarketCard, RegionalTrendsCard } from '../../features/market/components/market-cards.tsx';
import { GoalOccupationFacts } from '../../features/occupations/components/occupation-facts.tsx';
import { browserToday } from '../../features/plan/api/plan.ts';
import { ProjectedFinishCard } from '../../features/plan/components/projected-finish-card.tsx';
import { useTakeBoardPosting } from '../../features/postings/api/postings.ts';
import {
  ProjectsToBuild,
  RecommendedLearningCard,
  SkillsByCategoryCard,
} from '../../features/progress/components/roadmap-cards.tsx';
import { ResumeSummaryCard } from '../../features/resume/components/resume-summary-card.tsx';
import { useAbout } from '../../features/system/api/about.ts';
import { AchievementBadgesCard } from '../../features/users/components/achievement-badges-card.tsx';
import { notifyError } from '../../lib/notify.ts';

/** docs/product.md §9 Dashboard limits */
const LIMITS = { resources: 3, projects: 2, jobs: 3, trends: 2, milestones: 3 } as const;

/** docs/product.md §2 Dashboard: the roadmap at a glance, as a list of feature cards. */
export function Component() {
  const goalQuery = useGoal();
  const me = useMe();
  const market = useCityMarket(me.data?.location);
  const boardPostings = useBoardPostings();
  const about = useAbout(true);
  const applications = useApplications();
  const takeBoardPosting = useTakeBoardPosting();
  const navigate = useNavigate();
  if (goalQuery.isError) throw goalQuery.error;
  const goal = goalQuery.data?.goal;
  const user = me.data;
  if (!goal || !user) return <Spinner label="Loading your career data..." />;
  const stats = roadmapStats(goal);
  const realPostings = boardPostings.data?.postings ?? [];

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
        <GoalOverviewCard goal={goal} ai={about.data?.ai}>
          <GoalOccupationFacts code={goal.career.occupationCode} />
        </GoalOverviewCard>
        <AchievementBadgesCard
          user={user}
          resourcesDone={stats.resources.done}
          projectsDone={stats.projects.done}
        />
        <ProjectedFinishCard goal={goal} planPath={studyPlanPath} />
        <ResumeSummaryCard goalTitle={goal.career.title} />
        {applications.data ? <FollowUpsCard applications={applications.data} today={browserToday()} /> : null}
        {/* real postings take Jobs Near You when there are any; the samples stay labelled (S63, S97) */}
        {realPostings.length > 0 ? (
          <BoardPostingsCard
            postings={realPostings.slice(0, LIMITS.jobs)}
            reading={takeBoardPosting.isPending ? (takeBoardPosting.variables ?? null) : null}
            onRead={(posting) =>
              takeBoardPosting.mutate(posting.id, {
                onSuccess: (taken) => void navigate(postingPath(taken.id)),
                onError: notifyError,
              })
            }
          />
        ) : null}
        {market.data && sampleMarketsFit(goal.career) ? (
          <>
            <LocalMarketCard market={market.data} />
            <RegionalTrendsCard market={market.data} limit={LIMITS.trends} />
            {realPostings.length === 0 ? <JobsNearYouCard market={market.data} limit={LIMITS.jobs} /> : null}
          </>
        ) : null}
        <MilestonesCard
          milestones={goal.milestones}
          limit={LIMITS.milestones}
          className="lg:col-span-3"
          footer={
            goal.milestones.length > LIMITS.milestones ? (
              <p className="mt-3">
                <ViewAllLink to={paths.skills} />
              </p>
            ) : null
          }
        />
        <SkillsByCategoryCard goal={goal} />
        <RecommendedLearningCard goal={goal} limit={LIMITS.resources} />
        <ProjectsToBuild goal={goal} limit={LIMITS.projects} />
      </div>
    </>
  );
}
