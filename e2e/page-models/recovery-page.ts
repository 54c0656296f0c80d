import { expect, type Page } from '@playwright/test';

/** "Forgot password?" and the page a reset link opens (docs/decisions.md S59). */
export class RecoveryPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  /** From the sign-in page, through its "Forgot password?" link. */
  async requestReset(email: string) {
    await this.page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(this.page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(this.page.getByRole('status')).toContainText('If an account uses this email');
  }

  async chooseNewPassword(password: string) {
    await expect(this.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await this.page.getByLabel('New password').fill(password);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
    await expect(this.page.getByRole('status')).toHaveText('Your password is changed. Sign in with it.');
  }
}
