import { describe, expect, it } from 'vitest';
import { loadInterviewBanks } from '../../catalog/career-content.ts';
import { analyseAnswer, pickQuestions } from './interview.ts';
import {
  bankQuestionByText,
  fieldBank,
  GENERAL_BANK_NOTE,
  practiceField,
  presentField,
} from './question-bank.ts';

// docs/decisions.md S80: interview practice draws from the bank of the goal's field
const banks = loadInterviewBanks().map((b) => b.data);
const idsOf = (family: string, sub?: string) =>
  new Set(
    banks
      .find((b) => b.family === family)
      ?.questions.filter((q) => sub === undefined || q.subFamily === sub)
      .map((q) => q.id),
  );
const NURSE = fieldBank('Registered Nurse', practiceField('29-1141.00'));

describe('the interview bank of a goal', () => {
  it("finds the occupation's family and sub-family, or none", () => {
    expect(practiceField('29-1141.00')).toEqual({
      occupationCode: '29-1141.00',
      family: { id: 'healthcare-practitioners', title: 'Healthcare practitioners and technical occupations' },
      subFamily: { id: 'nursing', title: 'Nursing' },
    });
    // the military pack (S94) has a roadmap but no question bank of its own yet
    expect(practiceField('55-1011.00')).toEqual({
      occupationCode: '55-1011.00',
      family: { id: 'military', title: 'Military specific occupations' },
      subFamily: null,
    });
    expect(practiceField(null).family).toBeNull();
  });

  it("asks a nurse the nursing sub-family's questions first, then the family's, then general behavioural ones", () => {
    expect(new Set(NURSE.own.map((q) => q.id))).toEqual(idsOf('healthcare-practitioners', 'nursing'));
    const family = idsOf('healthcare-practitioners');
    for (const q of NURSE.family) {
      expect(family.has(q.id), q.id).toBe(true);
      expect(q.id.split('.')).toHaveLength(2);
    }
    expect(NURSE.general.map((q) => q.category)).toEqual(NURSE.general.map(() => 'behavioral'));
    const picked = pickQuestions(NURSE, 'hard', 5, { seed: 3 });
    expect(
      picked
        .map((q) => q.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([
      'healthcare-practitioners.nursing.situational-2',
      'healthcare-practitioners.nursing.technical-2',
    ]);
    expect(picked.slice(2, 4).every((q) => family.has(q.id))).toBe(true);
    expect(picked[4]?.id).toMatch(/^general-behavioral-hard-/);
  });

  it('keeps a question of one occupation for that occupation', () => {
    const truck = fieldBank('Heavy and Tractor-Trailer Truck Drivers', practiceField('53-3032.00'));
    const schoolBus = fieldBank('Bus Drivers, School', practiceField('53-3051.00'));
    const id = 'transportation-material-moving.driving.situational-1';
    expect(truck.own.map((q) => q.id)).not.toContain(id);
    expect(schoolBus.own.map((q) => q.id)).toContain(id);
  });

  it('asks a built-in software role its own questions, and another software occupation its sub-family', () => {
    const frontend = fieldBank('Frontend Developer', practiceField('15-1254.00'));
    expect(frontend.own.some((q) => q.id.startsWith('frontend-'))).toBe(true);
    expect(frontend.own.some((q) => q.id.startsWith('backend-'))).toBe(false);
    const developers = fieldBank('Software Developers', practiceField('15-1252.00'));
    expect(developers.own.some((q) => q.id.startsWith('backend-'))).toBe(true);
    expect(developers.own.some((q) => q.id.startsWith('data-'))).toBe(false);
  });

  it('gives a goal with no family data the whole general bank and says so; a military goal its own bank', () => {
    const field = practiceField(null);
    const bank = fieldBank('Zqxv Qwfp', field);
    expect(bank.own).toEqual([]);
    expect(bank.family).toEqual([]);
    expect(new Set(bank.general.map((q) => q.id))).toEqual(idsOf('general'));
    expect(presentField('Zqxv Qwfp', field, true)).toEqual({
      family: null,
      subFamily: null,
      note: GENERAL_BANK_NOTE,
    });
    // a military goal practises the transition interview of its own bank (docs/decisions.md S119)
    const military = practiceField('55-1011.00');
    const militaryBank = fieldBank('Air Crew Officers', military);
    expect(militaryBank.family.length).toBeGreaterThanOrEqual(30);
    expect(militaryBank.family.every((q) => q.id.startsWith('military.'))).toBe(true);
    expect(militaryBank.general.every((q) => q.category === 'behavioral')).toBe(true);
    expect(presentField('Air Crew Officers', military, true)).toEqual({
      family: { id: 'military', title: 'Military specific occupations' },
      subFamily: null,
      note: null,
    });
    expect(presentField('Registered Nurse', practiceField('29-1141.00'), true)).toEqual({
      family: { id: 'healthcare-practitioners', title: 'Healthcare practitioners and technical occupations' },
      subFamily: { id: 'healthcare-practitioners.nursing', title: 'Nursing' },
      note: null,
    });
  });

  it('never repeats a question until every one was asked', () => {
    const asked = new Set<string>();
    const available = [...NURSE.own, ...NURSE.family, ...NURSE.general].filter(
      (q) => q.difficulty === 'medium',
    ).length;
    for (let i = 0; i < available; i++) {
      const [q] = pickQuestions(NURSE, 'medium', 1, { seed: i + 1, exclude: asked });
      expect(q, `question ${i + 1}`).toBeDefined();
      expect(asked.has(q?.id ?? '')).toBe(false);
      asked.add(q?.id ?? '');
    }
    expect(pickQuestions(NURSE, 'medium', 1, { seed: 99, exclude: asked })).toEqual([]);
  });
});

describe("the local scorer on a field's question", () => {
  const question = "A patient's blood pressure has dropped sharply after surgery. What do you do first?";
  const asked = bankQuestionByText(question);
  const sbar =
    'First I would assess the patient at the bedside: airway, breathing, a manual blood pressure, and I would check the dressing and drains for bleeding. ' +
    'I would lay the patient flat and make sure the IV is running. Then I would call the surgeon with an SBAR report and call the rapid response team if the patient is unstable, ' +
    'and I would recheck the vital signs every 15 minutes and document the times.';

  it("judges a nurse's SBAR answer by the nursing key points and their other wordings", () => {
    expect(asked?.id).toBe('healthcare-practitioners.nursing.situational-1');
    const analysis = analyseAnswer(question, sbar, asked ? [asked] : []);
    expect(analysis.breakdown[0]).toBe('content 45/45 (5 of 5 key points)');
    expect(analysis.strengths[0]).toBe(
      'You covered assess, bleeding, notify the provider, sbar and reassess.',
    );
  });

  it('scores a software answer to it far below', () => {
    const off = analyseAnswer(
      question,
      'I would look at the logs, fix the bug in the code, add a unit test and deploy a hotfix after a code review with my team lead.',
      asked ? [asked] : [],
    );
    expect(off.breakdown[0]).toMatch(/^content \d+\/45 \(0 of 5 key points\)$/);
    expect(off.score).toBeLessThan(analyseAnswer(question, sbar, asked ? [asked] : []).score - 40);
  });
});
