import { expect, test } from '@playwright/test';
import { InterviewCoach } from './page-models/interview-coach.ts';
import { OnboardingPage } from './page-models/onboarding-page.ts';
import { ResumePage } from './page-models/resume-page.ts';

/** The nursing sub-family's medium questions (content/interview/29-healthcare-practitioners.json), with an answer a nurse would give. */
const NURSING = {
  "A patient's blood pressure has dropped sharply after surgery. What do you do first?": {
    category: 'situational',
    answer:
      'First I would assess the patient at the bedside: airway, breathing, a manual blood pressure, and I would check the dressing and drains for bleeding. ' +
      'I would lay the patient flat and make sure the IV is running. Then I would call the surgeon with an SBAR report and call the rapid response team if the patient is unstable, ' +
      'and I would recheck the vital signs every 15 minutes and document the times.',
  },
  'Tell me about a shift handoff that went wrong or that you improved.': {
    category: 'behavioral',
    answer:
      'At my last hospital a night handoff missed that a patient was on fall precautions, and she got up alone at 6 am. I was responsible for the report that morning, ' +
      'so I proposed a bedside handoff using SBAR with a safety line for falls and lines. I wrote the checklist, trained the 12 nurses on our unit, ' +
      'and since then we changed how every shift change runs: in the next 3 months we had no missed fall risks and patient safety scores went up.',
  },
} as const;

// docs/decisions.md S80: the Interview Coach asks the questions of the goal's field
test.describe("Interview Coach in the goal's field", () => {
  test('a Registered Nurse is asked a nursing question, sees its field, and the answer is scored on its key points', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const onboarding = new OnboardingPage(page);
    await onboarding.goto();
    await onboarding.findCareer('Registered Nurse');
    const resume = new ResumePage(page);
    await resume.goto();
    await page.getByRole('button', { name: /plan \(test mode\)/ }).click();
    const coach = new InterviewCoach(page);
    await coach.open();
    await coach.start('medium');

    await expect(
      coach.dialog.getByText(
        'Questions for your field: Healthcare practitioners and technical occupations · Nursing',
      ),
    ).toBeVisible();
    const asked = (await coach.question().textContent()) ?? '';
    expect(Object.keys(NURSING)).toContain(asked);
    const nursing = NURSING[asked as keyof typeof NURSING];
    await expect(coach.badge(nursing.category)).toBeVisible();
    await expect(coach.badge('medium')).toBeVisible();

    await coach.answer(nursing.answer);
    await expect(coach.feedback()).toContainText(/Score\s*\d+\/100/);
    // the feedback is read once: the coach moves on to the next question while a slow test still reads it
    const feedback = (await coach.feedback().textContent()) ?? '';
    expect(feedback).toMatch(/Strengths: You covered [a-z ,]*sbar/);
    expect(feedback).not.toContain('Waymark has no key points for this question');
  });
});
