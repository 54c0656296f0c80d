import type { RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Says a skill is the user's own (docs/decisions.md S100) and the posting it came from. */
export function OwnSkillNote({ skill }: { skill: Pick<RoadmapSkill, 'own' | 'fromPosting'> }) {
  if (!skill.own) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Badge variant="info">Your skill</Badge>
      {skill.fromPosting ? <span>From posting: {skill.fromPosting.title}</span> : <span>Earns no XP.</span>}
    </p>
  );
}
