import { Compass, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useCompleteOnboarding } from '../../features/careers/api/goal.ts';
import { CareerSearchForm } from '../../features/careers/components/career-search-form.tsx';
import { CatalogStats } from '../../features/careers/components/catalog-stats.tsx';
import { PopularCareers } from '../../features/careers/components/popular-careers.tsx';
import { RoadmapReadyNote } from '../../features/careers/components/roadmap-ready-note.tsx';
import { StatusLine } from '../../features/careers/components/status-line.tsx';
import { useCareerFinder } from '../../features/careers/hooks/use-career-finder.ts';
import { useMarketCities } from '../../features/market/api/market.ts';
import { OnboardingResumeCard } from '../../features/resume/components/onboarding-resume-card.tsx';
import { useAbout } from '../../features/system/api/about.ts';
import { LocationDialog } from '../../features/users/components/location-dialog.tsx';
import { LocationNote } from '../../features/users/components/location-note.tsx';

/** docs/product.md §9 / docs/decisions.md D5: about 1 s before the location modal opens, so the success can be read. */
const LOCATION_MODAL_DELAY_MS = 1000;

/** docs/product.md §2 Onboarding: a goal, the location, then an optional resume. */
export function Component() {
  const [step, setStep] = useState<1 | 2>(1);
  const [locationOpen, setLocationOpen] = useState(false);
  const [pendingModal, setPendingModal] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const about = useAbout(true);
  const finder = useCareerFinder({
    aiProvider: about.data ? about.data.ai === 'provider' : undefined,
    onAdopted: () => setPendingModal(true),
  });
  const completeOnboarding = useCompleteOnboarding();
  const navigate = useNavigate();
  const sampleCities = useMarketCities().data ?? [];

  useEffect(() => {
    if (!pendingModal) return;
    const timer = setTimeout(() => {
      setPendingModal(false);
      setLocationOpen(true);
    }, LOCATION_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingModal]);

  if (step === 2) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-12">
        <RoadmapReadyNote goalTitle={finder.goalTitle} />
        <LocationNote sampleCities={sampleCities} />
        <OnboardingResumeCard
          goalTitle={finder.goalTitle}
          file={file}
          onFile={setFile}
          finishing={completeOnboarding.isPending}
          onBack={() => setStep(1)}
          onFinish={async () => {
            await completeOnboarding.mutateAsync();
            navigate(paths.dashboard);
          }}
        />
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <div className="mb-10 text-center">
        <Compass className="mx-auto mb-4 h-12 w-12 text-teal-500" aria-hidden />
        <h1 className="text-3xl font-bold sm:text-4xl">Find your career path</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Pick a target career and get a roadmap of skills, learning resources and projects.
        </p>
      </div>
      <CareerSearchForm finder={finder} />
      <StatusLine status={finder.status} />
      <PopularCareers disabled={finder.busy} onPick={finder.pick} onPickCurated={finder.pickCurated} />
      <p className="mt-8 text-center text-sm">
        <Link
          to={paths.careerDiscovery}
          className="inline-flex items-center gap-1 font-medium text-teal-700 underline dark:text-teal-400"
        >
          <Sparkles className="h-4 w-4" aria-hidden />
          Not sure? Discover careers that fit your background
        </Link>
      </p>
      <CatalogStats />
      <p className="mt-10 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-medium text-teal-700 underline dark:text-teal-400">
          Sign in
        </Link>
      </p>
      <LocationDialog
        open={locationOpen}
        onDone={() => {
          setLocationOpen(false);
          setStep(2);
        }}
      />
    </main>
  );
}
