import { ArrowLeft, Flame, Star } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { BLS_ATTRIBUTION, ONET_ATTRIBUTION } from '../../../shared/constants.ts';
import { useMe } from '../../api/me.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { ExternalLink } from '../../components/ui/external-link.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { occupationPath, paths } from '../../config/paths.ts';
import { useChooseGoal } from '../../features/careers/api/goal.ts';
import { useOccupation } from '../../features/occupations/api/occupations.ts';
import { OccupationFactsList } from '../../features/occupations/components/occupation-facts.tsx';
import { errorMessage } from '../../lib/notify.ts';

/** docs/product.md §2 Occupation (`/occupations/:code`): one O*NET occupation, with its sources. */
export function Component() {
  const { code = '' } = useParams();
  const occupation = useOccupation(code);
  const me = useMe();
  const chooseGoal = useChooseGoal();
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

  async function makeGoal() {
    if (!o) return;
    const builtIn = o.builtInCareers[0];
    await chooseGoal.mutateAsync(builtIn?.id ?? o.careerId);
    navigate(me.data?.onboarded ? paths.dashboard : paths.onboarding);
  }

  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-teal-700 underline dark:text-teal-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back
      </button>
      <header className="mb-6">
        <p className="text-sm text-slate-600 dark:text-slate-400">O*NET-SOC {o.code}</p>
        <h1 className="text-3xl font-bold">{o.title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{o.description}</p>
        {o.alternateTitles.length > 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Also called: {o.alternateTitles.join(', ')}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
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
        </div>
        {o.builtInCareers.length > 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Waymark’s built-in path{o.builtInCareers.length > 1 ? 's' : ''} for this occupation:{' '}
            {o.builtInCareers.map((c) => c.title).join(', ')}.
          </p>
        ) : null}
        {o.ratingsFrom ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            O*NET rates no skills for this occupation; its roadmap uses those of{' '}
            <Link to={occupationPath(o.ratingsFrom.code)} className="underline">
              {o.ratingsFrom.title}
            </Link>
            .
          </p>
        ) : null}
      </header>

      <div className="grid gap-6">
        <Card>
          <CardTitle className="mb-3">Pay and outlook</CardTitle>
          <OccupationFactsList facts={o} showLink={false} />
          {o.jobZone ? (
            <p className="mt-3 text-sm">
              <span className="font-semibold">{o.jobZone.name}.</span> {o.jobZone.education}
            </p>
          ) : null}
        </Card>

        {o.tasks.length > 0 ? (
          <Card>
            <CardTitle className="mb-3">What they do</CardTitle>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {o.tasks.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </Card>
        ) : null}

        <div className="grid gap-6 md:grid-cols-2">
          {[
            ['Most important skills', o.skills],
            ['Most important knowledge', o.knowledge],
          ].map(([title, list]) =>
            typeof title === 'string' && Array.isArray(list) && list.length > 0 ? (
              <Card key={title}>
                <CardTitle className="mb-3">{title}</CardTitle>
                <ul className="space-y-2 text-sm">
                  {list.map((e) => (
                    <li key={e.id} className="flex justify-between gap-3">
                      <span title={e.description}>{e.name}</span>
                      <span className="text-slate-600 dark:text-slate-400">
                        importance {e.importance.toFixed(1)}/5
                      </span>
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null,
          )}
        </div>

        {o.technologies.length > 0 ? (
          <Card>
            <CardTitle className="mb-3">Technology used</CardTitle>
            <ul className="flex flex-wrap gap-2">
              {o.technologies.map((t) => (
                <li key={t.name}>
                  <Badge variant={t.inDemand ? 'info' : 'outline'}>
                    {t.name}
                    {t.hot ? (
                      <Flame className="h-3.5 w-3.5 text-orange-500" aria-label="hot technology" />
                    ) : null}
                    {t.inDemand ? (
                      <Star className="h-3.5 w-3.5 text-amber-500" aria-label="in demand" />
                    ) : null}
                  </Badge>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              Flame: a hot technology (often in job postings). Star: in demand by employers of this
              occupation.
            </p>
          </Card>
        ) : null}

        {o.riasec.some((r) => r.score > 0) ? (
          <Card>
            <CardTitle className="mb-3">Interests (RIASEC, 1 to 7)</CardTitle>
            <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
              {o.riasec.map((r) => (
                <li key={r.name} className="flex justify-between gap-2">
                  <span>{r.name}</span>
                  <span className="font-semibold">{r.score.toFixed(1)}</span>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}

        {o.related.length > 0 ? (
          <Card>
            <CardTitle className="mb-3">Related occupations</CardTitle>
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {o.related.map((r) => (
                <li key={r.code}>
                  <Link to={occupationPath(r.code)} className="text-teal-700 underline dark:text-teal-400">
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ) : null}

        <Card>
          <CardTitle className="mb-2">Sources</CardTitle>
          <p className="text-xs text-slate-600 dark:text-slate-400">{ONET_ATTRIBUTION}</p>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{BLS_ATTRIBUTION}</p>
          <p className="mt-2 flex flex-wrap gap-4 text-sm">
            <ExternalLink href={o.links.onet} className="underline">
              O*NET OnLine
            </ExternalLink>
            <ExternalLink href={o.links.careerOneStop} className="underline">
              CareerOneStop
            </ExternalLink>
          </p>
        </Card>
      </div>
    </main>
  );
}
