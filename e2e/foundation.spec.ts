import { expect, test } from '@playwright/test';
import { levelForXp, xpForLevel } from '../src/shared/levels.ts';
import { DEMO_USER } from '../src/shared/xp.ts';
import { NAV_ITEMS } from '../src/web/config/paths.ts';
import { AppShell } from './page-models/app-shell.ts';
import { AuthPage } from './page-models/auth-page.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { SkillsPage } from './page-models/skills-page.ts';

test.describe('app shell (docs/product.md §2 Route table and Layout)', () => {
  test('a new visitor is sent to onboarding, from the index and from any layout page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto('/skills');
    await expect(page).toHaveURL(/\/onboarding$/);
    // onboarding is outside the layout: no top bar
    await expect(new AppShell(page).mainNav).toHaveCount(0);
  });

  test('unknown paths go to /, the index goes to /dashboard once onboarded', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Backend Developer' })).toBeVisible();
    await page.goto('/career-discovery');
    await expect(page.getByRole('heading', { name: 'Career Discovery' })).toBeVisible();
    await expect(new AppShell(page).mainNav).toHaveCount(0);
  });

  test('the nav has its links in order and highlights the current one', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Data Scientist');
    const shell = new AppShell(page);
    await expect(shell.navLinks()).toHaveText(NAV_ITEMS.map((item) => item.label));
    await shell.expectCurrent('Dashboard');
    await shell.mainNav.getByRole('link', { name: 'Local Market' }).click();
    await expect(page).toHaveURL(/\/local-market$/);
    await shell.expectCurrent('Local Market');
    await expect(shell.mainNav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Waymark' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('dark mode is on by default and the toggle survives a reload', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    const shell = new AppShell(page);
    expect(await shell.isDark()).toBe(true);
    await shell.themeToggle.click();
    await expect.poll(() => shell.isDark()).toBe(false);
    await page.reload();
    await expect(shell.themeToggle).toBeEnabled();
    await expect.poll(() => shell.isDark()).toBe(false);
  });

  test('the Premium toggle is stored on the server and unlocks premium-user once', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('DevOps Engineer');
    const shell = new AppShell(page);
    await expect(shell.premiumToggle).toHaveAttribute('aria-pressed', 'false');
    await shell.premiumToggle.click();
    await expect(page.getByText('Achievement unlocked: Premium Member')).toBeVisible();
    await page.reload();
    await expect(shell.premiumToggle).toHaveAttribute('aria-pressed', 'true');
    await expect(shell.premiumToggle).toContainText('Premium');
  });

  test('the mobile menu closes on route change', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Mobile Developer');
    const shell = new AppShell(page);
    await expect(shell.mainNav).toBeHidden();
    await shell.menuButton.click();
    await shell.mobileNav.getByRole('link', { name: 'Skills' }).click();
    await expect(page).toHaveURL(/\/skills$/);
    await expect(shell.mobileNav).toHaveCount(0);
  });

  test('About says AI runs on the local engine without a key (D17)', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    await page.getByRole('button', { name: 'About Waymark' }).click();
    await expect(page.getByRole('dialog', { name: 'About Waymark' })).toContainText('Local engine');
  });
});

