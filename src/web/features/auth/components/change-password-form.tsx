import { type FormEvent, useState } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/auth.ts';

/** docs/decisions.md D16: an account holder changes the password from Account Settings. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changePassword = useChangePassword();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      toast.success('Password changed');
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form
      className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={changePassword.isPending || !currentPassword || !newPassword}>
        Change password
      </Button>
    </form>
  );
}
