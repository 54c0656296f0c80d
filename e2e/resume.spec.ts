import { expect, test } from '@playwright/test';
import { makePdf, SAMPLE_RESUME } from '../src/server/test/resume-files.ts';
import { AI_BASE_URL, setFakeAi } from './fake-ai.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { ResumePage } from './page-models/resume-page.ts';

test.describe('resume', () => {
  test('uploading a PDF in the browser shows the real analysis', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    await page.goto('/resume');
    // no AI provider: no analysis mode to choose, every analysis is Local (docs/decisions.md S92)
    await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Analysis mode' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'AI', exact: true })).toHaveCount(0);
    const pdf = Buffer.from(await makePdf(SAMPLE_RESUME));
    await page
      .getByLabel('Resume file')
      .setInputFiles({ name: 'jordan-lee.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect(page.getByText('jordan-lee.pdf')).toBeVisible();
    await expect(page.getByText(/characters extracted/)).toBeVisible();
    await expect(page.getByText('ATS Score', { exact: true })).toBeVisible();
    await expect(page.getByText('How the ATS score is made')).toBeVisible();
    await expect(page.getByText('Node.js', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Show More' }).click();
    await expect(page.getByText('Areas for improvement')).toBeVisible();
    // the local engine wrote the suggestions: nothing claims "AI"
    await expect(page.getByText('Suggested bullet points (local engine)')).toBeVisible();
    await expect(page.getByText('AI-improved bullet points')).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark these skills as known on my roadmap' }).click();
    await expect(page.getByText('Achievement unlocked: First Skill Started')).toBeVisible();
    await page.reload();
    await expect(page.getByText('jordan-lee.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Upload Different Resume' }).click();
    await expect(page.getByRole('heading', { name: 'Upload your resume' })).toBeVisible();
  });

  test('a refused file shows the Analysis Error card and loses nothing', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Data Scientist');
    await page.goto('/resume');
    await page.getByLabel('Resume file').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 broken'),
    });
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Analysis Error' });
    await expect(alert).toContainText('Failed to upload and analyze resume. Please try again.');
    await expect(alert).toContainText('damaged');
    await expect(page.getByText('scan.pdf')).toBeVisible();
    await alert.getByRole('button', { name: 'Dismiss error' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('a resume chosen in onboarding is analysed and shown on /resume', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.quickPick('Frontend Developer').click();
    await onboarding.locationDialog.getByRole('button', { name: 'Skip' }).click();
    await page
      .getByLabel('Resume file')
      .setInputFiles({ name: 'me.txt', mimeType: 'text/plain', buffer: Buffer.from(SAMPLE_RESUME) });
    await page.getByRole('button', { name: 'Continue with Resume' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/resume');
    await expect(page.getByText('me.txt')).toBeVisible();
  });
});

test.describe('Interview Coach', () => {
  test('a premium user runs a full coach session and sees the summary', async ({ page }) => {
    test.setTimeout(60_000);
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('DevOps Engineer');
    await page.goto('/resume');
    await expect(page.getByRole('button', { name: 'Practice Interview' })).toBeDisabled();
    await expect(page.getByText('Upgrade to Premium').first()).toBeVisible();
    await page.getByRole('button', { name: /plan \(test mode\)/ }).click();
    await expect(page.getByRole('button', { name: 'Practice Interview' })).toBeEnabled();
    const before = (await page.request.get('/api/me').then((r) => r.json())).xp as number;
    await page.getByRole('button', { name: 'Practice Interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Interview Coach' });
    await dialog.getByRole('button', { name: 'easy' }).click();
    await dialog.getByRole('button', { name: 'Start Interview Practice' }).click();
    for (let n = 1; n <= 5; n++) {
      await expect(dialog.getByText(`Question ${n} of 5`)).toBeVisible({ timeout: 10_000 });
      await expect(dialog.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
      await dialog.getByLabel('Your answer').fill('   ');
      await expect(dialog.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
      await dialog
        .getByLabel('Your answer')
        .fill(`For example, I automated deploys with a pipeline and cut release time by ${n * 10}%.`);
      await expect(dialog.getByText(/\d+ characters/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Submit Answer' }).click();
      if (n < 5) await expect(dialog.getByText(/\d+\/100/)).toBeVisible();
    }
    await expect(dialog.getByText('overall score')).toBeVisible();
    await expect(dialog.getByText('Questions answered')).toBeVisible();
    const after = (await page.request.get('/api/me').then((r) => r.json())).xp as number;
    expect(after - before).toBe(5 * 15 + 50);
    await dialog.getByRole('button', { name: 'Practice Again' }).click();
    await expect(dialog.getByText('Past sessions')).toBeVisible();
    await expect(dialog.getByText(/DevOps Engineer · easy/)).toBeVisible();
  });
});

test.describe('resume analysis with an AI provider (a fake one on loopback)', () => {
  test.use({ baseURL: AI_BASE_URL });

  test('"AI-improved" names only bullets a model wrote; bullets the local engine filled in are named as such', async ({
    page,
  }) => {
    const bullet = {
      original: 'Built APIs for the billing team',
      improved: 'Built 12 REST APIs in Go that bill 40,000 customers a month',
      reasoning: 'A number and a result',
    };
    await setFakeAi({
      kind: 'content',
      content: JSON.stringify({ presentSkills: ['Go'], atsScore: 70, improvedBulletPoints: [bullet] }),
    });
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    const resume = new ResumePage(page);
    await resume.goto();
    await page.getByRole('button', { name: 'AI', exact: true }).click();
    await resume.upload({ name: 'me.txt', mimeType: 'text/plain', buffer: Buffer.from(SAMPLE_RESUME) });
    await expect(page.getByText('AI-improved bullet points')).toBeVisible();
    await expect(page.getByText(bullet.improved)).toBeVisible();

    // the model answers without bullets: the analysis is the model's, the bullets are not
    await setFakeAi({ kind: 'content', content: JSON.stringify({ presentSkills: ['Go'], atsScore: 66 }) });
    await page.getByRole('button', { name: 'Upload Different Resume' }).click();
    await page.getByRole('button', { name: 'AI', exact: true }).click();
    await resume.upload({ name: 'me.txt', mimeType: 'text/plain', buffer: Buffer.from(SAMPLE_RESUME) });
    await expect(page.getByText('Suggested bullet points (local engine)')).toBeVisible();
    await expect(page.getByText('AI-improved bullet points')).toHaveCount(0);
  });
});
