import { Award, Crown, Download, Mail, Settings, Sparkles, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { roadmapStats } from '../../../shared/progress.ts';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardHeading, CardTitle } from '../../components/ui/card.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { SignOutButton } from '../../features/auth/components/sign-out-button.tsx';
import { useGoal } from '../../features/careers/api/goal.ts';
import { useApplications } from '../../features/market/api/applications.ts';
import { ApplicationStatsCard } from '../../features/market/components/application-summaries.tsx';
import { XpHistoryChart } from '../../features/progress/components/xp-history-chart.tsx';
import { AccountSettingsDialog } from '../../features/users/components/account-settings-dialog.tsx';
import { AchievementsDialog } from '../../features/users/components/achievements-dialog.tsx';
import { LevelCard } from '../../features/users/components/level-card.tsx';
import { SubscriptionCard } from '../../features/users/components/subscription-card.tsx';
import { formatDate } from '../../lib/format.ts';

/** docs/product.md §2 Profile Achievement Progress targets; the values are the user's real counts (docs/decisions.md D10). */
const TARGETS = { skills: 10, projects: 5, streak: 30 } as const;

const PREMIUM_FEATURES = [
  'AI Project Generator with starter code',
  'AI Resume Generator and PDF download',
  'AI Interview Coach with scored answers',
  'Custom project generator and priority support',
];

export function Component() {
  const me = useMe();
  const goalQuery = useGoal();
  const applications = useApplications();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [achievementsOpen, setAchievementsOpen] = useState(false);
  const user = me.data;
  if (!user) return <Spinner label="Loading your profile..." />;
  const stats = goalQuery.data?.goal ? roadmapStats(goalQuery.data.goal) : null;
  const progress = [
    { label: 'Skills mastered', value: stats?.skills.done ?? 0, max: TARGETS.skills },
    { label: 'Projects completed', value: stats?.projects.done ?? 0, max: TARGETS.projects },
    { label: 'Learning streak', value: user.learningStreak, max: TARGETS.streak, unit: ' days' },
  ];

  return (
    <>
      <PageHeader title="Profile" />
      <div className="grid gap-6 lg:grid-cols-2">
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
            <Button variant="outline" onClick={() => setSettingsOpen(true)}>
              <Settings className="h-4 w-4" aria-hidden /> Account Settings
            </Button>
            <Button variant="outline" onClick={() => setAchievementsOpen(true)}>
              <Award className="h-4 w-4" aria-hidden /> Achievements
            </Button>
            {user.isGuest ? (
              <>
                <Link to={paths.signUp} className={buttonClasses('primary')}>
                  Create account
                </Link>
                <Link to={paths.signIn} className={buttonClasses('outline')}>
                  Sign in
                </Link>
              </>
            ) : null}
            <SignOutButton />
          </div>
          {user.isGuest ? (
            <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
              You are using Waymark as a guest. Create an account to keep your progress and use it on other
              devices; signing out as a guest starts over.
            </p>
          ) : null}
        </Card>

        <div className="space-y-6">
          <LevelCard />
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
        </div>

        <SubscriptionCard />

        <Card>
          <CardHeading icon={Sparkles} iconClassName="text-amber-500" className="mb-3">
            Premium Features
          </CardHeading>
          <ul className="space-y-2 text-sm">
            {PREMIUM_FEATURES.map((f) => (
              <li key={f} className="flex items-center gap-2">
                <Crown
                  className={`h-4 w-4 ${user.isPremium ? 'text-amber-500' : 'text-slate-400'}`}
                  aria-hidden
                />
                {f}
              </li>
            ))}
          </ul>
        </Card>

        {applications.data ? (
          <ApplicationStatsCard applications={applications.data} className="lg:col-span-2" />
        ) : null}

        <div className="lg:col-span-2">
          <XpHistoryChart />
        </div>

        {stats ? (
          <Card className="lg:col-span-2">
            <CardTitle className="mb-1">Export your roadmap</CardTitle>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
              Your goal, skills, resources, projects and progress, to keep or share.
            </p>
            <div className="flex flex-wrap gap-3">
              <a href="/api/me/export?format=markdown" download className={buttonClasses('outline', 'sm')}>
                <Download className="h-4 w-4" aria-hidden /> Markdown checklist
              </a>
              <a href="/api/me/export?format=json" download className={buttonClasses('outline', 'sm')}>
                <Download className="h-4 w-4" aria-hidden /> JSON
              </a>
            </div>
          </Card>
        ) : null}
      </div>
      {settingsOpen ? (
        <AccountSettingsDialog user={user} open onOpenChange={setSettingsOpen}>
          {user.isGuest ? null : <ChangePasswordForm />}
        </AccountSettingsDialog>
      ) : null}
      <AchievementsDialog
        achievements={user.achievements}
        open={achievementsOpen}
        onOpenChange={setAchievementsOpen}
      />
    </>
  );
}
