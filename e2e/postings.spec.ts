import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createResumeExtractor } from '../src/server/resume/extractor.ts';
import type { Posting } from '../src/shared/postings.schema.ts';
import { AppShell } from './page-models/app-shell.ts';
import { ApplicationsPage } from './page-models/applications-page.ts';
import { InterviewCoach } from './page-models/interview-coach.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { PostingsPage } from './page-models/postings-page.ts';
import { ResumePage } from './page-models/resume-page.ts';
import { SkillsPage } from './page-models/skills-page.ts';

/**
 * Issue 32 (docs/product.md §2 Postings, Posting): a real-looking posting pasted in, its requirements
 * with the user's evidence, the gap added to the roadmap (the finish date moves), the tailored resume
 * claiming nothing without evidence, the posting tracked, and its match rising as a skill is done.
 * The postings are written here for these tests, one per field: a nurse, an electrician, a driver.
 */

const NURSE_POSTING = `Registered Nurse - Medical/Surgical Unit
Riverside Community Hospital - Columbus, OH

About the role
Riverside Community Hospital is hiring a full-time Registered Nurse for our 32-bed Medical/Surgical unit. You will assess patients, give medications and coordinate care with physicians and therapists on 12-hour shifts.

Responsibilities
- Perform head-to-toe patient assessments and document care in Epic
- Administer medications and IV therapy safely
- Educate patients and families on discharge plans
- Work with the interdisciplinary care team

Requirements
- Active Registered Nurse (RN) license in Ohio
- Current BLS certification from the American Heart Association
- ACLS certification within 6 months of hire
- 2+ years of acute care nursing experience
- Associate degree in Nursing required; BSN preferred

Preferred
- Wound care experience
- Telemetry monitoring experience

Pay: $38.00 - $52.00 per hour, plus shift differentials
Benefits: medical, dental, 403(b) with match, tuition reimbursement`;

const NURSE_RESUME = `Maria Gonzalez
maria.gonzalez@example.com | (614) 555-0199 | Columbus, OH

Summary
Registered nurse with three years on a medical-surgical floor.

Experience
Staff Nurse, Mount Carmel East, Columbus, OH (2022 - 2025)
- Cared for 5 to 6 patients a shift on a 30-bed med-surg unit
- Documented assessments and medication administration in Epic
- Started and monitored IV therapy for post-operative patients

Education
Associate Degree in Nursing, Columbus State Community College, 2022

Licenses & Certifications
Registered Nurse (RN), Ohio Board of Nursing, 2022
BLS Provider, American Heart Association, 2024`;

const ELECTRICIAN_POSTING = `Electrician Apprentice (Commercial)
Bright Line Electric, Denver, CO

Bright Line Electric is looking for a first- or second-year electrical apprentice to join our commercial crew. You will work beside licensed journeyman electricians on tenant build-outs and service upgrades.

What you will do
- Install conduit, pull wire and terminate devices
- Read blueprints and follow the National Electrical Code (NEC)
- Use hand and power tools safely, including benders and meters
- Keep the job site clean and follow OSHA safety rules

Requirements
- High school diploma or GED
- Registered apprentice with the Colorado State Electrical Board, or able to register within 30 days
- OSHA 10 card
- Valid driver's license and reliable transportation
- 1 year of construction experience preferred

Pay: $21 - $26 an hour depending on experience, plus paid apprenticeship school.`;

const TRUCKING_POSTING = `CDL-A Regional Truck Driver - Home Weekly
Prairie Freight Lines, Omaha, NE

Prairie Freight Lines is hiring Class A drivers to run regional dry van freight across Nebraska, Iowa, Kansas and Missouri and be home every weekend.

What you will do
- Drive a tractor-trailer on regional routes of 300 to 500 miles a day
- Inspect your truck before and after each trip and report defects
- Keep hours of service records on the ELD
- Deliver freight on time and work with customers at the dock

Requirements
- Valid Class A Commercial Driver's License (CDL-A)
- Current DOT medical card
- 1 year of verifiable tractor-trailer experience
- Clean MVR: no more than 2 moving violations in 3 years
- Able to complete pre-trip and post-trip inspections and keep electronic logs (ELD)
- Hazmat endorsement preferred

Pay: $0.62 - $0.70 per mile, average $1,500 a week
Benefits: health, dental, vision, 401(k), paid time off`;

