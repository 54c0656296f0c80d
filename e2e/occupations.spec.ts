import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LocalMarketPage } from './page-models/local-market-page.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';

/** The committed occupation data: expected figures are read from it, never typed by hand. */
const data = JSON.parse(
  readFileSync(new URL('../src/server/occupations/data/occupations.json', import.meta.url), 'utf8'),
) as { occupations: Array<{ code: string; title: string; wages: { p50: number | 'top' | null } | null }> };
const states = JSON.parse(
  readFileSync(new URL('../src/server/occupations/data/state-wages.json', import.meta.url), 'utf8'),
) as { year: string; areas: string[]; means: Record<string, Array<number | 'top' | null>> };
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
const nurse = data.occupations.find((o) => o.code === '29-1141.00');
/** The BLS national median of Registered Nurses (29-1141), from the committed data file. */
function nurseMedian(): number {
  const median = nurse?.wages?.p50;
  if (typeof median !== 'number') throw new Error('the data file has no median for 29-1141');
  return median;
}

test.describe('real occupations (O*NET and BLS)', () => {
  test('"Registered Nurse" becomes a goal whose dashboard shows the BLS national median', async ({
    page,
  }) => {
    const median = nurseMedian();
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('Registered Nurse');
    await onboarding.findButton.click();
    await expect(page.getByText('Career path found!')).toBeVisible();
    await onboarding.finishAfterPath();
    // the occupation's roadmap is its curated career (docs/product.md §3 Curated careers)
    await expect(page.getByRole('heading', { level: 1, name: 'Registered Nurse' })).toBeVisible();
    const facts = page.getByTestId('occupation-facts');
    await expect(facts.getByText(`${dollars(median)} a year`)).toBeVisible();
    await page.goto('/skills');
    await expect(
      page.getByRole('heading', { name: 'Health history and head-to-toe assessment', exact: true }),
    ).toBeVisible();
    // and the occupation page is one click from the goal card
    await page.goto('/dashboard');
    await facts.getByRole('link', { name: /full occupation profile/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registered Nurses' })).toBeVisible();
    await expect(page.getByText(/O\*NET 29\.3 Database by the U\.S\. Department of Labor/)).toBeVisible();
  });

  test('"data scien" offers Data Scientist to choose, and never makes a goal of the typed text', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('data scien');
    await onboarding.findButton.click();
    await expect(
      page.getByText('No career is called "data scien". Did you mean one of these?'),
    ).toBeVisible();
    expect((await page.request.get('/api/me/goal').then((r) => r.json())).goal).toBeNull();
    await page
      .getByRole('group', { name: 'Did you mean' })
      .getByRole('button', { name: 'Data Scientist', exact: true })
      .click();
    await onboarding.finishAfterPath();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Scientist' })).toBeVisible();
  });

  test('a senior posting title full of noise is read as its occupation, the level said, never as "the nearest"', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('Sr. Electrician - Austin, TX - $38/hr (Contract)');
    await onboarding.findButton.click();
    await expect(page.getByText('Career path found!')).toBeVisible();
    await expect(
      page.getByText(
        'Curated roadmap for Electrician, written and reviewed by hand with its licences, exams and practice. Read as a senior title: the roadmap is the same at every level.',
      ),
    ).toBeVisible();
    await onboarding.finishAfterPath();
    // the occupation's own roadmap (its curated title, where it has one)
    await expect(page.getByRole('heading', { level: 1, name: /^Electricians?$/ })).toBeVisible();
    await expect(page.getByText(/nearest/)).toHaveCount(0);
  });

  test('"Cook", a name several occupations share, offers them to choose, the title as typed last', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('Cook');
    await onboarding.findButton.click();
    await expect(page.getByText('No career is called "Cook". Did you mean one of these?')).toBeVisible();
    const buttons = onboarding.choices().getByRole('button');
    await expect(buttons.first()).toHaveText('Cooks, Restaurant');
    await expect(buttons.last()).toHaveText('None of these: make a roadmap for "Cook"');
    expect((await page.request.get('/api/me/goal').then((r) => r.json())).goal).toBeNull();
    await buttons.first().click();
    await onboarding.finishAfterPath();
    await expect(page.getByRole('heading', { level: 1, name: /Cook/ })).toBeVisible();
    expect((await page.request.get('/api/me/goal').then((r) => r.json())).goal.career.occupationCode).toBe(
      '35-2014.00',
    );
  });

  test('a user in a state outside the sample cities sees that state’s figures for their goal', async ({
    page,
  }) => {
    const mean = states.means['29-1141']?.[states.areas.indexOf('Ohio')];
    if (typeof mean !== 'number') throw new Error('the data file has no Ohio mean for 29-1141');
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('registered nurses');
    await onboarding.findButton.click();
    await onboarding.finishAfterPath({ location: 'Dayton, OH' });
    const facts = page.getByTestId('occupation-facts');
    await expect(facts.getByText(`Ohio average, ${states.year}`)).toBeVisible();
    await expect(facts.getByText(`${dollars(mean)} a year`)).toBeVisible();

    // the Local Market page: Dayton first, the goal and related occupations in Ohio
    const market = new LocalMarketPage(page);
    await market.goto();
    await expect(market.subtitle()).toHaveText('Pay, outlook and jobs for Dayton, OH');
    await expect(page.getByText('Registered Nurses in Ohio')).toBeVisible();
    const table = market.outlookTable();
    await expect(table.getByRole('columnheader', { name: `Ohio average (${states.year})` })).toBeVisible();
    await expect(table.getByRole('row', { name: /Registered Nurses/ })).toContainText(dollars(mean));
    // the sample software markets do not fit a nurse: none is shown, and the page says why (S65)
    await expect(
      page.getByText(
        /^Waymark has no job listings for Dayton, OH\. Its sample markets are software and data listings, so they are not shown beside /,
      ),
    ).toBeVisible();
    await expect(market.sampleHeading()).toHaveCount(0);
    await expect(market.jobs()).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Track a real posting you found' })).toHaveAttribute(
      'href',
      '/applications?add=1',
    );
  });

  test('outside the U.S. ("Toronto, Canada") the goal shows national figures with a note saying so', async ({
    page,
  }) => {
    const median = nurseMedian();
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('Registered Nurse');
    await onboarding.findButton.click();
    await onboarding.finishAfterPath({ location: 'Toronto, Canada' });
    const facts = page.getByTestId('occupation-facts');
    await expect(facts.getByText(`${dollars(median)} a year`)).toBeVisible();
    await expect(
      // "Toronto, Canada" is read as a city in Canada (docs/decisions.md S62)
      facts.getByText('Waymark has U.S. figures only: these are national U.S. figures, not Canada’s.'),
    ).toBeVisible();
    await expect(facts.getByText(/average, May/)).toHaveCount(0);
  });

  test('a title that names nothing real becomes a goal only when the user chooses the basic path', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.search.fill('xyzzy qwerty');
    await onboarding.findButton.click();
    await expect(
      page.getByText(
        'No occupation matches "xyzzy qwerty", so only a basic career path could be made: one core skill and a starter project.',
      ),
    ).toBeVisible();
    expect((await page.request.get('/api/me/goal').then((r) => r.json())).goal).toBeNull();
    // with no model, asking again would give the same answer
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Use the basic path' }).click();
    await onboarding.finishAfterPath();
    await expect(page.getByRole('heading', { level: 1, name: 'Xyzzy Qwerty' })).toBeVisible();
  });

  test('an occupation page answers for an unknown code with a clear message', async ({ page }) => {
    await page.goto('/occupations/99-9999.00');
    await expect(page.getByRole('alert')).toContainText('Occupation 99-9999.00');
  });

  test('Career Discovery: a CS student gets data and software occupations first; "R" and "C" lift no role', async ({
    page,
  }) => {
    const add = async (card: string, values: string[]) => {
      const input = page.getByRole('textbox', { name: `Add to ${card}` });
      for (const value of values) {
        await input.fill(value);
        await input.press('Enter');
      }
    };
    // a background of two one-letter languages matches no role (whole words, not substrings)
    await page.goto('/career-discovery');
    await add('Coursework & Education', ['Art History']);
    await add('Projects & Work', ['bake sale']);
    await add('Technical Skills', ['R', 'C']);
    await add('Interests', ['gardening']);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Find My Career Matches' }).click();
    await expect(page.getByText('No career matched more than 20% of your background.')).toBeVisible();

    await page.goto('/career-discovery');
    await add('Coursework & Education', ['Data Structures', 'Algorithms', 'Database Systems', 'Statistics']);
    await add('Projects & Work', ['web app', 'Kaggle competition']);
    await add('Technical Skills', ['Python', 'Java', 'SQL', 'JavaScript', 'React', 'Git']);
    await add('Interests', ['data', 'AI']);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Find My Career Matches' }).click();
    const more = page.getByRole('region', { name: 'More occupations that fit' });
    const titles = more.getByRole('listitem').getByRole('heading');
    await expect(titles.first()).toBeVisible();
    const top = (await titles.allTextContents()).slice(0, 5);
    const codes = top.map((t) => data.occupations.find((o) => o.title === t)?.code ?? '');
    // O*NET's Computer and Mathematical group (15-) is where data and software occupations are
    expect(codes.filter((c) => c.startsWith('15-')).length).toBeGreaterThanOrEqual(3);
    await expect(more.getByRole('listitem').first()).toContainText('Why:');
    // any of them can become the goal
    const first = top[0] ?? '';
    await more.getByRole('button', { name: `Choose ${first}` }).click();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  });
});
