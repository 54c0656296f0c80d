import { expect, type Page } from '@playwright/test';

export class ProjectsPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/projects');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  }

  counter(label: 'Total Projects' | 'In Progress' | 'Completed') {
    return this.page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  }

  card(title: string) {
    return this.page
      .locator('section')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }
}
