import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STAGES,
  type ApplicationStage,
  addApplicationSchema,
  isWebAddress,
  type StageDates,
  updateApplicationSchema,
} from './applications.schema.ts';
import {
  CLOSED_STAGES,
  followUpsDue,
  MAIN_STAGES,
  moveToStage,
  neighbourStage,
  skillsToClose,
  stageCounts,
  stageDatesProblem,
} from './applications.ts';
import { addDays } from './calendar.ts';

const D1 = '2026-11-02';
const D2 = '2026-11-09';
const D3 = '2026-11-16';

describe('application stages (docs/product.md §4 Application)', () => {
  it('dates each stage the first day it is reached', () => {
    let dates = moveToStage({}, 'saved', D1);
    expect(dates).toEqual({ saved: D1 });
    dates = moveToStage(dates, 'applied', D2);
    expect(dates).toEqual({ saved: D1, applied: D2 });
    dates = moveToStage(dates, 'interviewing', D3);
    expect(dates).toEqual({ saved: D1, applied: D2, interviewing: D3 });
    // moving into the same stage again keeps its first day
    expect(moveToStage(dates, 'interviewing', addDays(D3, 5))).toEqual(dates);
  });

  it('fills the road before a stage reached directly, but not Saved', () => {
    expect(moveToStage({}, 'offer', D2)).toEqual({ applied: D2, interviewing: D2, offer: D2 });
  });

  it('moving back removes the later dates; an ending keeps the road and replaces the other ending', () => {
    const at = { saved: D1, applied: D1, interviewing: D2 };
    expect(moveToStage(at, 'applied', D3)).toEqual({ saved: D1, applied: D1 });
    const rejected = moveToStage(at, 'rejected', D3);
    expect(rejected).toEqual({ ...at, rejected: D3 });
    expect(moveToStage(rejected, 'withdrawn', D3)).toEqual({ ...at, withdrawn: D3 });
    expect(moveToStage(rejected, 'interviewing', D3)).toEqual(at);
  });

  it('keeps edited stage dates true to the road: reached, not in the future, in order', () => {
    const at = { saved: D2, applied: D1, interviewing: D2 };
    expect(stageDatesProblem(at, 'interviewing', D3)).toBeNull();
    // Saved is the day the card went on the board: applying earlier is fine
    expect(stageDatesProblem({ saved: D3, applied: D1 }, 'applied', D3)).toBeNull();
    expect(stageDatesProblem({ ...at, offer: D2 }, 'interviewing', D3)).toBe(
      'This card has not reached Offer: move it there first, then date it.',
    );
    expect(stageDatesProblem({ ...at, rejected: D3 }, 'interviewing', D3)).toBe(
      'This card has not reached Rejected: move it there first, then date it.',
    );
    expect(stageDatesProblem({ ...at, rejected: D3, withdrawn: D3 }, 'rejected', D3)).toBe(
      'This card has not reached Withdrawn: move it there first, then date it.',
    );
    expect(stageDatesProblem({ ...at, interviewing: addDays(D3, 1) }, 'interviewing', D3)).toBe(
      '"Interviewing on" cannot be later than today.',
    );
    // a day set earlier in a time zone ahead of this one is not held against an edit of another stage
    expect(
      stageDatesProblem({ applied: D1, interviewing: addDays(D3, 1) }, 'interviewing', D3, ['applied']),
    ).toBeNull();
    expect(stageDatesProblem({ applied: D2, interviewing: D1 }, 'interviewing', D3)).toBe(
      '"Interviewing on" cannot be before "Applied on".',
    );
    expect(stageDatesProblem({ applied: D1, interviewing: D3, rejected: D2 }, 'rejected', D3)).toBe(
      '"Rejected on" cannot be before "Interviewing on".',
    );
    expect(stageDatesProblem({ applied: D1 }, 'interviewing', D3)).toBe(
      'The current stage keeps its date: move the card first.',
    );
  });

  it('moves to the neighbouring column with the arrow keys', () => {
    expect(neighbourStage('applied', 1)).toBe('interviewing');
    expect(neighbourStage('applied', -1)).toBe('saved');
    expect(neighbourStage('saved', -1)).toBeNull();
    expect(neighbourStage('withdrawn', 1)).toBeNull();
  });

  it('counts stages and the response rate (applied → interviewing)', () => {
    const apps = [
      { stage: 'saved' as const, stageDates: { saved: D1 } },
      { stage: 'applied' as const, stageDates: { applied: D1 } },
      { stage: 'rejected' as const, stageDates: { applied: D1, rejected: D2 } },
      { stage: 'interviewing' as const, stageDates: { applied: D1, interviewing: D2 } },
      { stage: 'rejected' as const, stageDates: { applied: D1, interviewing: D2, rejected: D3 } },
    ];
    const result = stageCounts(apps);
    expect(result.counts).toEqual({
      saved: 1,
      applied: 1,
      interviewing: 1,
      offer: 0,
      rejected: 2,
      withdrawn: 0,
    });
    expect(result).toMatchObject({ applied: 4, responded: 2, responseRate: 50 });
    expect(stageCounts([]).responseRate).toBeNull();
  });

  it('leaves cards made from sample jobs out of the response rate, not out of their stage (S64)', () => {
    const result = stageCounts([
      { stage: 'applied', stageDates: { applied: D1 }, sample: true },
      { stage: 'applied', stageDates: { applied: D1 }, sample: false },
      { stage: 'interviewing', stageDates: { applied: D1, interviewing: D2 }, sample: false },
    ]);
    expect(result.counts.applied).toBe(2);
    expect(result).toMatchObject({ applied: 2, responded: 1, responseRate: 50 });
    const onlySamples = stageCounts([
      { stage: 'offer', stageDates: { applied: D1, offer: D2 }, sample: true },
    ]);
    expect(onlySamples).toMatchObject({ applied: 0, responded: 0, responseRate: null });
  });

  it('lists follow-ups due today or before, on applications still open', () => {
    const apps = [
      { id: 'a', stage: 'applied' as const, followUpOn: D2 },
      { id: 'b', stage: 'interviewing' as const, followUpOn: D1 },
      { id: 'c', stage: 'rejected' as const, followUpOn: D1 },
      { id: 'd', stage: 'applied' as const, followUpOn: D3 },
      { id: 'e', stage: 'saved' as const, followUpOn: null },
    ];
    expect(followUpsDue(apps, D2).map((a) => a.id)).toEqual(['b', 'a']);
  });

  it('links each skill to close to the roadmap skill that teaches it', () => {
    const roadmap = [
      { id: 'skill.sql', name: 'SQL and PostgreSQL' },
      { id: 'frontend.javascript', name: 'JavaScript' },
    ];
    expect(skillsToClose(['PostgreSQL', 'JS', 'Kubernetes'], roadmap)).toEqual([
      { name: 'PostgreSQL', skillId: 'skill.sql' },
      { name: 'JS', skillId: 'frontend.javascript' },
      { name: 'Kubernetes', skillId: null },
    ]);
  });

  it('validates a job added by hand at the boundary', () => {
    const ok = addApplicationSchema.parse({ title: ' Data Analyst ', company: 'Acme', link: '' });
    expect(ok).toMatchObject({
      title: 'Data Analyst',
      link: null,
      stage: 'saved',
      skills: [],
      followUpOn: null,
    });
    const bad = (body: unknown) => addApplicationSchema.safeParse(body).error?.issues[0]?.message;
    expect(bad({ title: '', company: 'Acme' })).toBe('Enter the job title');
    expect(bad({ title: 'X', company: ' ' })).toBe('Enter the company');
    expect(bad({ title: 'X', company: 'Acme', link: 'javascript:alert(1)' })).toBe(
      'Enter the posting’s web address, starting with https://',
    );
    for (const link of [
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'localhost:3000',
      'https://intranet',
    ]) {
      expect(bad({ title: 'X', company: 'Acme', link })).toBe(
        'Enter the posting’s web address, starting with https://',
      );
    }
    // an address pasted without its scheme is read as https
    const bare = addApplicationSchema.parse({
      title: 'X',
      company: 'Acme',
      link: ' www.acme.com/jobs/1?ref=a ',
    });
    expect(bare.link).toBe('https://www.acme.com/jobs/1?ref=a');
    const odd = addApplicationSchema.parse({ title: 'X', company: 'Acme', link: 'HTTPS:Acme.example' });
    expect(odd.link).toBe('https://acme.example/');
    expect(bad({ title: 'X', company: 'Acme', followUpOn: '2026-13-01' })).toBe('That date does not exist');
    expect(bad({ title: 'X'.repeat(121), company: 'Acme' })).toBe('A job title is at most 120 characters');
    expect(updateApplicationSchema.safeParse({}).error?.issues[0]?.message).toBe('Send at least one change');
    expect(updateApplicationSchema.safeParse({ stageDates: { applied: null } }).success).toBe(true);
    expect(updateApplicationSchema.safeParse({ stage: 'hired' }).success).toBe(false);
  });
});

