import { describe, expect, it } from 'vitest';
import {
  bankQuestionSchema,
  generatedProjectSchema,
  guidanceArticleSchema,
} from '../../../shared/ai.schema.ts';
import type { Goal } from '../../../shared/goal.schema.ts';
import { careerPaths } from '../../catalog/careers/index.ts';
import { BUILT_IN_OCCUPATIONS } from '../../occupations/builtin-occupations.ts';
import { CHAT_FALLBACK_QUESTIONS, heuristicScore } from '../fallbacks.ts';
import { counterOffer, localAdvice, localAnswer } from './advice.ts';
import { localCareer } from './career.ts';
import { analyseAnswer, pickQuestions } from './interview.ts';
import { createKnowledgeIndex } from './knowledge.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { mileRateIn } from './nlu/entities.ts';
import { localProject, practiceFieldOf } from './project.ts';
import { fieldBank, practiceField, QUESTION_BANK } from './question-bank.ts';
import { codeFamily } from './starter-code.ts';
import { starterCodeFor } from './starter-kits.ts';

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
        expect(
          pickQuestions(fieldBank(career.title, practiceField(BUILT_IN_OCCUPATIONS[career.id])), d, 5, {
            seed: 1,
          }),
        ).toHaveLength(5);
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
    expect(answer).toContain(
      "In Waymark's sample market for New York, NY (example data), employers ask most for Python, SQL, Tableau and AWS.",
    );
    expect(answer).toContain('You have Python and SQL.');
  });

  it('never says the user has a skill Waymark does not know they have (Java is not JavaScript)', () => {
    const answer = localAdvice(
      'skills',
      'What should I learn next?',
      {
        ...ctx,
        completedSkills: ['JavaScript', 'React'],
        market: { ...ctx.market, inDemandSkills: ['Java', 'JavaScript', 'React', 'Python'] },
      },
      index,
    );
    expect(answer).toContain('You have JavaScript and React.');
    expect(answer).not.toMatch(/You have[^.]*\bJava\b,/);
  });

  it('lists the skills the user has from their progress and resume only', () => {
    const roadmap = {
      startedAt: new Date('2026-01-05T12:00:00Z'),
      skills: [{ name: 'SQL Querying' }, { name: 'Python' }, { name: 'Tableau' }, { name: 'Statistics' }],
      projects: [],
    } as unknown as NonNullable<Parameters<typeof localAdvice>[2]['roadmap']>;
    const resume = {
      fileName: 'cv.pdf',
      atsScore: 71,
      readabilityScore: 50,
      presentSkills: ['Python', 'Tableau'],
      missingSkills: ['Statistics'],
      parts: [],
    };
    expect(
      localAdvice('skills', 'What skills do I already have?', { ...ctx, roadmap, resume }, index),
    ).toMatch(
      /^You have completed 2 of the 4 skills on your Data Analyst roadmap: SQL Querying and Python\.\n\nThat is about 0 hours done and 80 left\.\n\nYour resume \(\*\*cv\.pdf\*\*\) also shows Tableau\./,
    );
    expect(
      localAdvice('skills', 'which skills do I have?', { ...ctx, completedSkills: [], roadmap }, index),
    ).toMatch(/^You have not marked any skill of the Data Analyst roadmap complete yet\./);
  });

  it('answers "should I learn X?" from the roadmap, and says when X is not on it', () => {
    const roadmap = {
      startedAt: new Date('2026-01-05T12:00:00Z'),
      skills: [
        { id: 'sql', name: 'SQL Querying', isCompleted: true, prerequisites: [], difficulty: 'beginner' },
        { id: 'py', name: 'Python', isCompleted: false, prerequisites: [], difficulty: 'beginner' },
        {
          id: 'tab',
          name: 'Tableau',
          isCompleted: false,
          prerequisites: [{ id: 'py', why: 'x' }],
          difficulty: 'intermediate',
          estimatedHours: 20,
        },
      ],
      projects: [],
    } as unknown as NonNullable<Parameters<typeof localAdvice>[2]['roadmap']>;
    const ask = (q: string) => localAdvice('skills', q, { ...ctx, roadmap }, index);
    expect(ask('Should I learn Tableau?')).toMatch(
      /^Yes: \*\*Tableau\*\* is on your Data Analyst roadmap \(intermediate, about 20 hours\), number 2 of the 2 skills you have left in the recommended order\. It builds on \*\*Python\*\*, so learn that first\./,
    );
    expect(ask('Is it worth learning SQL?')).toMatch(/^You have already completed \*\*SQL Querying\*\*/);
    expect(ask('Do I need to know AWS?')).toMatch(
      /^\*\*AWS\*\* is not on your Data Analyst roadmap, so Waymark does not count it toward your goal\.\n\nEmployers in Waymark's sample market for New York, NY \(example data\) do ask for it/,
    );
    expect(ask('Should I learn Spark?')).toContain(
      'Learn it when a job you want asks for it; until then, your roadmap’s skills come first.',
    );
  });

  it("places the pay the user has now among the goal's wages", () => {
    const wages = {
      code: '15-2051.00',
      title: 'Data Scientists',
      careerId: 1,
      education: null,
      educationSource: null,
      figuresNote: null,
      wages: {
        soc: '15-2051',
        title: 'Data Scientists',
        level: 'detailed' as const,
        hourly: null,
        topCoded: { annual: 239_200, hourly: 115 },
        year: 'May 2024',
        employment: 1,
        mean: 120_000,
        p10: 60_000,
        p25: 82_630,
        median: 112_590,
        p75: 155_810,
        p90: 194_410,
      },
      outlook: null,
      stateWage: { state: 'Illinois', year: 'May 2023', mean: 115_840 },
      scope: 'state' as const,
      scopeNote: null,
    };
    expect(localAdvice('general', 'I make $90K, is that low?', { ...ctx, wages }, index)).toContain(
      'Your $90,000 is between the 25th percentile and the national median, and below the Illinois average ($115,840).',
    );
  });

  it('calls sample listings sample listings and says it has no live ones', () => {
    const answer = localAdvice('jobs', 'Are there any data analyst jobs near me?', ctx, index);
    expect(answer).toContain('Waymark has no live job listings');
    expect(answer).toContain('Sample listings for New York, NY (example data, not real openings):');
    expect(answer).toContain('- Data Analyst at Etsy, $110K - $140K, remote');
    expect(answer).not.toContain('Openings on Waymark');
  });

  it('finds the guidance article that fits the question', () => {
    const answer = localAdvice('resume', 'How do I quantify my resume bullets?', ctx, index);
    const article = index.search('quantify resume bullets', 'resume', 1)[0];
    expect(article?.id).toBe('resume-quantify-bullets');
    expect(answer).toContain(article?.title ?? '∅');
  });

  it('answers a career change into any field with the guide for every field (S159)', () => {
    for (const question of [
      'im a teacher thinking about switching to electrical work at 41, where do i even start',
      "I'm a cashier and want to become a welder, how do I switch",
    ]) {
      const answer = localAdvice('career', question, ctx, index);
      expect(answer).toContain('How do I change careers into a new field, and where do I start?');
      expect(answer).not.toContain('into tech');
    }
  });

  it("tells how to answer an interview question of the goal's field from its bank (S161)", () => {
    const teacher = { ...ctx, role: 'Elementary School Teacher', goalCode: '25-2021.00' };
    const answer = localAdvice(
      'interview',
      'how should I answer tell me about a time you handled a difficult parent',
      teacher,
      index,
    );
    expect(answer).toContain(
      '**How to answer "Describe a time you worked with a difficult parent or guardian."**',
    );
    expect(answer).toMatch(/A strong answer covers: [^.]*communication/);
    const nurse = { ...ctx, role: 'Registered Nurse', goalCode: '29-1141.00' };
    expect(
      localAdvice(
        'interview',
        "what's a good answer to tell me about a time you made a medication error",
        nurse,
        index,
      ),
    ).toContain('incident report');
  });

  it('says plainly when it has no guide, and declines what is not about careers', () => {
    // no guide on it, or not understood with confidence (S77): either way an honest refusal
    expect(localAdvice('general', 'How do I unionize my workplace?', ctx, index)).toMatch(
      /^(Waymark has no guide on that|I'm not sure what you're asking), so I'd rather not guess\./,
    );
    expect(localAdvice('general', 'Capital of Australia?', ctx, index)).toMatch(
      /^That's outside what I can help with: I'm Waymark's career guide/,
    );
    // the next guide only when it is above the same relevance threshold
    const asked = {
      ...ctx,
      previous: {
        question: 'What should I ask at the end of an interview?',
        articleIds: ['interview-questions-to-ask'],
      },
    };
    // the next guide on the same question each time, never one twice, until none is left
    let previous = asked.previous;
    const seen = new Set(previous.articleIds);
    let last = '';
    for (let turn = 0; turn < 30; turn++) {
      const more = localAnswer('general', 'tell me more', { ...ctx, previous }, index);
      last = more.text;
      if (!last.startsWith('More on')) break;
      const added = more.articleIds.filter((id) => !seen.has(id));
      expect(added).toHaveLength(1);
      for (const id of added) seen.add(id);
      previous = { ...previous, articleIds: more.articleIds };
    }
    expect(last).toMatch(
      /^That is all Waymark's guides have on "What should I ask at the end of an interview\?"\./,
    );
    const after = { ...ctx, previous: { question: 'Capital of Australia?', articleIds: [] } };
    expect(localAdvice('general', 'what else', after, index)).toMatch(
      /^Waymark has no guide on "Capital of Australia\?", so there is nothing more I can add\./,
    );
  });

  it('answers a question about a criminal record with who decides, and names hiding one as fraud (S128)', () => {
    for (const q of [
      'I have a DUI from five years ago, can I still get licensed as a nurse?',
      'will my misdemeanor show up on a background check for a CNA job?',
      'I have a felony, can I become an electrician?',
    ]) {
      const answer = localAdvice('general', q, ctx, index);
      expect(answer, q).toContain('licensing board');
      expect(answer, q).not.toContain('**fraud**');
    }
    expect(
      localAdvice('general', 'how can I hide a conviction on my job application?', ctx, index),
    ).toContain('**fraud**');
  });

  it("answers how long a job lets people work from the guides, not with the roadmap's time left (S132)", () => {
    for (const [q, title] of [
      ['how many hours can a trucker drive in a day', 'How many hours can a truck driver drive in a day?'],
      ['is OTR or regional better', 'OTR, regional or local trucking: which is better?'],
      ['how long can nurses work in a shift', 'How long are shifts, and what hours do people work'],
      ['do I get overtime working 10 hour days in california', 'Do I get overtime and breaks'],
    ] as const) {
      const answer = localAdvice('general', q, ctx, index);
      expect(answer, q).toContain(title);
      expect(answer, q).not.toMatch(/hours a week, more than anyone can study/);
    }
  });

  it("reads a driver's pay by the mile and compares it a year at the miles it stands for (S128)", () => {
    expect(mileRateIn('I got offered 65 cents a mile, is that good?')).toBe(0.65);
    expect(mileRateIn('they pay $0.58/mi plus stop pay')).toBe(0.58);
    expect(mileRateIn('52 cpm to start')).toBe(0.52);
    expect(mileRateIn('they offered me $24 an hour')).toBeNull();
    const wages = {
      code: '53-3032.00',
      title: 'Heavy and Tractor-Trailer Truck Drivers',
      careerId: 53303200,
      education: null,
      educationSource: null,
      figuresNote: null,
      wages: {
        soc: '53-3032',
        title: 'Heavy and Tractor-Trailer Truck Drivers',
        level: 'detailed' as const,
        hourly: null,
        topCoded: { annual: 239_200, hourly: 115 },
        year: 'May 2024',
        employment: 1,
        mean: 59_010,
        p10: 40_610,
        p25: 47_230,
        median: 57_440,
        p75: 65_520,
        p90: 77_720,
      },
      outlook: null,
      stateWage: { state: 'Texas', year: 'May 2023', mean: 54_550 },
      scope: 'state' as const,
      scopeNote: null,
    };
    const answer = localAdvice(
      'general',
      'I got offered 48 cents a mile, is that good?',
      { ...ctx, wages },
      index,
    );
    expect(answer).toContain('**$48,000 to $60,000 a year**');
    expect(answer).toMatch(/counter at \$0\.\d\d a mile/);
    expect(answer).toContain('empty miles');
  });

  it('answers a choice between two things that are not skills with the guide on it (S128)', () => {
    expect(localAdvice('general', 'specialize or stay a generalist first?', ctx, index)).toMatch(
      /^\*\*Should I specialize or stay a generalist\?\*\*/,
    );
  });

  it('answers "are you an AI?" truthfully, with or without a model', () => {
    expect(localAdvice('general', 'Are you ChatGPT?', ctx, index)).toContain(
      "I'm Waymark's built-in career guide, not ChatGPT or any other AI model: no AI model is set up on this Waymark.",
    );
    expect(localAdvice('general', 'Are you a bot?', { ...ctx, model: 'deepseek-chat' }, index)).toContain(
      'This Waymark is set up with an AI model (deepseek-chat)',
    );
  });

  it("counters an offer above it, halfway to the goal's average in the user's state", () => {
    const wages = {
      code: '15-2051.00',
      title: 'Data Scientists',
      careerId: 15205100,
      education: null,
      educationSource: null,
      figuresNote: null,
      wages: {
        soc: '15-2051',
        title: 'Data Scientists',
        level: 'detailed' as const,
        hourly: null,
        topCoded: { annual: 239_200, hourly: 115 },
        year: 'May 2024',
        employment: 1,
        mean: 120_000,
        p10: 60_000,
        p25: 82_630,
        median: 112_590,
        p75: 155_810,
        p90: 194_410,
      },
      outlook: null,
      stateWage: { state: 'Illinois', year: 'May 2023', mean: 115_840 },
      scope: 'state' as const,
      scopeNote: null,
    };
    // halfway to the Illinois average ($115,840) is $97,920: kept at 20% above the offer
    expect(counterOffer(80_000, false, wages)).toMatchObject({ counter: 96_000, capped: true, below: true });
    // halfway from $100,000 to $115,840
    expect(counterOffer(100_000, false, wages)).toMatchObject({ counter: 108_000, capped: false });
    // a figure the user wanted, above the halfway point
    expect(counterOffer(100_000, false, wages, 115_000)).toMatchObject({
      counter: 115_000,
      fromWanted: true,
    });
    // above the state's average: a 5% step
    expect(counterOffer(250_000, false, wages)).toMatchObject({ counter: 263_000, below: false });
    expect(counterOffer(80_000, false, null).counter).toBe(87_000);
    // $40 an hour: halfway to the Illinois average as an hourly rate ($55.69) is $47.85
    expect(counterOffer(40, true, wages).counter).toBe(48);
    // the state decides: the same offer in Ohio (average $97,530) and Mississippi ($72,220)
    const inState = (state: string, mean: number) => ({
      ...wages,
      stateWage: { state, year: 'May 2023', mean },
    });
    expect(counterOffer(80_000, false, inState('Ohio', 97_530)).counter).toBe(89_000);
    expect(counterOffer(80_000, false, inState('Mississippi', 72_220)).counter).toBe(84_000);
    // no state (abroad or unknown): the national median
    expect(counterOffer(80_000, false, { ...wages, stateWage: null }).local?.label).toBe(
      'the national median',
    );
    const answer = localAdvice(
      'jobs',
      'They offered me $80K. What should I counter?',
      { ...ctx, wages },
      index,
    );
    expect(answer).toMatch(
      /^\*\*Counter at \$96,000\*\*, 20% above the \$80,000 offer, toward the Illinois average for Data Scientists \(\$115,840\)\./,
    );
    const ohio = localAdvice(
      'jobs',
      'They offered me $80K',
      { ...ctx, wages: inState('Ohio', 97_530) },
      index,
    );
    expect(ohio).toMatch(
      /^\*\*Counter at \$89,000\*\*, 11% above the \$80,000 offer, about halfway to the Ohio average for Data Scientists \(\$97,530\)\./,
    );
    expect(answer).toContain('In Illinois the average is $115,840 (BLS, May 2023).');
    expect(answer).not.toContain('78,000');
  });

  it('builds a career for a custom title from the closest built-in path', () => {
    const career = localCareer('react native engineer', careerPaths);
    expect(career?.basedOn).toBe('Mobile Developer');
    expect(career?.title).toBe('React Native Engineer');
    expect(career?.skills[0]?.name).toMatch(/React Native/);
    expect(localCareer('zzzz qqqq', careerPaths)).toBeNull();
  });

  it('explains its interview score by content, specifics, structure and length', () => {
    const q = QUESTION_BANK.find((x) => x.id === 'backend-tech-easy-2')!;
    const weak = analyseAnswer(q.question, 'I would do my best.');
    const strong = analyseAnswer(
      q.question,
      'An index is a B-tree over a column, so the database finds rows without a full table scan: on 10 million rows a lookup by email drops from seconds to about a millisecond. The cost is write overhead on every insert and update, and storage; I use a composite index when queries filter on two columns and check the query plan with EXPLAIN.',
    );
    expect(strong.score).toBeGreaterThan(weak.score + 50);
    expect(strong.feedback).toMatch(
      /^Strong answer\. It covers \d of the 6 points a strong answer makes\. Score \d+: content/,
    );
    expect(strong.breakdown.map((p) => p.split(' ')[0])).toEqual([
      'content',
      'specifics',
      'structure',
      'length',
    ]);
    expect(weak.feedback).toContain('too short');
    expect(weak.improvements.length).toBeGreaterThan(0);
  });

  it("generates a valid custom project that uses the user's skills", () => {
    const project = localProject({
      goalTitle: 'Data Scientist',
      completedSkills: ['Python'],
      skillsToDevelop: ['scikit-learn', 'SQL'],
      difficulty: 'intermediate',
      field: { track: 'software', family: null, kinds: [], exam: null },
      previous: 0,
    });
    expect(generatedProjectSchema.parse(project)).toBeTruthy();
    expect(project.technologies).toContain('Python');
    expect(project.features.length).toBeGreaterThanOrEqual(4);
    expect(project.learningObjectives.length).toBeGreaterThanOrEqual(3);
    expect(project.starterCode).toContain('def main() -> None:');
    expect(project.kind).toBeUndefined();
  });

  it('gives a UX designer a case study with a workbook, never a JavaScript file (S83)', () => {
    const project = localProject({
      goalTitle: 'UI/UX Designer',
      completedSkills: [],
      skillsToDevelop: ['User research'],
      difficulty: 'intermediate',
      field: { track: 'software', family: null, kinds: [], exam: null },
      previous: 0,
    });
    expect(project).toMatchObject({ title: 'Mobile App Onboarding Flow', kind: 'case-study' });
    expect(project.starterCode).toMatch(/^# Mobile App Onboarding Flow\n/);
    expect(project.starterCode).toContain('## Showing it to an employer');
  });

  it("writes starter code in the project's stack, with no function that only throws (S84)", () => {
    expect(codeFamily(['Solidity', 'Foundry'])).toBe('solidity');
    const tsx = starterCodeFor({
      title: 'Task Board',
      technologies: ['React'],
      features: ['Drag cards', 'Save to localStorage'],
    });
    expect(tsx).toContain('export function App()');
    expect(tsx).toContain('{"Task Board"}');
    for (const technologies of [['HTML'], ['React'], ['Python'], ['Node.js'], ['Solidity'], ['Kotlin']]) {
      const code = starterCodeFor({ title: 'T', technologies, features: ['One', 'Two'] });
      expect(code, technologies[0]).not.toMatch(/throw new Error\(.Not implemented|NotImplementedError/);
    }
  });

  it('reads what a goal practises from its roadmap: software, its field, or the general pack (S83)', () => {
    const goalOf = (
      career: Partial<Goal['career']>,
      kinds: Goal['projects'][number]['kind'][] = [],
    ): Goal => ({
      career: {
        id: 1,
        title: 'X',
        summary: '',
        occupationCode: null,
        source: 'local',
        curated: false,
        family: null,
        ratingsNote: null,
        ...career,
      },
      startedAt: '2026-01-01T00:00:00.000Z',
      edited: false,
      skills: [],
      projects: kinds.map((kind, i) => ({
        id: `p${i}`,
        title: `Practice ${i}`,
        description: 'Practice.',
        difficulty: 'beginner',
        estimatedHours: 10,
        technologies: [],
        skills: [],
        ...(kind ? { kind } : {}),
        isStarted: false,
        isCompleted: false,
        note: '',
      })),
      milestones: [],
      entryRoutes: [],
    });
    expect(practiceFieldOf(goalOf({ title: 'Frontend Developer', source: 'builtin' })).track).toBe(
      'software',
    );
    expect(practiceFieldOf(goalOf({ title: 'Rust Developer', source: 'local' })).track).toBe('software');
    expect(practiceFieldOf(goalOf({ title: 'Zqxv Wlorp', source: 'fallback' }))).toEqual({
      track: 'general',
      family: null,
      kinds: ['portfolio-project', 'log', 'role-play'],
      exam: null,
    });
    const family = { id: 'construction-extraction', title: 'Construction and Extraction', subFamily: null };
    expect(
      practiceFieldOf(
        goalOf({ title: 'Electrician', occupationCode: '47-2111.00', family }, [
          'log',
          'skills-checklist',
          'log',
          'practice-exam',
        ]),
      ),
    ).toEqual({
      track: 'field',
      family: 'Construction and Extraction',
      kinds: ['log', 'skills-checklist', 'practice-exam'],
      exam: null,
    });
  });

  it("generates a nurse's practice, not software, and a goal with no family the general pack (S83)", () => {
    const nurse = localProject({
      goalTitle: 'Registered Nurse',
      completedSkills: [],
      skillsToDevelop: ['Patient assessment'],
      difficulty: 'intermediate',
      field: {
        track: 'field',
        family: 'Healthcare Practitioners and Technical: Nursing',
        kinds: ['skills-checklist', 'clinical-hours', 'case-study', 'practice-exam'],
        exam: 'NCLEX-RN examination',
      },
      previous: 0,
    });
    expect(nurse.kind).toBe('clinical-hours');
    expect(nurse.title).toBe('Clinical hours log and reflection: Registered Nurse');
    expect(nurse.technologies).toEqual(['Patient assessment']);
    expect(nurse.starterCode).toContain('## Clinical hours log');
    const exam = localProject({
      goalTitle: 'Registered Nurse',
      completedSkills: [],
      skillsToDevelop: [],
      difficulty: 'intermediate',
      field: {
        track: 'field',
        family: 'Healthcare Practitioners and Technical: Nursing',
        kinds: ['skills-checklist', 'clinical-hours', 'case-study', 'practice-exam'],
        exam: 'NCLEX-RN examination',
      },
      previous: 2,
    });
    expect(exam.kind).toBe('practice-exam');
    expect(exam.description).toContain('A study plan for NCLEX-RN examination');
    const general = localProject({
      goalTitle: 'Zqxv Wlorp',
      completedSkills: [],
      skillsToDevelop: [],
      difficulty: 'beginner',
      field: { track: 'general', family: null, kinds: ['portfolio-project', 'log', 'role-play'], exam: null },
      previous: 0,
    });
    expect(general.kind).toBe('portfolio-project');
    expect(general.description).toMatch(
      /^Waymark has no field data for "Zqxv Wlorp" yet, so this is a general practice project/,
    );
  });
});