const RECIPE = `Grandma's Banana Bread

Ingredients
- 3 ripe bananas, mashed
- 1/3 cup melted butter
- 3/4 cup sugar
- 1 egg, beaten
- 1 teaspoon vanilla
- 1 teaspoon baking soda
- 1 1/2 cups flour

Preheat the oven to 350 F. Mix the butter into the mashed bananas, then stir in the sugar, egg and vanilla. Sprinkle the baking soda over the mixture and mix in the flour. Pour into a buttered loaf pan and bake for 60 minutes.`;

/** The requirement kinds a roadmap skill can close: the ones a tailored resume may claim only with evidence. */
const CLAIMABLE = new Set(['skill', 'tool', 'credential', 'licence']);

/** axe's WCAG 2.1 A/AA rules on the page as it is (docs/decisions.md S41). */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}

async function setTheme(page: Page, dark: boolean) {
  expect((await page.request.patch('/api/me/settings', { data: { darkMode: dark } })).status()).toBe(200);
}

/** An occupation as the goal, onboarding done (the API the onboarding page uses). */
async function adoptGoal(page: Page, code: string) {
  const resolved = await page.request.post('/api/careers/resolve', { data: { code } });
  expect(resolved.status()).toBe(200);
  const { careerId } = (await resolved.json()) as { careerId?: number };
  expect((await page.request.put('/api/me/goal', { data: { careerId } })).status()).toBe(200);
  expect((await page.request.post('/api/me/onboarding/complete')).status()).toBe(204);
}

