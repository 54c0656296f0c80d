import { expect, type Page } from '@playwright/test';

/** The Resume Builder screen (docs/product.md §2 Resume). */
export class ResumePage {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async goto() {
    await this.page.goto('/resume');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
  }

  /** Chooses a file and presses "Analyze Resume"; resolves when the analysis is shown. */
  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel('Resume file').setInputFiles(file);
    await this.page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect(this.page.getByText('ATS Score', { exact: true })).toBeVisible();
  }

  /** A card on the screen, by its heading. */
  card(title: string) {
    return this.page
      .locator('section')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  get optimizer() {
    return this.card('Resume Optimizer');
  }

  get preview() {
    return this.page.getByRole('region', { name: 'Optimized resume preview' });
  }

  /** One section of the generated resume in its review editor, by its heading. */
  section(heading: string) {
    return this.preview.getByRole('region', { name: heading, exact: true });
  }

  /** Opens a section's editor, lets `change` rewrite its text, and saves it. */
  async editSection(heading: string, change: (text: string) => string) {
    const section = this.section(heading);
    await section.getByRole('button', { name: `Edit ${heading}` }).click();
    const box = section.getByRole('textbox');
    await box.fill(change(await box.inputValue()));
    await section.getByRole('button', { name: `Save ${heading}` }).click();
  }

  /** Clicks a download link and returns the file's name and bytes. */
  async download(link: ReturnType<Page['getByRole']>) {
    const pending = this.page.waitForEvent('download');
    await link.click();
    const download = await pending;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }
}
