import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Component as ReactComponent,
  type ReactNode,
} from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { PAGES } from '../../shared/pages.ts';
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

/** The route modules, one per page of the table (src/web/app/routes/<name>.tsx), loaded on demand. */
const modules = import.meta.glob<{ Component: ComponentType }>([
  './routes/*.tsx',
  '!./routes/layout.tsx',
  '!./routes/error-screen.tsx',
]);

/** Each page of the table with its loader (docs/product.md §2 Route table). */
const PAGE_VIEWS = PAGES.map((entry) => {
  const load = modules[`./routes/${entry.name}.tsx`];
  if (!load) throw new Error(`No route module for the page ${entry.name}`);
  return { ...entry, view: page(load) };
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
