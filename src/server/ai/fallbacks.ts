/**
 * docs/product.md §8 fallbacks: the last resort when neither the provider nor the local engine can
 * answer. Every text and number here is the product spec's.
 */
import type {
  AnswerAnalysis,
  GeneratedProject,
  InterviewDifficulty,
  InterviewQuestion,
  ResumeAnalysis,
} from '../../shared/ai.schema.ts';
import { commentText, literal } from './local/starter-code.ts';

export const DEFAULT_ROLE = 'Software Developer';
export const DEFAULT_CITY = 'your area';

/** docs/product.md §8 Chat interview question: four each for easy, medium, hard. */
export const CHAT_FALLBACK_QUESTIONS: Record<InterviewDifficulty, readonly string[]> = {
  easy: [
    'Tell me about yourself and what drew you to this field.',
    'What is a project you are proud of, and what was your part in it?',
    'How do you keep your skills up to date?',
    'Why are you interested in this role?',
  ],
  medium: [
    'Describe a time you had to learn a new technology quickly. How did you approach it?',
    'Tell me about a time you disagreed with a teammate. How did you resolve it?',
    'Walk me through how you would debug a problem you have never seen before.',
    'How do you prioritise when you have several deadlines at once?',
  ],
  hard: [
    'Describe the most complex problem you have solved. What trade-offs did you make?',
    'Tell me about a project that failed. What would you do differently?',
    'How would you design a system that must keep working when one of its parts fails?',
    'Describe a time you had to influence a decision without having authority.',
  ],
};

/** docs/product.md §8 Chat answer analysis heuristic: base 60; +10 over 100 chars; +15 for an example; +10 a number; +5 over 200; cap 95. */
export function heuristicScore(answer: string): number {
  let score = 60;
  if (answer.length > 100) score += 10;
  if (/\b(example|instance)\b|time when/i.test(answer)) score += 15;
  if (/\d/.test(answer)) score += 10;
  if (answer.length > 200) score += 5;
  return Math.min(score, 95);
}

export function heuristicAnalysis(answer: string): AnswerAnalysis {
  const score = heuristicScore(answer);
  return {
    score,
    feedback:
      score >= 80
        ? 'Good answer! You gave enough detail and grounded it in a real example.'
        : 'Good start. Add a specific example and a measurable result to make your answer stronger.',
    improvements: [
      'Use the STAR method: Situation, Task, Action, Result',
      'Include a specific example from your experience',
      'Quantify the result with a number where you can',
    ],
    strengths: ['You answered the question directly'],
  };
}

/** docs/product.md §8 Advice calls: canned friendly help per category. */
export const CANNED_ADVICE: Record<'career' | 'skills' | 'jobs' | 'resume' | 'general', string> = {
  career:
    'Focus on the skills in your roadmap one at a time, build a project with each, and share your progress. ' +
    'Consistent practice and a visible portfolio open more doors than anything else.',
  skills:
    'Pick the next skill on your roadmap, work through one resource for it, then apply it in a small project. ' +
    'Learning by building makes a skill stick.',
  jobs:
    'Tailor your resume to each posting, apply to roles that match most of your skills, and reach out to people ' +
    'at companies you like. Referrals and a clear portfolio help the most.',
  resume:
    'Lead with your strongest, most relevant experience, start bullets with action verbs, and quantify results. ' +
    'Keep it to one or two pages and tailor the keywords to each job.',
  general:
    'I can help with your career path, skills, resume, job search and interview practice. What would you like to work on?',
};

/** docs/product.md §8 Coach question generation: three canned questions. */
export function fallbackCoachQuestions(newId: () => string): InterviewQuestion[] {
  return [
    {
      id: newId(),
      question: 'Tell me about a time you faced a challenge at work or school and how you handled it.',
      category: 'behavioral',
      difficulty: 'easy',
      tips: ['Use the STAR method', 'Focus on what you did', 'End with the result'],
    },
    {
      id: newId(),
      question: 'How would you handle a situation where a project deadline is at risk?',
      category: 'situational',
      difficulty: 'medium',
      tips: ['Show how you communicate early', 'Explain how you would re-prioritise'],
    },
    {
      id: newId(),
      question: 'Explain a technical concept from your field to someone without a technical background.',
      category: 'technical',
      difficulty: 'medium',
      tips: ['Use an analogy', 'Check for understanding', 'Keep it short'],
    },
  ];
}

/** docs/product.md §8 Coach answer analysis: score 75 with generic feedback. */
export const FALLBACK_COACH_ANALYSIS: AnswerAnalysis = {
  score: 75,
  feedback: 'Good answer overall. Adding specific examples and results would make it even stronger.',
  improvements: ['Add a concrete example', 'Quantify your impact', 'Structure the answer with STAR'],
  strengths: ['Clear communication', 'Relevant to the question'],
};

/** docs/product.md §8 Resume analysis: the canned sample analysis (ATS 65, readability 75). */
export const FALLBACK_RESUME_ANALYSIS: ResumeAnalysis = {
  presentSkills: ['Communication', 'Teamwork', 'Problem Solving'],
  missingSkills: ['Technical skills for the target role'],
  improvedBulletPoints: [
    {
      original: 'Worked on projects',
      improved: 'Delivered 3 projects on time by coordinating a team of 4',
      reasoning: 'Specific numbers and an action verb show impact',
    },
  ],
  structureSuggestions: ['Add a skills section near the top', 'Use consistent dates and formatting'],
  strengthsFound: ['Clear layout'],
  weaknessesFound: ['Few measurable results'],
  atsScore: 65,
  readabilityScore: 75,
  keywordDensity: {},
  recommendations: {
    immediate: ['Quantify your achievements', 'Tailor keywords to the job posting'],
    longTerm: ['Build projects that show the skills of your target role'],
  },
};

/** docs/product.md §8 Project generation fallback. */
export function fallbackProject(
  goalTitle: string,
  difficulty: GeneratedProject['difficulty'],
  knownSkills: string[],
): GeneratedProject {
  const hours = { beginner: 15, intermediate: 30, advanced: 50 } as const;
  const technologies = knownSkills.slice(0, 3);
  return {
    title: `Custom ${goalTitle} Portfolio Project`,
    description: `A portfolio project to practise the core skills of a ${goalTitle} and show them to employers.`,
    difficulty,
    estimatedHours: hours[difficulty],
    technologies: technologies.length > 0 ? technologies : [goalTitle],
    features: [
      'Plan the project scope and requirements',
      'Build the core functionality',
      'Add tests for the main features',
      'Write documentation and a README',
      'Deploy the project and share it',
    ],
    learningObjectives: [
      'Apply your core skills to a real project',
      'Practise planning and breaking down work',
      'Learn to test and document your work',
      'Build a portfolio piece to show employers',
    ],
    starterCode: fallbackStarterCode(`Custom ${goalTitle} Portfolio Project`, [
      'Plan the scope',
      'Build the core',
      'Add tests',
    ]),
  };
}

/** docs/product.md §8 Starter code fallback: a stub with TODO lines per feature. */
export function fallbackStarterCode(title: string, features: readonly string[]): string {
  // titles and features may come from a model or a user: sanitized comments, an escaped literal
  const todos = features.map((f) => `// TODO: ${commentText(f)}`).join('\n');
  return `// ${commentText(title)}\n// Starter code\n\n${todos}\n\nfunction main() {\n  console.log(${literal('javascript', title)});\n}\n\nmain();\n`;
}
