/**
 * The chat part of the local engine's evaluation set: questions a job seeker asks the assistant,
 * over three goals and cities, each with what a good coach would answer with: an intent of the
 * local engine, a guide of the knowledge base ("article:<id>", sometimes either of two), or
 * "no-match" when Waymark has no guide and should say so.
 */
export type GoalKey = 'data-scientist' | 'frontend' | 'ux';

export interface EvalChatQuestion {
  goal: GoalKey;
  question: string;
  /** The message before this one, for "tell me more". */
  previous?: string;
  /** Accepted answers: an intent name or "article:<id>". */
  expected: string[];
}

const q = (goal: GoalKey, question: string, ...expected: string[]): EvalChatQuestion => ({
  goal,
  question,
  expected,
});

export const CHAT_QUESTIONS: readonly EvalChatQuestion[] = [
  q('ux', 'How do I switch from teaching to UX design?', 'article:career-switching-into-tech'),
  q(
    'data-scientist',
    "Do I need a master's degree to become a data scientist?",
    'article:career-bootcamp-degree-self-taught',
  ),
  q('frontend', 'Capital of Australia?', 'off-topic'),
  {
    goal: 'frontend',
    question: 'tell me more',
    previous: 'How do I negotiate a job offer?',
    expected: ['more'],
  },
  q('frontend', 'Are you ChatGPT?', 'identity'),
  q(
    'data-scientist',
    'They offered me $80K for a junior data scientist role. What should I counter with?',
    'offer',
  ),
  q('frontend', 'Should I learn React or TypeScript first?', 'order'),
  q('data-scientist', 'What is my ATS score?', 'resume-status'),
  q('frontend', 'How long until I finish my roadmap?', 'time-left'),
  q('frontend', 'What should I learn next?', 'next-skill'),
  q('ux', 'How do I write a cover letter for a design job?', 'article:resume-cover-letter'),
  q('data-scientist', 'How many jobs should I apply to each week?', 'article:jobs-how-many-applications'),
  q('frontend', 'I get really nervous in interviews, any tips?', 'article:interview-nerves'),
  q('ux', "How do I answer 'what is your greatest weakness'?", 'article:interview-weakness-question'),
  q('frontend', 'Is it worth getting an AWS certification?', 'article:career-certifications-worth-it'),
  q(
    'ux',
    'How do I explain a two year gap on my resume after having a baby?',
    'article:resume-employment-gap',
  ),
  q('frontend', 'Should I put my GitHub on my resume?', 'article:resume-github-portfolio-links'),
  q('data-scientist', 'What should I ask at the end of an interview?', 'article:interview-questions-to-ask'),
  q('ux', 'How do I find a mentor?', 'article:career-finding-mentor'),
  q(
    'frontend',
    'Is this job posting a scam? They want me to pay for training first',
    'article:jobs-scam-postings',
  ),
  q('data-scientist', 'I feel like a fraud at my new job', 'article:career-imposter-syndrome'),
  q('frontend', 'Should I join a startup or a big company?', 'article:jobs-startup-vs-big-company'),
  q('ux', "What's a good recipe for banana bread?", 'off-topic'),
  q('data-scientist', 'Write me a poem about the ocean', 'off-topic'),
  q('frontend', 'hi', 'greeting'),
  q('ux', 'thanks, that helps!', 'thanks'),
  q('data-scientist', 'What can you do?', 'help'),
  q('data-scientist', 'How much do data scientists make in Illinois?', 'salary'),
  q('frontend', 'Are there any frontend jobs in Austin?', 'jobs-near'),
  q('data-scientist', 'Do I need to learn Python before pandas?', 'order'),
  q('frontend', 'Will AI take my job as a frontend developer?', 'article:career-ai-impact'),
  q('data-scientist', 'How do I get a security clearance for government jobs?', 'no-match'),
  q(
    'ux',
    'How should I set up my camera and lighting for a video interview?',
    'article:interview-virtual-setup',
  ),
  q(
    'frontend',
    'Can I still negotiate salary after I said yes to the offer?',
    'article:jobs-negotiate-salary',
    'article:interview-negotiate-offer',
  ),
  q('ux', 'Who won the Super Bowl last year?', 'off-topic'),
  q('frontend', 'How do I unionize my workplace?', 'no-match'),
  q('data-scientist', 'How do I list a bootcamp on my resume?', 'article:resume-bootcamps-certifications'),
  q('ux', 'My LinkedIn profile gets no views, how can I improve it?', 'article:resume-linkedin-profile'),
  q('data-scientist', "What's the best way to learn SQL?", 'article:skills-learning-sql'),
  q('frontend', 'How do I prepare for a system design interview?', 'article:interview-system-design-basics'),
  q(
    'ux',
    'Is it ok to apply if I only meet half the requirements?',
    'article:jobs-apply-without-all-requirements',
  ),
  q('data-scientist', 'How do I deal with burnout from job hunting?', 'article:career-burnout'),
  q('ux', 'Should I relocate to Seattle for a design job?', 'article:jobs-relocation'),
  q('ux', 'Which should I learn first, Figma or user research?', 'order'),
  q('frontend', 'How do I get a work visa for the US?', 'article:jobs-visa-sponsorship'),
  q('data-scientist', 'Can you help me with my taxes?', 'off-topic'),
  q('frontend', 'They offered 95,000 but I wanted 105k. How do I negotiate?', 'offer'),
  q('data-scientist', "What's missing from my resume?", 'resume-status'),
  q('ux', 'How many hours do I have left on my roadmap?', 'time-left'),
  q('frontend', 'Is a PhD required for machine learning jobs?', 'article:career-bootcamp-degree-self-taught'),
  q('data-scientist', 'Should I put my GPA on my resume?', 'article:resume-education-placement'),
  q('frontend', 'whats the best laptop for coding', 'no-match'),
  q('frontend', 'Write me a poem about JavaScript', 'off-topic'),
  q('ux', 'what skills do I already have?', 'my-skills'),
  q(
    'data-scientist',
    'How do I stop procrastinating when studying?',
    'article:skills-time-management-learning',
  ),
  q('frontend', 'Is it worth learning Python as a frontend dev?', 'skill-fit'),
  q('data-scientist', 'Should I learn Spark?', 'skill-fit'),
  q('frontend', 'I make $65k now, is that low for a web developer in Texas?', 'salary'),
  q('frontend', 'How do I become a frontend developer?', 'become'),
  q('ux', 'How do I answer "why should we hire you"?', 'no-match'),
];
