import { AuthForm } from '../../features/auth/components/auth-form.tsx';

export function Component() {
  return <AuthForm mode="sign-in" />;
}
