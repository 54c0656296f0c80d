import { describe, expect, it } from 'vitest';
import { followUpIntent, isInterviewStart, nextStep, routeMessage } from './chat-routing.ts';

describe('chat routing (docs/product.md §4)', () => {
  it.each([
    ['How do I prepare for an interview?', 'interview'],
    ['Can you review my resume?', 'resume'],
    ['Is my CV ATS friendly?', 'resume'],
    ['What skill should I learn next?', 'skills'],
    ['Which jobs are hiring near me?', 'jobs'],
    ['What salary can I expect?', 'jobs'],
    ['Should I switch my career path?', 'career'],
    ['Hello there', 'general'],
  ])('routes "%s" to %s', (text, category) => {
    expect(routeMessage(text)).toBe(category);
  });

  it('checks the groups in the spec order: interview, resume, skills, jobs, career', () => {
    expect(routeMessage('interview tips for my resume')).toBe('interview');
    expect(routeMessage('resume skills section')).toBe('resume');
    expect(routeMessage('skills for jobs')).toBe('skills');
    expect(routeMessage('jobs on my career path')).toBe('jobs');
  });

  it('starts interview mode only for interview messages with "start" or "practice"', () => {
    expect(isInterviewStart('Start interview practice')).toBe(true);
    expect(isInterviewStart("Let's practice an interview")).toBe(true);
    expect(isInterviewStart('How long is an interview?')).toBe(false);
    expect(isInterviewStart('start learning SQL')).toBe(false);
  });

  it('reads follow-ups: yes/another/next ask again, no/done/finish end', () => {
    for (const t of ['yes', 'Another one', 'next please']) expect(followUpIntent(t)).toBe('another');
    for (const t of ['no thanks', "I'm done", 'finish']) expect(followUpIntent(t)).toBe('finish');
    expect(followUpIntent('what is a closure?')).toBe('other');
  });

  it('walks the interview state machine', () => {
    expect(nextStep('idle', 'start a hard interview practice')).toEqual({
      kind: 'start_interview',
      difficulty: 'hard',
    });
    expect(nextStep('awaiting_answer', 'no idea, sorry')).toEqual({ kind: 'answer' });
    expect(nextStep('awaiting_followup', 'yes')).toEqual({ kind: 'next_question' });
    expect(nextStep('awaiting_followup', 'done')).toEqual({ kind: 'finish' });
    expect(nextStep('awaiting_followup', 'what jobs are there?')).toEqual({
      kind: 'advice',
      category: 'jobs',
    });
    expect(nextStep('idle', 'yes')).toEqual({ kind: 'advice', category: 'general' });
  });
});
