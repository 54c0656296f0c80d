import type { Page } from '@playwright/test';
import type { JobFilter } from '../../src/shared/constants.ts';

const FILTER_LABEL: Record<JobFilter, string> = { all: 'All', 'full-time': 'Full-time', remote: 'Remote' };

/** The Local Market (docs/product.md §2 Local Market, docs/decisions.md D14). */
export class LocalMarketPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/local-market');
  }

  /** The page's subtitle: the user's own place (docs/decisions.md S65). */
  subtitle() {
    return this.page.getByRole('main').locator('h1 + p');
  }

  /** The heading of the sample market shown ("Sample market: San Francisco overview"). */
  sampleHeading() {
    return this.page.getByRole('heading', { level: 2, name: /^Sample market: / });
  }

  /** The sample market picker: "static" for the San Francisco overview, else a city's label. */
  picker() {
    return this.page.getByLabel('Market', { exact: true });
  }

  async pick(label: string) {
    await this.picker().selectOption(label);
  }

  /** "N of M jobs" above the sample jobs. */
  jobCount(text: string | RegExp) {
    return this.page.getByText(text);
  }

  async filter(type: JobFilter) {
    await this.page.getByRole('button', { name: FILTER_LABEL[type], exact: true }).click();
  }

  async search(text: string) {
    await this.page.getByLabel('Search jobs by title, company or skill').fill(text);
  }

  /** The sample job cards, each a button that opens its details. */
  jobs() {
    return this.page.getByRole('button').filter({ hasText: /% match|to learn/ });
  }

  /** Opens a sample job's details; they offer "Track a real posting instead", never Apply Now (S64). */
  async openJob(index = 0) {
    await this.jobs().nth(index).click();
    const dialog = this.page.getByRole('dialog');
    return { dialog, title: (await dialog.getByRole('heading').first().textContent()) ?? '' };
  }

  /** The goal and its related occupations where the user is. */
  outlookTable() {
    return this.page.getByRole('table', { name: 'Your goal and related occupations' });
  }
}
