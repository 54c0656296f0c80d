/**
 * The progress service with fakes (no database, no HTTP): an electrician's roadmap, the awards in
 * memory, the rows in memory. What it pays and writes, per docs/product.md §4 XP awards.
 */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from '../../shared/achievements.ts';
import { awardKeys, XP } from '../../shared/xp.ts';
import { NotFound } from '../errors.ts';
import { createFakeAwards, FAKE_USER_ID, fakeDatabase } from '../test/fakes.ts';
import { createProgressService } from './progress.service.ts';

/** The current roadmap's items by kind, as `goals.currentItemLabel` names them. */
const ROADMAP = {
  skill: {
    'electrician.nec': 'National Electrical Code',
    'electrician.conduit': 'Conduit bending',
    // a path skill that is a shared skill: its progress and award are kept as skill.python (S33)
    'data-analyst.python': 'Python',
  },
  resource: { 'electrician.osha-10': 'OSHA 10-Hour Construction' },
  project: {
    'electrician.panel': 'Lay out a 200 A residential panel',
    'electrician.garage': 'Wire a garage',
  },
} as const;

type Row = { kind: string; itemId: string; active?: boolean; completed?: boolean; note?: string };

function setUp() {
  const rows = new Map<string, Row>();
  const fake = createFakeAwards();
  const service = createProgressService({
    db: fakeDatabase,
    progressRepo: {
      async upsert(_tx, { userId, kind, itemId, ...values }) {
        expect(userId).toBe(FAKE_USER_ID);
        const key = `${kind}:${itemId}`;
        rows.set(key, { ...rows.get(key), kind, itemId, ...values });
      },
    },
    goals: {
      async currentItemLabel(_userId, kind, itemId) {
        return (ROADMAP[kind] as Record<string, string>)[itemId];
      },
    },
    awards: fake.awards,
    clock: () => new Date('2026-03-02T15:00:00Z'),
  });
  return { service, rows, ...fake };
}

