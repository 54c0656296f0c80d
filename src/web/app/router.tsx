import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { ErrorScreen } from './routes/error-screen.tsx';
import { AppLayout } from './routes/layout.tsx';

/** docs/product.md §2 Route table. Pages load on demand so each route ships only its own code. */
export const router = createBrowserRouter([
  {
    errorElement: <ErrorScreen />,
    children: [
      { path: paths.onboarding, lazy: () => import('./routes/onboarding.tsx') },
      { path: paths.careerDiscovery, lazy: () => import('./routes/career-discovery.tsx') },
      { path: paths.signIn, lazy: () => import('./routes/sign-in.tsx') },
      { path: paths.signUp, lazy: () => import('./routes/sign-up.tsx') },
      { path: paths.occupation, lazy: () => import('./routes/occupation.tsx') },
      {
        path: paths.home,
        element: <AppLayout />,
        children: [
          { index: true, element: <Navigate to={paths.dashboard} replace /> },
          { path: paths.dashboard, lazy: () => import('./routes/dashboard.tsx') },
          { path: paths.skills, lazy: () => import('./routes/skills.tsx') },
          { path: paths.projects, lazy: () => import('./routes/projects.tsx') },
          { path: paths.resume, lazy: () => import('./routes/resume.tsx') },
          { path: paths.profile, lazy: () => import('./routes/profile.tsx') },
          { path: paths.localMarket, lazy: () => import('./routes/local-market.tsx') },
          { path: paths.applications, lazy: () => import('./routes/applications.tsx') },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
