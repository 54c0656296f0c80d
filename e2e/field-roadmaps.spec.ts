import { expect, type Page, test } from '@playwright/test';
import { DashboardPage } from './page-models/dashboard-page.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { SkillsPage } from './page-models/skills-page.ts';

/** The built-in software paths' category names: a field roadmap never shows them (docs/product.md §3). */
const SOFTWARE_CATEGORIES = ['Languages', 'Frameworks', 'Tools', 'Concepts', 'Soft skills'];

/** The dashboard of a field goal: its own categories, and no sample software jobs, market or trends. */
async function expectNoSoftware(page: Page) {
  const dashboard = new DashboardPage(page);
  const categories = dashboard.skillsByCategory();
  await expect(categories).toBeVisible();
  for (const name of SOFTWARE_CATEGORIES)
    await expect(categories.getByText(name, { exact: true })).toHaveCount(0);
  await expect(page.getByText('Jobs Near You')).toHaveCount(0);
  await expect(page.getByText('Regional Trends')).toHaveCount(0);
  await expect(page.getByText(/^Local Market: /)).toHaveCount(0);
  await expect(page.getByText('Illustrative sample data, not live listings.')).toHaveCount(0);
}

// docs/product.md §3 Career families and Curated careers, as a nurse, an electrician and an accountant see them
test.describe('roadmaps for every field', () => {
  // each walks onboarding, the Dashboard and the Skills page: three pages, so three times the time
  test.slow();
  test('a Registered Nurse goal shows the NCLEX-RN and the state licence, and no software', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('Registered Nurse');
    await onboarding.findButton.click();
    await onboarding.finishAfterPath({ location: 'Austin, TX' });
    await expect(page.getByRole('heading', { level: 1, name: 'Registered Nurse' })).toBeVisible();

    const dashboard = new DashboardPage(page);
    const nclex = dashboard.milestones().getByRole('listitem').filter({ hasText: 'NCLEX-RN examination' });
    await expect(nclex).toContainText('Issued by National Council of State Boards of Nursing (NCSBN)');
    await expect(nclex).toContainText('Required');
    await expectNoSoftware(page);
    await expect(page.getByRole('heading', { name: 'Practice' })).toBeVisible();

    const skills = new SkillsPage(page);
    await skills.goto();
    const licence = skills.milestone('Registered nurse licence');
    await expect(licence).toContainText('Issued by Your state board of nursing');
    await expect(licence).toContainText(/Rules differ by state: see/);
    await expect(page.getByText(/This roadmap was written and reviewed by hand/)).toBeVisible();
    await expect(skills.treeCategory('Foundations')).toBeVisible();
  });

  test('an Electrician goal shows the apprenticeship and the journeyman licence on the National Electrical Code', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    // the quick picks cover the fields most people work in (docs/product.md §2 Onboarding)
    await onboarding.quickPick('Electrician').click();
    await expect(
      page.getByText(
        'Curated roadmap for Electrician, written and reviewed by hand with its licences, exams and practice.',
      ),
    ).toBeVisible();
    await onboarding.finishAfterPath({ location: 'Austin, TX' });
    await expect(page.getByRole('heading', { level: 1, name: 'Electrician' })).toBeVisible();
    await expectNoSoftware(page);

    const skills = new SkillsPage(page);
    await skills.goto();
    await expect(skills.milestone('Registered electrical apprenticeship')).toContainText(
      'Issued by Registered Apprenticeship sponsors',
    );
    const journeyman = skills.milestone('Journeyman electrician licence');
    await expect(journeyman).toContainText('Issued by State electrical licensing board');
    await expect(journeyman).toContainText('National Electrical Code (NFPA 70');
    await expect(journeyman).toContainText(/Rules differ by state: see/);
    await expect(skills.treeCategory('Safety & Compliance')).toBeVisible();
  });

  test('an Accountant goal shows the CPA exam from AICPA and NASBA, and no software', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.quickPick('Accountant and Auditor').click();
    await onboarding.finishAfterPath();
    await expect(page.getByRole('heading', { level: 1, name: 'Accountant and Auditor' })).toBeVisible();
    const cpa = new DashboardPage(page)
      .milestones()
      .getByRole('listitem')
      .filter({ hasText: 'Uniform CPA Examination' });
    await expect(cpa).toContainText('Issued by AICPA, with NASBA and the state boards of accountancy');
    await expect(cpa).toContainText('Optional');
    await expectNoSoftware(page);

    // the Markdown export carries the milestones
    const md = await page.request.get('/api/me/export?format=markdown').then((r) => r.text());
    expect(md).toContain('## Milestones');
    expect(md).toContain(
      '**Uniform CPA Examination** · AICPA, with NASBA and the state boards of accountancy',
    );
  });
});
