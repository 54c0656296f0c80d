import { describe, expect, it } from 'vitest';
import type { PostingAnalysis } from '../../shared/postings.schema.ts';
import { postingQuestions } from './posting-questions.ts';

let n = 0;
const newId = () => `q${++n}`;

const cook: PostingAnalysis = {
  occupation: { code: '35-2014.00', title: 'Cooks, Restaurant' },
  requirements: [
    {
      id: 'credential:servsafe',
      name: 'ServSafe',
      kind: 'credential',
      importance: 'required',
      quote: 'ServSafe certification',
    },
    {
      id: 'skill:knife skills',
      name: 'Knife skills',
      kind: 'skill',
      importance: 'preferred',
      quote: 'Knife skills',
    },
    {
      id: 'skill:food safety',
      name: 'Food safety',
      kind: 'skill',
      importance: 'required',
      quote: 'Follow food safety and sanitation rules during a busy dinner service.',
    },
    { id: 'tool:pos', name: 'POS systems', kind: 'tool', importance: 'required', quote: 'POS systems' },
  ],
  yearsExperience: 1,
  education: null,
  licences: [],
  pay: null,
};

describe('interview questions from a posting (docs/decisions.md S108)', () => {
  it('asks about the required skills first, one duty as a situation, within the maximum', () => {
    const questions = postingQuestions(cook, 'medium', newId);
    expect(questions.map((q) => [q.category, q.question])).toEqual([
      [
        'behavioral',
        'Tell me about a time you used POS systems at work. What was the situation, what did you do, and how did it turn out?',
      ],
      [
        'behavioral',
        'Tell me about a time you used Knife skills at work. What was the situation, what did you do, and how did it turn out?',
      ],
      [
        'situational',
        'This job asks for this: "Follow food safety and sanitation rules during a busy dinner service". How would you handle it on a busy day?',
      ],
    ]);
    for (const q of questions)
      expect(q).toMatchObject({ difficulty: 'medium', id: expect.stringMatching(/^q\d+$/) });
  });

  it('asks about a credential when the posting names few skills, and nothing for a posting without requirements', () => {
    const only = { ...cook, requirements: cook.requirements.filter((r) => r.kind === 'credential') };
    expect(postingQuestions(only, 'easy', newId).map((q) => q.question)).toEqual([
      'The posting asks for ServSafe. Where are you with it, and how do you keep it current?',
    ]);
    expect(postingQuestions({ ...cook, requirements: [] }, 'easy', newId)).toEqual([]);
  });
});
