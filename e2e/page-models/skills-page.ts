import { expect, type Locator, type Page } from '@playwright/test';

export class SkillsPage {
  readonly page: Page;
  readonly levelCard: Locator;
  constructor(page: Page) {
    this.page = page;
    this.levelCard = page.getByRole('main').locator('section').first();
  }

  async goto() {
    await this.page.goto('/skills');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
  }

  treeNode(name: string) {
    return this.page.getByRole('button', { name: new RegExp(`^${name}, `) });
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  async openSkill(name: string) {
    await this.treeNode(name).click();
    await expect(this.dialog(name)).toBeVisible();
    return this.dialog(name);
  }
}
