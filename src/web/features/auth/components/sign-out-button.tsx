import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSignOut } from '../api/auth.ts';

/** docs/product.md §4 "Sign Out clears the user"; docs/decisions.md D3: the session ends on the server, the next visit is a new guest. */
export function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, { onSuccess: () => navigate(paths.onboarding), onError: notifyError })
      }
    >
      <LogOut className="h-4 w-4" aria-hidden />
      Sign Out
    </Button>
  );
}
