/**
 * The assistant's language understanding (src/server/ai/local/intents.md; docs/decisions.md
 * S76-S78): the training corpus as content, the entity extractors, the dialogue state and the
 * classifier's determinism.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTERVIEW_ANSWERS } from '../eval/interview-answers.ts';
import { features, intentClassifier, trainClassifier } from './classifier.ts';
import { FOLLOW_UP, INTENTS, loadCorpus } from './corpus.ts';
import { extractEntities, gazetteers } from './entities.ts';
import { interviewReplies, interviewReply, requestedDifficulty } from './interview-replies.ts';
import {
  checkSafety,
  hasRedFlag,
  hasWarningSign,
  messageParts,
  safetyClassifier,
  safetyCorpus,
} from './safety.ts';
import { loadOrTrain, type StorableNetwork } from './trained-store.ts';
import { askOf, turnOf, understandMessage } from './understand.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('the training utterances (content)', () => {
  const corpus = loadCorpus();

  it('has hundreds of utterances, at least 15 for every intent of intents.md, and follow-ups', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(600);
    for (const intent of [...INTENTS, FOLLOW_UP])
      expect(corpus.filter((u) => u.intent === intent).length, intent).toBeGreaterThanOrEqual(15);
  });

  it('never gives one wording two intents', () => {
    const seen = new Map<string, string>();
    const clashes = corpus.filter((u) => {
      const key = u.text.toLowerCase().replace(/[^a-z0-9$ ]/g, '');
      const before = seen.get(key);
      seen.set(key, u.intent);
      return before !== undefined && before !== u.intent;
    });
    expect(clashes.map((u) => u.text)).toEqual([]);
  });

  it('speaks for every kind of job seeker: software at most a small share', () => {
    const software = corpus.filter((u) =>
      /\b(developer|software|react|typescript|python|javascript|html|docker|sql|ux|github)\b/i.test(u.text),
    );
    expect(software.length / corpus.length).toBeLessThan(0.05);
    for (const field of [
      /nurs/i,
      /electric/i,
      /account/i,
      /teach/i,
      /truck|cdl|driv/i,
      /cook|chef|kitchen/i,
      /retail|cashier/i,
    ])
      expect(corpus.filter((u) => field.test(u.text)).length, String(field)).toBeGreaterThanOrEqual(10);
  });

  it('has gazetteers that parse: states with two-letter codes, cities, titles and skills', () => {
    const g = gazetteers();
    expect(g.states.get('ohio')).toBe('OH');
    expect(g.stateCodes.size).toBeGreaterThanOrEqual(51);
    expect(g.cities.length).toBeGreaterThanOrEqual(100);
    expect(g.occupations.length).toBeGreaterThanOrEqual(200);
  });
});

describe('entities (intents.md)', () => {
  const e = (text: string) => extractEntities(text, NOW);

  it('reads money with its period, and a bare amount as yearly or hourly', () => {
    expect(e('they offered me $24 an hour').money).toEqual({ amount: 24, period: 'hour' });
    expect(e('is $900 a week good?').money).toEqual({ amount: 900, period: 'week' });
    expect(e('a $4,200 a month offer').money).toEqual({ amount: 4200, period: 'month' });
    expect(e('they offered 48k for a paralegal job').money).toEqual({ amount: 48_000, period: 'year' });
    expect(e('is 55000 low?').money).toEqual({ amount: 55_000, period: 'year' });
    expect(e('they said $19/hr').money).toEqual({ amount: 19, period: 'hour' });
    expect(e('$21.75 hourly').money).toEqual({ amount: 21.75, period: 'hour' });
    expect(e('I study 10 hours a week').money).toBeUndefined();
    expect(e('I have 8 years of experience').money).toBeUndefined();
  });

  it('reads hours a week from a week, a day or the weekdays', () => {
    expect(e('10 hrs a week').hoursPerWeek).toBe(10);
    expect(e('two hours a day').hoursPerWeek).toBe(14);
    expect(e('an hour every weekday').hoursPerWeek).toBe(5);
    expect(e('and at 6 hours?').hoursPerWeek).toBe(6);
    expect(e('how many hours are left?').hoursPerWeek).toBeUndefined();
  });

  it('reads weekdays, durations, dates and years of experience', () => {
    expect(e('only weekends').weekdays).toEqual(['sat', 'sun']);
    expect(e('Saturdays and Tuesdays').weekdays).toEqual(['tue', 'sat']);
    expect(e('in six months').duration).toEqual({ value: 6, unit: 'month' });
    expect(e('by March 1st 2027').date).toBe('2027-03-01');
    expect(e('by March 1st').date).toBe('2027-03-01');
    expect(e('by 2027-06-01').date).toBe('2027-06-01');
    expect(e("I've been a cashier for 8 years").experienceYears).toBe(8);
    expect(e("I've been a cashier for 8 years").duration).toBeUndefined();
    expect(e('with 5 years of experience in retail').experienceYears).toBe(5);
  });

  it('reads US states and cities, with the state when stated', () => {
    expect(e('how much do RNs make in Ohio?').state).toBe('OH');
    expect(e('near Austin, TX').city).toBe('Austin, TX');
    expect(e('near Austin, TX').state).toBe('TX');
    expect(e('jobs in denver').city).toBe('denver');
    expect(e('what about in Oregon?').state).toBe('OR');
    expect(e('should I learn Excel or QuickBooks first?').state).toBeUndefined();
  });

  it('reads occupations and skills as written', () => {
    expect(e('what does a dental hygienist actually do?').occupation).toBe('dental hygienist');
    expect(e('how much do RNs make?').occupation).toBe('RNs');
    expect(e('should I learn Excel or QuickBooks first?').skill).toEqual(['Excel', 'QuickBooks']);
    expect(e('is Spanish useful for a nurse?').skill).toBe('Spanish');
    expect(e('is Spanish useful for a nurse?').occupation).toBe('nurse');
  });

  // docs/decisions.md S116: the wordings people use for each kind of fact
  it('reads pay by the piece as no wage, and pay every other week as a week', () => {
    expect(e('they pay $0.55 per mile').money).toBeUndefined();
    expect(e('$0.60 a mile plus $1,500 a week guaranteed').money).toEqual({ amount: 1500, period: 'week' });
    expect(e('$1,800 biweekly').money).toEqual({ amount: 900, period: 'week' });
    expect(e('$2,000 every two weeks').money).toEqual({ amount: 1000, period: 'week' });
    expect(e('$45k/year').money).toEqual({ amount: 45_000, period: 'year' });
    expect(e('$4,500/mo').money).toEqual({ amount: 4500, period: 'month' });
    expect(e('they offered 19 bucks an hour').money).toEqual({ amount: 19, period: 'hour' });
  });

  it('reads minutes and half hours, and the pace to study rather than the working week', () => {
    expect(e('30 minutes a day').hoursPerWeek).toBe(3.5);
    expect(e('half an hour every night').hoursPerWeek).toBe(3.5);
    expect(e('an hour and a half a day').hoursPerWeek).toBe(10.5);
    expect(e('15hrs/week').hoursPerWeek).toBe(15);
    expect(e('10 hrs/wk').hoursPerWeek).toBe(10);
    expect(e('I work 40 hours a week, how long with 5 hours a week of study?').hoursPerWeek).toBe(5);
    expect(e('I have 8 hours a week but my shifts are 36 hours a week').hoursPerWeek).toBe(8);
  });

  it('reads ranges of weekdays', () => {
    expect(e('mon-fri').weekdays).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
    expect(e('Tuesday through Thursday').weekdays).toEqual(['tue', 'wed', 'thu']);
    expect(e('Tues and Thurs evenings').weekdays).toEqual(['tue', 'thu']);
  });

  it('reads durations in halves and short units, and relative dates', () => {
    expect(e('in half a year').duration).toEqual({ value: 6, unit: 'month' });
    expect(e('within a year and a half').duration).toEqual({ value: 18, unit: 'month' });
    expect(e('in 3 mos').duration).toEqual({ value: 3, unit: 'month' });
    expect(e('I quit 2 years ago').duration).toBeUndefined();
    expect(e('by the end of the month').date).toBe('2026-11-30');
    expect(e('by next month').date).toBe('2026-12-01');
    expect(e('starting next year').date).toBe('2027-01-01');
    expect(e('by spring 2027').date).toBe('2027-03-01');
    expect(e('by next summer').date).toBe('2027-06-01');
    expect(e('before Jan 15').date).toBe('2027-01-15');
  });

  it('reads the capital, lower-case state codes and nicknames, and keeps words that look like codes', () => {
    expect(e('what do teachers make in washington dc').state).toBe('DC');
    expect(e('pay in Washington, D.C.?').state).toBe('DC');
    expect(e('how much do nurses make in tx').state).toBe('TX');
    expect(e('how much do nurses make in cali').state).toBe('CA');
    expect(e('I want to get in or out fast').state).toBeUndefined();
    expect(e('how do I sign in ok').state).toBeUndefined();
  });

  it('reads titles written with a space or a hyphen, the title moved to, and titles the gazetteer lacks', () => {
    expect(e('what do long haul truckers make').occupation).toBe('long haul truckers');
    expect(e("i'm a 911 dispatcher").occupation).toBe('911 dispatcher');
    expect(e('how do I go from LPN to RN?').occupation).toBe('RN');
    expect(e("i'm a line cook, how do I become a sous chef?").occupation).toBe('sous chef');
    expect(e('how do i become a millwright').occupation).toBe('millwright');
    expect(e('I work as a stocker at Target').occupation).toBe('stocker');
    expect(e("I'm a career changer, any tips?").occupation).toBeUndefined();
    expect(e("I'm a fast learner").occupation).toBeUndefined();
    expect(e('I am a hard worker').occupation).toBeUndefined();
    expect(e('am I talking to a real coach?').occupation).toBeUndefined();
  });

  it('reads years of experience without "for"', () => {
    expect(e('worked at walmart 4 years, what else can I do').experienceYears).toBe(4);
    expect(e('been driving trucks for 20 yrs').experienceYears).toBe(20);
    expect(e('15+ years in retail').experienceYears).toBe(15);
    expect(e('I worked there until 3 years ago').experienceYears).toBeUndefined();
  });
});

describe('dialogue state', () => {
  it('keeps the previous intent and entities on a follow-up, replacing only what it states', () => {
    const pay = understandMessage('how much do electricians make in Arizona?', { now: NOW });
    expect(pay.intent).toBe('pay');
    const next = understandMessage('what about in Oregon?', {
      previous: { intent: 'pay', entities: pay.entities },
      now: NOW,
    });
    expect(next).toMatchObject({ intent: 'pay', followUp: true });
    expect(next.entities).toMatchObject({ occupation: 'electricians', state: 'OR' });
    const pace = understandMessage('and at 6 hours?', {
      previous: { intent: 'time-to-finish', entities: { hoursPerWeek: 10 } },
      now: NOW,
    });
    expect(pace).toMatchObject({ intent: 'time-to-finish', entities: { hoursPerWeek: 6 } });
    const days = understandMessage('what if I only have weekends?', {
      previous: { intent: 'time-to-finish', entities: { hoursPerWeek: 10 } },
      now: NOW,
    });
    expect(days.intent).toBe('time-to-finish');
    expect(days.entities).toEqual({ weekdays: ['sat', 'sun'] });
    // a driver's pay by the mile is an entity of its own, and a new rate replaces the old offer
    const mile = understandMessage('I got offered 65 cents a mile, is that good?', { now: NOW });
    expect(mile).toMatchObject({ intent: 'offer-evaluation', entities: { mileRate: 0.65 } });
    expect(mile.entities.money).toBeUndefined();
    const more = understandMessage('what about 72 cents a mile?', {
      previous: { intent: 'offer-evaluation', entities: { ...mile.entities, state: 'TX' } },
      now: NOW,
    });
    expect(more).toMatchObject({ intent: 'offer-evaluation', entities: { mileRate: 0.72, state: 'TX' } });
  });

  it('reads a stored turn back only when it is one', () => {
    expect(turnOf({ intent: 'pay', entities: { state: 'OH' } })).toEqual({
      intent: 'pay',
      entities: { state: 'OH' },
    });
    expect(turnOf({ intent: 'more' })).toBeNull();
    expect(turnOf({ intent: 'pay', entities: { state: 3 } })).toBeNull();
    expect(turnOf(null)).toBeNull();
  });

  it('puts an emergency first, whatever else the message asks', () => {
    expect(
      understandMessage('my coworker collapsed and is not breathing, should I still go to my interview?', {
        now: NOW,
      }).intent,
    ).toBe('emergency');
  });
});

describe('the classifier', () => {
  it('is deterministic: trained twice on the same utterances, the same scores', () => {
    // a fifth of the corpus keeps the test quick; the whole one trains the same way
    const part = loadCorpus().filter((_, i) => i % 5 === 0);
    const a = trainClassifier(part).classify('how do I become a welder?');
    const b = trainClassifier(part).classify('how do I become a welder?');
    expect(a.ranking).toEqual(b.ranking);
    expect(intentClassifier().classify('how do I become a welder?').intent).toBe('entry-path');
  });
});

describe('long messages (docs/decisions.md S164)', () => {
  const forklift =
    'I have driven a forklift at the same warehouse for eleven years and they pay me 21 an hour, which is fine, and my supervisor says I interview well. The plant is moving to Georgia next spring. How do I put eleven years at one place on a resume without it looking stale?';

  it('reads a long message for its ask: the last question and the sentence before it', () => {
    expect(askOf(forklift)).toBe(
      'The plant is moving to Georgia next spring. How do I put eleven years at one place on a resume without it looking stale?',
    );
    expect(askOf('how do I get into HVAC?')).toBeNull();
    expect(askOf(`${forklift.replace(/\?$/, '.')}`)).toBeNull();
    // the pay and the interview in the background do not decide what it asks
    expect(understandMessage(forklift, { now: NOW }).intent).toBe('resume-advice');
  });

  it('takes a warning sign of a suicidal crisis for an emergency, whatever else the message asks', () => {
    const u = understandMessage(
      'im a welder 15 yrs, thinking of switching to inspection. already wrote the goodbye letters to my kids tho so it probably doesnt matter',
      { now: NOW },
    );
    expect(u.intent).toBe('emergency');
  });
});

describe('the store of trained classifiers (docs/decisions.md S163)', () => {
  const { NeuralNetwork } = createRequire(import.meta.url)('@nlpjs/neural') as {
    NeuralNetwork: new (settings: Record<string, unknown>) => StorableNetwork;
  };
  const create = () => new NeuralNetwork({ iterations: 20, log: false });
  const rows = loadCorpus()
    .filter((_, i) => i % 7 === 0)
    .map(({ text, intent }) => ({ input: features(text), output: { [intent]: 1 } }));

  it('loads exactly the network it trained, and trains again when what training reads changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'waymark-trained-'));
    try {
      const first = loadOrTrain('part', rows, create, dir);
      const second = loadOrTrain('part', rows, create, dir);
      expect([first.loaded, second.loaded]).toEqual([false, true]);
      expect(second.net.toJSON()).toEqual(first.net.toJSON());
      // one utterance fewer is another network, which takes the place of the old one
      expect(loadOrTrain('part', rows.slice(1), create, dir).loaded).toBe(false);
      expect(readdirSync(dir)).toHaveLength(1);
      // a damaged file is trained over, and the next process loads the new one
      for (const file of readdirSync(dir)) writeFileSync(join(dir, file), '{"key":');
      expect(loadOrTrain('part', rows, create, dir).loaded).toBe(false);
      expect(loadOrTrain('part', rows, create, dir).loaded).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the safety check (docs/decisions.md S85)', () => {
  const emergency = (message: string) => understandMessage(message, { now: NOW }).intent === 'emergency';

  it('learns from hundreds of wordings of emergencies, and career questions that use their words', () => {
    const corpus = safetyCorpus();
    expect(corpus.filter((u) => u.intent === 'emergency').length).toBeGreaterThanOrEqual(300);
    const own = safetyCorpus([]);
    expect(own.filter((u) => u.intent === 'safe').length).toBeGreaterThanOrEqual(150);
  });

  it('puts emergency services first for a crisis in any wording, direct or indirect', () => {
    for (const message of [
      'i think im having a heart attack',
      'I took a whole bottle of pills',
      "I don't want to be here anymore",
      "what's the point of going on",
      'my coworker is lying on the floor and not breathing',
      'someone is waving a gun in the store right now',
      'kms',
    ])
      expect(emergency(message), message).toBe(true);
  });

  it('finds an emergency told in passing inside a long message about work', () => {
    const message =
      'I was going to ask how to list my CDL endorsements on my resume, but my chest has been crushing for an hour and my left arm is numb, anyway what order should they go in?';
    expect(messageParts(message).length).toBeGreaterThan(2);
    expect(emergency(message)).toBe(true);
  });

  it('reads career questions that use emergency words as career questions', () => {
    expect(
      understandMessage(
        "I'm an ER nurse, how do I answer an interview question about handling a patient with chest pain?",
        { now: NOW },
      ).intent,
    ).toBe('interview-advice');
    for (const message of [
      'how much do nursing home CNAs make?',
      'this job search is killing me',
      'how do I become a 911 dispatcher?',
    ])
      expect(emergency(message), message).toBe(false);
  });

  it('takes no interview answer of the evaluation set, and no reply to the practice, for an emergency', () => {
    const { another, finish } = interviewReplies();
    const taken = [...INTERVIEW_ANSWERS.map((a) => a.answer), ...another, ...finish].filter(emergency);
    expect(taken).toEqual([]);
  });

  // docs/decisions.md S143
  it('puts the emergency numbers first for a warning sign of a suicidal crisis, whatever the classifiers say', () => {
    for (const message of [
      'my friend sent me a goodbye text last night and now her phone is off',
      'I gave away my tools to my brother, I won’t be needing them where I’m headed',
      'honestly everyone would be better off without me',
      'put my affairs in order this weekend',
    ]) {
      expect(hasWarningSign(message), message).toBe(true);
      const safety = checkSafety(message, 0);
      expect(safety.emergency || safety.possible, message).toBe(true);
    }
  });

  // docs/decisions.md S151
  it('reads a warning sign or a red flag with other words between ("sorry and goodbye", "shocked off a panel")', () => {
    expect(hasWarningSign('my daughter sent a text saying sorry and goodbye and now her phone is off')).toBe(
      true,
    );
    expect(hasWarningSign('i gave away my cat and my guitar yesterday')).toBe(true);
    expect(hasWarningSign('I said goodbye and thanks to my team at my last shift')).toBe(false);
    for (const message of [
      'quick question but my chest has been crushing for an hour and I feel sick, anyway about my CDL',
      'my helper got shocked off the breaker box and is lying there',
      'one of my students says her mom hurts her and she is scared to go home',
    ]) {
      expect(hasRedFlag(message), message).toBe(true);
      const safety = checkSafety(message, 0);
      expect(safety.emergency || safety.possible, message).toBe(true);
    }
    // S155: a flagged message that no career intent reads confidently is an emergency
    for (const message of [
      'my helper got shocked off the breaker box and is lying there',
      'i gave away my cat and my guitar yesterday',
      'one of my students says her mom hurts her and she is scared to go home',
    ])
      expect(emergency(message), message).toBe(true);
    // a red flag alone brings the numbers first, and the question is still answered as asked
    const nurse = understandMessage(
      "I'm an ICU nurse, how do I answer an interview question about a patient who stopped breathing?",
      { now: NOW },
    );
    expect(nurse.intent).toBe('interview-advice');
  });

  it('finds no warning sign in career talk, the authors’ career questions or interview answers', () => {
    for (const message of [
      'I said goodbye to my team when I left retail, how do I explain that in an interview?',
      'where am I going with my career if I stay a cashier?',
      'how do I give away my old textbooks before nursing school',
      'what does a hospice social worker do?',
    ])
      expect(hasWarningSign(message), message).toBe(false);
    const { another, finish } = interviewReplies();
    const career = [
      ...safetyCorpus([])
        .filter((u) => u.intent === 'safe')
        .map((u) => u.text),
      ...loadCorpus()
        .filter((u) => u.intent !== 'emergency')
        .map((u) => u.text),
      ...INTERVIEW_ANSWERS.map((a) => a.answer),
      ...another,
      ...finish,
    ];
    expect(career.filter(hasWarningSign)).toEqual([]);
  });

  it("does not rest on the intent classifier's top intent alone", () => {
    expect(checkSafety('how do I describe my ICU experience on my resume?', 1).emergency).toBe(false);
    expect(checkSafety('i want to end my life', 0).emergency).toBe(true);
    const corpus = safetyCorpus();
    expect(safetyClassifier().size).toBeGreaterThan(corpus.length);
  });
});

describe('interview practice replies (docs/decisions.md S86)', () => {
  it('has its replies as data', () => {
    const { another, finish } = interviewReplies();
    expect(another.length).toBeGreaterThanOrEqual(20);
    expect(finish.length).toBeGreaterThanOrEqual(20);
  });

  it('tells another question from the end of the practice, and anything else from both', () => {
    expect(interviewReply('yes')).toBe('another');
    expect(interviewReply('sure, one more')).toBe('another');
    expect(interviewReply('no, I am done')).toBe('finish');
    expect(interviewReply('how do I become a plumber?')).toBe('other');
  });

  it('reads the level a request for practice names', () => {
    expect(requestedDifficulty('a hard one please')).toBe('hard');
    expect(requestedDifficulty('beginner questions')).toBe('easy');
    expect(requestedDifficulty('start interview practice')).toBe('medium');
  });
});
