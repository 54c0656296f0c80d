import { expect, test } from '@playwright/test';
import { AI_BASE_URL, setFakeAi } from './fake-ai.ts';
import { LocalMarketPage } from './page-models/local-market-page.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';

const PLATFORM_CAREER = {
  title: 'Platform Engineer',
  summary: 'Platform engineers build the paved road that product teams ship on.',
  skills: [
    {
      name: 'Go',
      category: 'Languages',
      description: 'Services and tooling',
      resources: [
        {
          type: 'tutorial',
          title: 'A Tour of Go',
          source: 'go.dev',
          link: 'https://go.dev/tour/',
          duration: '5h',
        },
      ],
    },
    {
      name: 'Kubernetes',
      category: 'Tools',
      description: 'Runs everything',
      resources: [
        {
          type: 'tutorial',
          title: 'Kubernetes Basics',
          source: 'kubernetes.io',
          link: 'https://kubernetes.io/docs/tutorials/kubernetes-basics/',
          duration: '4h',
        },
      ],
    },
  ],
  projects: [
    {
      title: 'Internal Developer Platform',
      description: 'A small PaaS',
      difficulty: 'advanced',
      technologies: ['Go'],
      skills: ['go', 'kubernetes'],
    },
  ],
};

test.describe('onboarding', () => {
  test('quick pick → location → skip resume → dashboard with the local market', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await expect(page.getByText('15+', { exact: true })).toBeVisible();
    await onboarding.quickPick('Full Stack Developer').click();
    await expect(page.getByText('Career path found!')).toBeVisible();
    await expect(onboarding.locationDialog).toBeVisible();
    await expect(onboarding.locationDialog.getByRole('button', { name: 'Add Location' })).toBeDisabled();
    await onboarding.locationDialog.getByLabel('Location').fill('  ');
    await expect(onboarding.locationDialog.getByRole('button', { name: 'Add Location' })).toBeDisabled();
    await onboarding.locationDialog.getByLabel('Location').fill('Austin, TX');
    await onboarding.locationDialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(page.getByText('Your Full Stack Developer roadmap is ready.')).toBeVisible();
    // only what exists for the place: BLS pay for the state, and Austin's listings marked as samples (S62)
    await expect(
      page.getByText(
        'Real BLS pay for Texas is on your dashboard. Sample job listings and market trends for Austin, TX are shown too, marked as samples.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(onboarding.heading).toBeVisible();
    await onboarding.quickPick('Full Stack Developer').click();
    await onboarding.locationDialog.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Full Stack Developer' })).toBeVisible();
    await expect(page.getByText('Local Market: Austin, TX')).toBeVisible();
    // every card of sample data says so (S63): the market, the trends and the jobs
    await expect(page.getByText('Illustrative sample data, not live listings.')).toHaveCount(3);
    await expect(page.getByText('Location Added', { exact: true })).toBeVisible();
  });

  test('an electrician in a sample city sees no sample software market (S63)', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('Electricians');
    await onboarding.findButton.click();
    await onboarding.finishAfterPath({ location: 'Austin, TX' });
    await expect(page.getByTestId('occupation-facts')).toBeVisible();
    await expect(page.getByText('Local Market: Austin, TX')).toHaveCount(0);
    await expect(page.getByText('Jobs Near You')).toHaveCount(0);
    await expect(page.getByText('Illustrative sample data, not live listings.')).toHaveCount(0);
  });

  test('the search suggests titles after more than 2 characters and needs 3 to search', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('da');
    await expect(onboarding.findButton).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Suggestions' })).toHaveCount(0);
    await onboarding.search.fill('dat');
    await expect(onboarding.findButton).toBeEnabled();
    // built-in careers first, then O*NET occupations: at most 5 (docs/product.md §5)
    const items = page.getByRole('list', { name: 'Suggestions' }).getByRole('button');
    await expect(items.first()).toBeVisible();
    const texts = await items.allTextContents();
    expect(texts.length).toBeLessThanOrEqual(5);
    expect(texts.slice(0, 2).sort()).toEqual(['Data Analyst', 'Data Scientist']);
  });

  test('a typed title with no key gets a roadmap from the local engine', async ({ page }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('Kubernetes Platform Engineer');
    await onboarding.findButton.click();
    await expect(page.getByText('Career roadmap created successfully!')).toBeVisible();
    // the local engine is named: no AI model built it
    await expect(page.getByText(/Built by Waymark’s local engine/)).toBeVisible();
    await onboarding.finishAfterPath();
    await expect(page.getByRole('heading', { level: 1, name: 'Kubernetes Platform Engineer' })).toBeVisible();
    await expect(
      page.getByText('This roadmap was built by Waymark’s local engine for your title.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get a fresh roadmap' })).toHaveCount(0);
  });

  test('a typed title the local engine knows nothing close to gets the basic path, said plainly, without a pointless retry', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('Zqxv Wlorp');
    await onboarding.findButton.click();
    await expect(
      page.getByText(
        'No occupation matches "Zqxv Wlorp", so only a basic career path could be made: one core skill and a starter project.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Check the spelling or try another title (the one on a job posting often works), or start with the basic path.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Career roadmap created successfully!')).toHaveCount(0);
    await expect(page.getByText(/with AI/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Use the basic path' }).click();
    await onboarding.finishAfterPath();
    // the dashboard says the same, and offers no fresh roadmap that would be the same one
    await expect(
      page.getByText(
        'This is a basic roadmap: Waymark’s local engine knows no career close to your title. A related job title, typed in onboarding, gets a full roadmap.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get a fresh roadmap' })).toHaveCount(0);
  });

  test.describe('with an AI provider (a fake one on loopback)', () => {
    test.use({ baseURL: AI_BASE_URL });

    test('a typed title is generated by the provider', async ({ page }) => {
      await setFakeAi({ kind: 'content', content: JSON.stringify(PLATFORM_CAREER) });
      const onboarding = new OnboardingPage(page);
      await onboarding.goto();
      await onboarding.search.fill('Zorbl Platformsmith');
      await onboarding.findButton.click();
      await expect(page.getByText('Career roadmap created successfully!')).toBeVisible();
      await onboarding.finishAfterPath();
      await expect(page.getByRole('heading', { level: 1, name: 'Platform Engineer' })).toBeVisible();
      await page.goto('/skills');
      await expect(page.getByRole('heading', { name: 'Kubernetes', exact: true })).toBeVisible();
    });

    test('a garbage answer ends in the basic fallback career, said plainly, with a way to retry', async ({
      page,
    }) => {
      await setFakeAi({ kind: 'garbage' });
      const onboarding = new OnboardingPage(page);
      await onboarding.goto();
      await onboarding.search.fill('Zqxv Qwfp');
      await onboarding.findButton.click();
      await expect(page.getByText(/Only a basic career path could be made for "Zqxv Qwfp"/)).toBeVisible();
      await expect(page.getByText('Career roadmap created successfully!')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await page.getByRole('button', { name: 'Use the basic path' }).click();
      await onboarding.finishAfterPath();
      await expect(page.getByText('A comprehensive career path for Zqxv Qwfp professionals.')).toBeVisible();
      await page.goto('/skills');
      await expect(page.getByRole('heading', { name: 'Core Skills', exact: true })).toBeVisible();
    });

    test('"Try again" after a basic path asks the model again and gives the full roadmap', async ({
      page,
    }) => {
      await setFakeAi({ kind: 'garbage' });
      const onboarding = new OnboardingPage(page);
      await onboarding.goto();
      await onboarding.search.fill('Qwzx Retrier');
      await onboarding.findButton.click();
      await expect(page.getByText(/Only a basic career path could be made/)).toBeVisible();
      await setFakeAi({ kind: 'content', content: JSON.stringify(PLATFORM_CAREER) });
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(
        page
          .getByText('Generating personalized career roadmap with AI...')
          .or(page.getByText('Career roadmap created successfully!')),
      ).toBeVisible();
      await expect(page.getByText('Career roadmap created successfully!')).toBeVisible();
      await onboarding.finishAfterPath();
      await page.goto('/skills');
      await expect(page.getByRole('heading', { name: 'Kubernetes', exact: true })).toBeVisible();
    });
  });
});

