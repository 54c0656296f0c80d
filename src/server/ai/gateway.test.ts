import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answerAnalysisSchema,
  generatedProjectSchema,
  interviewQuestionSchema,
  resumeAnalysisSchema,
} from '../../shared/ai.schema.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestPglite } from '../test/databases.ts';
import { type FakeMode, type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createAiCallsRepository } from './ai-calls.repository.ts';
import { createBreaker } from './breaker.ts';
import { type AiGateway, type Caller, createAiGateway, PURPOSES } from './gateway.ts';
import { createKnowledgeIndex } from './local/knowledge.ts';
import { bankQuestionByText, practiceField } from './local/question-bank.ts';
import { createOpenAiProvider } from './provider.ts';

const knowledge = createKnowledgeIndex();
const context = {
  role: 'Backend Developer',
  city: 'Austin, TX',
  completedSkills: ['Node.js'],
  nextSkills: [
    {
      name: 'PostgreSQL',
      resource: {
        title: 'PostgreSQL Tutorial',
        link: 'https://www.postgresql.org/docs/current/tutorial.html',
        source: 'PostgreSQL',
        duration: '10h',
      },
    },
  ],
  market: {
    label: 'Austin, TX',
    totalJobs: 8940,
    averageSalary: 118000,
    inDemandSkills: ['Python', 'AWS', 'Node.js'],
  },
  jobs: [{ title: 'Backend Engineer', company: 'Indeed', salary: '$130K - $160K', isRemote: false }],
};

const VALID: Record<string, unknown> = {
  career: {
    title: 'Platform Engineer',
    summary: 'Builds the internal platform other engineers ship on.',
    skills: [
      {
        name: 'Go',
        category: 'Languages',
        description: 'Services',
        resources: [
          {
            type: 'book',
            title: 'Tour of Go',
            source: 'go.dev',
            link: 'https://go.dev/tour/',
            duration: '5h',
          },
        ],
      },
      {
        name: 'Kubernetes',
        category: 'Tools',
        description: 'Runs it all',
        difficulty: 'advanced',
        estimatedHours: 40,
        resources: [],
      },
    ],
    projects: [
      {
        title: 'Internal PaaS',
        description: 'A tiny PaaS',
        difficulty: 'advanced',
        technologies: ['Go'],
        skills: ['go', 'KUBERNETES', 'Rust'],
      },
    ],
  },
  chatAnalysis: {
    score: 140,
    feedback: 'Clear and specific.',
    improvements: ['Add a metric'],
    strengths: ['Structure', 7],
  },
  coachAnalysis: { score: '82', feedback: 'Good.', improvements: [], strengths: ['Example'] },
  coachQuestions: {
    questions: [
      {
        question: 'How do you design an idempotent API?',
        category: 'technical',
        difficulty: 'hard',
        tips: ['Keys'],
      },
      {
        question: 'Tell me about a conflict you resolved.',
        category: 'nonsense',
        difficulty: 'medium',
        tips: [],
      },
    ],
  },
  resumeAnalysis: { presentSkills: ['Node.js'], atsScore: 71.6, missingSkills: ['Kafka'] },
  customProject: {
    title: 'Rate limiter service',
    description: 'A token-bucket rate limiter service.',
    difficulty: 'beginner',
    estimatedHours: 30,
    technologies: ['Node.js'],
    features: ['Token bucket', 'Redis store', 'Metrics', 'Tests'],
    learningObjectives: ['Algorithms', 'Caching', 'Testing'],
    starterCode: 'console.log(1)',
  },
};
const TEXT: Record<string, string> = {
  chatQuestion: 'How would you scale a read-heavy API?',
  careerAdvice: 'Keep building.',
  starterCode: '```js\nconsole.log("hi");\n```',
};

type Case = {
  purpose: keyof typeof PURPOSES;
  json: boolean;
  call: (g: AiGateway, c: Caller, signal?: AbortSignal) => Promise<{ value: unknown; source: string }>;
  schema: z.ZodType;
};

