import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AppShell } from './page-models/app-shell.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { SkillsPage } from './page-models/skills-page.ts';

/** docs/product.md §4 Editing a roadmap, through the Skills page. */
test.describe('editing a roadmap', () => {
  test('an electrician adds a skill (the finish date moves), renames, reorders by keyboard and resets', async ({
    page,
  }) => {
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.findCareer('Electrician');
    const skills = new SkillsPage(page);
    await skills.goto();
    await skills.setStudyPlan(5);
    const finish = skills.studyPlan().getByText(/^Projected finish: /);
    const finishBefore = (await finish.textContent()) ?? '';

    const editor = await skills.openEditor();
    await expect(editor.getByRole('heading', { name: 'Edit roadmap' })).toBeFocused();
    const original = await skills.editorSkillNames();
    expect(original.length).toBeGreaterThan(3);

    // add a skill of one's own: last, marked, and the plan takes its hours
    await skills.addSkill('Solar PV installation', 60);
    expect(await skills.editorSkillNames()).toEqual([...original, 'Solar PV installation']);
    await expect(editor.getByText('Your skill')).toBeVisible();
    await expect(finish).not.toHaveText(finishBefore);

    // rename the first skill
    const first = original[0] ?? '';
    await editor.getByRole('button', { name: `Rename ${first}` }).click();
    const field = editor.getByLabel(`New name for ${first}`);
    await expect(field).toBeFocused();
    await field.fill('Electrical theory basics');
    await editor.getByRole('button', { name: 'Save name' }).click();
    await expect(editor.getByRole('button', { name: 'Rename Electrical theory basics' })).toBeFocused();

    // move it down with the keyboard: focus stays on it
    await editor.getByRole('button', { name: 'Move Electrical theory basics down' }).focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByRole('button', { name: 'Move Electrical theory basics down' })).toBeFocused();
    await page.keyboard.press('Enter');
    const expected = [original[1], original[2], 'Electrical theory basics'];
    await expect.poll(async () => (await skills.editorSkillNames()).slice(0, 3)).toEqual(expected);
    // the server's answers agree with what the page showed at once
    await expect
      .poll(async () => {
        const { goal } = await (await page.request.get('/api/me/goal')).json();
        return (goal.skills as Array<{ name: string }>).slice(0, 3).map((s) => s.name);
      })
      .toEqual(expected);
    const moved = await skills.editorSkillNames();

    // the edits are the server's: a reload shows them, in the page's skill cards too
    await page.reload();
    await expect(skills.card('Solar PV installation')).toBeVisible();
    await expect(skills.card('Solar PV installation').getByText('Your skill')).toBeVisible();
    await expect(page.getByText('You edited this roadmap.')).toBeVisible();
    await skills.openEditor();
    expect(await skills.editorSkillNames()).toEqual(moved);

    // reset, after a confirmation: the original roadmap and finish date
    await skills.editor().getByRole('button', { name: 'Reset to original' }).click();
    await skills.editor().getByRole('button', { name: 'Yes, reset' }).click();
    await expect(skills.editor().getByText('Your roadmap is as it was made.')).toBeVisible();
    expect(await skills.editorSkillNames()).toEqual(original);
    await skills.editor().getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Edit roadmap' })).toBeFocused();
    await expect(finish).toHaveText(finishBefore);
  });

  for (const { width, height, theme } of [
    { width: 390, height: 844, theme: 'dark' },
    { width: 1366, height: 900, theme: 'light' },
  ] as const) {
    test(`the editor fits and passes axe at ${width} px in ${theme} mode`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const onboarding = new OnboardingPage(page);
      await onboarding.goto();
      await onboarding.pickCareer('Registered Nurse');
      const res = await page.request.patch('/api/me/settings', {
        data: { darkMode: theme === 'dark' },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(res.status()).toBe(200);
      const skills = new SkillsPage(page);
      await skills.goto();
      const shell = new AppShell(page);
      expect(await shell.isDark()).toBe(theme === 'dark');
      const editor = await skills.openEditor();
      await skills.addSkill('Wound vac therapy', 6);
      await editor.getByRole('button', { name: 'Rename Wound vac therapy' }).click();
      // the editor is what is scanned here: the "Added" toast (every-route.spec.ts scans toasts) is
      // let go first, so its exit fade is not measured
      // it is waited for first: counted before it appears, "no toast" would pass and the scan would
      // catch it fading in
      await expect(page.getByText('Added “Wound vac therapy” to your roadmap')).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
      const { scrollWidth, clientWidth } = await shell.pageWidth();
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      );
    });
  }
});
