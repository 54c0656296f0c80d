import { expect, type Locator, type Page } from '@playwright/test';

export interface HandAddedJob {
  title: string;
  company: string;
  location: string;
  link: string;
  stage: string;
}

/** The application board (docs/product.md §2 Applications). */
export class ApplicationsPage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/applications');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  }

  /** A stage's column, named "{Stage}, {n} cards". */
  column(stage: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${stage}, \\d+ cards?$`) });
  }

  /** A card's move handle: it takes the Left and Right arrow keys, and is what a mouse drags. */
  moveHandle(title: string, company: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Move ${title} at ${company}, in `) });
  }

  card(title: string, company: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.moveHandle(title, company) });
  }

  /** The "Add a job" dialog. */
  addDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Add a job' });
  }

  async addJob(job: HandAddedJob) {
    await this.page.getByRole('button', { name: 'Add a job' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a job' });
    await dialog.getByLabel('Job title').fill(job.title);
    await dialog.getByLabel('Company').fill(job.company);
    await dialog.getByLabel('Location').fill(job.location);
    await dialog.getByLabel('Link to the posting').fill(job.link);
    await dialog.getByLabel('Stage').selectOption({ label: job.stage });
    await dialog.getByRole('button', { name: 'Add job' }).click();
    await expect(dialog).toBeHidden();
  }

  async openDetails(title: string, company: string) {
    await this.page.getByRole('button', { name: `Details of ${title} at ${company}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `${title} at ${company}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The CSV download's text. */
  async downloadCsv(): Promise<string> {
    const pending = this.page.waitForEvent('download');
    await this.page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await pending;
    expect(download.suggestedFilename()).toBe('waymark-applications.csv');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
}
