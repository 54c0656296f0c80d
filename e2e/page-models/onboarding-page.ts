import { expect, type Locator, type Page } from '@playwright/test';

export class OnboardingPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly search: Locator;
  readonly findButton: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Find your career path' });
    this.search = page.getByLabel('Job title');
    this.findButton = page.getByRole('button', { name: 'Find my career path' });
  }

  async goto() {
    await this.page.goto('/onboarding');
    await expect(this.heading).toBeVisible();
  }

  quickPick(title: string) {
    return this.page.getByRole('button', { name: title, exact: true });
  }

  /** Picks a built-in career and lands on the dashboard. */
  async pickCareer(title: string) {
    await this.quickPick(title).click();
    await this.page.waitForURL('**/dashboard');
  }
}
