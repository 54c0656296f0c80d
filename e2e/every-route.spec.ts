import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { AppShell } from './page-models/app-shell.ts';

/**
 * Every route, at both phone widths and the common laptop width, in both themes, with a goal whose
 * title is among the longest O*NET has (docs/decisions.md S90): no page scrolls sideways, and no page
 * logs a console error or a Content-Security-Policy violation (docs/decisions.md S91). One browser
 * context walks the whole grid, so the suite stays quick.
 */
const occupations = JSON.parse(
  readFileSync(new URL('../src/server/occupations/data/occupations.json', import.meta.url), 'utf8'),
) as { occupations: Array<{ code: string; title: string }> };
/** The longest title with wages and an entry education, read from the data, never typed by hand. */
const LONG_CODE = '51-4033.00';
const longTitle = occupations.occupations.find((o) => o.code === LONG_CODE)?.title ?? '';

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

const ROUTES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/onboarding', ready: (p) => p.getByRole('heading', { level: 1, name: 'Find your career path' }) },
  { path: '/career-discovery', ready: (p) => p.getByRole('heading', { level: 1, name: 'Career Discovery' }) },
  { path: '/sign-in', ready: (p) => p.getByRole('heading', { level: 1, name: 'Sign in' }) },
  { path: '/sign-up', ready: (p) => p.getByRole('heading', { level: 1, name: 'Create your account' }) },
  { path: '/forgot-password', ready: (p) => p.getByRole('heading', { level: 1 }) },
  {
    path: `/occupations/${LONG_CODE}`,
    ready: (p) => p.getByRole('heading', { level: 1, name: longTitle, exact: true }),
  },
  { path: '/dashboard', ready: (p) => p.getByRole('heading', { level: 1, name: longTitle, exact: true }) },
  { path: '/skills', ready: (p) => p.getByText(`Your ${longTitle} skill roadmap.`) },
  { path: '/projects', ready: (p) => p.getByRole('button', { name: 'View Details' }).first() },
  { path: '/resume', ready: (p) => p.getByRole('heading', { level: 1, name: 'Resume Builder' }) },
  { path: '/profile', ready: (p) => p.getByRole('heading', { name: 'Export your roadmap' }) },
  { path: '/local-market', ready: (p) => p.getByRole('heading', { level: 1, name: 'Local Market' }) },
  { path: '/applications', ready: (p) => p.getByRole('region', { name: /^Withdrawn, \d+ cards?$/ }) },
];

/** Elements wider than the page, named for the failure message. */
async function sidewaysCulprits(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 0.5) {
        out.push(
          `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
        );
      }
    }
    return out.slice(0, 5);
  });
}

test('every route fits the screen and logs no error or CSP violation, at 360, 390 and 1366 px in both themes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  let where = 'start';
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${where}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${where}: page error: ${error.message}`));
  // a violation is reported as a DOM event too, whatever the browser logs
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  // a goal among O*NET's longest titles, with a state so the regional figures show too
  const resolved = await page.request.post('/api/careers/resolve', { data: { code: LONG_CODE } });
  expect(resolved.status()).toBe(200);
  const { careerId } = (await resolved.json()) as { careerId?: number };
  expect(careerId, 'the occupation resolves to a career').toBeTruthy();
  expect((await page.request.put('/api/me/goal', { data: { careerId } })).status()).toBe(200);
  expect((await page.request.post('/api/me/onboarding/complete')).status()).toBe(204);
  expect(
    (await page.request.put('/api/me/location', { data: { location: 'Youngstown, Ohio, USA' } })).status(),
  ).toBe(200);

  const shell = new AppShell(page);
  for (const dark of [true, false]) {
    expect((await page.request.patch('/api/me/settings', { data: { darkMode: dark } })).status()).toBe(200);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const route of ROUTES) {
        where = `${route.path} at ${size.width} px, ${dark ? 'dark' : 'light'}`;
        await page.goto(route.path);
        await expect(route.ready(page), where).toBeVisible();
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        // the toaster (and sonner with it) loads after the first paint: wait for it once per route
        // and theme, so a style it adds is checked against the CSP too
        if (size.width === 390)
          await expect(
            page.locator('[data-sonner-toaster], section[aria-label^="Notifications"]').first(),
          ).toBeAttached();
        const { scrollWidth, clientWidth } = await shell.pageWidth();
        if (scrollWidth > clientWidth) {
          problems.push(`${where}: ${scrollWidth} px wide: ${(await sidewaysCulprits(page)).join(' | ')}`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});
