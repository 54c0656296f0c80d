import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { SignOutButton } from './sign-out-button.tsx';

/** A guest may create an account or sign in; everyone may sign out. */
export function AccountLinks({ isGuest }: { isGuest: boolean }) {
  return (
    <>
      {isGuest ? (
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
    </>
  );
}
