import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Component as ReactComponent,
  type ReactNode,
} from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { PAGES, type PageName } from '../../shared/pages.ts';
import { paths } from '../config/paths.ts';
import { ErrorScreen } from './routes/error-screen.tsx';
import { AppLayout } from './routes/layout.tsx';

/**
 * A page loaded on demand (every route file exports `Component`). Once its module is here
 * (preloaded before the first render, or after its first lazy render) it renders directly: the first
 * render of the page the browser opened never suspends, so nothing already painted is hidden and
 * shown again (docs/decisions.md S46).
 */
interface Page {
  loaded: ComponentType | undefined;
  Lazy: LazyExoticComponent<ComponentType>;
  preload(): Promise<void>;
}

function page(load: () => Promise<{ Component: ComponentType }>): Page {
  const entry: Page = {
    loaded: undefined,
    Lazy: lazy(async () => {
      await entry.preload();
      return { default: entry.loaded as ComponentType };
    }),
    async preload() {
      entry.loaded ??= (await load()).Component;
    },
  };
  return entry;
}

function PageView({ page }: { page: Page }) {
  const { loaded: Loaded, Lazy } = page;
  return Loaded ? <Loaded /> : <Lazy />;
}

/**
 * Each page's module, loaded on demand. Written out, not globbed: Vite needs each `import()` literal,
 * and a glob made the bundler split the entry into many small chunks (about 7 KB gzip more before
 * every first paint, docs/decisions.md S46). The type makes it name every page of the table, and no
 * other.
 */
const modules: Record<PageName, () => Promise<{ Component: ComponentType }>> = {
  onboarding: () => import('./routes/onboarding.tsx'),
  'career-discovery': () => import('./routes/career-discovery.tsx'),
  'sign-in': () => import('./routes/sign-in.tsx'),
  'sign-up': () => import('./routes/sign-up.tsx'),
  'forgot-password': () => import('./routes/forgot-password.tsx'),
  'reset-password': () => import('./routes/reset-password.tsx'),
  'verify-email': () => import('./routes/verify-email.tsx'),
  occupation: () => import('./routes/occupation.tsx'),
  dashboard: () => import('./routes/dashboard.tsx'),
  skills: () => import('./routes/skills.tsx'),
  projects: () => import('./routes/projects.tsx'),
  resume: () => import('./routes/resume.tsx'),
  'local-market': () => import('./routes/local-market.tsx'),
  postings: () => import('./routes/postings.tsx'),
  posting: () => import('./routes/posting.tsx'),
  applications: () => import('./routes/applications.tsx'),
  profile: () => import('./routes/profile.tsx'),
};

/** Each page of the table with its loader (docs/product.md §2 Route table). */
const PAGE_VIEWS = PAGES.map((entry) => {
  return { ...entry, view: page(modules[entry.name]) };
});

/** Loads the module of the page at `pathname` (if it is one), for a first render that has it. */
export async function preloadPage(pathname: string): Promise<void> {
  await PAGE_VIEWS.find(({ path }) => matchPath(path, pathname))?.view.preload();
}

/** docs/product.md §8 + D18: an error while showing a page shows the error screen, not a blank page. */
export class ErrorBoundary extends ReactComponent<
  { children: ReactNode; resetKey: string },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidUpdate(previous: { resetKey: string }) {
    // another page is another chance
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** docs/product.md §2 Route table. Pages load on demand so each route ships only its own code. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Routes>
        {PAGE_VIEWS.filter((p) => !p.layout).map(({ name, path, view }) => (
          <Route key={name} path={path} element={<PageView page={view} />} />
        ))}
        <Route path={paths.home} element={<AppLayout />}>
          <Route index element={<Navigate to={paths.dashboard} replace />} />
          {PAGE_VIEWS.filter((p) => p.layout).map(({ name, path, view }) => (
            <Route key={name} path={path} element={<PageView page={view} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    </ErrorBoundary>
  );
}
