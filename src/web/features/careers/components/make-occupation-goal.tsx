import { useNavigate } from 'react-router';
import type { OccupationDetail } from '../../../../shared/occupation.api.ts';
import { useMe } from '../../../api/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useChooseGoal } from '../api/goal.ts';

/**
 * An occupation page's goal button: its built-in path if Waymark has one, else the occupation's own
 * roadmap; then the dashboard (or onboarding, for a user not yet onboarded).
 */
export function MakeOccupationGoal({ occupation: o }: { occupation: OccupationDetail }) {
  const me = useMe();
  const chooseGoal = useChooseGoal();
  const navigate = useNavigate();

  async function makeGoal() {
    const builtIn = o.builtInCareers[0];
    await chooseGoal.mutateAsync(builtIn?.id ?? o.careerId);
    navigate(me.data?.onboarded ? paths.dashboard : paths.onboarding);
  }

  return (
    <>
      {o.hasRoadmap || o.builtInCareers.length > 0 ? (
        <Button onClick={() => void makeGoal()} disabled={chooseGoal.isPending}>
          Make {o.builtInCareers[0]?.title ?? o.title} my goal
        </Button>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          O*NET has no skill data for this occupation yet, so Waymark cannot build its roadmap.
        </p>
      )}
      <ErrorNote message={chooseGoal.isError ? errorMessage(chooseGoal.error) : null} />
    </>
  );
}
