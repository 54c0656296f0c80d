/**
 * The application tracker with fakes: an in-memory board instead of a database, a small catalogue
 * and occupations, a fixed clock, so each rule of the service is pinned on its own (the API tests
 * cover it over HTTP on PGlite and PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APPLICATION_LIMITS, addApplicationSchema } from '../../shared/applications.schema.ts';
import { Conflict, InvalidInput, NotFound } from '../errors.ts';
import type { Caller } from '../http/session.plugin.ts';
import { readTitle } from '../occupations/title-reading.ts';
import { SKILLS_FROM_TITLE } from './application-skills.ts';
import type { ApplicationRow } from './applications.repository.ts';
import {
  type ApplicationsServiceDeps,
  createApplicationsService,
  SAMPLE_JOB_REFUSED,
} from './applications.service.ts';
import type { KnownSkills } from './market.service.ts';

// 23:30 UTC on Nov 24 is Nov 25 in Tokyo
const NOW = new Date('2026-11-24T23:30:00.000Z');
const TOKYO: Caller = {
  id: 'user-1',
  isPremium: false,
  timeZone: 'Asia/Tokyo',
  location: null,
  currentCareerId: 12,
} as Caller;

const ANALYST_SKILLS = [
  'Excel',
  'Business Statistics',
  'SQL',
  'Tableau',
  'Python',
  'Data Cleaning',
  'Dashboards',
  'Storytelling',
  'A/B Testing',
  'Stakeholder Reporting',
  'Looker',
  'Forecasting',
];

/** The board as a list of rows, scoped by user like the repository. */
function fakeBoard() {
  const rows: ApplicationRow[] = [];
  const mine = (userId: string, id: string) => rows.find((r) => r.userId === userId && r.id === id);
  const repo: ApplicationsServiceDeps['applicationsRepo'] = {
    async add(userId, values, limit) {
      if (rows.filter((r) => r.userId === userId).length >= limit) return null;
      const row = {
        link: null,
        notes: '',
        contact: '',
        followUpOn: null,
        location: null,
        occupationCode: null,
        ...values,
        id: randomUUID(),
        userId,
      } as ApplicationRow;
      rows.push(row);
      return row;
    },
    async get(userId, id) {
      return mine(userId, id);
    },
    async list(userId) {
      return rows.filter((r) => r.userId === userId).reverse();
    },
    async update(userId, id, changes) {
      const row = mine(userId, id);
      if (row) Object.assign(row, changes);
      return row;
    },
    async remove(userId, id) {
      const row = mine(userId, id);
      if (!row) return false;
      rows.splice(rows.indexOf(row), 1);
      return true;
    },
  };
  return { rows, repo };
}

function tracker(known: KnownSkills = { skills: [], roadmap: [] }) {
  const board = fakeBoard();
  const deps: ApplicationsServiceDeps = {
    catalog: {
      findJob: (id) =>
        id === 'sf.sample-analyst'
          ? {
              title: 'Data Analyst, Marketplace',
              company: 'Sample Co',
              location: 'San Francisco, CA',
              requiredSkills: ['SQL', 'Tableau'],
            }
          : undefined,
      career: (id) => (id === 12 ? { skills: ANALYST_SKILLS.map((name) => ({ name })) } : undefined),
    },
    occupations: {
      // like the real resolver, a title is read without its level words ("Senior Data Analyst")
      resolve(typed) {
        const title = readTitle(typed).forms.at(-1) ?? typed;
        if (title === 'Data Analyst') {
          return {
            kind: 'match',
            option: { kind: 'career', careerId: 12, code: '15-2051.01' },
          };
        }
        if (title === 'Electrician') {
          return {
            kind: 'match',
            option: { kind: 'occupation', careerId: 1_000_001, code: '47-2111.00' },
          };
        }
        return { kind: 'none' };
      },
      roadmap: (code) =>
        code === '47-2111.00'
          ? {
              skills: [
                { name: 'Active Listening', category: 'SoftSkills' },
                { name: 'Building and Construction', category: 'Concepts' },
                { name: 'National Electrical Code', category: 'Tools' },
              ],
            }
          : null,
      get: (code) =>
        ({
          '15-2051.01': { code, title: 'Business Intelligence Analysts' },
          '47-2111.00': { code, title: 'Electricians' },
        })[code],
    },
    applicationsRepo: board.repo,
    knownSkills: async () => known,
    clock: () => NOW,
  };
  return { service: createApplicationsService(deps), board };
}

const job = (fields: Record<string, unknown>) => addApplicationSchema.parse(fields);

