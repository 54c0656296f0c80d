import { describe, expect, it } from 'vitest';
import {
  bankQuestionSchema,
  generatedProjectSchema,
  guidanceArticleSchema,
} from '../../../shared/ai.schema.ts';
import { careerPaths } from '../../catalog/careers/index.ts';
import { CHAT_FALLBACK_QUESTIONS, heuristicScore } from '../fallbacks.ts';
import { localAdvice } from './advice.ts';
import { localCareer } from './career.ts';
import { analyseAnswer, pickQuestions } from './interview.ts';
import { createKnowledgeIndex } from './knowledge.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { localProject } from './project.ts';
import { QUESTION_BANK } from './question-bank.ts';
import { codeFamily, starterCodeFor } from './starter-code.ts';

const index = createKnowledgeIndex();
const ctx = {
  role: 'Data Analyst',
  city: 'New York, NY',
  completedSkills: ['SQL Querying', 'Python'],
  nextSkills: [
    {
      name: 'Tableau',
      resource: {
        title: 'Tableau Free Training Videos',
        link: 'https://www.tableau.com/learn/training',
        source: 'Tableau',
        duration: '6h',
      },
    },
    { name: 'A/B Test Analysis' },
  ],
  market: {
    label: 'New York, NY',
    totalJobs: 12850,
    averageSalary: 155000,
    inDemandSkills: ['Python', 'SQL', 'Tableau', 'AWS'],
  },
  jobs: [{ title: 'Data Analyst', company: 'Etsy', salary: '$110K - $140K', isRemote: true }],
};

describe('the built-in content', () => {
  it('has a valid, unique interview bank covering every role at every difficulty', () => {
    for (const q of QUESTION_BANK) bankQuestionSchema.parse(q);
    expect(new Set(QUESTION_BANK.map((q) => q.id)).size).toBe(QUESTION_BANK.length);
    for (const career of careerPaths) {
      for (const d of ['easy', 'medium', 'hard'] as const) {
        expect(pickQuestions(career.title, d, 5, { seed: 1 })).toHaveLength(5);
      }
    }
  });

  it('has a valid knowledge base on every chat topic', () => {
    for (const a of KNOWLEDGE_BASE) guidanceArticleSchema.parse(a);
    expect(new Set(KNOWLEDGE_BASE.map((a) => a.topic))).toEqual(
      new Set(['resume', 'interview', 'jobs', 'career', 'skills']),
    );
  });

  it('keeps the spec fallback lists: four chat questions per difficulty', () => {
    expect(Object.values(CHAT_FALLBACK_QUESTIONS).map((l) => l.length)).toEqual([4, 4, 4]);
  });
});

describe('the answer heuristic (docs/product.md §8)', () => {
  it('scores base 60, +10 over 100 chars, +15 example, +10 number, +5 over 200, cap 95', () => {
    expect(heuristicScore('short')).toBe(60);
    expect(heuristicScore('x'.repeat(101))).toBe(70);
    expect(heuristicScore('for example')).toBe(75);
    expect(heuristicScore('there was a time when it broke')).toBe(75);
    expect(heuristicScore('3 things')).toBe(70);
    expect(heuristicScore(`For instance we shipped 3 features ${'x'.repeat(200)}`)).toBe(95);
  });
});

describe('the local engine (docs/decisions.md D2)', () => {
  it('answers a skills question with the next skill on the roadmap, its resource and the city demand', () => {
    const answer = localAdvice('skills', 'What should I learn next?', ctx, index);
    expect(answer).toContain('Your next skill on the Data Analyst roadmap is **Tableau**');
    expect(answer).toContain('(https://www.tableau.com/learn/training)');
    expect(answer).toContain('After that: A/B Test Analysis.');
    expect(answer).toContain('Employers in New York, NY ask most for Python, SQL, Tableau, AWS.');
    expect(answer).toContain('You already have Python, SQL.');
  });

  it('answers a jobs question with the city market and real openings', () => {
    const answer = localAdvice('jobs', 'Where do I find jobs?', ctx, index);
    expect(answer).toContain('New York, NY lists about 12,850 open tech positions averaging $155K');
    expect(answer).toContain('- Data Analyst at Etsy, $110K - $140K, remote');
  });

  it('finds the guidance article that fits the question', () => {
    const answer = localAdvice('resume', 'How do I quantify my resume bullets?', ctx, index);
    const article = index.search('quantify resume bullets', 'resume', 1)[0];
    expect(article?.topic).toBe('resume');
    expect(answer).toContain(article?.title ?? '∅');
    expect(answer).toContain('SQL Querying, Python');
  });

  it('builds a career for a custom title from the closest built-in path', () => {
    const career = localCareer('react native engineer', careerPaths);
    expect(career?.basedOn).toBe('Mobile Developer');
    expect(career?.title).toBe('React Native Engineer');
    expect(career?.skills[0]?.name).toMatch(/React Native/);
    expect(localCareer('zzzz qqqq', careerPaths)).toBeNull();
  });

  it('explains its interview score and rewards the key points of a bank question', () => {
    const q = QUESTION_BANK.find((x) => x.keyPoints.length >= 4)!;
    const weak = analyseAnswer(q.question, 'I would do my best.');
    const strong = analyseAnswer(
      q.question,
      `For example, at my last job I handled this: ${q.keyPoints.join(', ')}. As a result we cut the time by 30% over 2 months, and I documented what we learned for the team.`,
    );
    expect(strong.score).toBeGreaterThan(weak.score);
    expect(strong.feedback).toMatch(/^Strong answer\. Your score of \d+ is 60 base, \+10 for detail/);
    expect(strong.feedback).toContain('for key points');
    expect(weak.feedback).toContain('too short to judge');
    expect(weak.improvements.length).toBeGreaterThan(0);
  });

  it("generates a valid custom project that uses the user's skills", () => {
    const project = localProject({
      goalTitle: 'Data Scientist',
      completedSkills: ['Python'],
      skillsToDevelop: ['scikit-learn', 'SQL'],
      difficulty: 'intermediate',
    });
    expect(generatedProjectSchema.parse(project)).toBeTruthy();
    expect(project.technologies).toContain('Python');
    expect(project.features.length).toBeGreaterThanOrEqual(4);
    expect(project.learningObjectives.length).toBeGreaterThanOrEqual(3);
    expect(project.starterCode).toContain('def main()');
  });

  it("writes starter code in the project's language with a TODO per feature", () => {
    expect(codeFamily(['Solidity', 'Foundry'])).toBe('solidity');
    const js = starterCodeFor({
      title: 'Task Board',
      technologies: ['React'],
      features: ['Drag cards', 'Save to localStorage'],
    });
    expect(js).toContain('// TODO: Drag cards');
    expect(js).toContain('// TODO: Save to localStorage (hint: keep storage behind one small module');
  });
});
