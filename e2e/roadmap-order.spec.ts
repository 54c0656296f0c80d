import { expect, test } from '@playwright/test';
import { recommendedSkills } from '../src/shared/progress.ts';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { SkillsPage } from './page-models/skills-page.ts';

test.describe('the recommended next skill', () => {
  test('a Frontend beginner is told HTML first, and why, on the dashboard and in the chat', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.nextSkill()).toHaveText(
      'Next up: Semantic HTML. Semantic HTML comes first: JavaScript works on the page HTML builds.',
    );
    await page.getByRole('button', { name: /open the career assistant/ }).click();
    const input = page.getByLabel('Message the career assistant');
    await input.fill('What skill should I learn next?');
    await input.press('Enter');
    const panel = page.getByRole('region', { name: 'Career assistant' });
    await expect(panel.getByRole('button', { name: 'Mark Semantic HTML as in progress' })).toBeVisible();
    await expect(panel).toContainText('Semantic HTML comes first: JavaScript works on the page HTML builds.');

    // once HTML is done, the recommendation moves on by the same rule (recomputed from the roadmap)
    await page.keyboard.press('Escape');
    const skills = new SkillsPage(page);
    await skills.goto();
    const dialog = await skills.openSkill('Semantic HTML');
    await dialog.getByRole('button', { name: 'Start Learning: Semantic HTML' }).click();
    await dialog.getByRole('button', { name: 'Mark Complete: Semantic HTML' }).click();
    await expect(dialog.getByRole('button', { name: 'Completed: Semantic HTML' })).toBeDisabled();
    const { goal } = await (await page.request.get('/api/me/goal')).json();
    const next = recommendedSkills(goal).next;
    expect(next?.skill.name).not.toBe('Semantic HTML');
    await dashboard.goto();
    await expect(dashboard.nextSkill()).toHaveText(`Next up: ${next?.skill.name}. ${next?.reason}`);
  });
});
