import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ApiError, sendFirstRequestAlone } from '../api/client.ts';
import { defaultStaleTime, seedQueryCache } from '../api/seed.ts';
import { useThemeSync } from '../features/users/components/theme-toggle.tsx';
import { onToastWanted } from '../lib/toast.ts';

// toasts are not part of the first paint (docs/decisions.md S46)
const AppToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.AppToaster })));

function ThemeSync() {
  useThemeSync();
  return null;
}

function makeQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: defaultStaleTime,
        // a 4xx will not get better by asking again
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  // the answers the server embedded in the page (docs/decisions.md S45); with none, there may be no
  // session yet: the first request goes alone so that one guest starts, not one per request (S124)
  if (seedQueryCache(queryClient) === 0) sendFirstRequestAlone();
  return queryClient;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  // the toaster mounts once the page has painted, or when a toast is sent before that
  const [toaster, setToaster] = useState(false);
  useEffect(() => {
    const show = () => setToaster(true);
    onToastWanted(show);
    const timer = window.setTimeout(show, 1500);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      {children}
      {toaster ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
