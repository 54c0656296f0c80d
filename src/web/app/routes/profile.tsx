import { useState } from 'react';
import { roadmapStats } from '../../../shared/progress.ts';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AccountLinks } from '../../features/auth/components/account-links.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import {
  EmailConfirmationNote,
  emailAwaitingLink,
} from '../../features/auth/components/email-confirmation-note.tsx';
import { useGoal } from '../../features/careers/api/goal.ts';
import { RoadmapExportCard } from '../../features/careers/components/roadmap-export-card.tsx';
import { useApplications } from '../../features/market/api/applications.ts';
import { ApplicationStatsCard } from '../../features/market/components/application-summaries.tsx';
import { XpHistoryChart } from '../../features/progress/components/xp-history-chart.tsx';
import { useAbout } from '../../features/system/api/about.ts';
import { AccountSettingsDialog } from '../../features/users/components/account-settings-dialog.tsx';
import { AchievementsDialog } from '../../features/users/components/achievements-dialog.tsx';
import { LevelCard } from '../../features/users/components/level-card.tsx';
import {
  AccountCard,
  AchievementProgressCard,
  PremiumFeaturesCard,
} from '../../features/users/components/profile-cards.tsx';
import { SubscriptionCard } from '../../features/users/components/subscription-card.tsx';

/** docs/product.md §2 Profile: the account, level and progress, plan, applications, XP history and export. */
export function Component() {
  const me = useMe();
  const goalQuery = useGoal();
  const applications = useApplications();
  const about = useAbout(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [achievementsOpen, setAchievementsOpen] = useState(false);
  const user = me.data;
  if (!user) return <Spinner label="Loading your profile..." />;
  const stats = goalQuery.data?.goal ? roadmapStats(goalQuery.data.goal) : null;

  return (
    <>
      <PageHeader title="Profile" />
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountCard
          user={user}
          onSettings={() => setSettingsOpen(true)}
          onAchievements={() => setAchievementsOpen(true)}
          note={
            // docs/decisions.md S66, S96: a confirmation link is on its way only when the server sends mail
            about.data?.mail && emailAwaitingLink(user) ? (
              <div className="mt-4">
                <EmailConfirmationNote user={user} />
              </div>
            ) : null
          }
        >
          <AccountLinks isGuest={user.isGuest} />
        </AccountCard>
        <div className="space-y-6">
          <LevelCard />
          <AchievementProgressCard
            user={user}
            skillsDone={stats?.skills.done ?? 0}
            projectsDone={stats?.projects.done ?? 0}
          />
        </div>
        <SubscriptionCard />
        <PremiumFeaturesCard isPremium={user.isPremium} />
        {applications.data ? (
          <ApplicationStatsCard applications={applications.data} className="lg:col-span-2" />
        ) : null}
        <div className="lg:col-span-2">
          <XpHistoryChart />
        </div>
        {stats ? <RoadmapExportCard /> : null}
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
