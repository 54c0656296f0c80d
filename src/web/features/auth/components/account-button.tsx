import { CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** Guests see "Sign in"; account holders their name, linking to Profile. */
export function AccountButton() {
  const me = useMe();
  if (!me.data) return null;
  if (me.data.isGuest) {
    return (
      <Link to={paths.signIn} className={`${buttonClasses('ghost', 'sm')} whitespace-nowrap`}>
        Sign in
      </Link>
    );
  }
  return (
    <Link to={paths.profile} className={buttonClasses('ghost', 'sm')} title="Your profile">
      <CircleUserRound className="h-4 w-4" aria-hidden />
      {/* the name is left out from 1280 to 1535 px, where the eight nav links share the bar */}
      <span className="max-w-32 truncate xl:hidden 2xl:inline">{me.data.name}</span>
    </Link>
  );
}
