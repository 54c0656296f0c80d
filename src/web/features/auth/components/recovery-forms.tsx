import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useCompleteReset, useRequestReset, useVerifyEmail } from '../api/recovery.ts';

function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-12">
      <Card>
        <h1 className="mb-1 text-2xl font-bold">{title}</h1>
        <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{intro}</p>
        {children}
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          <Link to={paths.signIn} className="font-medium text-teal-700 underline dark:text-teal-400">
            Sign in
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

function Status({ kind, children }: { kind: 'ok' | 'error'; children: ReactNode }) {
  return kind === 'ok' ? (
    <p
      role="status"
      className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900 dark:bg-teal-950/50 dark:text-teal-200"
    >
      {children}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
    >
      {children}
    </p>
  );
}

/** "Forgot password?": asks for the email; the answer is the same whether an account has it (S59). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const request = useRequestReset();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      setNotice({ kind: 'ok', text: (await request.mutateAsync(email)).message });
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
    }
  }

  return (
    <Page
      title="Forgot your password?"
      intro="Enter the email of your account. We will send you a link to choose a new password."
    >
      <form onSubmit={handleSubmit} className="space-y-4" noValidate>
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {notice ? <Status kind={notice.kind}>{notice.text}</Status> : null}
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Please wait…' : 'Send reset link'}
        </Button>
      </form>
    </Page>
  );
}

/** The page a reset link opens: a new password, once. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const complete = useCompleteReset();
  const done = notice?.kind === 'ok';

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    try {
      setNotice({ kind: 'ok', text: (await complete.mutateAsync({ token, password })).message });
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
    }
  }

  return (
    <Page title="Choose a new password" intro="Every device signed in to your account will be signed out.">
      {done ? (
        <Status kind="ok">{notice.text}</Status>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-4" noValidate>
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            maxLength={PASSWORD_MAX}
            hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters; a passphrase works well.`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {notice ? <Status kind={notice.kind}>{notice.text}</Status> : null}
          <Button type="submit" className="w-full" disabled={complete.isPending}>
            {complete.isPending ? 'Please wait…' : 'Save new password'}
          </Button>
        </form>
      )}
    </Page>
  );
}

/** The page a verification link opens: confirms the email once, and says so. */
export function VerifyEmailNotice() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <Page
      title="Confirm your email"
      intro="Confirming your email lets you get back into your account if you forget your password."
    >
      {verify.isSuccess ? (
        <Status kind="ok">{verify.data.message}</Status>
      ) : verify.isError ? (
        <Status kind="error">{errorMessage(verify.error)}</Status>
      ) : (
        <p role="status" className="text-sm">
          Checking your link…
        </p>
      )}
    </Page>
  );
}
