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

  /** The Milestones card: licences, exams and training, each with its issuer (docs/product.md §3). */
  milestones() {
    return this.page.getByRole('region', { name: 'Milestones' });
  }

  /** One milestone of the card, by its name. */
  milestone(name: string) {
    return this.milestones()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** The skill tree as an SVG map (from 640 px) and as a list (phone widths), docs/decisions.md S35. */
  treeMap() {
    return this.page.getByRole('group', { name: /^Skill tree: / });
  }

  treeList() {
    return this.page.getByRole('list', { name: /^Skill tree: / });
  }

  /** The category filters of the tree: circles on the map, buttons in the list. */
  treeCategory(category: string) {
    return this.page.getByRole('button', { name: `Show ${category} skills` });
  }

  treeNode(name: string) {
    return this.page.getByRole('button', { name: new RegExp(`^${name}, `) });
  }

  /** A skill's card in the list, found by its heading. */
  card(name: string) {
    return this.page
      .getByRole('main')
      .locator('section')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) })
      .filter({ has: this.page.getByRole('button', { name: 'Details' }) });
  }

  /** The Study plan section (docs/product.md §2 Skills). */
  studyPlan() {
    return this.page.getByRole('region', { name: 'Study plan' });
  }

  async setStudyPlan(hoursPerWeek: number) {
    const plan = this.studyPlan();
    await plan.getByLabel('Hours a week').fill(String(hoursPerWeek));
    await plan.getByRole('button', { name: 'Save plan' }).click();
    await expect(plan.getByText(/^Projected finish: /)).toBeVisible();
  }

  /** The .ics download's text, of the kind chosen ("Repeating weekly" or "Next 4 weeks"). */
  async downloadCalendar(kind: 'Repeating weekly' | 'Next 4 weeks'): Promise<{ name: string; text: string }> {
    await this.studyPlan()
      .getByRole('radio', { name: new RegExp(`^${kind}`) })
      .check();
    const pending = this.page.waitForEvent('download');
    await this.studyPlan().getByRole('link', { name: 'Download calendar (.ics)' }).click();
    const download = await pending;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  /** The "Edit roadmap" mode (docs/product.md §4 Editing a roadmap). */
  editor() {
    return this.page.getByRole('region', { name: 'Edit roadmap' });
  }

  async openEditor() {
    await this.page.getByRole('button', { name: 'Edit roadmap' }).click();
    await expect(this.editor()).toBeVisible();
    return this.editor();
  }

  /** The skills of the editor's list, in order, by name. */
  async editorSkillNames() {
    const rows = this.editor().getByRole('list').first().getByRole('listitem');
    return (await rows.allInnerTexts()).map((t) =>
      t
        .replace(/^\d+\.\s*/, '')
        .replace(/\s*Your skill$/, '')
        .trim(),
    );
  }

  async addSkill(name: string, hours: number) {
    const editor = this.editor();
    await editor.getByLabel('Skill name').fill(name);
    await editor.getByLabel('Hours').fill(String(hours));
    await editor.getByRole('button', { name: 'Add skill' }).click();
    await expect(editor.getByRole('listitem').filter({ hasText: name })).toBeVisible();
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
