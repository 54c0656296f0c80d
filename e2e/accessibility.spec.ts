import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { makePdf, SAMPLE_RESUME } from '../src/server/test/resume-files.ts';
import { occupationPath, paths } from '../src/web/config/paths.ts';
import { AppShell } from './page-models/app-shell.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';

/**
 * docs/decisions.md S41: every route and every dialog or panel a user can open passes axe's
 * WCAG 2.1 A/AA rules, in dark and light mode, at desktop and phone widths; the keyboard alone
 * does what a mouse does; screen readers hear a reply once; motion stands still on request.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const THEMES = ['dark', 'light'] as const;

/** Routes outside and inside the layout (docs/product.md §2 Route table). */
const ROUTES = [
  paths.onboarding,
  paths.careerDiscovery,
  paths.signIn,
  paths.signUp,
  occupationPath('29-1141.00'),
  paths.dashboard,
  paths.skills,
  paths.projects,
  paths.resume,
  paths.localMarket,
  paths.postings,
  paths.applications,
  paths.profile,
];

async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

/** Waits for a page to settle: no spinner, the main landmark or the page heading shown. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  const res = await page.request.patch('/api/me/settings', {
    data: { darkMode: theme === 'dark' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(200);
}

/** Opens a dialog with its opener, scans the page with it open, and closes it with Escape. */
async function scanDialog(page: Page, opener: Locator, dialogName: string | RegExp, label: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // docs/decisions.md S41: focus goes back to the control that opened it
  await expect(opener).toBeFocused();
}

