import { Award } from 'lucide-react';
import type { User } from '../../../../shared/user.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';

/** docs/decisions.md D10: the badges show real counts against these targets */
const RESOURCE_TARGET = 10;
const PROJECT_TARGET = 2;

/** docs/product.md §2 Dashboard "Your Achievements": a few badges, with counts toward them. */
export function AchievementBadgesCard({
  user,
  resourcesDone,
  projectsDone,
}: {
  user: User;
  resourcesDone: number;
  projectsDone: number;
}) {
  const firstSkill = user.achievements.find((a) => a.id === 'first-skill');
  return (
    <Card>
      <CardHeading icon={Award} iconClassName="text-amber-500" className="mb-3">
        Your Achievements
      </CardHeading>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Badge variant={firstSkill?.isUnlocked ? 'success' : 'outline'}>
            First Skill Started{firstSkill?.isUnlocked ? '' : ' (locked)'}
          </Badge>
        </li>
        <li>
          <Badge variant={resourcesDone >= RESOURCE_TARGET ? 'success' : 'secondary'}>
            {Math.min(resourcesDone, RESOURCE_TARGET)}/{RESOURCE_TARGET} Resources Completed
          </Badge>
        </li>
        <li>
          <Badge variant={projectsDone >= PROJECT_TARGET ? 'success' : 'secondary'}>
            {Math.min(projectsDone, PROJECT_TARGET)}/{PROJECT_TARGET} Projects Completed
          </Badge>
        </li>
        {user.location ? (
          <li>
            <Badge variant="success">Location Added</Badge>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
