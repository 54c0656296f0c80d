import { Award, Route } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RoadmapEntryRoute, RoadmapMilestone } from '../../shared/goal.schema.ts';
import { Badge } from './ui/badge.tsx';
import { Card, CardHeading } from './ui/card.tsx';
import { ExternalLink } from './ui/external-link.tsx';

/** A milestone's kind as people say it ("licence", "exam"). */
const KIND_LABEL: Record<string, string> = {
  licence: 'Licence',
  certification: 'Certification',
  exam: 'Exam',
  degree: 'Education',
  apprenticeship: 'Apprenticeship',
  registration: 'Registration',
  training: 'Training',
};

/**
 * docs/product.md §3 Milestones: each licence, certification, exam or training on the way in, with
 * the body that issues it, whether it is required, and where each state's rules are listed.
 */
export function MilestoneList({ milestones, limit }: { milestones: RoadmapMilestone[]; limit?: number }) {
  // a short list (the Dashboard's) shows what the job requires before what helps, each in path order
  const shown =
    limit === undefined
      ? milestones
      : [...milestones.filter((m) => m.required), ...milestones.filter((m) => !m.required)].slice(0, limit);
  return (
    <ol className="space-y-4">
      {shown.map((m) => (
        <li key={m.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{m.name}</h3>
            <Badge variant="outline">{KIND_LABEL[m.kind] ?? m.kind}</Badge>
            <Badge variant={m.required ? 'warning' : 'secondary'}>
              {m.required ? 'Required' : 'Optional'}
            </Badge>
          </div>
          <p className="mt-1 text-sm">
            <span className="text-slate-600 dark:text-slate-400">Issued by </span>
            {m.issuer}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{m.description}</p>
          <p className="mt-2 text-sm">
            {m.stateSpecific ? (
              <>
                Rules differ by state: see{' '}
                <ExternalLink href={m.link} className="font-medium hover:underline">
                  {m.publisher ?? new URL(m.link).host}
                </ExternalLink>
              </>
            ) : (
              <ExternalLink href={m.link} className="font-medium hover:underline">
                {m.publisher ? `About it on ${m.publisher}` : 'About it'}
              </ExternalLink>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The milestones of a roadmap as a card; nothing when it has none (a software path). */
export function MilestonesCard({
  milestones,
  limit,
  className,
  footer,
}: {
  milestones: RoadmapMilestone[];
  limit?: number;
  className?: string;
  footer?: ReactNode;
}) {
  if (milestones.length === 0) return null;
  return (
    <Card className={className} aria-labelledby="milestones-heading">
      <CardHeading id="milestones-heading" icon={Award} className="mb-3">
        Milestones
      </CardHeading>
      <MilestoneList milestones={milestones} {...(limit === undefined ? {} : { limit })} />
      {footer}
    </Card>
  );
}

/** docs/product.md §3 Career families: how people usually get into the field. */
export function EntryRoutesCard({ routes, className }: { routes: RoadmapEntryRoute[]; className?: string }) {
  if (routes.length === 0) return null;
  return (
    <Card className={className} aria-labelledby="entry-routes-heading">
      <CardHeading id="entry-routes-heading" icon={Route} className="mb-3">
        Ways in
      </CardHeading>
      <ul className="space-y-3 text-sm">
        {routes.map((r) => (
          <li key={r.name}>
            <p className="font-medium">
              {r.name}{' '}
              <span className="font-normal text-slate-600 dark:text-slate-400">· {r.typicalDuration}</span>
            </p>
            <p className="text-slate-600 dark:text-slate-400">{r.description}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A practice item's kind as people say it ("Clinical hours"). */
export const PRACTICE_KIND_LABEL: Record<string, string> = {
  'portfolio-project': 'Portfolio project',
  'case-study': 'Case study',
  'skills-checklist': 'Skills checklist',
  'practice-case': 'Practice case',
  'clinical-hours': 'Clinical hours',
  'lab-hours': 'Lab hours',
  'apprenticeship-milestone': 'Apprenticeship',
  'practice-exam': 'Practice exam',
  log: 'Log',
  'role-play': 'Role-play',
  'field-exercise': 'Field exercise',
};
