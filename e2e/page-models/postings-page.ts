import { expect, type Locator, type Page } from '@playwright/test';

/** What a test pastes: the posting's text and the details it fills in. */
export interface PastedPosting {
  text: string;
  title?: string;
  company?: string;
  location?: string;
  link?: string;
}

/** The Postings page and a posting's page (docs/product.md §2 Postings, Posting). */
export class PostingsPage {
  readonly page: Page;
  readonly text: Locator;
  readonly read: Locator;
  constructor(page: Page) {
    this.page = page;
    this.text = page.getByLabel('Posting text');
    this.read = page.getByRole('button', { name: 'Read this posting' });
  }

  async goto() {
    await this.page.goto('/postings');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Job Postings' })).toBeVisible();
  }

  /** Pastes a posting and reads it; resolves on its page, returning its id. */
  async paste(posting: PastedPosting): Promise<string> {
    await this.fill(posting);
    await this.read.click();
    await this.page.waitForURL(/\/postings\/[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('heading', { name: 'What it asks for' })).toBeVisible();
    return new URL(this.page.url()).pathname.split('/').pop() ?? '';
  }

  async fill(posting: PastedPosting) {
    await this.text.fill(posting.text);
    if (posting.title) await this.page.getByLabel('Job title').fill(posting.title);
    if (posting.company) await this.page.getByLabel('Company').fill(posting.company);
    if (posting.location) await this.page.getByLabel('Location').fill(posting.location);
    if (posting.link) await this.page.getByLabel('Link to the posting').fill(posting.link);
  }

  /** A card of the posting's page, by its heading. */
  card(title: string): Locator {
    return this.page
      .locator('section')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** The requirements card: each requirement a list item. */
  requirements(): Locator {
    return this.card('What it asks for');
  }

  requirement(name: string): Locator {
    return this.requirements()
      .getByRole('listitem')
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .first();
  }

  /** A fact of "About the job", by its term. */
  fact(term: string): Locator {
    return this.card('About the job')
      .locator('div')
      .filter({ has: this.page.locator('dt', { hasText: term }) });
  }

  /** Clicks a download link and returns the file's name and bytes. */
  async download(link: Locator) {
    const pending = this.page.waitForEvent('download');
    await link.click();
    const download = await pending;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }
}
