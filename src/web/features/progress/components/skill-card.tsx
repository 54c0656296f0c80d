import { CalendarDays, Clock } from 'lucide-react';
import type { RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { categoryColor, categoryLabel } from '../../../lib/colors.ts';
import { OwnSkillNote } from './own-skill-note.tsx';
import { SkillStatusButton } from './skill-status-button.tsx';
import { DEFAULT_SKILL_HOURS, sharedSkillNote } from './skill-text.ts';

export function SkillCard({
  skill,
  planned,
  onDetails,
}: {
  skill: RoadmapSkill;
  /** When the study plan schedules it, e.g. "Planned: week 2 (Dec 1 – Dec 7, 2026)". */
  planned?: string | undefined;
  onDetails: () => void;
}) {
  const done = skill.resources.filter((r) => r.isCompleted).length;
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{skill.name}</h3>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${categoryColor(skill.category).badge}`}
        >
          {categoryLabel(skill.category)}
        </span>
      </div>
      <OwnSkillNote skill={skill} />
      {skill.description ? (
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{skill.description}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        {skill.difficulty ? (
          <Badge variant="outline" className="capitalize">
            {skill.difficulty}
          </Badge>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <Clock className="h-3.5 w-3.5" aria-hidden /> {skill.estimatedHours ?? DEFAULT_SKILL_HOURS}h
        </span>
        <span>
          {done}/{skill.resources.length} resources
        </span>
        {skill.shared ? (
          <Badge variant="info" title={sharedSkillNote(skill.shared)}>
            Shared skill
          </Badge>
        ) : null}
      </div>
      {planned ? (
        <p className="inline-flex items-center gap-1 text-xs text-teal-800 dark:text-teal-300">
          <CalendarDays className="h-3.5 w-3.5" aria-hidden /> {planned}
        </p>
      ) : null}
      <ProgressBar value={done} max={skill.resources.length} label={`${skill.name} resources completed`} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <SkillStatusButton skill={skill} />
        <Button size="sm" variant="ghost" onClick={onDetails}>
          Details
        </Button>
      </div>
    </Card>
  );
}
