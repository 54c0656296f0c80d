import { ArrowLeft, BookOpen, Code2, FolderGit2, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Background } from '../../../../shared/career-match.ts';
import type { CareerMatchDto } from '../../../../shared/catalog.api.ts';
import type { OccupationFitDto } from '../../../../shared/occupation.api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { occupationPath, paths } from '../../../config/paths.ts';
import { matchVariant } from '../../../lib/colors.ts';
import { BackgroundCard } from './background-card.tsx';

/** docs/product.md §2 Career Discovery: the four kinds of background, with examples. */
const CARDS: Array<{
  key: keyof Background;
  title: string;
  icon: ReactNode;
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

export const EMPTY_BACKGROUND: Background = { coursework: [], projects: [], skills: [], interests: [] };

/** Step 1: the four background cards. */
export function BackgroundStep({
  background,
  onChange,
  onContinue,
}: {
  background: Background;
  onChange: (background: Background) => void;
  onContinue: () => void;
}) {
  const total = Object.values(background).reduce((n, list) => n + list.length, 0);
  return (
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
            onChange={(entries) => onChange({ ...background, [card.key]: entries })}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Link to={paths.onboarding} className="inline-flex items-center gap-1 text-sm font-medium underline">
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Job Search
        </Link>
        <Button onClick={onContinue} disabled={total === 0}>
          Continue
        </Button>
      </div>
    </>
  );
}

/** Step 2: what the user entered, before it is matched. */
export function ReviewStep({
  background,
  error,
  onEdit,
  onAnalyse,
}: {
  background: Background;
  error: string | null;
  onEdit: () => void;
  onAnalyse: () => void;
}) {
  return (
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
        <Button variant="outline" onClick={onEdit}>
          Edit Background
        </Button>
        <Button onClick={onAnalyse}>Find My Career Matches</Button>
      </div>
    </Card>
  );
}

interface Choosing {
  choosing: boolean;
  onChoose: (careerId: number) => void;
}

/** The matched career paths, best first, each with its reasons and the skills to develop. */
function CareerMatchList({
  matches,
  choosing,
  onChoose,
  onEdit,
}: Choosing & { matches: CareerMatchDto[]; onEdit: () => void }) {
  return matches.length === 0 ? (
    <Card>
      <p>
        No career matched more than 20% of your background. Add a few more entries, or search for a job title
        directly.
      </p>
      <Button className="mt-4" variant="outline" onClick={onEdit}>
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
            <Button className="mt-auto" onClick={() => onChoose(m.career.id)} disabled={choosing}>
              Choose This Career Path
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** docs/decisions.md D21: more O*NET occupations that fit, each with why and a way to choose it. */
function OccupationFits({ fits, choosing, onChoose }: Choosing & { fits: OccupationFitDto[] }) {
  return (
    <section aria-labelledby="more-occupations" className="mt-10">
      <h2 id="more-occupations" className="text-xl font-semibold">
        More occupations that fit
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
        From the U.S. Department of Labor’s O*NET data: the occupations whose technologies, skills, knowledge
        and interests share the most with your background.
      </p>
      <ol className="grid gap-3 md:grid-cols-2">
        {fits.map((f) => {
          // only what the user said, as typed (docs/decisions.md S92)
          const why = [
            ...f.said.skills.slice(0, 4),
            ...f.said.coursework.slice(0, 2).map((c) => `${c} (coursework)`),
            ...f.said.interests.slice(0, 2).map((i) => `${i} (interest)`),
          ];
          return (
            <li key={f.code}>
              <Card className="flex h-full flex-col gap-2">
                <h3 className="font-semibold">
                  <Link to={occupationPath(f.code)} className="text-teal-700 underline dark:text-teal-400">
                    {f.title}
                  </Link>
                </h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">Why: {why.join(', ')}.</p>
                {/* the name on screen too (docs/decisions.md S92); a long title wraps inside the
                    button, which grows instead of keeping the small button's fixed height */}
                <button
                  type="button"
                  className={`${buttonClasses('outline', 'sm').replace('h-8', 'min-h-8 py-1.5')} mt-auto max-w-full self-start text-left`}
                  onClick={() => onChoose(f.careerId)}
                  disabled={choosing}
                >
                  Choose {f.title} as my goal
                </button>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Step 3: the matches, the occupations that fit, and the way back to the search. */
export function MatchesStep({
  matches,
  fits,
  choosing,
  onChoose,
  onEdit,
}: Choosing & { matches: CareerMatchDto[]; fits: OccupationFitDto[]; onEdit: () => void }) {
  return (
    <>
      <CareerMatchList matches={matches} choosing={choosing} onChoose={onChoose} onEdit={onEdit} />
      {fits.length > 0 ? <OccupationFits fits={fits} choosing={choosing} onChoose={onChoose} /> : null}
      <p className="mt-6 text-center">
        <Link to={paths.onboarding} className="text-sm font-medium underline">
          Back to Manual Search
        </Link>
      </p>
    </>
  );
}
