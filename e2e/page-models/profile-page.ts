import type { Page } from '@playwright/test';

/** The profile (docs/product.md §2 Profile): level, XP, achievements and account. */
export class ProfilePage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/profile');
  }

  level(level: number) {
    return this.page.getByText(`Level ${level}`, { exact: true });
  }

  xp(xp: number) {
    return this.page.getByText(`${xp} XP`, { exact: true });
  }
}