describe('application tracker service', () => {
  it('refuses a sample job of the local market, and names an unknown one (S64)', async () => {
    const { service, board } = tracker();
    await expect(service.refuseSampleJob('sf.sample-analyst')).rejects.toEqual(
      new InvalidInput(SAMPLE_JOB_REFUSED),
    );
    await expect(service.refuseSampleJob('no-such-job')).rejects.toEqual(new NotFound('That job'));
    expect(board.rows).toEqual([]);
  });

  it('shows a card made from a sample job before S64 as a sample, with the job’s details, and keeps them', async () => {
    const { service, board } = tracker();
    await board.repo.add(
      TOKYO.id,
      {
        jobId: 'sf.sample-analyst',
        stage: 'applied',
        stageDates: { applied: '2026-11-02' },
        requiredSkills: [],
        skillsFrom: 'posting',
        addedAt: NOW,
        updatedAt: NOW,
      },
      200,
    );
    const [card] = await service.list(TOKYO.id);
    expect(card).toMatchObject({
      sample: true,
      title: 'Data Analyst, Marketplace',
      company: 'Sample Co',
      requiredSkills: ['SQL', 'Tableau'],
    });
    await expect(service.update(TOKYO, card?.id ?? '', { company: 'Real Co' })).rejects.toBeInstanceOf(
      InvalidInput,
    );
    const moved = await service.update(TOKYO, card?.id ?? '', { stage: 'withdrawn' });
    expect(moved).toMatchObject({ sample: true, stage: 'withdrawn' });
  });

  it('dates a hand-added card in the caller’s zone and takes the skills of the path its title names, without the level', async () => {
    const { service } = tracker({
      skills: [{ name: 'Excel', completed: true, inProgress: false }],
      roadmap: [{ id: 'data-analyst.business-statistics', name: 'Business Statistics' }],
    });
    const card = await service.add(TOKYO, job({ title: 'Senior Data Analyst', company: 'Acme' }));
    expect(card).toMatchObject({
      jobId: null,
      sample: false,
      stage: 'saved',
      stageDates: { saved: '2026-11-25' },
      skillsFrom: 'occupation',
      occupation: { code: '15-2051.01', title: 'Business Intelligence Analysts' },
      createdAt: NOW.toISOString(),
    });
    expect(card.requiredSkills).toEqual(ANALYST_SKILLS.slice(0, SKILLS_FROM_TITLE));
    expect(card.match?.percent).toBe(10);
    expect(card.match?.missing[0]).toEqual({
      name: 'Business Statistics',
      skillId: 'data-analyst.business-statistics',
    });
  });

  it('takes an occupation roadmap’s skills without its soft skills, and the posting’s own skills over both', async () => {
    const { service } = tracker();
    const electrician = await service.add(TOKYO, job({ title: 'Electrician', company: 'Spark & Sons' }));
    expect(electrician).toMatchObject({
      skillsFrom: 'occupation',
      requiredSkills: ['Building and Construction', 'National Electrical Code'],
      occupation: { title: 'Electricians' },
      match: { percent: 0 },
    });
    const own = await service.add(
      TOKYO,
      job({ title: 'Electrician', company: 'Volt', skills: ['Conduit bending'], stage: 'applied' }),
    );
    expect(own).toMatchObject({
      skillsFrom: 'posting',
      requiredSkills: ['Conduit bending'],
      occupation: { code: '47-2111.00' },
      stageDates: { applied: '2026-11-25' },
    });
    const unknown = await service.add(TOKYO, job({ title: 'Xyzzy', company: 'Q' }));
    expect(unknown).toMatchObject({ skillsFrom: 'none', requiredSkills: [], match: null, occupation: null });
  });

  it('moves a card with its dates and refuses dates off its road, leaving the card as it was', async () => {
    const { service } = tracker();
    const card = await service.add(TOKYO, job({ title: 'Electrician', company: 'Volt', stage: 'applied' }));
    const moved = await service.update(TOKYO, card.id, { stage: 'interviewing', notes: 'Call Sam' });
    expect(moved).toMatchObject({
      stage: 'interviewing',
      stageDates: { applied: '2026-11-25', interviewing: '2026-11-25' },
      notes: 'Call Sam',
    });
    await expect(service.update(TOKYO, card.id, { stageDates: { offer: '2026-11-25' } })).rejects.toEqual(
      new InvalidInput('This card has not reached Offer: move it there first, then date it.'),
    );
    await expect(
      service.update(TOKYO, card.id, { stageDates: { interviewing: '2026-11-26' } }),
    ).rejects.toEqual(new InvalidInput('"Interviewing on" cannot be later than today.'));
    expect((await service.list(TOKYO.id))[0]).toMatchObject({ stage: 'interviewing', notes: 'Call Sam' });
    // a new title names new skills; the posting's skills stay when only the title changes
    const renamed = await service.update(TOKYO, card.id, { title: 'Data Analyst' });
    expect(renamed.requiredSkills).toEqual(ANALYST_SKILLS.slice(0, SKILLS_FROM_TITLE));
  });

  it('keeps each user’s cards their own and refuses the 501st', async () => {
    const { service, board } = tracker();
    const card = await service.add(TOKYO, job({ title: 'Electrician', company: 'Volt' }));
    const stranger = { ...TOKYO, id: 'user-2' } as Caller;
    await expect(service.update(stranger, card.id, { stage: 'offer' })).rejects.toEqual(
      new NotFound('That application'),
    );
    await expect(service.remove(stranger, card.id)).rejects.toEqual(new NotFound('That application'));
    expect(await service.list(stranger.id)).toEqual([]);

    for (let i = board.rows.length; i < APPLICATION_LIMITS.perUser; i++) {
      await service.add(TOKYO, job({ title: `Job ${i}`, company: 'Acme' }));
    }
    await expect(service.add(TOKYO, job({ title: 'One more', company: 'Acme' }))).rejects.toEqual(
      new Conflict('You track 500 applications already. Delete some you no longer need first.'),
    );
    await service.remove(TOKYO, card.id);
    expect((await service.add(TOKYO, job({ title: 'One more', company: 'Acme' }))).title).toBe('One more');
  });
});
