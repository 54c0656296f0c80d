import { LoaderCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Background } from '../../../shared/career-match.ts';
import type { CareerMatchDto } from '../../../shared/catalog.api.ts';
import type { OccupationFitDto } from '../../../shared/occupation.api.ts';
import { paths } from '../../config/paths.ts';
import { useChooseGoal, useCompleteOnboarding } from '../../features/careers/api/goal.ts';
import { useFindMatches } from '../../features/careers/api/matches.ts';
import {
  BackgroundStep,
  EMPTY_BACKGROUND,
  MatchesStep,
  ReviewStep,
} from '../../features/careers/components/discovery-steps.tsx';
import { errorMessage } from '../../lib/notify.ts';

/** docs/product.md §2 Career Discovery: background, review, then matches to choose from. */
export function Component() {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [background, setBackground] = useState<Background>(EMPTY_BACKGROUND);
  const [matches, setMatches] = useState<CareerMatchDto[]>([]);
  const [fits, setFits] = useState<OccupationFitDto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const find = useFindMatches();
  const chooseGoal = useChooseGoal();
  const completeOnboarding = useCompleteOnboarding();
  const navigate = useNavigate();

  async function analyse() {
    setError(null);
    try {
      const found = await find.mutateAsync(background);
      setMatches(found.careers);
      setFits(found.occupations);
      setStep(3);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  /** docs/product.md §2: choosing sets the goal, marks onboarded and goes to /dashboard, also on error. */
  async function choose(careerId: number) {
    try {
      await chooseGoal.mutateAsync(careerId);
      await completeOnboarding.mutateAsync();
    } finally {
      navigate(paths.dashboard);
    }
  }

  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <div className="mb-8 text-center">
        <Sparkles className="mx-auto mb-3 h-10 w-10 text-teal-500" aria-hidden />
        <h1 className="text-3xl font-bold">Career Discovery</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Tell us what you have studied, built, know and love. We match it to careers.
        </p>
      </div>

      {find.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-20">
          <LoaderCircle className="h-10 w-10 animate-spin text-teal-500" aria-hidden />
          <p>Analysing your background against every career path…</p>
        </div>
      ) : step === 1 ? (
        <BackgroundStep background={background} onChange={setBackground} onContinue={() => setStep(2)} />
      ) : step === 2 ? (
        <ReviewStep
          background={background}
          error={error}
          onEdit={() => setStep(1)}
          onAnalyse={() => void analyse()}
        />
      ) : (
        <MatchesStep
          matches={matches}
          fits={fits}
          choosing={chooseGoal.isPending}
          onChoose={(careerId) => void choose(careerId)}
          onEdit={() => setStep(1)}
        />
      )}
    </main>
  );
}
