import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { NAV_ITEMS } from '../src/web/config/paths.ts';
import { AppShell, overlaps } from './page-models/app-shell.ts';
import { ApplicationsPage } from './page-models/applications-page.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { SkillsPage } from './page-models/skills-page.ts';

/** Phone widths (docs/decisions.md S35): a small Android phone and a current iPhone. */
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

/** The smallest touch target Waymark gives a control on a phone, in CSS pixels. */
const MIN_TARGET = 44;

/** An occupation page's title, read from the committed data (never typed by hand). */
const occupations = JSON.parse(
  readFileSync(new URL('../src/server/occupations/data/occupations.json', import.meta.url), 'utf8'),
) as { occupations: Array<{ code: string; title: string }> };
const SOFTWARE_DEVELOPERS = '15-1252.00';
const softwareDevelopers = occupations.occupations.find((o) => o.code === SOFTWARE_DEVELOPERS)?.title ?? '';

/** Every route, with what shows once it has loaded (so a check never runs on a spinner). */
const OUTSIDE_LAYOUT: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/onboarding', ready: (p) => p.getByRole('heading', { level: 1, name: 'Find your career path' }) },
  { path: '/career-discovery', ready: (p) => p.getByRole('heading', { level: 1, name: 'Career Discovery' }) },
  { path: '/sign-in', ready: (p) => p.getByRole('heading', { level: 1, name: 'Sign in' }) },
  { path: '/sign-up', ready: (p) => p.getByRole('heading', { level: 1, name: 'Create your account' }) },
  {
    path: `/occupations/${SOFTWARE_DEVELOPERS}`,
    ready: (p) => p.getByRole('heading', { level: 1, name: softwareDevelopers, exact: true }),
  },
];
const INSIDE_LAYOUT: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/dashboard', ready: (p) => p.getByRole('heading', { level: 1, name: 'Frontend Developer' }) },
  { path: '/skills', ready: (p) => new SkillsPage(p).treeNode('JavaScript') },
  { path: '/projects', ready: (p) => p.getByRole('button', { name: 'View Details' }).first() },
  { path: '/resume', ready: (p) => p.getByRole('heading', { level: 1, name: 'Resume Builder' }) },
  { path: '/profile', ready: (p) => p.getByRole('heading', { name: 'Export your roadmap' }) },
  { path: '/local-market', ready: (p) => p.getByText(/^\d+ of \d+ jobs$/) },
  { path: '/postings', ready: (p) => p.getByRole('region', { name: 'Your postings' }) },
  { path: '/applications', ready: (p) => p.getByRole('region', { name: /^Withdrawn, \d+ cards?$/ }) },
];