describe('progress service (fakes)', () => {
  it('pays the first completed skill with its XP and first-skill, and counts the day', async () => {
    const { service, rows, paid, activity } = setUp();
    const earned = await service.setSkillStatus(
      FAKE_USER_ID,
      'electrician.nec',
      'completed',
      'America/Chicago',
    );
    expect(rows.get('skill:electrician.nec')).toMatchObject({ active: false, completed: true });
    expect(earned.xpEvents).toEqual([
      { amount: XP.firstSkillCompleted, reason: 'Skill completed: National Electrical Code' },
      {
        amount: ACHIEVEMENTS['first-skill'].xpReward,
        reason: `Achievement unlocked: ${ACHIEVEMENTS['first-skill'].name}`,
      },
    ]);
    expect(earned.unlockedAchievements.map((a) => a.id)).toEqual(['first-skill']);
    expect(earned.user.xp).toBe(XP.firstSkillCompleted + ACHIEVEMENTS['first-skill'].xpReward);
    expect(paid.get(awardKeys.skillCompleted('electrician.nec'))).toBe(XP.firstSkillCompleted);
    expect(activity).toEqual(['America/Chicago']);
  });

  it('pays a later skill the later amount, and a skill completed again nothing', async () => {
    const { service } = setUp();
    await service.setSkillStatus(FAKE_USER_ID, 'electrician.nec', 'completed');
    const second = await service.setSkillStatus(FAKE_USER_ID, 'electrician.conduit', 'completed');
    expect(second.xpEvents).toEqual([
      { amount: XP.laterSkillCompleted, reason: 'Skill completed: Conduit bending' },
    ]);
    await service.setSkillStatus(FAKE_USER_ID, 'electrician.conduit', 'not_started');
    const again = await service.setSkillStatus(FAKE_USER_ID, 'electrician.conduit', 'completed');
    expect(again.xpEvents).toEqual([]);
  });

  it('keeps a shared skill under its identity, so it pays once for every path', async () => {
    const { service, rows, paid } = setUp();
    await service.setSkillStatus(FAKE_USER_ID, 'data-analyst.python', 'in_progress');
    expect(rows.get('skill:skill.python')).toMatchObject({ active: true, completed: false });
    await service.setSkillStatus(FAKE_USER_ID, 'data-analyst.python', 'completed');
    expect([...paid.keys()]).toContain(awardKeys.skillCompleted('skill.python'));
  });

  it('resets a skill to not started without paying or counting the day', async () => {
    const { service, rows, activity } = setUp();
    const earned = await service.setSkillStatus(FAKE_USER_ID, 'electrician.nec', 'not_started');
    expect(rows.get('skill:electrician.nec')).toMatchObject({ active: false, completed: false });
    expect(earned.xpEvents).toEqual([]);
    expect(activity).toEqual([]);
  });

  it('refuses an item that is not in the current roadmap, writing and paying nothing', async () => {
    const { service, rows, paid } = setUp();
    await expect(service.setSkillStatus(FAKE_USER_ID, 'nurse.triage', 'completed')).rejects.toThrow(
      new NotFound('That skill in your current roadmap'),
    );
    await expect(service.setResourceCompleted(FAKE_USER_ID, 'nurse.bls', true)).rejects.toThrow(NotFound);
    expect(rows.size).toBe(0);
    expect(paid.size).toBe(0);
  });

  it('pays a completed resource once, and nothing for unticking it', async () => {
    const { service } = setUp();
    const done = await service.setResourceCompleted(FAKE_USER_ID, 'electrician.osha-10', true);
    expect(done.xpEvents).toEqual([
      { amount: XP.resourceCompleted, reason: 'Resource completed: OSHA 10-Hour Construction' },
    ]);
    expect((await service.setResourceCompleted(FAKE_USER_ID, 'electrician.osha-10', false)).xpEvents).toEqual(
      [],
    );
    expect((await service.setResourceCompleted(FAKE_USER_ID, 'electrician.osha-10', true)).xpEvents).toEqual(
      [],
    );
  });

  it('pays only the first project start (S4), and a completed project keeps it started', async () => {
    const { service, rows, unlocked } = setUp();
    const first = await service.setProjectStatus(FAKE_USER_ID, 'electrician.panel', 'started');
    expect(first.xpEvents[0]).toEqual({ amount: XP.firstProjectStarted, reason: 'First project started' });
    expect(first.unlockedAchievements.map((a) => a.id)).toEqual(['project-starter']);
    const second = await service.setProjectStatus(FAKE_USER_ID, 'electrician.garage', 'started');
    expect(second.xpEvents).toEqual([]);
    const finished = await service.setProjectStatus(FAKE_USER_ID, 'electrician.panel', 'completed');
    expect(finished.xpEvents[0]).toEqual({
      amount: XP.firstProjectCompleted,
      reason: 'Project completed: Lay out a 200 A residential panel',
    });
    expect(rows.get('project:electrician.panel')).toMatchObject({ active: true, completed: true });
    expect(unlocked).toEqual(['project-starter', 'project-finisher']);
  });

  it('writes a note under the skill identity, and refuses one on an item not in the roadmap', async () => {
    const { service, rows, paid } = setUp();
    await service.setNote(FAKE_USER_ID, 'skill', 'data-analyst.python', 'pandas first');
    expect(rows.get('skill:skill.python')).toMatchObject({ note: 'pandas first' });
    await expect(service.setNote(FAKE_USER_ID, 'project', 'nurse.care-plan', 'x')).rejects.toThrow(NotFound);
    expect(paid.size).toBe(0);
  });

  it('reads the XP history from the awards, with a running total', async () => {
    const { service } = setUp();
    await service.setResourceCompleted(FAKE_USER_ID, 'electrician.osha-10', true);
    expect(await service.xpHistory(FAKE_USER_ID)).toEqual([
      {
        at: '2026-01-05T10:00:00.000Z',
        amount: XP.resourceCompleted,
        reason: 'Resource completed: OSHA 10-Hour Construction',
        total: XP.resourceCompleted,
      },
    ]);
  });
});
