import { VerifyEmailNotice } from '../../features/auth/components/recovery-forms.tsx';

export function Component() {
  return <VerifyEmailNotice />;
}
