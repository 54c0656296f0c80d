import { expect, type Locator, type Page, test } from '@playwright/test';
import { OnboardingPage } from './page-models/onboarding-page.ts';

async function openChat(page: Page) {
  await page.getByRole('button', { name: /open the career assistant/ }).click();
  const panel = page.getByRole('region', { name: 'Career assistant' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Message the career assistant')).toBeFocused();
  return panel;
}

/** The messages as shown (the panel also has a screen-reader status line that repeats the newest reply). */
const conversation = (panel: Locator) => panel.getByRole('list', { name: 'Conversation' });

async function say(page: Page, text: string) {
  const input = page.getByLabel('Message the career assistant');
  await input.fill(text);
  // a message is sent only once the previous reply has finished
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
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
    await expect(conversation(panel).getByText(/I'm your Waymark career assistant/)).toBeVisible();
    await page.getByLabel('Message the career assistant').fill('line one');
    await page.getByLabel('Message the career assistant').press('Shift+Enter');
    await expect(page.getByLabel('Message the career assistant')).toHaveValue('line one\n');
    await page.getByLabel('Message the career assistant').fill('');
    await say(page, 'What skill should I learn next?');
    await expect(
      conversation(panel).getByText(`Your next skill on the Data Scientist roadmap is`),
    ).toBeVisible();
    await expect(conversation(panel).getByText(next, { exact: true }).first()).toBeVisible();
    await panel.getByRole('button', { name: `Mark ${next} as in progress` }).click();
    await expect(panel.getByRole('button', { name: 'Done ✓' })).toBeVisible();
    // history survives a reload
    await page.reload();
    const again = await openChat(page);
    await expect(conversation(again).getByText('What skill should I learn next?')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(again).toHaveCount(0);
  });

  test('a free user asking to start practice gets the premium message', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    const panel = await openChat(page);
    await say(page, 'Start interview practice');
    await expect(conversation(panel).getByText(/The Interview Coach is a premium feature/)).toBeVisible();
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
    await expect(conversation(panel).getByText("Let's practise for")).toBeVisible();
    await say(
      page,
      'For example, I cut our bundle size by 40% by code-splitting routes and lazy-loading charts.',
    );
    await expect(conversation(panel).getByText(/^Score: \d+\/100$/)).toBeVisible();
    // the question is drawn at random, so only what every feedback has: what to improve
    await expect(conversation(panel).getByText('To improve', { exact: true })).toBeVisible();
    await expect(page.getByText('+15 XP')).toBeVisible();
    await expect(conversation(panel).getByText(/Would you like another question\?/)).toBeVisible();
    await expect(panel.getByText(/1 answered · avg \d+/)).toBeVisible();
    const after = (await page.request.get('/api/me').then((r) => r.json())).xp as number;
    expect(after).toBe(before + 15);
    await say(page, 'done');
    await expect(
      conversation(panel).getByText(/You answered 1 question with an average score of/),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Reset chat' }).click();
    await expect(conversation(panel).getByText(/I'm your Waymark career assistant/)).toBeVisible();
  });
});

test.describe('chat assistant: honest local answers', () => {
  test('orders two skills from the roadmap, declines what is not about careers and says when it has no guide', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    const panel = await openChat(page);
    await say(page, 'Should I learn React or TypeScript first?');
    await expect(
      conversation(panel).getByText(/your Frontend Developer roadmap puts it before/),
    ).toBeVisible();
    await say(page, 'What is the capital of Australia?');
    await expect(conversation(panel).getByText(/That's outside what I can help with/)).toBeVisible();
    await say(page, 'How do I unionize my workplace?');
    // no guide on it, or not understood with confidence (docs/decisions.md S77): an honest refusal
    await expect(
      conversation(panel).getByText(
        /^(Waymark has no guide on that|I'm not sure what you're asking), so I'd rather not guess\.$/,
      ),
    ).toBeVisible();
    await say(page, 'What is my ATS score?');
    await expect(conversation(panel).getByText(/You have not uploaded a resume yet\./)).toBeVisible();
    await say(page, 'Are you ChatGPT?');
    await expect(
      conversation(panel).getByText(/not ChatGPT or any other AI model: no AI model is set up/),
    ).toBeVisible();
  });
});
