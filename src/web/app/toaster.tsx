import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '../lib/toast.ts';

/** The app's toasts; loaded after the first paint (docs/decisions.md S46). */
export function AppToaster() {
  // runs after sonner's own effect has subscribed the Toaster
  useEffect(toasterMounted, []);
  return <Toaster position="top-center" richColors closeButton />;
}
