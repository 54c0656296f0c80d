import { useState } from 'react';
import { useLocation } from 'react-router';
import type { User } from '../../../../shared/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useResendVerification } from '../api/recovery.ts';

/** The email a confirmation link waits for: a new email of a confirmed account, else its own (S66, S96). */
export function emailAwaitingLink(user: Pick<User, 'email' | 'emailVerified' | 'pendingEmail'>) {
  if (!user.email) return null;
  if (user.emailVerified) return user.pendingEmail;
  return user.email;
}

/**
 * docs/decisions.md S66, S96: an account's email counts as its own once the mailed link is opened.
 * Shown only when the server sends mail; without it there is no link to wait for.
 */
export function EmailConfirmationNote({
  user,
  onDismiss,
}: {
  user: Pick<User, 'email' | 'emailVerified' | 'pendingEmail'>;
  onDismiss?: () => void;
}) {
  const resend = useResendVerification();
  const waiting = emailAwaitingLink(user);
  if (!waiting) return null;
  const isChange = user.emailVerified;
  return (
    <div
      role="note"
      className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900 dark:bg-teal-950/50 dark:text-teal-200"
    >
      <p>
        {isChange
          ? `We sent a link to ${waiting} to confirm your new email. Until you open it, you sign in with ${user.email}. The link works for 45 minutes.`
          : `We sent a link to ${waiting} to confirm it is yours. Once it is confirmed, you can always reset your password by email. The link works for 45 minutes.`}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending…' : 'Send a new link'}
        </Button>
        {onDismiss ? (
          <Button variant="ghost" onClick={onDismiss}>
            Hide until next visit
          </Button>
        ) : null}
        {resend.isSuccess ? <span role="status">{resend.data.message}</span> : null}
        {resend.isError ? <span role="alert">{errorMessage(resend.error)}</span> : null}
      </div>
    </div>
  );
}

const HIDDEN_KEY = 'waymark.email-banner-hidden';

/**
 * The same note on every page of the app until the email is confirmed (issue 26), except the
 * Profile, which shows it in its Account card; hidden for the rest of the browser session on request.
 */
export function EmailConfirmationBanner({
  user,
  mail,
}: {
  user: Pick<User, 'email' | 'emailVerified' | 'pendingEmail'>;
  /** Whether the server sends mail (`/api/about`): without it there is no link to wait for. */
  mail: boolean;
}) {
  const { pathname } = useLocation();
  const waiting = emailAwaitingLink(user);
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDDEN_KEY) === waiting);
  if (!waiting || !mail || hidden || pathname === paths.profile) return null;
  return (
    <div className="mb-6">
      <EmailConfirmationNote
        user={user}
        onDismiss={() => {
          sessionStorage.setItem(HIDDEN_KEY, waiting);
          setHidden(true);
        }}
      />
    </div>
  );
}