const CASES: Case[] = [
  {
    purpose: 'career',
    json: true,
    call: (g, c) => g.generateCareer(c, 'Platform Engineer'),
    schema: z.object({
      title: z.string().min(1),
      summary: z.string().min(1),
      skills: z.array(z.object({ name: z.string() })).min(1),
      projects: z.array(z.object({ skills: z.array(z.string()) })).min(1),
    }),
  },
  {
    purpose: 'chatQuestion',
    json: false,
    call: (g, c) => g.interviewQuestion(c, { role: 'Backend Developer', difficulty: 'medium' }),
    schema: z.object({ question: z.string().min(10) }),
  },
  {
    purpose: 'chatAnalysis',
    json: true,
    call: (g, c) =>
      g.analyseInterviewAnswer(c, {
        question: 'Q?',
        answer: 'For example, I cut latency by 40% at work.',
        role: 'Backend Developer',
      }),
    schema: answerAnalysisSchema,
  },
  {
    purpose: 'careerAdvice',
    json: false,
    call: (g, c) => g.advice(c, { topic: 'career', question: 'How do I grow?', context }),
    schema: z.string().min(5),
  },
  {
    purpose: 'resumeAnalysis',
    json: true,
    call: (g, c) =>
      g.analyseResume(c, { resumeText: 'Node.js developer', targetJobTitle: 'Backend Developer' }),
    schema: resumeAnalysisSchema,
  },
  {
    purpose: 'coachQuestions',
    json: true,
    call: (g, c) => g.coachQuestions(c, { jobTitle: 'Backend Developer' }),
    schema: z.array(interviewQuestionSchema).min(1),
  },
  {
    purpose: 'coachAnalysis',
    json: true,
    call: (g, c) =>
      g.analyseCoachAnswer(c, { question: 'Q?', answer: 'An answer.', jobTitle: 'Backend Developer' }),
    schema: answerAnalysisSchema,
  },
  {
    purpose: 'customProject',
    json: true,
    call: (g, c) =>
      g.customProject(c, {
        goalTitle: 'Backend Developer',
        completedSkills: ['Node.js'],
        skillsToDevelop: ['Redis'],
        difficulty: 'intermediate',
        field: { track: 'software', family: null, kinds: [], exam: null },
        previous: 0,
      }),
    schema: generatedProjectSchema,
  },
  {
    purpose: 'starterCode',
    json: false,
    call: (g, c) =>
      g.starterCode(c, { title: 'Limiter', technologies: ['Node.js'], features: ['Token bucket'] }),
    schema: z.string().min(5),
  },
];

const FAILURES: Array<[string, FakeMode]> = [
  ['garbage', { kind: 'garbage' }],
  ['an empty content', { kind: 'empty' }],
  ['a 500', { kind: 'status', status: 500 }],
  ['a 429', { kind: 'status', status: 429 }],
  ['nothing until the timeout', { kind: 'hang' }],
];

