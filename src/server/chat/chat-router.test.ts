/**
 * The chat's routing (docs/product.md §4 Chat routing; docs/decisions.md S86): the language
 * understanding decides the step, safety first in every interview state.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORY_OF_INTENT, createChatRouter } from './chat-router.ts';

const route = createChatRouter({ clock: () => new Date('2026-11-25T12:00:00Z') });

describe('chat routing', () => {
  it('starts practice when the message asks for it, at the level it names', () => {
    expect(route('idle', 'Start interview practice')).toEqual({
      kind: 'start_interview',
      difficulty: 'medium',
    });
    expect(route('idle', 'start a hard interview practice')).toEqual({
      kind: 'start_interview',
      difficulty: 'hard',
    });
    expect(route('idle', 'give me some easy beginner questions to practise')).toEqual({
      kind: 'start_interview',
      difficulty: 'easy',
    });
    expect(route('idle', 'can you quiz me with nursing interview questions?')).toMatchObject({
      kind: 'start_interview',
    });
  });

  it('answers questions about interviews as advice, without starting practice', () => {
    expect(route('idle', 'How long is an interview?')).toEqual({ kind: 'advice', category: 'interview' });
    expect(route('idle', 'start learning SQL')).toEqual({ kind: 'advice', category: 'skills' });
  });

  it("gives each answer its intent's category", () => {
    expect(route('idle', 'What skill should I learn next?')).toEqual({ kind: 'advice', category: 'skills' });
    expect(route('idle', 'How do I become an electrician?')).toEqual({ kind: 'advice', category: 'career' });
    expect(route('idle', 'What is my ATS score?')).toEqual({ kind: 'advice', category: 'resume' });
    expect(route('idle', 'how much do nurses make in Ohio?')).toEqual({ kind: 'advice', category: 'jobs' });
    expect(route('idle', 'What is the capital of Australia?')).toEqual({
      kind: 'advice',
      category: 'general',
    });
    expect(route('idle', 'yes')).toEqual({ kind: 'advice', category: 'general' });
    expect(Object.values(CATEGORY_OF_INTENT)).toContain('interview');
  });

  it('takes the next message as the answer while a question waits, unless someone is in danger', () => {
    expect(route('awaiting_answer', 'no idea, sorry')).toEqual({ kind: 'answer' });
    expect(route('awaiting_answer', 'Table 310.16, 8 AWG copper at 75 °C.')).toEqual({ kind: 'answer' });
    expect(route('awaiting_answer', "honestly I don't want to be here anymore")).toEqual({
      kind: 'advice',
      category: 'general',
    });
  });

  it('scores a clinical answer that reads like an emergency as the answer, the emergency numbers first (S99)', () => {
    const question = 'A post-operative patient’s blood pressure drops suddenly. What do you do?';
    const answer =
      'If the patient is not breathing and has no pulse I call a code, start CPR and get the crash cart; otherwise I lay them flat, check the dressing for bleeding, call the provider with an SBAR report and recheck the vital signs every 15 minutes.';
    expect(route('awaiting_answer', answer, question)).toEqual({ kind: 'answer', safetyFirst: true });
    // S116: a calmer clinical answer is no longer taken for an emergency at all, only scored
    const calm =
      'I would assess the patient at the bedside, check the dressing for bleeding, call the provider with an SBAR report, and reassess the vital signs every 15 minutes while I stay with the patient.';
    expect(route('awaiting_answer', calm, question)).toEqual({ kind: 'answer' });
    expect(route('awaiting_answer', "honestly I don't want to be here anymore", question)).toEqual({
      kind: 'advice',
      category: 'general',
    });
  });

  it('after feedback, asks again, finishes, or leaves the practice for any other message', () => {
    for (const t of ['yes', 'Another one', 'next please', 'one more please'])
      expect(route('awaiting_followup', t), t).toEqual({ kind: 'next_question' });
    for (const t of ['no thanks', "I'm done", 'finish', 'stop for today'])
      expect(route('awaiting_followup', t), t).toEqual({ kind: 'finish' });
    expect(route('awaiting_followup', 'how much do nurses make?')).toEqual({
      kind: 'advice',
      category: 'jobs',
    });
    expect(route('awaiting_followup', 'my coworker collapsed and is not breathing')).toEqual({
      kind: 'advice',
      category: 'general',
    });
  });
});
