import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createResumeExtractor } from '../src/server/resume/extractor.ts';
import { makePdf } from '../src/server/test/resume-files.ts';
import { AppShell } from './page-models/app-shell.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { ResumePage } from './page-models/resume-page.ts';

const NURSE = readFileSync(
  new URL('../src/server/resume/fixtures/field-resumes/registered-nurse.txt', import.meta.url),
  'utf8',
);
const oneLine = (s: string) => s.replace(/\s+/g, ' ');

/** axe's WCAG 2.1 AA rules over the review editor (as e2e/accessibility.spec.ts runs them on every page). */
async function expectEditorAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .include('[aria-label="Optimized resume preview"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

/** docs/product.md §2 Resume: the generated resume keeps every fact and is reviewed section by section. */
test.describe('Resume review before download', () => {
  test('a nurse uploads her resume, reviews and edits a section, and downloads a PDF with her facts and edit', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('Registered Nurse');
    await onboarding.findButton.click();
    await onboarding.finishAfterPath();
    const resume = new ResumePage(page);
    await resume.goto();
    await resume.upload({
      name: 'maria-santos.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await makePdf(NURSE)),
    });
    await new AppShell(page).premiumToggle.click();
    await resume.optimizer.getByRole('button', { name: 'Generate Optimized Resume' }).click();

    // her contact line, licences, summary and both jobs, as she wrote them
    await expect(resume.section('Contact')).toContainText('(312) 555-0142');
    await expect(resume.section('Contact')).toContainText('Chicago, IL');
    const licences = resume.section('LICENSES & CERTIFICATIONS');
    for (const credential of ['Registered Nurse, Illinois', 'ACLS', 'BLS', 'PALS'])
      await expect(licences).toContainText(credential);
    await expect(resume.section('PROFESSIONAL SUMMARY')).toContainText('Registered nurse with 6 years');
    const jobs = resume.section('CLINICAL EXPERIENCE');
    await expect(jobs).toContainText('Northwestern Memorial Hospital');
    await expect(jobs).toContainText('Mercy Hospital');
    // a bullet without a result is asked about beside the text, never inside it
    const ask = jobs.getByRole('listitem').filter({ hasText: 'Wound care and ostomy care' });
    await expect(ask).toBeVisible();
    await expect(resume.preview).not.toContainText('[add the result');
    await expectEditorAccessible(page, 'the resume review');

    // a bracketed note is refused with its reason, and the typed text stays
    const contact = resume.section('Contact');
    await contact.getByRole('button', { name: 'Edit Contact' }).click();
    await contact.getByRole('textbox').fill('Maria Santos, RN, BSN\n[Your Phone] | maria.santos@example.com');
    await contact.getByRole('button', { name: 'Save Contact' }).click();
    await expect(contact.getByRole('alert')).toContainText('Replace "[Your Phone]" with your own words');
    await expectEditorAccessible(page, 'a section being edited, with its error');
    await expect(contact.getByRole('textbox')).toHaveValue(
      'Maria Santos, RN, BSN\n[Your Phone] | maria.santos@example.com',
    );
    await contact.getByRole('button', { name: 'Cancel' }).click();
    await expect(resume.section('Contact')).toContainText('(312) 555-0142');

    // she adds the result, and the prompt goes
    await resume.editSection('CLINICAL EXPERIENCE', (text) =>
      text.replace(
        'Wound care and ostomy care for post-surgical patients',
        'Provided wound care and ostomy care for 8 post-surgical patients per shift',
      ),
    );
    await expect(jobs).toContainText(
      'Provided wound care and ostomy care for 8 post-surgical patients per shift',
    );
    await expect(ask).toHaveCount(0);

    const pdf = await resume.download(resume.optimizer.getByRole('link', { name: 'Download as PDF' }));
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const extractor = createResumeExtractor();
    try {
      const text = oneLine((await extractor.extract(new Uint8Array(pdf.bytes))).text);
      for (const fact of [
        'maria.santos@example.com | (312) 555-0142 | Chicago, IL',
        'Provided wound care and ostomy care for 8 post-surgical patients per shift',
        'Advanced Cardiovascular Life Support (ACLS)',
        'Northwestern Memorial Hospital',
        'Mercy Hospital',
        'Epic EHR',
        'Bachelor of Science in Nursing',
      ])
        expect(text).toContain(fact);
      expect(text).not.toContain('[');
    } finally {
      await extractor.close();
    }
    const txt = await resume.download(resume.optimizer.getByRole('link', { name: 'Download .txt' }));
    expect(txt.bytes.toString('utf8')).toContain(
      '- Provided wound care and ostomy care for 8 post-surgical patients per shift',
    );
    // the edit is saved on the server: a reload shows it
    await page.reload();
    await expect(resume.section('CLINICAL EXPERIENCE')).toContainText(
      'for 8 post-surgical patients per shift',
    );
  });
});
