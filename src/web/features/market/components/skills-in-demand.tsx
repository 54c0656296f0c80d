import { Check, TrendingUp } from 'lucide-react';
import type { Market } from '../../../../shared/catalog.api.ts';
import { matchesEitherWay } from '../../../../shared/matching.ts';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { SampleDataNote } from './market-cards.tsx';

/** docs/product.md §2 Skills: the skills employers in the user's city ask for, marked when on the roadmap. */
export function SkillsInDemand({
  market,
  skills,
}: {
  market: Market;
  skills: Array<{ name: string; isCompleted: boolean }>;
}) {
  return (
    <Card>
      <CardHeading icon={TrendingUp} className="mb-1">
        Skills in Demand
      </CardHeading>
      <p className="mb-1 text-sm text-slate-600 dark:text-slate-400">
        What employers in {market.label} ask for most, in Waymark's sample listings.
      </p>
      <SampleDataNote />
      <ul className="flex flex-wrap gap-2">
        {market.summary.inDemandSkills.map((name) => {
          const onRoadmap = skills.find((s) => matchesEitherWay(s.name, name));
          return (
            <li
              key={name}
              className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${
                onRoadmap?.isCompleted
                  ? 'border-emerald-500 text-emerald-700 dark:text-emerald-300'
                  : onRoadmap
                    ? 'border-teal-500'
                    : 'border-slate-300 dark:border-slate-700'
              }`}
            >
              {onRoadmap?.isCompleted ? <Check className="h-3.5 w-3.5" aria-hidden /> : null}
              {name}
              {onRoadmap ? (
                <span className="sr-only">{onRoadmap.isCompleted ? '(completed)' : '(on your roadmap)'}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
