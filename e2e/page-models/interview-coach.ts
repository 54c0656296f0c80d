import { expect, type Locator, type Page } from '@playwright/test';

/** The Interview Coach dialog, opened from the Resume screen (docs/product.md §2 Interview Coach). */
export class InterviewCoach {
  readonly page: Page;
  readonly dialog: Locator;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole('dialog', { name: 'Interview Coach' });
  }

  /** Opens the dialog from the Resume screen's card (a premium user). */
  async open() {
    await this.page.getByRole('button', { name: 'Practice Interview' }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Starts a session at a difficulty; resolves when the first question is shown. */
  async start(difficulty: 'easy' | 'medium' | 'hard') {
    await this.dialog.getByRole('button', { name: difficulty, exact: true }).click();
    await this.dialog.getByRole('button', { name: 'Start Interview Practice' }).click();
    await expect(this.dialog.getByText('Question 1 of 5')).toBeVisible({ timeout: 10_000 });
  }

  /** The question asked now. */
  question() {
    return this.dialog.locator('p.text-lg');
  }

  /** The category and difficulty badges of the question asked now. */
  badge(text: string) {
    return this.dialog.getByText(text, { exact: true });
  }

  /** Types an answer and submits it; resolves when its feedback is shown. */
  async answer(text: string) {
    await this.dialog.getByLabel('Your answer').fill(text);
    await this.dialog.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(this.feedback()).toBeVisible();
  }

  /** The feedback on the last answer. */
  feedback() {
    return this.dialog.getByRole('status');
  }
}
