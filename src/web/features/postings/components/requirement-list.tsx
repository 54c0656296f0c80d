import { CheckCircle2, CircleDashed, CircleHelp } from 'lucide-react';
import { Link } from 'react-router';
import { countsInMatch } from '../../../../shared/posting-match.ts';
import type { AssessedRequirement } from '../../../../shared/postings.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../config/paths.ts';
import { EVIDENCE_LABELS, KIND_LABELS } from './posting-text.ts';

function Requirement({
  requirement: r,
  skillPath,
}: {
  requirement: AssessedRequirement;
  skillPath: (id: string) => string;
}) {
  // a physical demand or a condition of hire: not counted, the person confirms it (S125)
  const toConfirm = !countsInMatch(r.kind);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-2">
        {r.met ? (
          <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
        ) : toConfirm ? (
          <CircleHelp className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
        ) : (
          <CircleDashed className="h-5 w-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        )}
        <span className="font-medium break-words">{r.name}</span>
        <Badge variant="outline">{KIND_LABELS[r.kind]}</Badge>
        {toConfirm ? (
          <Badge variant="secondary">Yours to confirm</Badge>
        ) : (
          <Badge variant={r.met ? 'success' : 'warning'}>{r.met ? 'You have it' : 'Missing'}</Badge>
        )}
      </div>
      {r.met ? (
        <ul className="mt-1 ml-7 space-y-0.5 text-sm">
          {r.evidence.map((e) => (
            <li key={`${e.kind}:${e.itemId ?? e.text}`} className="break-words">
              <span className="text-slate-600 dark:text-slate-400">{EVIDENCE_LABELS[e.kind]}: </span>
              {e.kind === 'roadmap' && e.itemId ? (
                <Link to={skillPath(e.itemId)} className="text-teal-700 underline dark:text-teal-400">
                  {e.text}
                </Link>
              ) : (
                <q>{e.text}</q>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 ml-7 text-sm break-words">
          {r.roadmapSkill ? (
            <>
              <span className="text-slate-600 dark:text-slate-400">
                Will be closed by your roadmap skill{' '}
              </span>
              <Link to={skillPath(r.roadmapSkill.id)} className="text-teal-700 underline dark:text-teal-400">
                {r.roadmapSkill.name}
              </Link>
            </>
          ) : r.roadmapMilestone ? (
            <>
              <span className="text-slate-600 dark:text-slate-400">A milestone of your roadmap: </span>
              <Link to={paths.skills} className="text-teal-700 underline dark:text-teal-400">
                {r.roadmapMilestone.name}
              </Link>
              <span className="text-slate-600 dark:text-slate-400"> ({r.roadmapMilestone.issuer})</span>
            </>
          ) : (
            <span className="text-slate-600 dark:text-slate-400">
              {r.kind === 'physical'
                ? 'A physical demand of the work: not counted in the match. Be ready to say you can meet it.'
                : r.kind === 'condition'
                  ? 'A condition of hire: not counted in the match. Be ready to say you meet it.'
                  : r.kind === 'experience' || r.kind === 'education'
                    ? 'Not shown on your resume.'
                    : 'Not on your roadmap yet.'}
            </span>
          )}
        </p>
      )}
      {r.quote ? (
        <p className="mt-1 ml-7 text-xs break-words text-slate-600 dark:text-slate-400">
          From the posting: <q>{r.quote}</q>
        </p>
      ) : null}
    </li>
  );
}

/** "(3 of 10 met, 2 yours to confirm)": the counted ones met, and those the person confirms. */
function groupCount(items: readonly AssessedRequirement[]): string {
  const counted = items.filter((r) => countsInMatch(r.kind));
  const confirm = items.length - counted.length;
  const met = `${counted.filter((r) => r.met).length} of ${counted.length} met`;
  return `(${counted.length > 0 ? met : ''}${counted.length > 0 && confirm > 0 ? ', ' : ''}${confirm > 0 ? `${confirm} yours to confirm` : ''})`;
}

/** docs/product.md §2 Posting: each requirement, required then preferred, met (with evidence) or not. */
export function RequirementList({
  requirements,
  skillPath,
}: {
  requirements: AssessedRequirement[];
  skillPath: (id: string) => string;
}) {
  const groups = [
    { heading: 'Required', items: requirements.filter((r) => r.importance === 'required') },
    { heading: 'Preferred', items: requirements.filter((r) => r.importance === 'preferred') },
  ];
  if (requirements.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Waymark found no skills, tools or credentials it knows in this posting.
      </p>
    );
  return (
    <div className="space-y-4">
      {groups
        .filter((g) => g.items.length > 0)
        .map((g) => (
          <section key={g.heading} aria-label={`${g.heading} requirements`}>
            <h3 className="font-semibold">
              {g.heading}{' '}
              <span className="font-normal text-slate-600 dark:text-slate-400">{groupCount(g.items)}</span>
            </h3>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {g.items.map((r) => (
                <Requirement key={r.id} requirement={r} skillPath={skillPath} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
