import type { Page } from '@playwright/test';

export class AuthPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async signUp(name: string, email: string, password: string) {
    await this.page.goto('/sign-up');
    await this.page.getByLabel('Name').fill(name);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
    await this.page.waitForURL('**/profile');
  }

  async signIn(email: string, password: string) {
    await this.page.goto('/sign-in');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}
