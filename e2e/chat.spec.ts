import { expect, type Page, test } from '@playwright/test';
import { OnboardingPage } from './page-models/onboarding-page.ts';

async function openChat(page: Page) {
  await page.getByRole('button', { name: /open the career assistant/ }).click();
  const panel = page.getByRole('region', { name: 'Career assistant' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Message the career assistant')).toBeFocused();
  return panel;
}

async function say(page: Page, text: string) {
  const input = page.getByLabel('Message the career assistant');
  await input.fill(text);
  await input.press('Enter');
}

test.describe('chat assistant', () => {
  test('a skills question is answered with the next skill from the roadmap', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Data Scientist');
    const goal = await page.request.get('/api/me/goal').then((r) => r.json());
    const next = goal.goal.skills.find((s: { isCompleted: boolean }) => !s.isCompleted).name as string;
    const panel = await openChat(page);
    await expect(panel.getByText(/I'm your Waymark career assistant/)).toBeVisible();
    await page.getByLabel('Message the career assistant').fill('line one');
    await page.getByLabel('Message the career assistant').press('Shift+Enter');
    await expect(page.getByLabel('Message the career assistant')).toHaveValue('line one\n');
    await page.getByLabel('Message the career assistant').fill('');
    await say(page, 'What skill should I learn next?');
    await expect(panel.getByText(`Your next skill on the Data Scientist roadmap is`)).toBeVisible();
    await expect(panel.getByText(next, { exact: true }).first()).toBeVisible();
    await panel.getByRole('button', { name: `Mark ${next} as in progress` }).click();
    await expect(panel.getByRole('button', { name: 'Done ✓' })).toBeVisible();
    // history survives a reload
    await page.reload();
    const again = await openChat(page);
    await expect(again.getByText('What skill should I learn next?')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(again).toHaveCount(0);
  });

  test('a free user asking to start practice gets the premium message', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    const panel = await openChat(page);
    await say(page, 'Start interview practice');
    await expect(panel.getByText(/The AI Interview Coach is a premium feature/)).toBeVisible();
  });

  test('a premium user answers a question, gains 15 XP and gets the follow-up offer', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    await page.getByRole('button', { name: /plan \(test mode\)/ }).click();
    await expect(page.getByText('Achievement unlocked: Premium Member')).toBeVisible();
    const before = (await page.request.get('/api/me').then((r) => r.json())).xp as number;
    const panel = await openChat(page);
    await say(page, "Let's start interview practice");
    await expect(panel.getByText("Let's practise for")).toBeVisible();
    await say(
      page,
      'For example, I cut our bundle size by 40% by code-splitting routes and lazy-loading charts.',
    );
    await expect(panel.getByText(/^Score: \d+\/100$/)).toBeVisible();
    await expect(page.getByText('+15 XP')).toBeVisible();
    await expect(panel.getByText(/Would you like another question\?/)).toBeVisible();
    await expect(panel.getByText(/1 answered · avg \d+/)).toBeVisible();
    const after = (await page.request.get('/api/me').then((r) => r.json())).xp as number;
    expect(after).toBe(before + 15);
    await say(page, 'done');
    await expect(panel.getByText(/You answered 1 question with an average score of/)).toBeVisible();
    await panel.getByRole('button', { name: 'Reset chat' }).click();
    await expect(panel.getByText(/I'm your Waymark career assistant/)).toBeVisible();
  });
});
