import { expect, test } from '@playwright/test';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { ProfilePage } from './page-models/profile-page.ts';
import { ProjectsPage } from './page-models/projects-page.ts';
import { SkillsPage } from './page-models/skills-page.ts';

test.describe('progress and gamification', () => {
  test('completing a skill, a resource and a project moves XP, level, streak, badges and counters, and survives a reload', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');

    // start state: JavaScript in progress, demo values
    const skills = new SkillsPage(page);
    await skills.goto();
    await expect(page.getByText('120 XP', { exact: true })).toBeVisible();
    await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
    await expect(skills.treeNode('JavaScript')).toHaveAccessibleName(/in progress$/);
    await expect(page.getByText('0 of 16 completed')).toBeVisible();

    // complete the skill from its details dialog: +50 and the first-skill achievement (+50)
    const dialog = await skills.openSkill('JavaScript');
    await dialog.getByRole('button', { name: 'Mark Complete: JavaScript' }).click();
    await expect(page.getByText('Achievement unlocked: First Skill Started')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Completed: JavaScript' })).toBeDisabled();

    // a resource: +10
    await dialog.getByRole('button', { name: 'Mark Complete' }).first().click();
    await expect(dialog.getByRole('button', { name: 'Completed' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('230 XP', { exact: true })).toBeVisible();
    await expect(page.getByText('Level 2', { exact: true })).toBeVisible();
    await expect(page.getByText('1 of 16 completed')).toBeVisible();
    // the guest's starting streak of 3 ended yesterday: today's first activity continues it (S61)
    await expect(page.getByText(/^4\s*days learning streak$/)).toBeVisible();

    // a project: first start pays 75 + Project Starter, the first completion 150 + Project Finisher
    const projects = new ProjectsPage(page);
    await projects.goto();
    await expect(page.getByText('Complete projects to earn XP and level up!')).toBeVisible();
    await expect(page.getByText('+75 start • +150 complete')).toBeVisible();
    const card = page
      .locator('main section')
      .filter({ has: page.getByRole('button', { name: 'View Details' }) })
      .first();
    await card.getByRole('button', { name: 'Start Project' }).click();
    await expect(page.getByText('Achievement unlocked: Project Starter')).toBeVisible();
    await expect(projects.counter('In Progress')).toHaveText('1');
    await card.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByText('Achievement unlocked: Project Finisher')).toBeVisible();
    await expect(projects.counter('Completed')).toHaveText('1');
    await expect(projects.counter('In Progress')).toHaveText('0');
    await expect(page.getByText('680 XP', { exact: true })).toBeVisible();

    // the dashboard counts it all, and a reload keeps it
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await page.reload();
    await expect(dashboard.badge('First Skill Started')).toBeVisible();
    await expect(dashboard.badge('1/10 Resources Completed')).toBeVisible();
    await expect(dashboard.badge('1/2 Projects Completed')).toBeVisible();
    await expect(dashboard.count('1/16')).toBeVisible();
    await expect(dashboard.count('1/5')).toBeVisible();
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.level(5)).toBeVisible();
    await expect(profile.xp(680)).toBeVisible();
  });

  test('a skill can be started, completed and reset from its card without paying twice', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Data Scientist');
    const skills = new SkillsPage(page);
    await skills.goto();
    const first = page.getByRole('main').locator('section').filter({ hasText: 'Details' }).first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `Start Learning: ${name}` }).click();
    await expect(skills.treeNode(name)).toHaveAccessibleName(/in progress$/);
    await first.getByRole('button', { name: `Mark Complete: ${name}` }).click();
    await expect(page.getByText('220 XP', { exact: true })).toBeVisible();
    await first.getByRole('button', { name: `Reset ${name} to not started` }).click();
    await expect(skills.treeNode(name)).toHaveAccessibleName(/not started$/);
    await first.getByRole('button', { name: `Start Learning: ${name}` }).click();
    await first.getByRole('button', { name: `Mark Complete: ${name}` }).click();
    await expect(skills.treeNode(name)).toHaveAccessibleName(/completed$/);
    await page.reload();
    await expect(page.getByText('220 XP', { exact: true })).toBeVisible();
  });

  test('the category filter and the tree circles filter the skills', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    await new SkillsPage(page).goto();
    await page.getByLabel('Category').selectOption('Languages');
    const text = await page.getByText(/^0 of \d+ completed$/).textContent();
    const count = Number(text?.match(/of (\d+)/)?.[1]);
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /^Start Learning: / })).toHaveCount(count);
    await page.getByRole('button', { name: 'Show Tools skills' }).click();
    await expect(page.getByLabel('Category')).toHaveValue('Tools');
  });
});
