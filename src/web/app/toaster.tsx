import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import type { User } from '../../shared/user.schema.ts';
import { queryKeys } from '../api/query-keys.ts';
import { toasterMounted } from '../lib/toast.ts';

/**
 * Where toasts stand (docs/decisions.md S91): at the bottom, centred, raised above the row of the
 * chat launcher (bottom right) and the page's end, so they never cover the top bar's navigation or a
 * fixed control. Sonner stretches them across a phone's width below 600 px.
 */
const OFFSET = { bottom: 80 } as const;
const MOBILE_OFFSET = { bottom: 80, left: 16, right: 16 } as const;

/** The app's toasts, in the user's theme; loaded after the first paint (docs/decisions.md S46). */
export function AppToaster() {
  // the theme of the user the page already read; the toaster never asks for it itself
  const me = useQuery<User>({ queryKey: queryKeys.me, enabled: false });
  const dark = me.data?.darkMode ?? true;
  // runs after sonner's own effect has subscribed the Toaster
  useEffect(toasterMounted, []);
  return (
    <Toaster
      position="bottom-center"
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      theme={dark ? 'dark' : 'light'}
      richColors
      closeButton
    />
  );
}
