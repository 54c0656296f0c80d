import { expect, test } from '@playwright/test';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { ProjectsPage } from './page-models/projects-page.ts';

test.describe('Project Generator', () => {
  test('free users see the generator locked', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Mobile Developer');
    await new ProjectsPage(page).goto();
    await expect(page.getByRole('button', { name: 'Upgrade to Access Project Generator' })).toBeDisabled();
    await expect(
      page.getByRole('button', { name: /Starter Code \(Upgrade to Premium\)/ }).first(),
    ).toBeDisabled();
  });

  test('a premium user generates a project, adds it, starts it and sees it counted', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer');
    await page.getByRole('button', { name: /plan \(test mode\)/ }).click();
    // the server's answer, not the optimistic switch: leaving the page earlier could cancel the request
    await expect(page.getByText('Achievement unlocked: Premium Member')).toBeVisible();
    const projects = new ProjectsPage(page);
    await projects.goto();
    await expect(page.getByText('Premium Features Unlocked')).toBeVisible();
    const total = Number(await projects.counter('Total Projects').textContent());
    await page.getByRole('button', { name: 'Open Generator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project Generator' });
    await dialog.getByRole('button', { name: 'beginner' }).click();
    await dialog.getByRole('button', { name: 'Generate Project' }).click();
    await expect(page.getByText('+25 XP')).toBeVisible();
    const title = (await dialog.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(title.length).toBeGreaterThan(3);
    await expect(dialog.getByText('Learning objectives')).toBeVisible();
    await dialog.getByRole('button', { name: 'Generate Starter Code' }).click();
    await expect(dialog.getByText('Starter code', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download .zip' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    await dialog.getByRole('button', { name: 'Add to Projects' }).click();
    await expect(dialog.getByText('On your roadmap')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(projects.counter('Total Projects')).toHaveText(String(total + 1));
    const card = projects.card(title);
    await card.getByRole('button', { name: 'Start Project' }).click();
    await expect(projects.counter('In Progress')).toHaveText('1');
    await page.reload();
    await expect(projects.card(title).getByRole('button', { name: 'Mark Complete' })).toBeVisible();
  });

  // docs/decisions.md S83, S84: a nurse is offered clinical practice and a workbook, never software
  test('a premium nurse generates clinical practice with a practice workbook', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Registered Nurse');
    await page.getByRole('button', { name: /plan \(test mode\)/ }).click();
    // the server's answer, not the optimistic switch: leaving the page earlier could cancel the request
    await expect(page.getByText('Achievement unlocked: Premium Member')).toBeVisible();
    const projects = new ProjectsPage(page);
    await projects.goto();
    await expect(
      page.getByRole('link', { name: /^Practice Workbook for .+ \(\.zip\)$/ }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Open Generator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project Generator' });
    await dialog.getByRole('button', { name: 'Generate Project' }).click();
    await expect(
      dialog.getByRole('heading', { level: 3, name: 'Clinical hours log and reflection: Registered Nurse' }),
    ).toBeVisible();
    await expect(dialog.getByText('Tasks', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/React|TypeScript|Kanban/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Generate Workbook' }).click();
    await expect(dialog.getByText('Practice workbook', { exact: true })).toBeVisible();
    await expect(dialog.locator('pre')).toContainText('## Clinical hours log');
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download .zip' }).click();
    expect((await download).suggestedFilename()).toBe(
      'clinical-hours-log-and-reflection-registered-nurse.zip',
    );
  });
});