async function postingOf(page: Page, id: string): Promise<Posting> {
  const res = await page.request.get(`/api/me/postings/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Posting;
}

/** The "N% match" badge of a card on the application board. */
async function cardMatch(page: Page, title: string, company: string): Promise<number> {
  const applications = new ApplicationsPage(page);
  await applications.goto();
  const badge = applications.card(title, company).getByText(/^\d+% match$/);
  await expect(badge).toBeVisible();
  return Number.parseInt((await badge.textContent()) ?? '', 10);
}

test.describe('job postings', () => {
  test('a nurse pastes a posting, sees the evidence, closes the gap, tailors the resume, tracks it, and its match rises', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.findCareer('Registered Nurse', { location: 'Columbus, OH' });
    const skills = new SkillsPage(page);
    await skills.goto();
    await skills.setStudyPlan(4);
    const resume = new ResumePage(page);
    await resume.goto();
    await resume.upload({ name: 'maria.txt', mimeType: 'text/plain', buffer: Buffer.from(NURSE_RESUME) });

    // the navigation leads to the postings
    await new AppShell(page).mainNav.getByRole('link', { name: 'Postings' }).click();
    const postings = new PostingsPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Postings' })).toBeVisible();
    const id = await postings.paste({
      text: NURSE_POSTING,
      company: 'Riverside Community Hospital',
      link: 'https://careers.example.org/jobs/rn-med-surg-4411',
    });

    // what Waymark read: the occupation (a link to its page), pay with its period, experience, licence
    await expect(page.getByRole('heading', { level: 1, name: /Registered Nurse/ })).toBeVisible();
    await expect(postings.fact('Pay')).toContainText('$38–$52 an hour');
    await expect(postings.fact('Experience')).toContainText('2+ years');
    await expect(postings.fact('Company')).toContainText('Riverside Community Hospital');
    await expect(
      postings.fact('Occupation').getByRole('link', { name: 'Registered Nurses' }),
    ).toHaveAttribute('href', '/occupations/29-1141.00');
    await expect(postings.fact('Licences')).toContainText(/Registered Nurse|RN/);

    // each requirement met or not, with the evidence: the BLS card and the RN licence are on the resume
    const read = await postingOf(page, id);
    const bls = read.requirements.find((r) => /BLS/i.test(r.name));
    expect(bls, 'BLS is read as a requirement').toBeTruthy();
    expect(bls?.met).toBe(true);
    const blsItem = postings.requirement(bls?.name ?? '');
    await expect(blsItem).toContainText('You have it');
    await expect(blsItem).toContainText(/On your resume|Credential on your resume/);
    await expect(blsItem).toContainText(/BLS Provider/);
    const acls = read.requirements.find((r) => /ACLS|Advanced Cardiac/i.test(r.name));
    expect(acls, 'ACLS is read as a requirement').toBeTruthy();
    expect(acls?.met).toBe(false);
    await expect(postings.requirement(acls?.name ?? '')).toContainText('Missing');
    // the posting's text is shown as text
    await page.getByText("The posting's text").click();
    await expect(page.getByText('Wound care experience', { exact: false }).last()).toBeVisible();
    await expectAccessible(page, "a posting's page, light");
    await setTheme(page, true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'What it asks for' })).toBeVisible();
    await expectAccessible(page, "a posting's page, dark");
    await setTheme(page, false);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'What it asks for' })).toBeVisible();

    // close the gap: the missing skills join the roadmap and the projected finish moves later
    const gap = postings.card('Close the gap');
    await gap.getByRole('button', { name: 'Add missing skills to my roadmap' }).click();
    const status = gap.getByRole('status');
    await expect(status).toContainText('Added to your roadmap:');
    await expect(status).toContainText(/Before: .+\. Now: Projected finish: /);
    const closed = await postingOf(page, id);
    const acl = closed.requirements.find((r) => r.id === acls?.id);
    expect(acl?.roadmapSkill, 'ACLS is now closed by a roadmap skill').toBeTruthy();
    await expect(postings.requirement(acls?.name ?? '')).toContainText(
      `Will be closed by your roadmap skill ${acl?.roadmapSkill?.name}`,
    );
    // the roadmap has the skill, with the posting it came from
    const goal = (await (await page.request.get('/api/me/goal')).json()) as {
      goal: { skills: Array<{ id: string; name: string }> };
    };
    expect(goal.goal.skills.map((s) => s.id)).toContain(acl?.roadmapSkill?.id);

    // free users see the premium tools locked with the upgrade prompt
    const tailoredCard = postings.card('Tailored resume');
    await expect(tailoredCard.getByRole('button', { name: 'Tailor my resume' })).toBeDisabled();
    await expect(tailoredCard).toContainText('Upgrade to Premium');
    await expect(page.getByRole('button', { name: 'Practice an interview for this job' })).toBeDisabled();
    await expect(
      page.getByText("Questions from this posting's requirements and its field, each scored with feedback."),
    ).toBeVisible();

    // premium: the tailored resume claims only what has evidence
    await new AppShell(page).premiumToggle.click();
    await tailoredCard.getByRole('button', { name: 'Tailor my resume' }).click();
    const notClaimed = tailoredCard.getByRole('region', { name: 'Not claimed' });
    await expect(notClaimed).toBeVisible();
    const unmet = closed.requirements.filter((r) => !r.met && CLAIMABLE.has(r.kind));
    expect(unmet.length).toBeGreaterThan(0);
    for (const r of unmet) await expect(notClaimed).toContainText(r.name);
    await expect(notClaimed.getByRole('link', { name: acl?.roadmapSkill?.name ?? '' })).toBeVisible();
    const pdf = await postings.download(tailoredCard.getByRole('link', { name: 'Download PDF' }));
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const extractor = createResumeExtractor();
    try {
      const text = (await extractor.extract(new Uint8Array(pdf.bytes))).text;
      expect(text).toContain('Maria Gonzalez');
      expect(text).toContain('Ohio Board of Nursing');
      // no requirement without evidence is claimed anywhere in the file
      for (const r of unmet)
        expect(text.toLowerCase(), `claims ${r.name}`).not.toContain(r.name.toLowerCase());
    } finally {
      await extractor.close();
    }
    const docx = await postings.download(tailoredCard.getByRole('link', { name: 'Download DOCX' }));
    expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(tailoredCard.getByRole('region', { name: 'Cover letter' })).toContainText(
      'Riverside Community Hospital',
    );

    // interview practice from the posting
    await page.getByRole('button', { name: 'Practice an interview for this job' }).click();
    const coach = new InterviewCoach(page);
    await expect(coach.dialog).toBeVisible();
    await coach.start('medium');
    await page.keyboard.press('Escape');
    await expect(coach.dialog).toBeHidden();

    // track it: a card on the board, with a match
    const track = postings.card('Track this application');
    await track.getByRole('button', { name: 'Track this application' }).click();
    await expect(track.getByRole('status')).toContainText('On your application board');
    const tracked = await postingOf(page, id);
    expect(tracked.applicationId).toBeTruthy();
    const title = tracked.title;
    const before = await cardMatch(page, title, 'Riverside Community Hospital');
    await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toBeVisible();

    // completing the skill that closes ACLS raises the application's match and the posting's
    await page.goto(`/skills?skill=${encodeURIComponent(acl?.roadmapSkill?.id ?? '')}`);
    const dialog = skills.dialog(acl?.roadmapSkill?.name ?? '');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Start Learning: / }).click();
    await dialog.getByRole('button', { name: /^Mark Complete: / }).click();
    await expect(dialog.getByRole('button', { name: /^Completed: / })).toBeDisabled();
    const after = await cardMatch(page, title, 'Riverside Community Hospital');
    expect(after).toBeGreaterThan(before);
    const done = await postingOf(page, id);
    expect(done.match.percent).toBeGreaterThan(tracked.match.percent);
    await page.goto(`/postings/${id}`);
    const aclsItem = postings.requirement(acls?.name ?? '');
    await expect(aclsItem).toContainText('You have it');
    await expect(aclsItem).toContainText('Completed on your roadmap');
  });

  test('an electrician apprentice posting is read for its field: the NEC, OSHA 10, the diploma and the hourly pay', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Electrician');
    const postings = new PostingsPage(page);
    await postings.goto();
    const id = await postings.paste({ text: ELECTRICIAN_POSTING, location: 'Denver, CO' });
    await expect(postings.fact('Pay')).toContainText('$21–$26 an hour');
    await expect(postings.fact('Education')).toContainText(/High school diploma or GED/i);
    await expect(postings.fact('Location')).toContainText('Denver, CO');
    const read = await postingOf(page, id);
    expect(read.analysis.occupation?.code).toMatch(/^47-2111|^47-3013/);
    const names = read.requirements.map((r) => r.name.toLowerCase()).join(' | ');
    expect(names).toMatch(/osha/);
    expect(names).toMatch(/national electrical code|nec/);
    // each requirement is on the page, required ones first
    const required = page.getByRole('region', { name: 'Required requirements' });
    await expect(required).toBeVisible();
    for (const r of read.requirements.filter((x) => x.importance === 'required'))
      await expect(required).toContainText(r.name);

    // the list shows it with its match; Edit details corrects what was read; Delete asks first
    await page.getByRole('link', { name: 'All postings' }).click();
    const list = page.getByRole('region', { name: 'Your postings' });
    await expect(list.getByRole('link', { name: read.title })).toBeVisible();
    await expect(list).toContainText(`${read.match.percent}% match`);
    await list.getByRole('link', { name: read.title }).click();
    await page.getByRole('button', { name: 'Edit details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit posting details' });
    await edit.getByLabel('Company').fill('Bright Line Electric LLC');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(postings.fact('Company')).toContainText('Bright Line Electric LLC');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page).toHaveURL(/\/postings$/);
    await expect(page.getByText('No postings yet.')).toBeVisible();
    expect((await page.request.get(`/api/me/postings/${id}`)).status()).toBe(404);
  });

  test('a truck driving posting comes in as a file, with its CDL licence and pay by the mile', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await adoptGoal(page, '53-3032.00');
    const postings = new PostingsPage(page);
    await postings.goto();
    await page.getByLabel('Posting file').setInputFiles({
      name: 'prairie-freight-cdl-a.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(TRUCKING_POSTING),
    });
    await page.waitForURL(/\/postings\/[0-9a-f-]{36}$/);
    await expect(postings.fact('Pay')).toContainText('$0.62–$0.70 a mile');
    await expect(postings.fact('Licences')).toContainText(/CDL|Commercial Driver/);
    await expect(postings.fact('Experience')).toContainText('1+ year');
    await expect(page.getByRole('heading', { level: 1, name: /Truck Driver/ })).toBeVisible();
  });

  test('a recipe is not a posting: a clear message, the pasted text kept, nothing stored', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Electrician');
    const postings = new PostingsPage(page);
    await postings.goto();
    await postings.fill({ text: RECIPE, title: 'Banana bread' });
    await postings.read.click();
    const alert = page.getByRole('alert').filter({ hasText: /posting/i });
    await expect(alert).toBeVisible();
    await expect(postings.text).toHaveValue(RECIPE);
    await expect(page.getByLabel('Job title')).toHaveValue('Banana bread');
    await expect(page).toHaveURL(/\/postings$/);
    expect(await (await page.request.get('/api/me/postings')).json()).toEqual([]);
    await expectAccessible(page, 'the postings page with its message');
    // nothing pasted at all: said before asking the server
    await postings.text.fill('');
    await postings.read.click();
    await expect(page.getByRole('alert')).toContainText('Paste the text of the job posting first.');
    // an empty file is refused with its reason too
    await page
      .getByLabel('Posting file')
      .setInputFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.from('') });
    await expect(page.getByRole('alert').last()).toBeVisible();
    expect(await (await page.request.get('/api/me/postings')).json()).toEqual([]);
  });
});
