/** Every client-side URL in one place (docs/product.md §2 Route table). */
export const paths = {
  home: '/',
  onboarding: '/onboarding',
  careerDiscovery: '/career-discovery',
  signIn: '/sign-in',
  signUp: '/sign-up',
  dashboard: '/dashboard',
  skills: '/skills',
  projects: '/projects',
  resume: '/resume',
  localMarket: '/local-market',
  profile: '/profile',
} as const;

/** docs/product.md §2 Layout: navigation in this order. */
export const NAV_ITEMS = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.skills, label: 'Skills' },
  { to: paths.projects, label: 'Projects' },
  { to: paths.resume, label: 'Resume' },
  { to: paths.localMarket, label: 'Local Market' },
  { to: paths.profile, label: 'Profile' },
] as const;
