import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { AppShell, overlaps } from './page-models/app-shell.ts';
import { LocalMarketPage } from './page-models/local-market-page.ts';

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
  { path: '/postings', ready: (p) => p.getByRole('region', { name: 'Your postings' }) },
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

/** An occupation as the goal, onboarding done, in a state outside the sample cities (regional figures). */
async function adoptGoal(page: Page, code: string) {
  const resolved = await page.request.post('/api/careers/resolve', { data: { code } });
  expect(resolved.status()).toBe(200);
  const { careerId } = (await resolved.json()) as { careerId?: number };
  expect(careerId, 'the occupation resolves to a career').toBeTruthy();
  expect((await page.request.put('/api/me/goal', { data: { careerId } })).status()).toBe(200);
  expect((await page.request.post('/api/me/onboarding/complete')).status()).toBe(204);
  expect(
    (await page.request.put('/api/me/location', { data: { location: 'Youngstown, Ohio, USA' } })).status(),
  ).toBe(200);
}

async function setTheme(page: Page, dark: boolean) {
  expect((await page.request.patch('/api/me/settings', { data: { darkMode: dark } })).status()).toBe(200);
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

  await adoptGoal(page, LONG_CODE);

  const shell = new AppShell(page);
  for (const dark of [true, false]) {
    await setTheme(page, dark);
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

test('an Electrician’s pages fit a phone too (the dashboard was 507 px wide)', async ({ page }) => {
  await adoptGoal(page, '47-2111.00');
  const shell = new AppShell(page);
  for (const size of WIDTHS.slice(0, 2)) {
    await page.setViewportSize(size);
    for (const route of ROUTES.filter((r) =>
      ['/dashboard', '/skills', '/projects', '/profile'].includes(r.path),
    )) {
      await page.goto(route.path);
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const { scrollWidth, clientWidth } = await shell.pageWidth();
      expect(
        scrollWidth,
        `${route.path} at ${size.width} px: ${(await sidewaysCulprits(page)).join(' | ')}`,
      ).toBeLessThanOrEqual(clientWidth);
    }
  }
});

/** WCAG relative luminance of a computed CSS colour ("rgb(…)", "rgba(…)" or "oklch(…)" resolved by the page). */
async function contrastOf(locator: Locator, pseudo: '' | '::placeholder') {
  return locator.evaluate((el, pseudoElement) => {
    // the browser resolves any colour syntax to sRGB through a canvas
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no canvas');
    const rgb = (css: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const text = luminance(rgb(getComputedStyle(el, pseudoElement || null).color));
    const background = luminance(rgb(getComputedStyle(el).backgroundColor));
    const [hi, lo] = text > background ? [text, background] : [background, text];
    return (hi + 0.05) / (lo + 0.05);
  }, pseudo);
}

test('what the issue saw, fixed at 1366 and 390 px in both themes: words, toasts, chat, About, search, inputs, resume card', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await adoptGoal(page, LONG_CODE);
  const shell = new AppShell(page);
  const market = (await (await page.request.get('/api/markets/static')).json()) as {
    jobs: Array<{ title: string; company: string; requiredSkills: string[] }>;
  };
  // a skill some sample job asks for that no title or company names
  const skillOnly =
    market.jobs
      .flatMap((j) => j.requiredSkills)
      .find((skill) =>
        market.jobs.every((j) => !`${j.title} ${j.company}`.toLowerCase().includes(skill.toLowerCase())),
      ) ?? '';
  expect(skillOnly).not.toBe('');
  const asking = market.jobs.filter((j) =>
    j.requiredSkills.some((s) => s.toLowerCase().includes(skillOnly.toLowerCase())),
  ).length;

  for (const dark of [true, false]) {
    await setTheme(page, dark);
    for (const size of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      const where = `${size.width} px, ${dark ? 'dark' : 'light'}`;
      await page.setViewportSize(size);

      // the dashboard's resume card invites an upload (nothing uploaded yet)
      await page.goto('/dashboard');
      const resumeCard = page.getByRole('region', { name: 'Your resume' });
      await expect(resumeCard, where).toBeVisible();
      await expect(resumeCard.getByRole('link', { name: 'Upload your resume' })).toBeVisible();
      // About Waymark is at the end of the page, never floating over a card
      const about = page.getByRole('button', { name: 'About Waymark' });
      expect(await about.evaluate((el) => getComputedStyle(el).position), where).toBe('static');

      // no provider: no AI mode and no "AI" in the tools' names (D17, S92)
      await page.goto('/resume');
      await expect(page.getByRole('heading', { name: 'Resume Generator', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Interview Coach', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'AI', exact: true })).toHaveCount(0);
      await expect(page.getByRole('main').getByText(/\bAI\b/)).toHaveCount(0);
      await page.goto('/projects');
      await expect(page.getByRole('heading', { name: 'Project Generator', exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(/\bAI\b/)).toHaveCount(0);

      // a guest is a Guest
      await page.goto('/profile');
      await expect(page.getByRole('main').getByText('Guest', { exact: true })).toBeVisible();
      await expect(page.getByText('Demo User')).toHaveCount(0);

      // a toast: in the theme, over nothing fixed (the top bar's navigation, the chat launcher)
      await page.goto('/skills');
      const plan = page.getByRole('region', { name: /^Study plan/ });
      await plan.getByLabel('Hours a week').fill('6');
      await plan.getByRole('button', { name: 'Save plan' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Study plan saved' });
      await expect(toast).toBeVisible();
      // measured where it rests: sonner slides a toast in (a CSS transition), and mid-slide it can
      // pass over the chat launcher on its way up
      await expect(toast).toHaveAttribute('data-mounted', 'true');
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const toastBox = await toast.boundingBox();
      expect(toastBox).not.toBeNull();
      const background = await toast.evaluate((el) => getComputedStyle(el).backgroundColor);
      const channels = (background.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const mean = channels.reduce((a, b) => a + b, 0) / 3;
      if (dark) expect(mean, `${where}: a dark toast, ${background}`).toBeLessThan(80);
      else expect(mean, `${where}: a light toast, ${background}`).toBeGreaterThan(180);
      const fixed = [shell.topBar, page.getByRole('button', { name: /open the career assistant/ })];
      for (const control of fixed) {
        const box = await control.boundingBox();
        if (box && toastBox)
          expect(overlaps(box, toastBox), `${where}: the toast covers a fixed control`).toBe(false);
      }
      // the study plan offers the calendar as repeating events or the next weeks
      await expect(plan.getByRole('radio', { name: /^Repeating weekly/ })).toBeChecked();
      await expect(plan.getByRole('radio', { name: /^Next 4 weeks/ })).toBeVisible();

      // the chat's title stays one line
      await page.getByRole('button', { name: /open the career assistant/ }).click();
      const title = page
        .getByRole('region', { name: 'Career assistant' })
        .getByRole('heading', { name: 'Career Assistant' });
      await expect(title).toBeVisible();
      expect(await title.evaluate((el) => getComputedStyle(el).whiteSpace), where).toBe('nowrap');
      const lines = await title.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, `${where}: "Career Assistant" on one line`).toBe(1);
      await page.keyboard.press('Escape');

      // onboarding: typed text in full colour, the placeholder dimmer, both WCAG AA; "soft" offers
      // Software Developers
      await page.goto('/onboarding');
      const field = page.getByRole('textbox', { name: 'Job title' });
      const placeholder = await contrastOf(field, '::placeholder');
      await field.fill('soft');
      const typed = await contrastOf(field, '');
      expect(placeholder, `${where}: placeholder contrast`).toBeGreaterThanOrEqual(4.5);
      expect(typed, `${where}: typed text contrast`).toBeGreaterThan(placeholder);
      await expect(
        page.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: 'Software Developers' }),
      ).toBeVisible();

      // Career Discovery: the button names the occupation on screen, and "Why" says only what was typed
      await page.goto('/career-discovery');
      const typedSkills = ['Python', 'SQL'];
      const input = page.getByRole('textbox', { name: 'Add to Technical Skills' });
      for (const value of typedSkills) {
        await input.fill(value);
        await input.press('Enter');
      }
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Find My Career Matches' }).click();
      const more = page.getByRole('region', { name: 'More occupations that fit' });
      const first = more.getByRole('listitem').first();
      await expect(first).toBeVisible();
      const heading = (await first.getByRole('heading').textContent()) ?? '';
      await expect(first.getByRole('button')).toHaveText(`Choose ${heading} as my goal`);
      const why = ((await first.getByText(/^Why: /).textContent()) ?? '')
        .replace(/^Why: /, '')
        .replace(/\.$/, '');
      for (const reason of why.split(', '))
        expect(typedSkills, `${where}: Why names ${reason}`).toContain(reason);
      await expectNoSidewaysScrollAt(page, `/career-discovery results at ${where}`);
    }
  }

  // Local Market's sample jobs show for a software goal (S63): a required skill finds the jobs
  // asking for it, not only a title or a company
  const frontend = await page.request.post('/api/careers/resolve', { data: { title: 'Frontend Developer' } });
  const { careerId } = (await frontend.json()) as { careerId: number };
  expect((await page.request.put('/api/me/goal', { data: { careerId } })).status()).toBe(200);
  const localMarket = new LocalMarketPage(page);
  for (const dark of [true, false]) {
    await setTheme(page, dark);
    for (const size of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await localMarket.goto();
      await localMarket.pick('static');
      await localMarket.search(skillOnly.toLowerCase());
      await expect(localMarket.jobCount(new RegExp(`^${asking} of \\d+ jobs$`))).toBeVisible();
    }
  }
});

async function expectNoSidewaysScrollAt(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await new AppShell(page).pageWidth();
  expect(scrollWidth, `${where}: ${(await sidewaysCulprits(page)).join(' | ')}`).toBeLessThanOrEqual(
    clientWidth,
  );
}
