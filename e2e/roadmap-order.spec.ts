import { expect, test } from '@playwright/test';
import { OnboardingPage } from './page-models/onboarding-page.ts';

test.describe('the recommended next skill', () => {
  test('a Frontend beginner is told HTML first, and why, on the dashboard and in the chat', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    await page.goto('/dashboard');
    await expect(page.getByTestId('next-skill')).toHaveText(
      'Next up: Semantic HTML. Semantic HTML comes first: JavaScript works on the page HTML builds.',
    );
    await page.getByRole('button', { name: /open the career assistant/ }).click();
    const input = page.getByLabel('Message the career assistant');
    await input.fill('What skill should I learn next?');
    await input.press('Enter');
    const panel = page.getByRole('region', { name: 'Career assistant' });
    await expect(panel.getByRole('button', { name: 'Mark Semantic HTML as in progress' })).toBeVisible();
  });
});
