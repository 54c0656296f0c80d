import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { Tooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import type { Goal } from '../../shared/goal.schema.ts';
import type { About, User } from '../../shared/user.schema.ts';
import { queryKeys } from '../api/query-keys.ts';
import { AppToaster } from '../app/toaster.tsx';
import { preloadDialog } from '../components/ui/dialog.tsx';

// tests see dialogs as a user does once the page has loaded: Radix is there when a dialog opens
await preloadDialog();

/** One request the component made, as the fake server saw it. */
export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** What the fake server answers: a JSON body with a status, or any Response (e.g. a stream). */
export type FakeAnswer = Response | { status?: number; json?: unknown };

/**
 * Replaces `fetch` with a fake server: `answer` decides each reply, and every request is kept so
 * a test can assert exactly what the user's action asked for. Unknown calls get a 404.
 */
export function fakeApi(
  answer: (request: FakeRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>,
) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null),
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const reply = (await answer(request)) ?? {
      status: 404,
      json: { error: { code: 'not_found', message: `No fake answer for ${request.method} ${request.path}` } },
    };
    if (reply instanceof Response) return reply;
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.json ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    requests,
    /** The requests that change something (everything but GET). */
    writes: () =>
      requests.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body })),
  };
}

/**
 * Renders `ui` as the app does (query client, tooltips, toasts), with the cache already holding
 * the current user and goal so nothing is fetched before the test acts.
 */
/** What About answers on a server with no AI provider, the default (docs/product.md §2 Layout). */
export const LOCAL_ABOUT: About = {
  version: 'test',
  ai: 'local',
  provider: null,
  model: null,
  db: 'pglite',
  mail: false,
};

export function renderWithApp(
  ui: ReactElement,
  {
    me,
    goal,
    about = LOCAL_ABOUT,
  }: { me?: User; goal?: Goal | null /** null: asked of the fake server */; about?: About | null } = {},
) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  if (me) client.setQueryData(queryKeys.me, me);
  if (goal !== undefined) client.setQueryData(queryKeys.goal, { goal });
  if (about) client.setQueryData(queryKeys.about, about);
  // a wrapper, not a parent element, so rerender() keeps the providers
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Tooltip.Provider>
        {children}
        <AppToaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { client, ...result };
}

// Vitest runs without globals, so Testing Library cannot clean up on its own.
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
});
