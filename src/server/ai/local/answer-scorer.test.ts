import { describe, expect, it } from 'vitest';
import { concreteActions, scoreAnswer } from './answer-scorer.ts';
import { QUESTION_BANK } from './question-bank.ts';

const question = (id: string) => {
  const q = QUESTION_BANK.find((x) => x.id === id);
  if (!q) throw new Error(id);
  return q.question;
};

describe('the content-based answer scorer (docs/product.md §7 Local engine)', () => {
  it('scores a fluent answer about the wrong concept low, and says what the concept is', () => {
    const r = scoreAnswer(
      question('data-scientist-tech-medium-2'),
      'Data leakage is when customer records escape the company through a database breach. To prevent it you encrypt everything, enforce strong passwords and multi-factor authentication, and monitor traffic so a hacker cannot steal the data. For example, one bank lost millions of records in 2019.',
    );
    expect(r.flaw).toBe('missed-concept');
    expect(r.score).toBeLessThanOrEqual(35);
    expect(r.improvements[0]).toMatch(/^You described a security problem \(breach, hacker and password\)/);
    expect(r.improvements[0]).toContain(
      'information in training that would not be available at prediction time',
    );
  });

  it('gives repeated nonsense with a number no credit for the number', () => {
    const r = scoreAnswer(question('general-behavioral-medium-1'), `${'asdf '.repeat(25)}2024`);
    expect(r.flaw).toBe('gibberish');
    expect(r.score).toBeLessThanOrEqual(10);
    expect(r.strengths).toEqual([]);
    expect(r.feedback).toMatch(/^This does not read as an answer/);
  });

  it('scores an answer about something else as off-topic', () => {
    const r = scoreAnswer(
      question('general-behavioral-easy-1'),
      'My favourite restaurant serves fresh pasta every morning, the portions are huge and the owner remembers our order. On Fridays you have to book a table because it gets busy.',
    );
    expect(r.flaw).toBe('off-topic');
    expect(r.score).toBeLessThanOrEqual(25);
  });

  it('recognises a list of keywords for what it is', () => {
    const r = scoreAnswer(
      question('general-behavioral-medium-1'),
      'Communication, empathy, compromise, resolution.',
    );
    expect(r.flaw).toBe('keyword-list');
    expect(r.score).toBeLessThanOrEqual(30);
    expect(r.feedback).toMatch(/list of keywords, not an answer/);
  });

  it('notices a STAR answer and does not ask for a situation it already has', () => {
    const r = scoreAnswer(
      question('general-behavioral-easy-1'),
      'Last spring our team of four had six weeks to move the customer portal to a new login provider. My part was the migration script. We held a 10-minute standup every morning, so when I found duplicate emails I raised it the same day. I wrote the script to run in batches and we switched 40,000 accounts with no downtime.',
    );
    expect(r.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(r.strengths).toContain(
      'Your answer follows STAR: the situation, your task, what you did and the result are all there.',
    );
    expect(r.improvements.join(' ')).not.toMatch(/specific situation|Set the scene/);
    expect(r.score).toBeGreaterThanOrEqual(60);
  });

  it('does not reward length: a long vague answer stays below a short specific one', () => {
    const vague = `${'I am a hard worker and I always try my best with everything that I do at work. '.repeat(6)}`;
    const specific =
      'Overfitting is when a model learns noise in the training data and fails on new data. I detect it with cross-validation: a big gap between training and validation scores. I prevent it with regularisation, a simpler model or more data.';
    const q = question('data-scientist-tech-easy-2');
    expect(scoreAnswer(q, specific).score).toBeGreaterThan(scoreAnswer(q, vague).score + 30);
  });

  it('scores a question from outside the bank from its own words', () => {
    const q = 'Describe a time you had to learn a new technology quickly. How did you approach it?';
    const r = scoreAnswer(
      q,
      'At my last job I had two weeks to learn Kubernetes for a migration. I read the official docs, built a small cluster at home and asked our platform engineer to review my manifests. We moved 5 services on time.',
    );
    expect(r.flaw).toBeNull();
    expect(r.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(r.score).toBeGreaterThan(
      scoreAnswer(q, 'I am a fast learner and I like new technology.').score + 25,
    );
  });

  it('never calls a sound answer to a question from elsewhere "missed the concept"', () => {
    const design = scoreAnswer(
      'How would you design a system that must keep working when one of its parts fails?',
      'I would remove single points of failure: run at least two instances of each service behind a load balancer with health checks, so a failed instance is taken out automatically. Calls between services get timeouts, retries with backoff and a circuit breaker. Data is replicated, for example a Postgres primary with a standby that can be promoted. The trade-off is cost and complexity.',
    );
    expect(design.flaw).toBeNull();
    expect(design.score).toBeGreaterThanOrEqual(45);
    expect(design.feedback).toContain('Waymark has no key points for this question, so content counts half.');
    expect(design.improvements.join(' ')).not.toMatch(/also covers design, system/);
    const habit = scoreAnswer(
      'How do you handle tight deadlines?',
      'First I break the work into the smallest pieces that still deliver value and agree with my manager which ones are must-haves. Then I tell stakeholders early if something is at risk. On our last release we had 10 days for a feature planned for three weeks, so we cut the export to a later sprint and shipped the core on time.',
    );
    expect(habit.flaw).toBeNull();
    expect(habit.strengths).toContain('You laid out a plan with your reasons and a follow-up.');
    const elsewhere = scoreAnswer(
      'How do you handle tight deadlines?',
      'My favourite restaurant serves fresh pasta every morning, the portions are huge and the owner remembers our order. On Fridays you have to book a table because it gets busy.',
    );
    expect(elsewhere.flaw).toBe('off-topic');
    expect(elsewhere.score).toBeLessThanOrEqual(25);
  });

  it('asks for a plan, not a STAR story, when the question is about how the person works', () => {
    const r = scoreAnswer(
      question('general-behavioral-easy-5'),
      'Every Monday morning I spend 20 minutes on a weekly review: I list everything from Jira, email and Slack, then rank it by impact and deadline. The two or three things that matter most get time blocks in my calendar. If two deadlines clash I tell my manager early and ask which matters more, rather than quietly missing one.',
    );
    expect(r.flaw).toBeNull();
    expect(r.improvements.join(' ')).not.toMatch(/Set the scene|what you were responsible for|with "I"/);
    expect(r.covered).toEqual(['prioritisation', 'impact', 'deadline', 'planning', 'communication']);
  });

  // docs/decisions.md S87: meaning, STAR in the field's own words, caps with the missing key points named
  describe('in any field', () => {
    const advocated = 'Tell me about a time you advocated for a patient whose concern was not being heard.';

    it("recognises STAR told in a nurse's words, with none of its words, and ranks it above a thin answer", () => {
      const story = scoreAnswer(
        advocated,
        'On my second week of nights on a medical floor, an 80-year-old woman kept saying her belly hurt more than usual, and the day team had put it down to constipation. She was my patient that night and nobody else was going to push for her. I pressed on her abdomen, found it rigid, took her vitals and paged the resident, and when he said to wait until morning I called the charge nurse, who backed me and got the attending on the phone. She had a perforated bowel and went to surgery within the hour. She recovered, and I still trust a patient who tells me something is different.',
      );
      const thin = scoreAnswer(
        advocated,
        'A patient told me her pain was worse but the doctor thought it was normal. I told the charge nurse and asked the doctor to come back and check her again. They found a problem and treated it.',
      );
      expect(story.star).toEqual({ situation: true, task: true, action: true, result: true });
      expect(story.covered).toEqual(['communication', 'chain of command']);
      expect(story.score).toBeGreaterThanOrEqual(75);
      expect(story.score).toBeGreaterThan(thin.score + 20);
      expect(thin.improvements).toContain('A strong answer also covers patient advocacy and outcome.');
    });

    it('caps a keyword list joined with "and", and says which key points it only named', () => {
      const r = scoreAnswer(advocated, 'Patient advocacy, SBAR, chain of command and documentation.');
      expect(r.flaw).toBe('keyword-list');
      expect(r.score).toBeLessThanOrEqual(30);
      expect(r.improvements).toContain(
        'You named patient advocacy and chain of command: say in sentences what you did about them.',
      );
      expect(r.improvements).toContain('A strong answer covers communication and outcome.');
    });

    it('scores an answer about something else at most 10, naming what the question wanted', () => {
      const r = scoreAnswer(
        advocated,
        'I love hiking in the mountains on my days off. Last month I climbed a peak with two friends and we camped by a lake under the stars.',
      );
      expect(r.flaw).toBe('off-topic');
      expect(r.score).toBeLessThanOrEqual(10);
      expect(r.improvements).toContain(
        'A strong answer covers patient advocacy, communication and chain of command.',
      );
    });

    it('credits a key point said in another wording the banks give it, and a few words on topic as too short, not off-topic', () => {
      const q = 'How do you make sure a circuit is safe before you start working on it?';
      const context = {
        family: 'construction-extraction',
        category: 'technical' as const,
        keyPoints: ['lockout tagout', 'personal protective equipment', 'verify zero voltage'],
      };
      const r = scoreAnswer(
        q,
        'I switch off the breaker and put my own LOTO lock and tag on it, then I test every wire with my meter to prove it is dead, and I wear rated gloves and safety glasses while I test.',
        context,
      );
      expect(r.covered).toEqual(['lockout tagout', 'personal protective equipment']);
      expect(r.missed).toEqual(['verify zero voltage']);
      const short = scoreAnswer(q, 'I switch off the breaker and then I check it.', context);
      expect(short.flaw).toBe('too-short');
      expect(short.score).toBe(20);
    });
  });

  // docs/decisions.md S117: caps however the answer is phrased, and STAR however it is told
  describe('keyword lists, answers about something else and STAR in any telling', () => {
    const nurse = {
      question: "Tell me about a time a patient's condition changed quickly on your shift. What did you do?",
      context: {
        family: 'healthcare-practitioners',
        category: 'behavioral' as const,
        keyPoints: ['assessment', 'escalation to the provider', 'vital signs', 'intervention', 'outcome'],
      },
    };
    const electrician = {
      question: 'How do you make sure a circuit is safe before you start working on it?',
      context: {
        family: 'construction-extraction',
        category: 'technical' as const,
        keyPoints: [
          'lockout tagout',
          'test the meter',
          'verify zero voltage',
          'personal protective equipment',
        ],
      },
    };
    const score = (q: typeof nurse | typeof electrician, answer: string) =>
      scoreAnswer(q.question, answer, q.context);

    it('caps a keyword list wrapped in one sentence, and a list of steps is not one', () => {
      for (const list of [
        'The main things I would mention are lockout tagout, meter testing, zero voltage, PPE, breaker labels and arc flash.',
        'My skills here include LOTO, multimeter, PPE, voltage tester and insulated tools.',
        'lockout tagout meter zero voltage PPE breaker',
      ]) {
        const r = score(electrician, list);
        expect(r.flaw, list).toBe('keyword-list');
        expect(r.score, list).toBeLessThanOrEqual(30);
      }
      const steps = score(
        electrician,
        'The steps are simple: I find the right breaker, I switch it off and put my lock and tag on it, then I test my meter on a live circuit, check every wire reads zero and test the meter again.',
      );
      expect(steps.flaw).toBeNull();
    });

    it('scores a well-told story about something else at most 30, however it is phrased', () => {
      for (const story of [
        "Last year I organised the bake sale at my daughter's school. I was in charge of the volunteers, so I made a sign-up sheet and called every parent. We raised $2,400 for new library books and the principal thanked me in the newsletter.",
        'In my senior year of high school we were down by ten at halftime of the basketball final. I told the guys to keep calm, we tightened our defence and came back to win by four points.',
        "I'd probably just go home early that day and relax with a movie, then come back the next week with a fresh mind and a good attitude.",
      ]) {
        const r = score(nurse, story);
        expect(r.score, story).toBeLessThanOrEqual(30);
      }
    });

    it('recognises STAR told in the present, in learner English and in fragments', () => {
      const present = score(
        nurse,
        "So picture this: I'm two hours into a night shift and my patient in room 12 suddenly can't catch his breath. He's my patient, so it's on me. I check his vitals, his oxygen is 86%, I sit him up, put him on oxygen and page the doctor. Within twenty minutes he's back to 95% and the doctor thanks me for catching it early.",
      );
      expect(present.star).toEqual({ situation: true, task: true, action: true, result: true });
      const learner = score(
        nurse,
        'In my last hospital, one night patient become very confuse and pressure go down. I am responsible nurse for him. I check vital sign, I call doctor quick, give fluids like doctor order and write everything in chart. After one hour patient is stable and go to ICU safe.',
      );
      expect(learner.star).toEqual({ situation: true, task: true, action: true, result: true });
      const fragments = scoreAnswer(
        'Tell me about a time you had to deal with an aggressive person on the job.',
        'Mall, Saturday. Drunk guy yelling at a cashier. My post, my call. Kept my voice low, stood back, radioed for backup, walked him out. Nobody hurt; wrote the incident report that night.',
        {
          family: 'protective-service',
          category: 'behavioral',
          keyPoints: ['de-escalation', 'calm voice', 'keep distance', 'call for backup', 'incident report'],
        },
      );
      expect(fragments.star).toEqual({ situation: true, task: true, action: true, result: true });
      // what the person would do is not a story
      const plan = score(
        nurse,
        'I would check the vital signs first, then I would call the provider and I would stay with the patient until help came, and I would always document it.',
      );
      expect(plan.star?.situation).toBe(false);
    });
  });

  // docs/decisions.md S123: what a hiring manager in any field marks down, read from content/answer-cues.json
  describe('bad practice, empty claims and rambling', () => {
    const cook = {
      family: 'food-service',
      category: 'situational' as const,
      keyPoints: [
        'checks the temperature with a probe thermometer',
        'tells the chef right away',
        'keeps food safety over speed',
        'catches up by organising the tickets',
      ],
    };
    const slammed = 'It is Saturday night and the tickets are piling up on your station. What do you do?';

    it('caps a fluent answer that describes skipping a required check at 20, with the reason shown', () => {
      const r = scoreAnswer(
        slammed,
        "When I'm behind I skip the temperature check on the chicken and go by the colour, then plate it fast and organise the tickets so the window keeps moving. The chef never has to know, and the guests get their food on time, so it works.",
        cook,
      );
      expect(r.flaw).toBe('bad-practice');
      expect(r.score).toBeLessThanOrEqual(20);
      expect(r.redFlags.map((f) => f.id)).toEqual(['skipped-check']);
      expect(r.feedback).toMatch(
        /^This answer describes skipping a check, test or step the job requires: a hiring manager marks that down however well it is told, so it scores at most 20\./,
      );
      expect(r.improvements).toContain(
        'Say what the required check or step is and that you would do it even under time pressure.',
      );
      expect(r.parts.content).toBeGreaterThan(0);
    });

    it('caps an answer that hides what happened, and names every kind of bad practice it describes', () => {
      const r = scoreAnswer(
        slammed,
        'I plate what I have and fix the tickets later. If anyone asks about a late table, I say the printer jammed. When the chef gets angry I blame the new prep cook.',
        cook,
      );
      expect(r.flaw).toBe('bad-practice');
      expect(r.redFlags.map((f) => f.id)).toEqual(['covered-up', 'blamed-others']);
      expect(r.feedback).toContain(
        'hiding or misstating what happened and putting the blame on someone else instead of owning your part',
      );
    });

    it('does not mark down a check the answer says it would never skip, nor a mistake it owns', () => {
      const safe = scoreAnswer(
        slammed,
        "I would tell the chef right away that I'm in the weeds, and I would never skip the temperature check: every chicken breast gets the probe thermometer at 165. Then I would group the tickets by cook time so the window catches up.",
        cook,
      );
      expect(safe.flaw).toBeNull();
      expect(safe.redFlags).toEqual([]);
      expect(safe.score).toBeGreaterThan(50);
      const owned = scoreAnswer(
        'Tell me about a time you made a mistake at work.',
        'In my first month I skipped the temperature check on a tray of chicken because we were slammed. The chef caught it before it went out and I owned up straight away. Since then I probe every batch, even on the busiest night, and I taught the new cooks to do the same.',
        { family: 'food-service', category: 'behavioral' },
      );
      expect(owned.flaw).not.toBe('bad-practice');
      expect(owned.redFlags).toEqual([]);
      const found = scoreAnswer(
        'Tell me about a time you found unsafe work on a job.',
        'On a service call I found the previous technician had bypassed the high-limit switch with a jumper. I shut the unit down, replaced the switch, tested it twice, and showed the customer why it matters.',
        { family: 'installation-maintenance-repair', category: 'behavioral' },
      );
      expect(found.redFlags).toEqual([]);
    });

    it('scores claims about oneself as a vague answer, not as one about something else', () => {
      const r = scoreAnswer(
        slammed,
        "Food service is my passion. I'm very organised, I work well under pressure and I always do my best for the guests.",
        cook,
      );
      expect(r.flaw).toBe('empty-claims');
      expect(r.score).toBe(25);
      expect(r.feedback).toMatch(/^This answer says what you are like, not what you did or would do/);
    });

    it('caps an answer thick with hedges and asides at 40', () => {
      const r = scoreAnswer(
        slammed,
        'Honestly that kitchen was kind of a mess, the owner was cheap and the printer was always jamming, I guess we just sort of pushed through. Anyway, you would tell the chef maybe, and check the temperatures or something, and I think the tickets kind of sort themselves out if you stay calm, you know?',
        cook,
      );
      expect(r.flaw).toBe('rambling');
      expect(r.score).toBeLessThanOrEqual(40);
    });

    it('gives a few words that touch the question the too-short floor, and a few about something else nothing', () => {
      const touches = scoreAnswer(slammed, 'Tell the chef.', cook);
      expect(touches.flaw).toBe('too-short');
      expect(touches.score).toBeGreaterThanOrEqual(18);
      const elsewhere = scoreAnswer(slammed, 'I can work weekends and holidays.', cook);
      expect(elsewhere.score).toBeLessThan(10);
    });

    it("does not call a specific story told in the field's own terms unrelated when it says no key point in their words", () => {
      const r = scoreAnswer(
        'Tell me about a time a patient was anxious before a procedure. What did you do?',
        'On my second week in pre-op, a 70-year-old man booked for a colonoscopy kept pulling at his IV and asking to go home. I sat down at eye level, asked what worried him, and learned his brother had died under sedation years ago. I paged the anaesthetist, who came to talk through the sedation plan and the monitoring with him, and I showed him the pulse oximeter and the crash cart so he could see we were ready. His heart rate came down from 118 to 84, he signed the consent, and afterwards he asked for me by name at discharge.',
        {
          family: 'healthcare-practitioners',
          category: 'behavioral',
          keyPoints: [
            'acknowledged the fear',
            'explained each step in plain language',
            'involved the care team',
            'outcome for the patient',
          ],
        },
      );
      expect(r.flaw).toBeNull();
      expect(r.score).toBeGreaterThan(50);
    });

    it('reads what the person did or would do, not what they say they are', () => {
      expect(
        [...concreteActions("I'd call the chef, then checked the probe and we rolled it back.")].sort(),
      ).toEqual(['call', 'checked', 'rolled']);
      expect(concreteActions("I'm very organised and I always try my best.").size).toBe(0);
      // an adverb after "I" is not something the person did (S127)
      expect([...concreteActions('I mostly did fryer work and I actually have my own knives.')]).toEqual([]);
    });
  });

  // docs/decisions.md S127
  describe('a change of subject, a story of the work, many claims and a shortcut for speed', () => {
    const driver = {
      family: 'transportation-material-moving',
      category: 'situational' as const,
      keyPoints: [
        'pulls over somewhere safe',
        'calls dispatch',
        'checks the load and the straps',
        'logs it before driving on',
      ],
    };
    const shifted = 'Halfway through a run you feel the load shift on a turn. What do you do?';

    it("calls an answer about the person's own preferences or complaints off-topic, in the field's words or not", () => {
      for (const answer of [
        'Honestly I prefer flatbed work to dry van, the loads are more interesting and the pay per mile is better.',
        'The real problem in trucking is that management never listens to drivers, which is why I left my last carrier.',
      ]) {
        const r = scoreAnswer(shifted, answer, driver);
        expect(r.flaw, answer).toBe('off-topic');
        expect(r.score, answer).toBeLessThanOrEqual(10);
      }
      // to a question about why the person wants the job, preferences are the answer
      const why = scoreAnswer(
        'Why do you want to drive for our company?',
        'I prefer regional routes because I can be home on weekends, and your fleet is newer than my last carrier, so I would spend less time in the shop.',
        { family: 'transportation-material-moving' },
      );
      expect(why.flaw).not.toBe('off-topic');
    });

    it('never calls a short story of what the person did at work off-topic when one was asked for', () => {
      const r = scoreAnswer(
        'Tell me about a time you had to deal with an unhappy customer.',
        'A receiver refused my delivery because the pallets were late. I called my dispatcher, rebooked the dock for the morning and slept at the truck stop next door.',
        {
          family: 'transportation-material-moving',
          category: 'behavioral',
          keyPoints: ['listened to the complaint', 'apologised', 'offered a fix', 'followed up'],
        },
      );
      expect(r.flaw).not.toBe('off-topic');
      expect(r.score).toBeGreaterThan(10);
    });

    it('scores a long answer made more of claims about oneself than of what the person did as vague', () => {
      const r = scoreAnswer(
        shifted,
        "Safety is always my top priority on the road, and I'm very detail oriented about my loads. I'm a hard worker and a team player, and I believe in doing things the professional way every single time, because in this job your reputation is everything and drivers who cut corners do not last long in the industry at all.",
        driver,
      );
      expect(r.flaw).toBe('empty-claims');
      expect(r.score).toBe(25);
    });

    it('caps a fluent answer that puts speed or convenience before the way the job must be done', () => {
      const r = scoreAnswer(
        shifted,
        'I keep driving to the next stop and fix it there, pulling over on the shoulder just slows you down. It saves a trip back and keeps things moving, and nobody ever had a problem with it.',
        driver,
      );
      expect(r.flaw).toBe('bad-practice');
      expect(r.redFlags.map((f) => f.id)).toContain('speed-over-standard');
      expect(r.score).toBeLessThanOrEqual(20);
    });
  });
});
