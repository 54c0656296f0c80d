import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Component as ReactComponent,
  type ReactNode,
} from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
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

const Onboarding = page(() => import('./routes/onboarding.tsx'));
const CareerDiscovery = page(() => import('./routes/career-discovery.tsx'));
const SignIn = page(() => import('./routes/sign-in.tsx'));
const SignUp = page(() => import('./routes/sign-up.tsx'));
const ForgotPassword = page(() => import('./routes/forgot-password.tsx'));
const ResetPassword = page(() => import('./routes/reset-password.tsx'));
const VerifyEmail = page(() => import('./routes/verify-email.tsx'));
const Occupation = page(() => import('./routes/occupation.tsx'));
const Dashboard = page(() => import('./routes/dashboard.tsx'));
const Skills = page(() => import('./routes/skills.tsx'));
const Projects = page(() => import('./routes/projects.tsx'));
const Resume = page(() => import('./routes/resume.tsx'));
const Profile = page(() => import('./routes/profile.tsx'));
const LocalMarket = page(() => import('./routes/local-market.tsx'));
const Applications = page(() => import('./routes/applications.tsx'));

/** Each page with its path (docs/product.md §2 Route table). */
const PAGES: ReadonlyArray<readonly [string, Page]> = [
  [paths.onboarding, Onboarding],
  [paths.careerDiscovery, CareerDiscovery],
  [paths.signIn, SignIn],
  [paths.signUp, SignUp],
  [paths.forgotPassword, ForgotPassword],
  [paths.resetPassword, ResetPassword],
  [paths.verifyEmail, VerifyEmail],
  [paths.occupation, Occupation],
  [paths.dashboard, Dashboard],
  [paths.skills, Skills],
  [paths.projects, Projects],
  [paths.resume, Resume],
  [paths.profile, Profile],
  [paths.localMarket, LocalMarket],
  [paths.applications, Applications],
];

/** Loads the module of the page at `pathname` (if it is one), for a first render that has it. */
export async function preloadPage(pathname: string): Promise<void> {
  await PAGES.find(([path]) => matchPath(path, pathname))?.[1].preload();
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
        <Route path={paths.onboarding} element={<PageView page={Onboarding} />} />
        <Route path={paths.careerDiscovery} element={<PageView page={CareerDiscovery} />} />
        <Route path={paths.signIn} element={<PageView page={SignIn} />} />
        <Route path={paths.signUp} element={<PageView page={SignUp} />} />
        <Route path={paths.forgotPassword} element={<PageView page={ForgotPassword} />} />
        <Route path={paths.resetPassword} element={<PageView page={ResetPassword} />} />
        <Route path={paths.verifyEmail} element={<PageView page={VerifyEmail} />} />
        <Route path={paths.occupation} element={<PageView page={Occupation} />} />
        <Route path={paths.home} element={<AppLayout />}>
          <Route index element={<Navigate to={paths.dashboard} replace />} />
          <Route path={paths.dashboard} element={<PageView page={Dashboard} />} />
          <Route path={paths.skills} element={<PageView page={Skills} />} />
          <Route path={paths.projects} element={<PageView page={Projects} />} />
          <Route path={paths.resume} element={<PageView page={Resume} />} />
          <Route path={paths.profile} element={<PageView page={Profile} />} />
          <Route path={paths.localMarket} element={<PageView page={LocalMarket} />} />
          <Route path={paths.applications} element={<PageView page={Applications} />} />
        </Route>
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    </ErrorBoundary>
  );
}