for (const size of WIDTHS) {
  for (const theme of THEMES) {
    test(`axe finds no WCAG 2.1 A/AA violation on any route or dialog: ${size.name}, ${theme}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      const onboarding = new OnboardingPage(page);
      await onboarding.goto();
      await onboarding.quickPick('Data Scientist').click();
      // the location dialog opens by itself after a path is found
      await expect(onboarding.locationDialog).toBeVisible();
      await setTheme(page, theme);
      await expectAccessible(page, 'the location dialog');
      await onboarding.locationDialog.getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await page.waitForURL('**/dashboard');
      const premium = await page.request.patch('/api/me/settings', {
        data: { isPremium: true },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(premium.status()).toBe(200);

      for (const route of ROUTES) {
        await page.goto(route);
        await settle(page);
        expect(await new AppShell(page).isDark(), `${route} in ${theme} mode`).toBe(theme === 'dark');
        await expectAccessible(page, route);
      }

      // the dialogs and panels a user can open
      await page.goto(paths.skills);
      await settle(page);
      await scanDialog(page, page.getByRole('button', { name: 'Details' }).first(), /.+/, 'skill details');

      await page.goto(paths.projects);
      await settle(page);
      await scanDialog(
        page,
        page.getByRole('button', { name: 'View Details' }).first(),
        /.+/,
        'project details',
      );
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Open Generator' }),
        'Project Generator',
        'the project generator',
      );

      await page.goto(paths.localMarket);
      await settle(page);
      const job = page
        .getByRole('main')
        .getByRole('button')
        .filter({ hasText: /% match|to learn/ })
        .first();
      await scanDialog(page, job, /.+/, 'job details');

      await page.goto(paths.profile);
      await settle(page);
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Account Settings' }),
        'Account Settings',
        'account settings',
      );
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Achievements' }),
        'Achievements',
        'achievements',
      );

      await page.goto(paths.resume);
      await settle(page);
      await page.getByLabel('Resume file').setInputFiles({
        name: 'resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await makePdf(SAMPLE_RESUME)),
      });
      await page.getByRole('button', { name: 'Analyze Resume' }).click();
      await expect(page.getByText('ATS Score', { exact: true })).toBeVisible();
      await expectAccessible(page, 'the resume analysis');
      await scanDialog(
        page,
        page.getByRole('button', { name: 'Practice Interview' }),
        'Interview Coach',
        'the interview coach',
      );

      // the chat panel, with an answer in it
      const launcher = page.getByRole('button', { name: /Ask Waymark/ });
      await launcher.click();
      const panel = page.getByRole('region', { name: 'Career assistant' });
      await expect(panel).toBeVisible();
      await panel.getByLabel('Message the career assistant').fill('What should I learn next?');
      await panel.getByRole('button', { name: 'Send message' }).click();
      await expect(panel.getByRole('status')).toContainText('Assistant said:');
      await expectAccessible(page, 'the chat panel');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(launcher).toBeFocused();
    });
  }
}

/** Presses Tab until the target has focus (the keyboard's way to reach a control). */
async function tabTo(page: Page, target: Locator, limit = 150) {
  const handle = await target.elementHandle();
  for (let i = 0; i < limit; i += 1) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) {
      // a visible focus ring (docs/decisions.md S41)
      const outline = await target.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline, 'the focused control shows a focus ring').not.toBe('none');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('the keyboard alone completes onboarding, marks a skill complete, asks the chat and closes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const onboarding = new OnboardingPage(page);
  await onboarding.goto();
  await tabTo(page, onboarding.quickPick('Frontend Developer'));
  await page.keyboard.press('Enter');
  await expect(onboarding.locationDialog).toBeVisible();
  await page.keyboard.type('Columbus, Ohio, USA');
  await tabTo(page, onboarding.locationDialog.getByRole('button', { name: 'Add Location' }));
  await page.keyboard.press('Enter');
  const skipResume = page.getByRole('button', { name: 'Skip for now' });
  await tabTo(page, skipResume);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');

  await page.goto(paths.skills);
  await settle(page);
  const before = (await page.request.get('/api/me').then((r) => r.json())).xp as number;
  const complete = page.getByRole('button', { name: /^Mark Complete: / }).first();
  const skillName = ((await complete.getAttribute('aria-label')) ?? '').replace('Mark Complete: ', '');
  await tabTo(page, complete);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Completed: ${skillName}` }).first()).toBeVisible();
  const after = (await page.request.get('/api/me').then((r) => r.json())).xp as number;
  expect(after).toBeGreaterThan(before);

  const launcher = page.getByRole('button', { name: /Ask Waymark/ });
  await tabTo(page, launcher);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Career assistant' });
  const input = panel.getByLabel('Message the career assistant');
  await expect(input).toBeFocused();
  await page.keyboard.type('What should I learn next?');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText('Assistant said:');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('a streamed chat reply is announced once, complete; the XP history has a table', async ({ page }) => {
  const onboarding = new OnboardingPage(page);
  await onboarding.goto();
  await onboarding.pickCareer('Backend Developer');
  await page.getByRole('button', { name: /Ask Waymark/ }).click();
  const panel = page.getByRole('region', { name: 'Career assistant' });
  await expect(panel.getByLabel('Message the career assistant')).toBeFocused();
  // what assistive technology would hear: every text the live regions in the panel take on
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const panelEl = document.querySelector('section[aria-label="Career assistant"]');
    if (!panelEl) throw new Error('no panel');
    const live = () =>
      [...panelEl.querySelectorAll('[aria-live], [role="status"], [role="log"], [role="alert"]')].filter(
        (el) => el.getAttribute('aria-live') !== 'off',
      );
    new MutationObserver(() => {
      for (const el of live()) {
        const text = (el.textContent ?? '').trim();
        if (text && heard.at(-1) !== text) heard.push(text);
      }
    }).observe(panelEl, { subtree: true, childList: true, characterData: true });
  });
  await panel
    .getByLabel('Message the career assistant')
    .fill('How do I prepare for a system design interview?');
  await panel.getByRole('button', { name: 'Send message' }).click();
  await expect(panel.getByRole('status')).toContainText('Assistant said:');
  const reply = (await panel.getByRole('status').textContent()) ?? '';
  const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  // once, and whole: no partial text was ever in a live region
  expect(heard).toEqual([reply.trim()]);
  // the message list itself is not live (it would read the stream as it grows)
  await expect(panel.getByRole('list', { name: 'Conversation' })).not.toHaveAttribute('aria-live', /.+/);

  await page.keyboard.press('Escape');
  await page.goto(paths.profile);
  const history = (await page.request.get('/api/me/xp-history').then((r) => r.json())) as Array<{
    amount: number;
    reason: string;
    total: number;
  }>;
  const table = page.getByRole('table', { name: /XP history/ });
  await expect(table.getByRole('row')).toHaveCount(history.length + 1);
  const last = history.at(-1);
  if (!last) throw new Error('no XP history');
  await expect(table.getByRole('row').last()).toContainText(`${last.reason}`);
  await expect(table.getByRole('row').last().getByRole('cell').last()).toHaveText(String(last.total));
});

test('with reduced motion, toasts and spinners do not animate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const onboarding = new OnboardingPage(page);
  await onboarding.goto();
  await onboarding.pickCareer('Frontend Developer');
  await page.goto(paths.skills);
  await settle(page);
  await page
    .getByRole('button', { name: /^Mark Complete: / })
    .first()
    .click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const motion = await toast.evaluate((el) => {
    const style = getComputedStyle(el);
    return { transition: style.transitionDuration, animation: style.animationDuration };
  });
  for (const d of motion.transition.split(',')) expect(Number.parseFloat(d)).toBeLessThanOrEqual(0.00001);
  for (const d of motion.animation.split(',')) expect(Number.parseFloat(d)).toBeLessThanOrEqual(0.00001);
});
