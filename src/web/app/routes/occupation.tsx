import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { EntryRoutesCard, MilestonesCard } from '../../components/milestones.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { MakeOccupationGoal } from '../../features/careers/components/make-occupation-goal.tsx';
import { useOccupation } from '../../features/occupations/api/occupations.ts';
import {
  ImportanceCards,
  InterestsCard,
  OccupationHeader,
  PayAndOutlookCard,
  PracticeCard,
  RelatedOccupationsCard,
  SourcesCard,
  TasksCard,
  TechnologyCard,
} from '../../features/occupations/components/occupation-profile.tsx';
import { errorMessage } from '../../lib/notify.ts';

/** docs/product.md §2 Occupation (`/occupations/:code`): one O*NET occupation, with its sources. */
export function Component() {
  const { code = '' } = useParams();
  const occupation = useOccupation(code);
  const navigate = useNavigate();
  const o = occupation.data;

  if (occupation.isError) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-12">
        <ErrorNote message={errorMessage(occupation.error)} />
        <Link to={paths.onboarding} className="mt-4 inline-block text-teal-700 underline dark:text-teal-400">
          Find a career path
        </Link>
      </main>
    );
  }
  if (!o) return <Spinner label="Loading the occupation..." />;

  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-teal-700 underline dark:text-teal-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back
      </button>
      <OccupationHeader occupation={o} action={<MakeOccupationGoal occupation={o} />} />
      <div className="grid gap-6">
        <PayAndOutlookCard occupation={o} />
        <MilestonesCard milestones={o.milestones} />
        <EntryRoutesCard routes={o.entryRoutes} />
        <PracticeCard occupation={o} />
        <TasksCard occupation={o} />
        <ImportanceCards occupation={o} />
        <TechnologyCard occupation={o} />
        <InterestsCard occupation={o} />
        <RelatedOccupationsCard occupation={o} />
        <SourcesCard occupation={o} />
      </div>
    </main>
  );
}
