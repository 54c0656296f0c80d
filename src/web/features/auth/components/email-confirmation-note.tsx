import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { useResendVerification } from '../api/recovery.ts';

/**
 * docs/decisions.md S66: an account's email counts as its own once the mailed link is opened. Shown
 * only when the server sends mail; without it there is no link to wait for.
 */
export function EmailConfirmationNote({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div
      role="note"
      className="mt-4 rounded-lg bg-teal-50 p-3 text-sm text-teal-900 dark:bg-teal-950/50 dark:text-teal-200"
    >
      <p>
        We sent a link to {email} to confirm it is yours. Once it is confirmed, you can always reset your
        password by email. The link works for 45 minutes.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending…' : 'Send a new link'}
        </Button>
        {resend.isSuccess ? <span role="status">{resend.data.message}</span> : null}
        {resend.isError ? <span role="alert">{errorMessage(resend.error)}</span> : null}
      </div>
    </div>
  );
}