describe('AI gateway against a fake OpenAI-compatible provider', () => {
  let fake: FakeOpenAi;
  let database: DatabaseHandle;
  let gateway: AiGateway;
  let caller: Caller;
  const warnings: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    database = await openTestPglite();
    const user = await createUsersRepository(database.db).createDemoUser();
    caller = { id: user.id };
    gateway = createAiGateway({
      provider: createOpenAiProvider({
        apiKey: 'test-key',
        baseURL: fake.baseUrl,
        model: 'fake-model',
        timeoutMs: 400,
        maxRetries: 1,
      }),
      calls: createAiCallsRepository(database.db),
      knowledge,
      careers: careerPaths,
      log: { warn: (_o, msg) => warnings.push(msg) },
      limits: { perUserPerMinute: 10_000 },
      // every failure mode is tried in turn: no breaker between them (ai/breaker.test.ts tests it)
      breaker: createBreaker({ cooldownMs: 0 }),
    });
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  describe.each(CASES)('$purpose', (c) => {
    it('uses the provider with the spec parameters when it answers well', async () => {
      const content = c.json ? JSON.stringify(VALID[c.purpose]) : (TEXT[c.purpose] ?? 'Some advice.');
      fake.setMode({ kind: 'content', content });
      const before = fake.requests.length;
      const result = await c.call(gateway, caller);
      expect(result.source).toBe('provider');
      expect(c.schema.safeParse(result.value).success).toBe(true);
      const request = fake.requests[before];
      expect(request).toMatchObject({
        model: 'fake-model',
        authorization: 'Bearer test-key',
        ...{ temperature: PURPOSES[c.purpose].temperature, max_tokens: PURPOSES[c.purpose].maxTokens },
      });
    });

    if (c.json) {
      it('accepts JSON in a code fence', async () => {
        fake.setMode({ kind: 'fenced', content: JSON.stringify(VALID[c.purpose]) });
        const result = await c.call(gateway, caller);
        expect(result.source).toBe('provider');
        expect(c.schema.safeParse(result.value).success).toBe(true);
      });
    }

    it.each(FAILURES)('ends in a valid result on %s', async (name, mode) => {
      fake.setMode(mode);
      const result = await c.call(gateway, caller);
      expect(c.schema.safeParse(result.value).success).toBe(true);
      if (name !== 'garbage' || c.json) expect(result.source).not.toBe('provider');
    });
  });

  it('records every purpose under the name its usage rows have always carried', () => {
    for (const [key, purpose] of Object.entries(PURPOSES)) expect(purpose.name).toBe(key);
  });

  it('clamps scores, drops unmatched project skills, gives ids to questions and keeps the requested difficulty', async () => {
    fake.setMode({ kind: 'content', content: JSON.stringify(VALID.chatAnalysis) });
    const analysis = await gateway.analyseInterviewAnswer(caller, { question: 'Q', answer: 'A' });
    expect(analysis.value).toEqual({
      score: 100,
      feedback: 'Clear and specific.',
      improvements: ['Add a metric'],
      strengths: ['Structure'],
    });
    fake.setMode({ kind: 'content', content: JSON.stringify(VALID.career) });
    const career = await gateway.generateCareer(caller, 'Platform Engineer');
    expect(career.value.projects[0]?.skills).toEqual(['Go', 'Kubernetes']);
    expect(career.value.skills[0]?.estimatedHours).toBeGreaterThanOrEqual(10);
    expect(career.value.skills[0]?.estimatedHours).toBeLessThanOrEqual(29);
    expect(career.value.skills[0]?.difficulty).toBe('intermediate');
    fake.setMode({ kind: 'content', content: JSON.stringify(VALID.coachQuestions) });
    const questions = await gateway.coachQuestions(caller, {});
    expect(questions.value.map((q) => q.category)).toEqual(['technical', 'technical']);
    expect(new Set(questions.value.map((q) => q.id)).size).toBe(2);
    fake.setMode({ kind: 'content', content: JSON.stringify(VALID.customProject) });
    const project = await gateway.customProject(caller, {
      goalTitle: 'Backend Developer',
      completedSkills: [],
      skillsToDevelop: [],
      difficulty: 'advanced',
      field: { track: 'software', family: null, kinds: [], exam: null },
      previous: 0,
    });
    expect(project.value.difficulty).toBe('advanced');
    fake.setMode({ kind: 'content', content: TEXT.starterCode ?? '' });
    expect((await gateway.starterCode(caller, { title: 'x', technologies: [], features: [] })).value).toBe(
      'console.log("hi");',
    );
  });

  it('logs the spec error texts', async () => {
    warnings.length = 0;
    fake.setMode({ kind: 'status', status: 500 });
    await gateway.analyseResume(caller, { resumeText: 'x', targetJobTitle: 'y' });
    fake.setMode({ kind: 'empty' });
    await gateway.analyseResume(caller, { resumeText: 'x', targetJobTitle: 'y' });
    fake.setMode({ kind: 'garbage' });
    await gateway.analyseCoachAnswer(caller, { question: 'q', answer: 'a' });
    await gateway.generateCareer(caller, 'Underwater Welder');
    expect(warnings).toEqual([
      'API error: 500',
      'No content received from the API',
      'Invalid analysis data structure received',
      'Invalid career data structure received',
    ]);
  });

  it('retries a 429 once with backoff, then falls back', async () => {
    fake.setMode({ kind: 'status', status: 429 });
    const before = fake.requests.length;
    await gateway.advice(caller, { topic: 'skills', question: 'what next?', context });
    expect(fake.requests.length - before).toBe(2);
  });

  it('stops the provider call when the caller aborts', async () => {
    fake.setMode({ kind: 'hang' });
    const abortedBefore = fake.aborted;
    const controller = new AbortController();
    const pending = gateway.advice(
      caller,
      { topic: 'career', question: 'long?', context },
      controller.signal,
    );
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    await expect(pending).rejects.toThrow();
    await expect.poll(() => fake.aborted).toBeGreaterThan(abortedBefore);
  });

  it('streams advice token by token, in order', async () => {
    fake.setMode({ kind: 'stream', chunks: ['Learn ', 'SQL ', 'next.'], delayMs: 5 });
    const { source, chunks } = await gateway.adviceStream(caller, {
      topic: 'skills',
      question: 'next?',
      context,
    });
    const received: string[] = [];
    for await (const piece of chunks) received.push(piece);
    expect(source).toBe('provider');
    expect(received).toEqual(['Learn ', 'SQL ', 'next.']);
  });

  it("gives the provider's advice and resume analysis the local engine's honesty rules", async () => {
    fake.setMode({ kind: 'stream', chunks: ['Learn SQL next.'] });
    const before = fake.requests.length;
    const { source, chunks } = await gateway.adviceStream(caller, {
      topic: 'skills',
      question: 'What next?',
      context,
    });
    for await (const _ of chunks);
    expect(source).toBe('provider');
    const prompt = fake.requests.slice(before).at(-1)?.prompt ?? '';
    expect(prompt).toContain(
      'Only say the user has a skill if it is in completedSkills; never assume others. Do not invent job openings, employers, salary figures or statistics; if you give a number, say where it comes from or that it is an estimate. If the question is not about careers, work, learning or job search, say briefly that you only help with those. If you do not know, say so plainly instead of answering a different question.',
    );
    fake.setMode({ kind: 'content', content: JSON.stringify(VALID.resumeAnalysis) });
    const resume = await gateway.analyseResume(caller, {
      resumeText: 'HTML5 developer. Helped fix bugs.',
      targetJobTitle: 'Frontend Developer',
    });
    expect(resume.source).toBe('provider');
    expect(fake.requests.at(-1)?.prompt).toContain(
      'Never list as missing a skill the resume names in any spelling or version (HTML5 is HTML, Matplotlib/Seaborn is data visualisation). Improved bullets keep the original meaning and the person\'s real role ("helped" becomes "contributed to", never "led" or "delivered"), keep their numbers and invent none; skip lines that are job titles or project names.',
    );
  });

  it("names the occupation's career family and the question's key points to the provider (docs/decisions.md S80)", async () => {
    const field = practiceField('29-1141.00');
    fake.setMode({ kind: 'content', content: JSON.stringify(VALID.coachQuestions) });
    let before = fake.requests.length;
    const questions = await gateway.coachQuestions(caller, {
      jobTitle: 'Registered Nurse',
      field,
      difficulty: 'medium',
    });
    expect(questions.source).toBe('provider');
    let prompt = fake.requests.slice(before).at(-1)?.prompt ?? '';
    expect(prompt).toContain('"jobTitle": "Registered Nurse"');
    expect(prompt).toContain('"careerFamily": "Healthcare practitioners and technical occupations"');
    expect(prompt).toContain('"subFamily": "Nursing"');
    expect(prompt).toContain(
      `"${bankQuestionByText("A patient's blood pressure has dropped sharply after surgery. What do you do first?")?.question.replace(/"/g, '\\"')}"`,
    );
    expect(prompt).toContain("a nurse's clinical judgement");

    fake.setMode({ kind: 'content', content: 'What do you check before giving a medication?' });
    before = fake.requests.length;
    await gateway.interviewQuestion(caller, { role: 'Registered Nurse', field, difficulty: 'easy' });
    prompt = fake.requests.slice(before).at(-1)?.prompt ?? '';
    expect(prompt).toContain('"careerFamily": "Healthcare practitioners and technical occupations"');
    expect(prompt).toContain('"subFamily": "Nursing"');

    fake.setMode({ kind: 'content', content: JSON.stringify(VALID.chatAnalysis) });
    before = fake.requests.length;
    await gateway.analyseCoachAnswer(caller, {
      question: "A patient's blood pressure has dropped sharply after surgery. What do you do first?",
      answer: 'I would assess the patient and call the provider with SBAR.',
      jobTitle: 'Registered Nurse',
      field,
    });
    prompt = fake.requests.slice(before).at(-1)?.prompt ?? '';
    expect(prompt).toContain('"careerFamily": "Healthcare practitioners and technical occupations"');
    expect(prompt).toMatch(
      /"keyPoints": \[\s*"assess",\s*"bleeding",\s*"notify the provider",\s*"sbar",\s*"reassess"\s*\]/,
    );
  });

  it('streams the local answer as one chunk when the provider fails before its first token', async () => {
    fake.setMode({ kind: 'status', status: 500 });
    const { source, chunks } = await gateway.adviceStream(caller, {
      topic: 'skills',
      question: 'next?',
      context,
    });
    const received: string[] = [];
    for await (const piece of chunks) received.push(piece);
    expect(source).toBe('local');
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('PostgreSQL');
  });

  it('records token usage per user per day', async () => {
    const days = await gateway.tokensPerDay(caller.id);
    expect(days[0]?.calls).toBeGreaterThan(10);
    expect(days[0]?.promptTokens).toBeGreaterThan(0);
  });

  it('scores chat practice and the Coach with the same content-based scorer when it runs locally', async () => {
    const local = createAiGateway({
      provider: null,
      calls: createAiCallsRepository(database.db),
      knowledge,
      careers: careerPaths,
      log: { warn: () => {} },
      limits: { perUserPerMinute: 10_000 },
    });
    const who = { id: (await createUsersRepository(database.db).createDemoUser()).id };
    const input = {
      question: 'What is data leakage? Give examples and explain how you prevent it.',
      answer:
        'Data leakage is when a database breach exposes customer data to hackers. You prevent it with encryption, strong passwords and a firewall, and by training staff against phishing.',
    };
    const chat = await local.analyseInterviewAnswer(who, { ...input, role: 'Data Scientist' });
    const coach = await local.analyseCoachAnswer(who, { ...input, jobTitle: 'Data Scientist' });
    expect(chat.source).toBe('local');
    expect(coach).toEqual(chat);
    expect(chat.value.score).toBeLessThanOrEqual(35);
    expect(chat.value.improvements[0]).toMatch(
      /^You described a security problem \(breach, hacker and password\)/,
    );
  });

  it('rate limits a user past the per-minute budget', async () => {
    const limited = createAiGateway({
      provider: null,
      calls: createAiCallsRepository(database.db),
      knowledge,
      careers: careerPaths,
      log: { warn: () => {} },
      limits: { perUserPerMinute: 3 },
    });
    const user = await createUsersRepository(database.db).createDemoUser();
    const who = { id: user.id };
    for (let i = 0; i < 3; i++) await limited.advice(who, { topic: 'career', question: 'q', context });
    await expect(limited.advice(who, { topic: 'career', question: 'q', context })).rejects.toMatchObject({
      status: 429,
    });
  });
});