test.describe('career discovery', () => {
  test('four filled cards lead to ranked matches and a chosen career', async ({ page }) => {
    await page.goto('/career-discovery');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    const add = async (card: string, value: string) => {
      const input = page.getByRole('textbox', { name: `Add to ${card}` });
      await input.fill(value);
      await input.press('Enter');
    };
    await add('Coursework & Education', 'Statistics');
    await add('Coursework & Education', 'statistics');
    await page.getByRole('button', { name: '+ Database Systems' }).click();
    await add('Projects & Work', 'Kaggle competition');
    await add('Technical Skills', 'Python');
    await add('Technical Skills', 'SQL');
    await page.getByRole('button', { name: 'Remove SQL' }).click();
    await add('Interests', 'machine learning');
    await expect(
      page.getByRole('list', { name: 'Your Coursework & Education' }).getByRole('listitem'),
    ).toHaveCount(2);
    await continueButton.click();
    await expect(page.getByText('Statistics, Database Systems')).toBeVisible();
    await page.getByRole('button', { name: 'Find My Career Matches' }).click();
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Choose This Career Path' }) })
      .first();
    await expect(first.getByRole('heading')).toHaveText(
      /Data Scientist|Machine Learning Engineer|Data Analyst/,
    );
    await expect(first).toContainText(/\d+% · (Excellent|Good|Potential) match/);
    const title = await first.getByRole('heading').textContent();
    await first.getByRole('button', { name: 'Choose This Career Path' }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: title ?? '' })).toBeVisible();
  });
});

