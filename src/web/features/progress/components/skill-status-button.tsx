import { Check, Play, RotateCcw } from 'lucide-react';
import { nextSkillAction, skillStatusOf } from '../../../../shared/constants.ts';
import type { RoadmapSkill } from '../../../../shared/goal.schema.ts';
import { useProgress } from '../../../api/progress.ts';
import { Button } from '../../../components/ui/button.tsx';

/** docs/decisions.md D11: Start Learning → Mark Complete → Completed, with a reset once started. */
export function SkillStatusButton({ skill, size = 'sm' }: { skill: RoadmapSkill; size?: 'sm' | 'md' }) {
  const progress = useProgress();
  const status = skillStatusOf(skill);
  const action = nextSkillAction(status);
  return (
    <div className="flex items-center gap-1">
      <Button
        size={size}
        variant={status === 'completed' ? 'secondary' : status === 'in_progress' ? 'primary' : 'outline'}
        disabled={status === 'completed'}
        onClick={() => progress.mutate({ kind: 'skill', id: skill.id, status: action.next })}
        aria-label={`${action.label}: ${skill.name}`}
      >
        {status === 'completed' ? (
          <Check className="h-4 w-4" aria-hidden />
        ) : (
          <Play className="h-4 w-4" aria-hidden />
        )}
        {action.label}
      </Button>
      {status !== 'not_started' ? (
        <Button
          size="icon"
          variant="ghost"
          className="h-8 w-8"
          title="Reset to not started"
          aria-label={`Reset ${skill.name} to not started`}
          onClick={() => progress.mutate({ kind: 'skill', id: skill.id, status: 'not_started' })}
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
        </Button>
      ) : null}
    </div>
  );
}
