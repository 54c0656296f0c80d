import { expect, type Locator, type Page } from '@playwright/test';

export class OnboardingPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly search: Locator;
  readonly findButton: Locator;
  readonly locationDialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { name: 'Find your career path' });
    this.search = page.getByLabel('Job title');
    this.findButton = page.getByRole('button', { name: 'Find my career path' });
    this.locationDialog = page.getByRole('dialog', { name: 'Where are you looking for work?' });
  }

  async goto() {
    await this.page.goto('/onboarding');
    await expect(this.heading).toBeVisible();
  }

  quickPick(title: string) {
    return this.page.getByRole('button', { name: title, exact: true });
  }

  /** After a path is found: the location modal (skip or add), then step 2 (skip the resume). */
  async finishAfterPath(options: { location?: string } = {}) {
    await expect(this.locationDialog).toBeVisible();
    if (options.location) {
      await this.locationDialog.getByLabel('Location').fill(options.location);
      await this.locationDialog.getByRole('button', { name: 'Add Location' }).click();
    } else {
      await this.locationDialog.getByRole('button', { name: 'Skip' }).click();
    }
    await this.page.getByRole('button', { name: 'Skip for now' }).click();
    await this.page.waitForURL('**/dashboard');
  }

  /** The "Did you mean" choices offered for a title that names no one career. */
  choices() {
    return this.page.getByRole('group', { name: 'Did you mean' });
  }

  /** Types a job title, finds its career path, and lands on the dashboard. */
  async findCareer(title: string, options: { location?: string } = {}) {
    await this.search.fill(title);
    await this.findButton.click();
    await this.finishAfterPath(options);
  }

  /** Picks a built-in career and lands on the dashboard. */
  async pickCareer(title: string, options: { location?: string } = {}) {
    await this.quickPick(title).click();
    await this.finishAfterPath(options);
  }
}