test.describe('accounts (docs/decisions.md D3)', () => {
  test('sign up, sign out, sign in on a fresh browser restores the same user', async ({ page, browser }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Product Manager');
    await new AppShell(page).premiumToggle.click();
    await expect(new AppShell(page).premiumToggle).toHaveAttribute('aria-pressed', 'true');

    const email = `e2e-${Date.now()}@example.com`;
    const password = 'a long and unusual passphrase';
    const auth = new AuthPage(page);
    await auth.signUp('Casey Tester', email, password);
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    const before = await page.request.get('/api/me').then((r) => r.json());

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await new AuthPage(otherPage).signIn(email, password);
    await expect(otherPage).toHaveURL(/\/dashboard$/);
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Product Manager' })).toBeVisible();
    await otherPage.goto('/profile');
    await expect(otherPage.getByRole('main').getByText('Casey Tester')).toBeVisible();
    await expect(otherPage.getByText(`${before.xp} XP`, { exact: true })).toBeVisible();
    const after = await otherPage.request.get('/api/me').then((r) => r.json());
    expect(after).toMatchObject({ id: before.id, xp: before.xp, isPremium: true });
    await expect(new AppShell(otherPage).premiumToggle).toHaveAttribute('aria-pressed', 'true');
    await other.close();
  });

  test('signing in from a guest with progress says plainly that the progress stays behind, and it does', async ({
    page,
    browser,
  }) => {
    // an account made earlier, in another browser
    const email = `e2e-guest-${Date.now()}@example.com`;
    const password = 'a long and unusual passphrase';
    const elsewhere = await browser.newContext();
    await new AuthPage(await elsewhere.newPage()).signUp('Robin Account', email, password);
    const account = await (await elsewhere.request.get('/api/me')).json();
    await elsewhere.close();

    // on this device, a guest chooses a roadmap: that is progress already, before any XP
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    await page.goto('/sign-in');
    const note = page.getByRole('note');
    await expect(note).toHaveText(
      "You have progress as a guest on this device (your roadmap). Signing in opens your account's own progress; this guest's progress is not moved into it, and this device will not open it again. To keep it, create an account instead.",
    );

    // the guest completes a skill; the note names the XP earned
    const skills = new SkillsPage(page);
    await skills.goto();
    const dialog = await skills.openSkill('Semantic HTML');
    await dialog.getByRole('button', { name: /^Start Learning: / }).click();
    await dialog.getByRole('button', { name: /^Mark Complete: / }).click();
    await expect(dialog.getByRole('button', { name: /^Completed: / })).toBeDisabled();
    const guest = await (await page.request.get('/api/me')).json();
    expect(guest.xp).toBeGreaterThan(DEMO_USER.xp);
    await page.goto('/sign-in');
    await expect(note).toContainText(
      `You have progress as a guest on this device (your roadmap and ${guest.xp - DEMO_USER.xp} XP earned).`,
    );

    // signing in opens the account as it was: the guest's roadmap and XP are not in it
    await new AuthPage(page).signIn(email, password);
    await expect(page).toHaveURL(/\/onboarding$/);
    const after = await (await page.request.get('/api/me')).json();
    expect(after).toMatchObject({ id: account.id, xp: account.xp, isGuest: false, onboarded: false });
    expect((await (await page.request.get('/api/me/goal')).json()).goal).toBeNull();
  });

  test('creating an account from the note keeps the guest progress', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Data Scientist');
    const guest = await (await page.request.get('/api/me')).json();
    await page.goto('/sign-in');
    await page.getByRole('note').getByRole('link', { name: 'create an account' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await page.getByLabel('Name').fill('Sam Keeper');
    await page.getByLabel('Email').fill(`e2e-keep-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('a long and unusual passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/profile');
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ id: guest.id, isGuest: false });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Scientist' })).toBeVisible();
  });

  test('a wrong password shows the same message as an unknown email', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.signIn('nobody-here@example.com', 'whatever password');
    await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
  });

  test('a second browser context gets its own demo user', async ({ page, browser }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    const first = await page.request.get('/api/me').then((r) => r.json());
    const other = await browser.newContext();
    const second = await other.request.get('/api/me').then((r) => r.json());
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ xp: 120, learningStreak: 3, isPremium: false, onboarded: false });
    await other.close();
  });
});

test.describe('labels a new user reads (docs/decisions.md D4, D24)', () => {
  test('the plan toggle and the Subscription card say test mode; the level card explains Level 1 at the start', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Product Manager');
    const shell = new AppShell(page);
    // docs/decisions.md D4: visible on the control, not only in a tooltip
    await expect(shell.premiumToggle).toContainText('Test mode');
    await page.goto('/profile');
    const subscription = page.getByRole('main').locator('section').filter({ hasText: 'Subscription' });
    await expect(subscription.getByText('Test mode', { exact: true })).toBeVisible();
    // docs/decisions.md D24: the demo user's 120 XP is Level 1; the card says where Level 2 starts
    const me = await page.request.get('/api/me').then((r) => r.json());
    expect(me.level).toBe(levelForXp(me.xp));
    await expect(page.getByText(`Level ${me.level}`, { exact: true })).toBeVisible();
    await expect(
      page.getByText(`Level ${me.level + 1} starts at ${xpForLevel(me.level + 1)} XP.`, { exact: false }),
    ).toBeVisible();
  });
});
