/** Every client-side URL in one place (docs/product.md §2 Route table). */
export const paths = {
  home: '/',
  onboarding: '/onboarding',
  careerDiscovery: '/career-discovery',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  skills: '/skills',
  projects: '/projects',
  resume: '/resume',
  localMarket: '/local-market',
  applications: '/applications',
  profile: '/profile',
  occupation: '/occupations/:code',
} as const;

export const occupationPath = (code: string) => `/occupations/${encodeURIComponent(code)}`;

/** A skill of the roadmap, its details open (docs/product.md §2 Skills). */
export const skillPath = (id: string) => `/skills?skill=${encodeURIComponent(id)}`;

/** The study plan section of the Skills page. */
export const studyPlanPath = '/skills#study-plan';

/** docs/product.md §2 Layout: navigation in this order. */
export const NAV_ITEMS = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.skills, label: 'Skills' },
  { to: paths.projects, label: 'Projects' },
  { to: paths.resume, label: 'Resume' },
  { to: paths.localMarket, label: 'Local Market' },
  { to: paths.applications, label: 'Applications' },
  { to: paths.profile, label: 'Profile' },
] as const;
