import { Navigate, Outlet } from 'react-router';
import { useMe } from '../../api/me.ts';
import { TopBar } from '../../components/layout/top-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { AccountButton } from '../../features/auth/components/account-button.tsx';
import { EmailConfirmationBanner } from '../../features/auth/components/email-confirmation-note.tsx';
import { ChatLauncher } from '../../features/chat/components/chat-launcher.tsx';
import { useAbout } from '../../features/system/api/about.ts';
import { AboutLink } from '../../features/system/components/about-link.tsx';
import { PremiumToggle } from '../../features/users/components/premium-toggle.tsx';
import { ThemeToggle } from '../../features/users/components/theme-toggle.tsx';

/** docs/product.md §2: layout pages redirect to /onboarding until the user is onboarded. */
export function AppLayout() {
  const me = useMe();
  const about = useAbout(true);
  if (me.isError) throw me.error;
  if (!me.data) return <Spinner label="Loading Waymark..." />;
  if (!me.data.onboarded) return <Navigate to={paths.onboarding} replace />;
  return (
    <>
      <TopBar
        actions={<PremiumToggle />}
        menuActions={
          <>
            <ThemeToggle />
            <AccountButton />
          </>
        }
      />
      {/* docs/decisions.md S35, S90: About is at the end of the page at every width, and the footer's
          bottom padding keeps it and the last content clear of the fixed chat launcher. */}
      <main className="mx-auto max-w-7xl px-4 pt-24 pb-8">
        <EmailConfirmationBanner user={me.data} mail={about.data?.mail === true} />
        <Outlet />
      </main>
      <footer className="mx-auto max-w-7xl px-4 pb-20">
        <AboutLink />
      </footer>
      <ChatLauncher />
    </>
  );
}
