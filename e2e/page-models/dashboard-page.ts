import type { Page } from '@playwright/test';

/** The dashboard (docs/product.md §2 Dashboard): the goal card, its badges, counts and recommendations. */
export class DashboardPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/dashboard');
  }

  /** "Next up: …" with the reason, in Recommended Learning. */
  nextSkill() {
    return this.page.getByTestId('next-skill');
  }

  /** The first milestones of a field roadmap (docs/product.md §3 Milestones). */
  milestones() {
    return this.page.getByRole('region', { name: 'Milestones' });
  }

  /** Skills by Category: one line per category of the roadmap. */
  skillsByCategory() {
    return this.page
      .locator('section')
      .filter({ has: this.page.getByRole('heading', { name: 'Skills by Category', exact: true }) });
  }

  /** The goal occupation's pay and outlook on the goal card. */
  occupationFacts() {
    return this.page.getByTestId('occupation-facts');
  }

  /** A badge of Your Achievements, by its whole text ("1/10 Resources Completed"). */
  badge(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  /** A done/total count of the goal card ("1/16"). */
  count(doneOfTotal: string) {
    return this.page.getByRole('definition').filter({ hasText: new RegExp(`^${doneOfTotal}$`) });
  }
}
