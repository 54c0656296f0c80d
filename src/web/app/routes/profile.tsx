import { Crown, Mail, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { XP_PER_LEVEL, xpIntoLevel } from '../../../shared/levels.ts';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { SignOutButton } from '../../features/auth/components/sign-out-button.tsx';
import { SubscriptionCard } from '../../features/user/components/subscription-card.tsx';
import { formatDate } from '../../lib/format.ts';

export function Component() {
  const me = useMe();
  const user = me.data;
  if (!user) return <Spinner label="Loading your profile..." />;
  return (
    <>
      <PageHeader title="Profile" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardTitle className="mb-4">Account</CardTitle>
          <dl className="space-y-3 text-sm">
            <div className="flex items-center gap-2">
              <UserRound className="h-4 w-4 text-slate-500" aria-hidden />
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
              <Mail className="h-4 w-4 text-slate-500" aria-hidden />
              <dt className="sr-only">Email</dt>
              <dd>{user.email ?? 'Guest: no account yet'}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-500 dark:text-slate-400">Joined</dt>
              <dd>{formatDate(user.joinedAt)}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
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
        <Card>
          <CardTitle className="mb-4">Level</CardTitle>
          <p className="text-3xl font-bold">Level {user.level}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {user.xp} XP · {user.xpToNextLevel} XP to next level
          </p>
          <div
            className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            role="progressbar"
            aria-label="Progress to next level"
            aria-valuemin={0}
            aria-valuemax={XP_PER_LEVEL}
            aria-valuenow={xpIntoLevel(user.xp)}
          >
            <div
              className="h-full bg-teal-500"
              style={{ width: `${(xpIntoLevel(user.xp) / XP_PER_LEVEL) * 100}%` }}
            />
          </div>
        </Card>
        <SubscriptionCard />
      </div>
    </>
  );
}