const stageArb = fc.constantFrom(...APPLICATION_STAGES);
const dayArb = fc.integer({ min: 0, max: 90 }).map((n) => addDays('2026-09-01', n));
const datesArb: fc.Arbitrary<StageDates> = fc
  .array(fc.tuple(stageArb, fc.option(dayArb, { nil: undefined })))
  .map((pairs) => Object.fromEntries(pairs.filter(([, d]) => d !== undefined)));

describe('application links (docs/product.md §5 Application)', () => {
  it('whatever is typed, a stored link is an http(s) web address or none', () => {
    const typed = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc
        .constantFrom('javascript:', 'JaVaScRiPt:', ' javascript:', 'data:', 'file:', 'http:', 'https:')
        .chain((scheme) => fc.string().map((rest) => `${scheme}${rest}`)),
    );
    fc.assert(
      fc.property(typed, (link) => {
        const parsed = addApplicationSchema.safeParse({ title: 'X', company: 'Acme', link });
        if (!parsed.success || parsed.data.link === null) return;
        expect(isWebAddress(parsed.data.link)).toBe(true);
        expect(parsed.data.link).toMatch(/^https?:\/\//i);
      }),
    );
  });
});

describe('application stage properties', () => {
  it('a moved card has a date for its stage and a consistent road', () => {
    fc.assert(
      fc.property(datesArb, stageArb, dayArb, (dates, stage, today) => {
        const next = moveToStage(dates, stage, today);
        expect(next[stage]).toBeDefined();
        expect(next[stage]).toBe(dates[stage] ?? next[stage]);
        const main = MAIN_STAGES as readonly ApplicationStage[];
        if (main.includes(stage)) {
          for (const s of CLOSED_STAGES) expect(next[s]).toBeUndefined();
          const at = main.indexOf(stage);
          for (const s of main.slice(at + 1)) expect(next[s]).toBeUndefined();
          for (const s of main.slice(1, at + 1)) expect(next[s]).toBeDefined();
        } else {
          for (const s of CLOSED_STAGES) if (s !== stage) expect(next[s]).toBeUndefined();
          for (const s of main) expect(next[s]).toBe(dates[s]);
        }
        // moving into the same stage again changes nothing
        expect(moveToStage(next, stage, addDays(today, 3))).toEqual(next);
      }),
    );
  });

  it('cards moved day by day up to today always have dates the edit rule accepts', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(stageArb, fc.integer({ min: 0, max: 5 })), { maxLength: 8 }), (moves) => {
        let day = '2026-09-01';
        let stage: ApplicationStage = 'saved';
        let dates: StageDates = { saved: day };
        for (const [next, wait] of moves) {
          day = addDays(day, wait);
          stage = next;
          dates = moveToStage(dates, next, day);
        }
        expect(stageDatesProblem(dates, stage, day)).toBeNull();
      }),
    );
  });

  it('the response rate is a share of the applications that reached Applied', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.array(stageArb, { maxLength: 5 }), dayArb)), (histories) => {
        const apps = histories.map(([moves, day]) => {
          let stage: ApplicationStage = 'saved';
          let stageDates: StageDates = { saved: day };
          for (const m of moves) {
            stage = m;
            stageDates = moveToStage(stageDates, m, day);
          }
          return { stage, stageDates };
        });
        const result = stageCounts(apps);
        expect(Object.values(result.counts).reduce((a, b) => a + b, 0)).toBe(apps.length);
        expect(result.responded).toBeLessThanOrEqual(result.applied);
        if (result.responseRate !== null) {
          expect(result.responseRate).toBeGreaterThanOrEqual(0);
          expect(result.responseRate).toBeLessThanOrEqual(100);
        }
        // every card past Applied on the road counts as applied
        const past = apps.filter((a) => a.stage === 'interviewing' || a.stage === 'offer').length;
        expect(result.responded).toBeGreaterThanOrEqual(past);
      }),
    );
  });
});
