import { ArrowLeft, BookOpen, Code2, FolderGit2, Heart, LoaderCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Background } from '../../../shared/career-match.ts';
import type { CareerMatchDto } from '../../../shared/catalog.api.ts';
import type { OccupationFitDto } from '../../../shared/occupation.api.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { occupationPath, paths } from '../../config/paths.ts';
import { useChooseGoal, useCompleteOnboarding } from '../../features/careers/api/goal.ts';
import { useFindMatches } from '../../features/careers/api/matches.ts';
import { BackgroundCard } from '../../features/careers/components/background-card.tsx';
import { matchVariant } from '../../lib/colors.ts';
import { errorMessage } from '../../lib/notify.ts';

const CARDS: Array<{
  key: keyof Background;
  title: string;
  icon: React.ReactNode;
  placeholder: string;
  examples: string[];
}> = [
  {
    key: 'coursework',
    title: 'Coursework & Education',
    icon: <BookOpen className="h-5 w-5 text-cyan-500" aria-hidden />,
    placeholder: 'e.g. Data Structures',
    examples: [
      'Statistics',
      'Data Structures',
      'Database Systems',
      'Human-Computer Interaction',
      'Computer Networks',
    ],
  },
  {
    key: 'projects',
    title: 'Projects & Work',
    icon: <FolderGit2 className="h-5 w-5 text-purple-500" aria-hidden />,
    placeholder: 'e.g. built a web app',
    examples: ['web app', 'dashboard', 'mobile app', 'Kaggle competition', 'game'],
  },
  {
    key: 'skills',
    title: 'Technical Skills',
    icon: <Code2 className="h-5 w-5 text-green-500" aria-hidden />,
    placeholder: 'e.g. Python',
    examples: ['Python', 'JavaScript', 'SQL', 'Figma', 'Linux'],
  },
  {
    key: 'interests',
    title: 'Interests',
    icon: <Heart className="h-5 w-5 text-rose-500" aria-hidden />,
    placeholder: 'e.g. artificial intelligence',
    examples: ['AI', 'design', 'security', 'data', 'games'],
  },
];

const EMPTY: Background = { coursework: [], projects: [], skills: [], interests: [] };

export function Component() {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [background, setBackground] = useState<Background>(EMPTY);
  const [matches, setMatches] = useState<CareerMatchDto[]>([]);
  const [fits, setFits] = useState<OccupationFitDto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const find = useFindMatches();
  const chooseGoal = useChooseGoal();
  const completeOnboarding = useCompleteOnboarding();
  const navigate = useNavigate();
  const total = Object.values(background).reduce((n, list) => n + list.length, 0);

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
        <>
          <div className="grid gap-4 md:grid-cols-2">
            {CARDS.map((card) => (
              <BackgroundCard
                key={card.key}
                title={card.title}
                icon={card.icon}
                placeholder={card.placeholder}
                examples={card.examples}
                entries={background[card.key]}
                onChange={(entries) => setBackground((b) => ({ ...b, [card.key]: entries }))}
              />
            ))}
          </div>
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Link
              to={paths.onboarding}
              className="inline-flex items-center gap-1 text-sm font-medium underline"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Job Search
            </Link>
            <Button onClick={() => setStep(2)} disabled={total === 0}>
              Continue
            </Button>
          </div>
        </>
      ) : step === 2 ? (
        <Card>
          <h2 className="mb-4 text-xl font-semibold">Review your background</h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            {CARDS.map((card) => (
              <div key={card.key}>
                <dt className="mb-1 flex items-center gap-2 font-medium">
                  {card.icon}
                  {card.title}
                </dt>
                <dd className="text-sm text-slate-700 dark:text-slate-300">
                  {background[card.key].length ? (
                    background[card.key].join(', ')
                  ) : (
                    <span className="text-slate-600 dark:text-slate-400">Nothing added</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {error ? (
            <p role="alert" className="mt-4 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Button variant="outline" onClick={() => setStep(1)}>
              Edit Background
            </Button>
            <Button onClick={() => void analyse()}>Find My Career Matches</Button>
          </div>
        </Card>
      ) : (
        <>
          {matches.length === 0 ? (
            <Card>
              <p>
                No career matched more than 20% of your background. Add a few more entries, or search for a
                job title directly.
              </p>
              <Button className="mt-4" variant="outline" onClick={() => setStep(1)}>
                Edit Background
              </Button>
            </Card>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {matches.map((m) => (
                <li key={m.career.id}>
                  <Card className="flex h-full flex-col gap-3">
                    <div className="flex items-start justify-between gap-2">
                      <h2 className="text-lg font-semibold">{m.career.title}</h2>
                      <Badge variant={matchVariant(m.matchPercentage)}>
                        {m.matchPercentage}% · {m.label} match
                      </Badge>
                    </div>
                    <p className="text-sm text-slate-700 dark:text-slate-300">{m.reasoning}</p>
                    {m.matchingSkills.length ? (
                      <div className="text-sm">
                        <span className="font-medium">Matching skills: </span>
                        {m.matchingSkills.map((s) => (
                          <Badge key={s} variant="success" className="mr-1">
                            {s}
                          </Badge>
                        ))}
                      </div>
                    ) : null}
                    {m.missingSkills.length ? (
                      <div className="text-sm">
                        <span className="font-medium">Skills to develop: </span>
                        {m.missingSkills.map((s) => (
                          <Badge key={s} variant="outline" className="mr-1">
                            {s}
                          </Badge>
                        ))}
                      </div>
                    ) : null}
                    <Button
                      className="mt-auto"
                      onClick={() => void choose(m.career.id)}
                      disabled={chooseGoal.isPending}
                    >
                      Choose This Career Path
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {fits.length > 0 ? (
            <section aria-labelledby="more-occupations" className="mt-10">
              <h2 id="more-occupations" className="text-xl font-semibold">
                More occupations that fit
              </h2>
              <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
                From the U.S. Department of Labor’s O*NET data: the occupations whose technologies, skills,
                knowledge and interests share the most with your background.
              </p>
              <ol className="grid gap-3 md:grid-cols-2">
                {fits.map((f) => {
                  const why = [
                    ...f.reasons.technologies.slice(0, 4),
                    ...f.reasons.skills.slice(0, 2),
                    ...f.reasons.knowledge.slice(0, 2).map((k) => `${k} (coursework)`),
                    ...f.reasons.interests.slice(0, 2).map((i) => `${i} interests`),
                  ];
                  return (
                    <li key={f.code}>
                      <Card className="flex h-full flex-col gap-2">
                        <h3 className="font-semibold">
                          <Link
                            to={occupationPath(f.code)}
                            className="text-teal-700 underline dark:text-teal-400"
                          >
                            {f.title}
                          </Link>
                        </h3>
                        <p className="text-sm text-slate-700 dark:text-slate-300">Why: {why.join(', ')}.</p>
                        <Button
                          variant="outline"
                          size="sm"
                          className="mt-auto self-start"
                          onClick={() => void choose(f.careerId)}
                          disabled={chooseGoal.isPending}
                        >
                          {/* the card's heading names the occupation; a long title would overflow the button */}
                          Choose<span className="sr-only"> {f.title}</span> as my goal
                        </Button>
                      </Card>
                    </li>
                  );
                })}
              </ol>
            </section>
          ) : null}
          <p className="mt-6 text-center">
            <Link to={paths.onboarding} className="text-sm font-medium underline">
              Back to Manual Search
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
