import { expect, test } from '@playwright/test';
import { createResumeExtractor } from '../src/server/resume/extractor.ts';
import { makePdf, SAMPLE_RESUME } from '../src/server/test/resume-files.ts';
import { AppShell } from './page-models/app-shell.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { ResumePage } from './page-models/resume-page.ts';

/** docs/product.md §2 Resume: the premium tools after an analysis, and the AI Resume Generator. */
test.describe('Resume Generator', () => {
  test('a premium user generates, downloads the PDF and text, writes a new version, and Upload Different Resume clears it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    const resume = new ResumePage(page);
    await resume.goto();
    await resume.upload({
      name: 'jordan-lee.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await makePdf(SAMPLE_RESUME)),
    });

    // after the analysis: the optimizer, export and coach cards
    for (const title of ['Resume Optimizer', 'Export Resume', 'Interview Coach'])
      await expect(resume.card(title)).toBeVisible();
    await new AppShell(page).premiumToggle.click();
    const generate = resume.optimizer.getByRole('button', { name: 'Generate Optimized Resume' });
    await expect(generate).toBeEnabled();
    await expect(resume.card('Export Resume')).toContainText('Generate an optimized resume first.');
    await generate.click();

    // the local resume writer rewrote the uploaded resume for the goal, keeping its facts
    await expect(resume.preview).toContainText('Jordan Lee');
    await expect(resume.preview).toContainText('+1 512 555 0142');
    await expect(resume.preview).toContainText('Reduced PostgreSQL query time by 40% with better indexes');
    await expect(resume.preview).toContainText('Written by the local resume writer');
    // nothing on the roadmap is completed yet: nothing is marked as done in Waymark
    await expect(resume.preview).not.toContainText('Completed in Waymark');
    // all six skills kept, the Backend Developer roadmap's first
    await expect(resume.section('Skills')).toContainText(
      'Node.js, PostgreSQL, Docker, JavaScript, TypeScript, Git',
    );

    const pdf = await resume.download(resume.optimizer.getByRole('link', { name: 'Download as PDF' }));
    expect(pdf.fileName).toBe('Backend_Developer_optimized.pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // a real PDF: its text can be read back
    const extractor = createResumeExtractor();
    try {
      const text = (await extractor.extract(new Uint8Array(pdf.bytes))).text;
      expect(text).toContain('Jordan Lee');
      expect(text).toContain('Software Engineer | Acme Corp');
    } finally {
      await extractor.close();
    }
    const txt = await resume.download(resume.optimizer.getByRole('link', { name: 'Download .txt' }));
    expect(txt.fileName).toBe('Backend_Developer_optimized.txt');
    const shown = (await page.request.get('/api/me/resume/generated').then((r) => r.json())) as {
      text: string;
    };
    expect(txt.bytes.toString('utf8')).toBe(shown.text);
    // Export Resume offers the same files
    const exported = await resume.download(resume.card('Export Resume').getByRole('link', { name: 'PDF' }));
    expect(exported.fileName).toBe('Backend_Developer_optimized.pdf');

    // the roadmap changes, and the new version says so
    await page.getByRole('button', { name: 'Mark these skills as known on my roadmap' }).click();
    await expect(page.getByText('Achievement unlocked: First Skill Started')).toBeVisible();
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/me/resume/generated',
    );
    await resume.optimizer.getByRole('button', { name: 'Generate New Version' }).click();
    await request;
    await expect(resume.section('Skills')).toContainText('Node.js');
    await expect(resume.preview).toContainText('Jordan Lee');
    const again = await resume.download(resume.optimizer.getByRole('link', { name: 'Download .txt' }));
    expect(again.bytes.toString('utf8')).toContain('SKILLS');

    // Upload Different Resume clears the analysis and the generated resume, also after a reload
    await page.getByRole('button', { name: 'Upload Different Resume' }).click();
    await expect(page.getByRole('heading', { name: 'Upload your resume' })).toBeVisible();
    await expect(resume.preview).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Upload your resume' })).toBeVisible();
    await expect(page.getByText('ATS Score', { exact: true })).toHaveCount(0);
    const generator = resume.card('Resume Generator');
    await expect(generator).toContainText('Upload your resume first: the generator rewrites it.');
    await expect(generator.getByRole('button', { name: 'Generate Optimized Resume' })).toBeDisabled();
    await expect(resume.preview).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download as PDF' })).toHaveCount(0);
    expect((await page.request.get('/api/me/resume/generated')).status()).toBe(200);
    expect(await (await page.request.get('/api/me/resume/generated')).json()).toBeNull();
  });

  test('a free user sees the premium cards locked with the way to upgrade', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Data Scientist');
    const resume = new ResumePage(page);
    await resume.goto();
    await resume.upload({ name: 'me.txt', mimeType: 'text/plain', buffer: Buffer.from(SAMPLE_RESUME) });

    await expect(resume.optimizer.getByRole('button', { name: 'Generate Optimized Resume' })).toBeDisabled();
    await expect(resume.optimizer).toContainText('Upgrade to Premium');
    const exportCard = resume.card('Export Resume');
    await expect(exportCard.getByRole('button', { name: 'PDF' })).toBeDisabled();
    await expect(exportCard.getByRole('button', { name: 'Text' })).toBeDisabled();
    await expect(exportCard).toContainText('Upgrade to Premium');
    await expect(exportCard.getByRole('link')).toHaveCount(0);
    const coach = resume.card('Interview Coach');
    await expect(coach.getByRole('button', { name: 'Practice Interview' })).toBeDisabled();
    await expect(coach).toContainText('Upgrade to Premium');
    // the server refuses a free user too
    expect((await page.request.post('/api/me/resume/generated', { data: {} })).status()).toBe(403);

    // the upgrade path on the page unlocks them
    await resume
      .card('Build faster with Premium')
      .getByRole('button', { name: /Upgrade to Premium/ })
      .click();
    await expect(resume.optimizer.getByRole('button', { name: 'Generate Optimized Resume' })).toBeEnabled();
    await expect(resume.card('Build faster with Premium')).toHaveCount(0);
    await expect(resume.card('Export Resume')).toContainText('Generate an optimized resume first.');
    await expect(coach.getByRole('button', { name: 'Practice Interview' })).toBeEnabled();
  });
});
