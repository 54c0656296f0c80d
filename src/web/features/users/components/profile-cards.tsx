import { Award, Crown, Mail, Settings, Sparkles, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { toolName } from '../../../../shared/tool-names.ts';
import type { User } from '../../../../shared/user.schema.ts';
import { useAiLive } from '../../../api/ai-live.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeading, CardTitle } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatDate } from '../../../lib/format.ts';

/** docs/product.md §2 Profile Achievement Progress targets; the values are the user's real counts (docs/decisions.md D10). */
const TARGETS = { skills: 10, projects: 5, streak: 30 } as const;

/** "AI" only when a model does the work (docs/decisions.md D17, S92). */
const premiumFeatures = (aiLive: boolean) => [
  `${toolName('projectGenerator', aiLive)} with starter code`,
  `${toolName('resumeGenerator', aiLive)} and PDF download`,
  `${toolName('interviewCoach', aiLive)} with scored answers`,
  'Custom project generator and priority support',
];

/**
 * docs/product.md §2 Profile: who the user is, their plan, and the account's buttons (`children`:
 * sign-up, sign-in, sign-out), with an optional note below them (`note`: the email's confirmation).
 */
export function AccountCard({
  user,
  onSettings,
  onAchievements,
  children,
  note,
}: {
  user: User;
  onSettings: () => void;
  onAchievements: () => void;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Card>
      <CardTitle className="mb-4">Account</CardTitle>
      <dl className="space-y-3 text-sm">
        <div className="flex items-center gap-2">
          <UserRound className="h-4 w-4 text-slate-600 dark:text-slate-400" aria-hidden />
          <dt className="sr-only">Name</dt>
          <dd className="font-medium">{user.name}</dd>
          <dd>
            <Badge variant={user.isPremium ? 'premium' : 'secondary'}>
              {user.isPremium ? (
                <>
                  <Crown className="h-3 w-3" aria-hidden /> Premium
                </>
              ) : (
                'Free'
              )}
            </Badge>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Mail className="h-4 w-4 text-slate-600 dark:text-slate-400" aria-hidden />
          <dt className="sr-only">Email</dt>
          <dd>{user.email ?? 'Guest: no account yet'}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500 dark:text-slate-400">Joined</dt>
          <dd>{formatDate(user.joinedAt)}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="outline" onClick={onSettings}>
          <Settings className="h-4 w-4" aria-hidden /> Account Settings
        </Button>
        <Button variant="outline" onClick={onAchievements}>
          <Award className="h-4 w-4" aria-hidden /> Achievements
        </Button>
        {children}
      </div>
      {note}
      {user.isGuest ? (
        <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
          You are using Waymark as a guest. Create an account to keep your progress and use it on other
          devices; signing out as a guest starts over.
        </p>
      ) : null}
    </Card>
  );
}

/** Skills, projects and streak against the profile's targets, with the user's real counts. */
export function AchievementProgressCard({
  user,
  skillsDone,
  projectsDone,
}: {
  user: User;
  skillsDone: number;
  projectsDone: number;
}) {
  const progress = [
    { label: 'Skills mastered', value: skillsDone, max: TARGETS.skills },
    { label: 'Projects completed', value: projectsDone, max: TARGETS.projects },
    { label: 'Learning streak', value: user.learningStreak, max: TARGETS.streak, unit: ' days' },
  ];
  return (
    <Card>
      <CardTitle className="mb-4">Achievement Progress</CardTitle>
      <ul className="space-y-3">
        {progress.map((p) => (
          <li key={p.label}>
            <div className="mb-1 flex justify-between text-sm">
              <span>{p.label}</span>
              <span>
                {Math.min(p.value, p.max)}/{p.max}
                {p.unit ?? ''}
              </span>
            </div>
            <ProgressBar value={Math.min(p.value, p.max)} max={p.max} label={p.label} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** What Premium brings, lit when the user has it. */
export function PremiumFeaturesCard({ isPremium }: { isPremium: boolean }) {
  const aiLive = useAiLive();
  return (
    <Card>
      <CardHeading icon={Sparkles} iconClassName="text-amber-500" className="mb-3">
        Premium Features
      </CardHeading>
      <ul className="space-y-2 text-sm">
        {premiumFeatures(aiLive).map((f) => (
          <li key={f} className="flex items-center gap-2">
            <Crown className={`h-4 w-4 ${isPremium ? 'text-amber-500' : 'text-slate-400'}`} aria-hidden />
            {f}
          </li>
        ))}
      </ul>
    </Card>
  );
}
