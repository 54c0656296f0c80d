import { type FormEvent, type ReactNode, useState } from 'react';
import { LOCATION_MAX } from '../../../../shared/constants.ts';
import type { User } from '../../../../shared/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetLocation, useUpdateAccount } from '../api/account.ts';

function locationText(user: User) {
  if (!user.location) return '';
  return [user.location.city, user.location.state, user.location.country].join(', ');
}

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-red-600 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

/** docs/decisions.md D16 Account Settings: name, email and location; the page adds the password form. */
export function AccountSettingsDialog({
  user,
  open,
  onOpenChange,
  children,
}: {
  user: User;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  /** More sections composed in by the page, e.g. the password form of the auth feature. */
  children?: ReactNode;
}) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [currentPassword, setCurrentPassword] = useState('');
  // a new email needs the current password (a borrowed session must not take the account over)
  const emailChanged = !user.isGuest && email.trim().toLowerCase() !== (user.email ?? '');
  const [location, setLocationText] = useState(locationText(user));
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const updateAccount = useUpdateAccount();
  const saveLocation = useSetLocation();

  async function run(key: string, work: () => Promise<unknown>, done: string) {
    setErrors((e) => ({ ...e, [key]: null }));
    try {
      await work();
      toast.success(done);
    } catch (error) {
      setErrors((e) => ({ ...e, [key]: errorMessage(error) }));
    }
  }

  const submit = (handler: () => void) => (event: FormEvent) => {
    event.preventDefault();
    handler();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Account Settings">
      <div className="space-y-6">
        <form
          className="space-y-3"
          onSubmit={submit(() =>
            run(
              'account',
              async () => {
                await updateAccount.mutateAsync(emailChanged ? { name, email, currentPassword } : { name });
                setCurrentPassword('');
              },
              'Account details saved',
            ),
          )}
        >
          <Field label="Name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
          {user.isGuest ? null : (
            <Field label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
          {emailChanged ? (
            <Field
              label="Confirm with your password"
              type="password"
              autoComplete="current-password"
              hint="Your current password is needed to change your email."
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
            />
          ) : null}
          <FormError message={errors.account ?? null} />
          <Button
            type="submit"
            size="sm"
            disabled={
              updateAccount.isPending || name.trim() === '' || (emailChanged && currentPassword === '')
            }
          >
            Save details
          </Button>
        </form>

        <form
          className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800"
          onSubmit={submit(() =>
            run(
              'location',
              () => saveLocation.mutateAsync(location.trim() ? location : null),
              'Location saved',
            ),
          )}
        >
          <Field
            label="Location"
            placeholder="city, state, country"
            hint='For local jobs and market data, e.g. "Austin, TX, US". Leave empty to remove it.'
            maxLength={LOCATION_MAX}
            value={location}
            onChange={(e) => setLocationText(e.target.value)}
          />
          <FormError message={errors.location ?? null} />
          <Button type="submit" size="sm" disabled={saveLocation.isPending}>
            Save location
          </Button>
        </form>

        {children}
      </div>
    </Dialog>
  );
}