test.describe('local market (D14)', () => {
  test('shows San Francisco without a location, searches by title or company and filters by type', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    const market = new LocalMarketPage(page);
    await market.goto();
    await expect(market.subtitle()).toHaveText(
      'Pay and outlook across the U.S.: add your location in your Profile to see your state’s figures',
    );
    await expect(market.picker()).toHaveValue('static');
    await expect(market.sampleHeading()).toHaveText('Sample market: San Francisco overview');
    await expect(market.jobCount('6 of 6 jobs')).toBeVisible();
    // every sample job says so, with its own posting day, never "2 days ago" (S64)
    await expect(market.jobs().filter({ hasText: 'Sample' })).toHaveCount(6);
    await expect(market.jobs().filter({ hasText: /Posted [A-Z][a-z]{2} \d{1,2}, \d{4}/ })).toHaveCount(6);
    await expect(page.getByText(/\d+ days? ago|today/)).toHaveCount(0);
    await market.filter('remote');
    const remote = await market.jobCount(/^\d+ of 6 jobs$/).textContent();
    expect(Number(remote?.split(' ')[0])).toBeLessThan(6);
    await market.filter('all');
    await market.search('zzz-nothing');
    await expect(page.getByText('No jobs match your search.')).toBeVisible();
    await market.search('');
    await market.pick('New York, NY');
    await expect(market.sampleHeading()).toHaveText('Sample market: New York, NY');
    await expect(market.jobCount('5 of 5 jobs')).toBeVisible();
    const { dialog } = await market.openJob();
    await expect(dialog.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Track a real posting instead' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
  });

  test('a Chicago user sees Chicago and Illinois first, and the samples as samples (S65)', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Frontend Developer', { location: 'Chicago, IL' });
    const market = new LocalMarketPage(page);
    await market.goto();
    await expect(market.subtitle()).toHaveText('Pay, outlook and jobs for Chicago, IL');
    await expect(page.getByRole('main').getByText('San Francisco overview', { exact: true })).toHaveCount(0);
    await expect(
      market.outlookTable().getByRole('columnheader', { name: /^Illinois average/ }),
    ).toBeVisible();
    await expect(
      page.getByText('Waymark has no job listings for Chicago, IL.', { exact: false }),
    ).toBeVisible();
    await expect(market.sampleHeading()).toHaveText('Sample market: San Francisco overview');
    // real figures come before the samples
    const outlookTop = (await market.outlookTable().boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const samplesTop = (await market.sampleHeading().boundingBox())?.y ?? 0;
    expect(outlookTop).toBeLessThan(samplesTop);
  });
});
