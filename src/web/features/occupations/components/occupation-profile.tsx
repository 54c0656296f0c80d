import { Flame, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BLS_ATTRIBUTION, ONET_ATTRIBUTION } from '../../../../shared/constants.ts';
import type { OccupationDetail } from '../../../../shared/occupation.api.ts';
import { PRACTICE_KIND_LABEL } from '../../../components/milestones.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { occupationPath } from '../../../config/paths.ts';
import { OccupationFactsList } from './occupation-facts.tsx';

/** The occupation's code, title, description and other names; `action` makes it the user's goal. */
export function OccupationHeader({
  occupation: o,
  action,
}: {
  occupation: OccupationDetail;
  action: ReactNode;
}) {
  return (
    <header className="mb-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">O*NET-SOC {o.code}</p>
      <h1 className="text-3xl font-bold">{o.title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{o.description}</p>
      {o.alternateTitles.length > 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Also called: {o.alternateTitles.join(', ')}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">{action}</div>
      {o.builtInCareers.length > 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Waymark’s built-in path{o.builtInCareers.length > 1 ? 's' : ''} for this occupation:{' '}
          {o.builtInCareers.map((c) => c.title).join(', ')}.
        </p>
      ) : null}
      {o.family ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Career family:{' '}
          {o.family.subFamily ? `${o.family.subFamily.title} (${o.family.title})` : o.family.title}.
          {o.curated ? ' Its roadmap is written and reviewed by hand.' : ''}
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
  );
}

/** Pay, outlook and the usual way in (job zone). */
export function PayAndOutlookCard({ occupation: o }: { occupation: OccupationDetail }) {
  return (
    <Card>
      <CardTitle className="mb-3">Pay and outlook</CardTitle>
      <OccupationFactsList facts={o} showLink={false} />
      {o.jobZone ? (
        <p className="mt-3 text-sm">
          <span className="font-semibold">{o.jobZone.name}.</span> {o.jobZone.education}
        </p>
      ) : null}
    </Card>
  );
}

/** docs/product.md §3 Occupation roadmaps: the practice its roadmap holds (tasks, clinical hours, logs…). */
export function PracticeCard({ occupation: o }: { occupation: OccupationDetail }) {
  if (o.practice.length === 0) return null;
  return (
    <Card>
      <CardTitle className="mb-3">Practice on its roadmap</CardTitle>
      <ul className="space-y-3 text-sm">
        {o.practice.map((p) => (
          <li key={p.id}>
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {p.title}
              {p.kind ? <Badge variant="outline">{PRACTICE_KIND_LABEL[p.kind] ?? p.kind}</Badge> : null}
              <span className="font-normal text-slate-600 dark:text-slate-400">
                about {p.estimatedHours}h
              </span>
            </p>
            <p className="text-slate-600 dark:text-slate-400">{p.description}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** What people in the occupation do. */
export function TasksCard({ occupation: o }: { occupation: OccupationDetail }) {
  if (!(o.tasks.length > 0)) return null;
  return (
    <Card>
      <CardTitle className="mb-3">What they do</CardTitle>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {o.tasks.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </Card>
  );
}

/** The most important skills and knowledge, with their importance. */
export function ImportanceCards({ occupation: o }: { occupation: OccupationDetail }) {
  return (
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
  );
}

/** The technologies used, hot and in-demand ones marked. */
export function TechnologyCard({ occupation: o }: { occupation: OccupationDetail }) {
  if (!(o.technologies.length > 0)) return null;
  return (
    <Card>
      <CardTitle className="mb-3">Technology used</CardTitle>
      <ul className="flex flex-wrap gap-2">
        {o.technologies.map((t) => (
          <li key={t.name}>
            <Badge variant={t.inDemand ? 'info' : 'outline'}>
              {t.name}
              {t.hot ? <Flame className="h-3.5 w-3.5 text-orange-500" aria-label="hot technology" /> : null}
              {t.inDemand ? <Star className="h-3.5 w-3.5 text-amber-500" aria-label="in demand" /> : null}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        Flame: a hot technology (often in job postings). Star: in demand by employers of this occupation.
      </p>
    </Card>
  );
}

/** The occupation's interests (RIASEC). */
export function InterestsCard({ occupation: o }: { occupation: OccupationDetail }) {
  if (!o.riasec.some((r) => r.score > 0)) return null;
  return (
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
  );
}

/** Related occupations, each a link to its page. */
export function RelatedOccupationsCard({ occupation: o }: { occupation: OccupationDetail }) {
  if (!(o.related.length > 0)) return null;
  return (
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
  );
}

/** The data's sources and their attributions (docs/decisions.md S34). */
export function SourcesCard({ occupation: o }: { occupation: OccupationDetail }) {
  return (
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
  );
}