async function expectNoSidewaysScroll(shell: AppShell, path: string) {
  const { scrollWidth, clientWidth } = await shell.pageWidth();
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

async function expectLastContentUncovered(shell: AppShell, path: string) {
  const { last, fixed } = await shell.lastContentAndFixedElements();
  const covering = fixed.filter((f) => overlaps(f.box, last.box)).map((f) => f.element);
  expect(covering, `${path}: fixed elements over the last content, ${last.element}`).toEqual([]);
}

async function expectInsideViewport(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the viewport`).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, `${what} ends inside the viewport`).toBeLessThanOrEqual(viewport.height);
}

async function expectTouchTarget(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box?.width ?? 0, `${what} is wide enough to tap`).toBeGreaterThanOrEqual(MIN_TARGET);
  expect(box?.height ?? 0, `${what} is tall enough to tap`).toBeGreaterThanOrEqual(MIN_TARGET);
}

test.describe('phones (docs/decisions.md S35)', () => {
  for (const phone of PHONES) {
    test(`at ${phone.width} px every page fits, the menu works, nothing fixed covers the end of a page, and the skill tree is tappable`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(phone);
      const shell = new AppShell(page);

      // a first visit creates the guest; the pages outside the layout, before onboarding
      for (const route of OUTSIDE_LAYOUT) {
        await page.goto(route.path);
        await expect(route.ready(page)).toBeVisible();
        await expectNoSidewaysScroll(shell, route.path);
        await expectLastContentUncovered(shell, route.path);
      }

      const onboarding = new OnboardingPage(page);
      await onboarding.goto();
      await onboarding.pickCareer('Frontend Developer');

      for (const route of INSIDE_LAYOUT) {
        await page.goto(route.path);
        await expect(route.ready(page)).toBeVisible();
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        await expectNoSidewaysScroll(shell, route.path);
        expect(await shell.topBarOverflow(), `${route.path}: top bar fits`).toEqual([]);
        await expectLastContentUncovered(shell, route.path);
      }

      // the top bar: the plan toggle says "Test mode" (D4) and the menu button is whole and works
      await page.goto('/dashboard');
      await expect(shell.premiumToggle).toContainText('Test mode');
      await expectInsideViewport(page, shell.premiumToggle, 'the plan toggle');
      await expectInsideViewport(page, shell.menuButton, 'the menu button');
      await expectTouchTarget(shell.menuButton, 'the menu button');
      await expect(shell.mainNav).toBeHidden();
      await shell.menuButton.click();
      await expect(shell.mobileNav).toBeVisible();
      await expect(shell.mobileNav.getByRole('link')).toHaveText(NAV_ITEMS.map((item) => item.label));
      // below 640 px the theme toggle and the account button live in the menu
      await expectInsideViewport(page, shell.themeToggle, 'the theme toggle in the menu');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      await shell.mobileNav.getByRole('link', { name: 'Skills' }).click();
      await expect(page).toHaveURL(/\/skills$/);
      await expect(shell.mobileNav).toHaveCount(0);

      // the skill tree is a list on a phone: every skill and category a target of 44 px or more
      const skills = new SkillsPage(page);
      await expect(skills.treeMap()).toBeHidden();
      await expect(skills.treeList()).toBeVisible();
      const nodes = skills.treeList().getByRole('button');
      await expect(nodes).toHaveCount(16);
      for (const node of await nodes.all()) {
        await expectTouchTarget(node, `skill ${await node.getAttribute('aria-label')}`);
      }
      for (const category of ['Languages', 'Tools', 'Concepts', 'Frameworks']) {
        await expectTouchTarget(skills.treeCategory(category), `category ${category}`);
      }
      await skills.treeCategory('Tools').click();
      await expect(skills.treeCategory('Tools')).toHaveAttribute('aria-pressed', 'true');
      await expect(skills.treeList()).toHaveAccessibleName(/^Skill tree: \d+ skills in Tools$/);
      await skills.treeCategory('Tools').click();
      await expect(nodes).toHaveCount(16);
      const dialog = await skills.openSkill('JavaScript');
      await expect(dialog.getByRole('button', { name: 'Mark Complete: JavaScript' })).toBeVisible();
      await page.keyboard.press('Escape');

      // Premium is the wider label: the bar still fits
      await shell.premiumToggle.click();
      await expect(shell.premiumToggle).toHaveAttribute('aria-pressed', 'true');
      await expect(shell.premiumToggle).toContainText('Premium');
      expect(await shell.topBarOverflow(), 'top bar fits with Premium on').toEqual([]);
      await expectInsideViewport(page, shell.menuButton, 'the menu button with Premium on');

      // About Waymark is at the end of the page on a phone, and still opens
      const about = page.getByRole('button', { name: 'About Waymark' });
      await about.scrollIntoViewIfNeeded();
      await expectTouchTarget(about, 'About Waymark');
      await about.click();
      await expect(page.getByRole('dialog', { name: 'About Waymark' })).toContainText('Local engine');
    });
  }

  test('from 640 px the skill tree is the SVG map again and About stays at the end of the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    const skills = new SkillsPage(page);
    await skills.goto();
    await expect(skills.treeMap()).toBeVisible();
    await expect(skills.treeList()).toBeHidden();
    const about = page.getByRole('button', { name: 'About Waymark' });
    // docs/decisions.md S90: About never floats over a card
    expect(await about.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const shell = new AppShell(page);
    await expectNoSidewaysScroll(shell, '/skills');
    await expectLastContentUncovered(shell, '/skills');
  });

  for (const phone of PHONES) {
    test(`at ${phone.width} px a long typed title and a long company name wrap instead of scrolling sideways`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(phone);
      const shell = new AppShell(page);
      const title = 'Chiefexecutivesupercalifragilisticexpialidociousofficer Ünïcödé';
      const onboarding = new OnboardingPage(page);
      await onboarding.goto();
      await onboarding.search.fill(title);
      await onboarding.findButton.click();
      // nothing the local engine knows is close: the basic path, said plainly
      await page.getByRole('button', { name: 'Use the basic path' }).click();
      await onboarding.finishAfterPath();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectNoSidewaysScroll(shell, '/dashboard with a long title');
      const skills = new SkillsPage(page);
      await skills.goto();
      await expect(page.getByText(`Your ${title} skill roadmap.`)).toBeVisible();
      await expectNoSidewaysScroll(shell, '/skills with a long title');

      const applications = new ApplicationsPage(page);
      await applications.goto();
      const job = {
        title: 'Principalsoftwareengineeringarchitectextraordinaire of Things',
        company: 'Averyveryverylongcompanynamewithoutspaces GmbH',
        location: 'Remote',
        link: 'https://example.org/jobs/1',
        stage: 'Saved',
      };
      await applications.addJob(job);
      await expect(applications.card(job.title, job.company)).toBeVisible();
      await expectNoSidewaysScroll(shell, '/applications with a long card');
      const card = await applications.card(job.title, job.company).boundingBox();
      expect(card && card.x + card.width, 'the card ends inside the page').toBeLessThanOrEqual(phone.width);
    });
  }
});
