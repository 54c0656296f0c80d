import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../shared/constants.ts';
import { DEMO_USER } from '../../../../shared/xp.ts';
import { useMe } from '../../../api/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useSignIn, useSignUp } from '../api/auth.ts';

/** What a guest has that signing in leaves behind: the roadmap, and the XP earned on it. */
function guestProgressText(xpEarned: number): string {
  return xpEarned > 0 ? `your roadmap and ${xpEarned} XP earned` : 'your roadmap';
}

/** Sign in, or sign up turning the current guest into an account (docs/decisions.md D3). */
export function AuthForm({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();
  const signUp = useSignUp();
  const navigate = useNavigate();
  const pending = signIn.isPending || signUp.isPending;
  const isSignUp = mode === 'sign-up';
  const me = useMe();
  // docs/decisions.md S31: signing in does not move a guest's progress (a chosen roadmap is
  // progress too, even before any XP); say so before it happens
  const guest = !isSignUp && me.data?.isGuest ? me.data : undefined;
  const guestXp = guest ? Math.max(0, guest.xp - DEMO_USER.xp) : 0;
  const guestProgress = guest && (guest.onboarded || guestXp > 0) ? guestProgressText(guestXp) : null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      if (isSignUp) await signUp.mutateAsync({ name, email, password });
      else await signIn.mutateAsync({ email, password });
      navigate(isSignUp ? paths.profile : paths.dashboard);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-12">
      <Card>
        <h1 className="mb-1 text-2xl font-bold">{isSignUp ? 'Create your account' : 'Sign in'}</h1>
        <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">
          {isSignUp
            ? 'Your roadmap, XP and achievements so far move into the account, so you can sign in on any device.'
            : 'Pick up your roadmap where you left it.'}
        </p>
        {guestProgress ? (
          <p
            role="note"
            className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
          >
            You have progress as a guest on this device ({guestProgress}). Signing in opens your account's own
            progress; this guest's progress is not moved into it, and this device will not open it again. To
            keep it,{' '}
            <Link to={paths.signUp} className="font-medium underline">
              create an account
            </Link>{' '}
            instead.
          </p>
        ) : null}
        <form onSubmit={handleSubmit} className="space-y-4" noValidate>
          {isSignUp ? (
            <Field
              label="Name"
              name="name"
              autoComplete="name"
              required
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          ) : null}
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            required
            minLength={isSignUp ? PASSWORD_MIN : undefined}
            maxLength={PASSWORD_MAX}
            hint={
              isSignUp ? `${PASSWORD_MIN} to ${PASSWORD_MAX} characters; a passphrase works well.` : undefined
            }
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {error ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
            >
              {error}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Please wait…' : isSignUp ? 'Create account' : 'Sign in'}
          </Button>
          {isSignUp ? null : (
            <p className="text-center text-sm">
              <Link
                to={paths.forgotPassword}
                className="font-medium text-teal-700 underline dark:text-teal-400"
              >
                Forgot password?
              </Link>
            </p>
          )}
        </form>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          {isSignUp ? 'Already have an account? ' : 'New here? '}
          <Link
            to={isSignUp ? paths.signIn : paths.signUp}
            className="font-medium text-teal-700 underline dark:text-teal-400"
          >
            {isSignUp ? 'Sign in' : 'Create an account'}
          </Link>
          {' · '}
          <Link to={paths.home} className="underline">
            Back to Waymark
          </Link>
        </p>
      </Card>
    </main>
  );
}
