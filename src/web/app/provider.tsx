import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '../api/client.ts';
import { defaultStaleTime, seedQueryCache } from '../api/seed.ts';
import { useThemeSync } from '../features/users/components/theme-toggle.tsx';

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
  // the answers the server embedded in the page (docs/decisions.md S45)
  seedQueryCache(queryClient);
  return queryClient;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={300}>
        <ThemeSync />
        {children}
        <Toaster position="top-center" richColors closeButton />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
