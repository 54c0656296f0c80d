/**
 * docs/product.md §4 Chat routing: each message is routed by keyword groups checked in this order:
 * interview, resume, skills, jobs, career, general. Pure, so both sides and the tests share it.
 */
export const CHAT_CATEGORIES = ['interview', 'resume', 'skills', 'jobs', 'career', 'general'] as const;
export type ChatCategory = (typeof CHAT_CATEGORIES)[number];

const GROUPS: Array<[Exclude<ChatCategory, 'general'>, RegExp]> = [
  [
    'interview',
    /\b(interview(s|ing)?|mock|behaviou?ral question|technical question|star method|hiring manager)\b/i,
  ],
  ['resume', /\b(resume|résumé|cv|cover letter|ats|bullet points?|linkedin profile)\b/i],
  [
    'skills',
    /\b(skills?|learn(ing)?|study|course|tutorial|practice|improve|next step|what should i (learn|study))\b/i,
  ],
  [
    'jobs',
    /\b(jobs?|hiring|salary|salaries|openings?|positions?|apply|application|recruiter|employer|market|offer)\b/i,
  ],
  ['career', /\b(career|path|role|promotion|switch|transition|future|grow(th)?|goal|become)\b/i],
];

export function routeMessage(text: string): ChatCategory {
  for (const [category, re] of GROUPS) if (re.test(text)) return category;
  return 'general';
}

/** docs/product.md §4: interview mode starts when the message is interview-related and contains "start" or "practice". */
export function isInterviewStart(text: string): boolean {
  return routeMessage(text) === 'interview' && /\b(start|practice|practise)\b/i.test(text);
}

export type FollowUp = 'another' | 'finish' | 'other';

/** docs/product.md §4: "yes", "another" or "next" give a new question; "no", "done" or "finish" end the session. */
export function followUpIntent(text: string): FollowUp {
  if (/\b(no|done|finish(ed)?|stop|end)\b/i.test(text)) return 'finish';
  if (/\b(yes|yeah|yep|sure|another|next|more)\b/i.test(text)) return 'another';
  return 'other';
}

export function requestedDifficulty(text: string): 'easy' | 'medium' | 'hard' {
  if (/\b(easy|beginner|simple)\b/i.test(text)) return 'easy';
  if (/\b(hard|difficult|advanced|senior|tough)\b/i.test(text)) return 'hard';
  return 'medium';
}

export type InterviewMode = 'idle' | 'awaiting_answer' | 'awaiting_followup';

export type ChatStep =
  | { kind: 'answer' }
  | { kind: 'next_question' }
  | { kind: 'finish' }
  | { kind: 'start_interview'; difficulty: 'easy' | 'medium' | 'hard' }
  | { kind: 'advice'; category: ChatCategory };

/**
 * The interview state machine (docs/product.md §4): in interview mode the next message is the answer; after
 * feedback a reply of yes/another/next asks again and no/done/finish ends with a summary; anything
 * else leaves the interview and is answered as a normal message.
 */
export function nextStep(mode: InterviewMode, text: string): ChatStep {
  if (mode === 'awaiting_answer') return { kind: 'answer' };
  if (mode === 'awaiting_followup') {
    const intent = followUpIntent(text);
    if (intent === 'another') return { kind: 'next_question' };
    if (intent === 'finish') return { kind: 'finish' };
  }
  if (isInterviewStart(text)) return { kind: 'start_interview', difficulty: requestedDifficulty(text) };
  return { kind: 'advice', category: routeMessage(text) };
}
