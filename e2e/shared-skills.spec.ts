import { expect, test } from '@playwright/test';
import { SAMPLE_RESUME } from '../src/server/test/resume-files.ts';
import { ACHIEVEMENTS } from '../src/shared/achievements.ts';
import { DEMO_USER, XP } from '../src/shared/xp.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { ResumePage } from './page-models/resume-page.ts';
import { SkillsPage } from './page-models/skills-page.ts';

/** The demo user's XP, and after the first skill: its XP and the First Skill Started award. */
const START_XP = DEMO_USER.xp;
const AFTER_SQL_XP = START_XP + XP.firstSkillCompleted + ACHIEVEMENTS['first-skill'].xpReward;

test.describe('a skill shared by several career paths (docs/decisions.md S33)', () => {
  test('SQL completed as a Data Analyst is completed on the Backend Developer roadmap, and pays once', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.findCareer('Data Analyst');

    // complete SQL on the Data Analyst roadmap: 50 XP and First Skill Started (+50)
    const skills = new SkillsPage(page);
    await skills.goto();
    await expect(page.getByText(`${START_XP} XP`, { exact: true })).toBeVisible();
    const analystSql = skills.card('SQL Querying');
    await expect(analystSql.getByText('Shared skill')).toBeVisible();
    await analystSql.getByRole('button', { name: 'Start Learning: SQL Querying' }).click();
    await analystSql.getByRole('button', { name: 'Mark Complete: SQL Querying' }).click();
    await expect(page.getByText('Achievement unlocked: First Skill Started')).toBeVisible();
    await expect(page.getByText(`${AFTER_SQL_XP} XP`, { exact: true })).toBeVisible();

    // switch the goal to Backend Developer, the way the app changes it: onboarding's career picks
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    await skills.goto();
    await expect(page.getByText('Your Backend Developer skill roadmap.')).toBeVisible();
    await expect(skills.treeNode('SQL and PostgreSQL')).toHaveAccessibleName(/completed$/);
    await expect(page.getByText('1 of 16 completed')).toBeVisible();
    await expect(page.getByText(`${AFTER_SQL_XP} XP`, { exact: true })).toBeVisible();

    // it cannot be completed again, and the details say why it is done here
    const backendSql = skills.card('SQL and PostgreSQL');
    await expect(backendSql.getByRole('button', { name: 'Completed: SQL and PostgreSQL' })).toBeDisabled();
    const dialog = await skills.openSkill('SQL and PostgreSQL');
    await expect(
      dialog.getByText(
        /^SQL is one skill on every career path that teaches it \(.*Backend Developer.*Data Analyst.*\): its status, note and XP count once for all of them\./,
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Completed: SQL and PostgreSQL' })).toBeDisabled();

    // reset and complete it again: still nothing more to earn (paid once per skill, D11)
    await dialog.getByRole('button', { name: 'Reset SQL and PostgreSQL to not started' }).click();
    await dialog.getByRole('button', { name: 'Start Learning: SQL and PostgreSQL' }).click();
    await dialog.getByRole('button', { name: 'Mark Complete: SQL and PostgreSQL' }).click();
    await expect(dialog.getByRole('button', { name: 'Completed: SQL and PostgreSQL' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(skills.treeNode('SQL and PostgreSQL')).toHaveAccessibleName(/completed$/);
    await expect(page.getByText(`${AFTER_SQL_XP} XP`, { exact: true })).toBeVisible();
  });

  test('the resume\'s "mark as known" marks the shared skill, so another path shows it done', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.pickCareer('Backend Developer');
    const resume = new ResumePage(page);
    await resume.goto();
    await resume.upload({ name: 'me.txt', mimeType: 'text/plain', buffer: Buffer.from(SAMPLE_RESUME) });
    await expect(
      resume.card('Skills Analysis').getByText('SQL and PostgreSQL', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Mark these skills as known on my roadmap' }).click();
    const skills = new SkillsPage(page);
    await skills.goto();
    await expect(skills.treeNode('SQL and PostgreSQL')).toHaveAccessibleName(/completed$/);
    const xp = (await (await page.request.get('/api/me')).json()).xp as number;

    // on the Data Analyst path, SQL is already done, and choosing the path paid nothing
    await onboarding.goto();
    await onboarding.findCareer('Data Analyst');
    await skills.goto();
    await expect(skills.treeNode('SQL Querying')).toHaveAccessibleName(/completed$/);
    await expect(
      skills.card('SQL Querying').getByRole('button', { name: 'Completed: SQL Querying' }),
    ).toBeDisabled();
    expect((await (await page.request.get('/api/me')).json()).xp).toBe(xp);
  });
});
