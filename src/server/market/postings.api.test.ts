/**
 * The user's postings (docs/product.md §5 Postings, docs/decisions.md S106-S108) through the API on
 * a real database: paste, file and job-board postings of five fields, what is refused and never
 * stored, each requirement's evidence from the roadmap and the resume, owner scoping, tracking on
 * the applications board with a match that rises as a skill is completed, and interview practice.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { InterviewSession } from '../../shared/ai.schema.ts';
import type { Application } from '../../shared/applications.schema.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { BoardPostings } from '../../shared/job-boards.schema.ts';
import type { PlanResponse } from '../../shared/plan.schema.ts';
import type { CloseGapResult, Posting } from '../../shared/postings.schema.ts';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { createInterviewRepository } from '../interview/interview.repository.ts';
import { testDatabases } from '../test/databases.ts';
import { givenPremium, givenUser } from '../test/given.ts';
import { NOT_POSTINGS, POSTINGS } from '../test/postings.ts';
import { makePdf, PNG } from '../test/resume-files.ts';
import type { TestClient } from '../test/test-app.ts';
import { useTestApp } from '../test/test-app.ts';
import { createJobBoardsRepository } from './job-boards.repository.ts';
import { createPostingsRepository } from './postings.repository.ts';

/** The Registered Nurses occupation's career id (an occupation roadmap: curated). */
const NURSE = 29114100;
const NURSE_RESUME = readFileSync(
  new URL('../resume/fixtures/field-resumes/registered-nurse.txt', import.meta.url),
  'utf8',
);
const OTHER_ID = '6b1f7c0e-8f7a-4f57-9d7e-1a2b3c4d5e6f';

function fileForm(bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  data.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return data;
}

const requirement = (posting: Posting, name: string) => {
  const found = posting.requirements.find((r) => r.name === name);
  if (!found)
    throw new Error(`no requirement ${name} in ${posting.requirements.map((r) => r.name).join(', ')}`);
  return found;
};

async function paste(client: TestClient, text: string, extra: Record<string, unknown> = {}) {
  return client.post<Posting>('/api/me/postings', { text, ...extra });
}

describe.each(testDatabases())('postings on $name', (db) => {
  const ctx = useTestApp(db, () => ({ JOB_BOARDS: 'greenhouse:acme-health' }));

  it("reads a nurse's posting and shows each requirement with the evidence of her resume and roadmap", async () => {
    const { client, goal } = await givenUser(ctx, { careerId: NURSE });
    const upload = await client.upload(
      '/api/me/resume',
      fileForm(new TextEncoder().encode(NURSE_RESUME), 'maria.txt'),
    );
    expect(upload.status).toBe(201);

    const res = await paste(client, POSTINGS.nurse, { url: 'https://jobs.example.com/rn-1' });
    expect(res.status).toBe(201);
    const posting = res.body;
    expect(posting).toMatchObject({
      title: 'Registered Nurse - Medical/Surgical Unit',
      company: 'Lakeside Community Hospital',
      remote: false,
      source: 'pasted',
      boardPostingId: null,
      url: 'https://jobs.example.com/rn-1',
      applicationId: null,
      analysis: {
        occupation: { code: '29-1141.00', title: 'Registered Nurses' },
        yearsExperience: 2,
        pay: { min: 38.5, max: 52, period: 'hour', currency: 'USD' },
      },
    });
    expect(posting.text).toBe(POSTINGS.nurse.trim());
    // her certifications section shows BLS and ACLS; her Med-Surg role shows Epic
    expect(requirement(posting, 'BLS')).toMatchObject({
      met: true,
      evidence: [
        { kind: 'credential', text: 'Basic Life Support (BLS), American Heart Association, exp. 2026' },
      ],
      roadmapSkill: null,
    });
    expect(requirement(posting, 'ACLS').evidence[0]?.kind).toBe('credential');
    expect(requirement(posting, 'Epic')).toMatchObject({
      met: true,
      evidence: [
        {
          kind: 'resume',
          text: 'Administered medications and IV therapy for 6 patients per shift in Epic EHR',
        },
        {
          kind: 'resume',
          text: 'Epic EHR, Cerner PowerChart, Pyxis, telemetry monitoring, IV therapy, wound care, patient education, SBAR handoff, Spanish',
        },
      ],
    });
    // her BSN is above the associate degree asked for; 8 years of dated roles are over 2
    expect(requirement(posting, 'Associate degree in nursing')).toMatchObject({
      met: true,
      evidence: [
        { kind: 'resume', text: 'Bachelor of Science in Nursing, University of Illinois Chicago (2018)' },
      ],
    });
    expect(requirement(posting, '2 years of experience').met).toBe(true);
    const total = posting.requirements.length;
    expect(posting.match.total).toBe(total);
    expect(posting.match.met).toBe(posting.requirements.filter((r) => r.met).length);
    expect(posting.match.percent).toBeGreaterThan(50);
    expect(posting.match.percent).toBeLessThanOrEqual(100);

    // read back, newest first, and one by one
    const list = await client.get<Posting[]>('/api/me/postings');
    expect(list.status).toBe(200);
    expect(list.body.map((p) => p.id)).toEqual([posting.id]);
    const one = await client.get<Posting>(`/api/me/postings/${posting.id}`);
    expect(one.body).toEqual(posting);
    expect(goal?.career.title).toBeTruthy();
  });

  it('names the roadmap skill that closes a requirement, and counts a completed one as evidence', async () => {
    const { client, goal } = await givenUser(ctx, { careerId: NURSE });
    const pharmacology = goal?.skills.find(
      (s) => s.name === 'Pharmacology and safe medication administration',
    );
    expect(pharmacology).toBeDefined();
    const posting = (await paste(client, POSTINGS.nurse)).body;
    // no resume: nothing is claimed; medication administration is on her roadmap, not done
    expect(requirement(posting, 'Medication administration')).toMatchObject({
      met: false,
      evidence: [],
      roadmapSkill: { id: pharmacology?.id, name: 'Pharmacology and safe medication administration' },
    });
    expect(requirement(posting, 'BLS')).toMatchObject({ met: false, roadmapSkill: null });
    expect(requirement(posting, '2 years of experience')).toMatchObject({ met: false, evidence: [] });
    expect(posting.match).toEqual({ percent: 0, met: 0, total: posting.requirements.length });

    const done = await client.request('PUT', `/api/me/skills/${pharmacology?.id}/status`, {
      status: 'completed',
    });
    expect(done.status).toBe(200);
    const after = (await client.get<Posting>(`/api/me/postings/${posting.id}`)).body;
    expect(requirement(after, 'Medication administration')).toMatchObject({
      met: true,
      evidence: [
        {
          kind: 'roadmap',
          text: 'Pharmacology and safe medication administration',
          itemId: pharmacology?.id,
        },
      ],
      roadmapSkill: null,
    });
    expect(after.match.met).toBe(1);
    expect(after.match.percent).toBeGreaterThan(0);
  });

  it.each([
    [
      'electrician',
      'Journeyman Electrician',
      'Brightwire Electric',
      '47-2111.00',
      ['Journeyman electrician license', 'OSHA 10', 'Multimeter'],
    ],
    [
      'driver',
      'CDL-A Regional Truck Driver',
      'Roadway Freight Lines',
      '53-3032.00',
      ['CDL Class A', 'Pre-trip inspection', 'ELD'],
    ],
    [
      'accountant',
      'Staff Accountant',
      'Brightline Partners',
      '13-2011.00',
      ['QuickBooks', 'Excel', 'GAAP', 'CPA'],
    ],
    ['cook', 'Line Cook', 'Harbor Grill', '35-2014.00', ['Food safety', 'Knife skills', 'ServSafe']],
  ] as const)('reads a %s posting', async (field, title, company, code, names) => {
    const { client } = await givenUser(ctx);
    const res = await paste(client, POSTINGS[field]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title, company, analysis: { occupation: { code } } });
    expect(res.body.requirements.map((r) => r.name)).toEqual(expect.arrayContaining([...names]));
    // no goal and no resume: nothing is met, and none has a roadmap skill
    for (const r of res.body.requirements)
      expect(r).toMatchObject({ met: false, evidence: [], roadmapSkill: null });
  });

  it('refuses what is not a posting with the reason, and stores nothing', async () => {
    const { client } = await givenUser(ctx);
    const cases: Array<[string, string]> = [
      [NOT_POSTINGS.recipe, 'This does not look like a job posting'],
      ['', 'The posting is empty.'],
      ['   \n\n  ', 'The posting is empty.'],
      [NOT_POSTINGS.spanish, 'The posting does not look like English.'],
      [`${POSTINGS.nurse}\n`.repeat(200).slice(0, 200_000), 'The posting is too long to read'],
    ];
    for (const [text, message] of cases) {
      const res = await paste(client, text);
      expect(res.status, message).toBe(422);
      expect((res.body as unknown as ErrorBody).error).toMatchObject({
        code: 'not_a_posting',
        message: expect.stringContaining(message),
      });
    }
    // over the paste limit, before any reading
    const huge = await paste(client, 'a'.repeat(400_001));
    expect(huge.status).toBe(400);
    expect((await client.get<Posting[]>('/api/me/postings')).body).toEqual([]);
  });

  it('reduces pasted HTML to text, without its script, and keeps it as text', async () => {
    const { client } = await givenUser(ctx);
    const html = `<div><h1>Line Cook</h1><p>Harbor Grill</p><p>Portland, OR</p>${POSTINGS.cook
      .split('\n')
      .slice(3)
      .map((l) => (l.startsWith('- ') ? `<li>${l.slice(2)}</li>` : `<p>${l}</p>`))
      .join('')}<script>alert("x")</script><img src=x onerror="alert(1)"></div>`;
    const res = await paste(client, html);
    expect(res.status).toBe(201);
    expect(res.body.text).not.toMatch(/<|alert/);
    expect(res.body.text).toContain('• Prepare and cook menu items on the grill and saute stations');
    expect(res.body.title).toBe('Line Cook');
  });

  it('takes a posting file through the resume upload checks', async () => {
    const { client } = await givenUser(ctx);
    const pdf = await client.upload<Posting>(
      '/api/me/postings/file',
      fileForm(await makePdf(POSTINGS.driver), 'driver.pdf'),
    );
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ source: 'file', title: 'CDL-A Regional Truck Driver', url: null });
    expect(pdf.body.requirements.map((r) => r.name)).toContain('CDL Class A');
    const txt = await client.upload<Posting>(
      '/api/me/postings/file',
      fileForm(new TextEncoder().encode(POSTINGS.cook), 'cook.txt', { title: 'Prep and Line Cook' }),
    );
    expect(txt.status).toBe(201);
    expect(txt.body.title).toBe('Prep and Line Cook');

    const image = await client.upload('/api/me/postings/file', fileForm(PNG, 'posting.pdf'));
    expect(image.status).toBe(415);
    expect(image.body).toMatchObject({
      error: { code: 'unsupported_type', message: expect.stringContaining('Upload the posting as a PDF') },
    });
    const empty = await client.upload('/api/me/postings/file', fileForm(new Uint8Array(), 'empty.txt'));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { code: 'empty_file' } });
    const recipe = await client.upload(
      '/api/me/postings/file',
      fileForm(new TextEncoder().encode(NOT_POSTINGS.recipe), 'recipe.txt'),
    );
    expect(recipe.status).toBe(422);
    expect((await client.get<Posting[]>('/api/me/postings')).body.map((p) => p.source)).toEqual([
      'file',
      'file',
    ]);
  });

  it("keeps a posting of the user's job boards as their own, and no other board's", async () => {
    const repo = createJobBoardsRepository(ctx.database.db);
    await repo.ensureBoards(['greenhouse:acme-health', 'greenhouse:elsewhere']);
    const base = { isRemote: false, postedAt: null, skills: [], occupationCode: null };
    await repo.saveBoard(
      'greenhouse:acme-health',
      [
        {
          ...base,
          externalId: '9001',
          title: 'Journeyman Electrician',
          company: 'Acme Health',
          location: 'Austin, TX',
          url: 'https://boards.greenhouse.io/acme-health/jobs/9001',
          text: POSTINGS.electrician.split('\n').slice(3).join('\n'),
        },
      ],
      ctx.now,
    );
    await repo.saveBoard(
      'greenhouse:elsewhere',
      [
        {
          ...base,
          externalId: '1',
          title: 'Line Cook',
          company: 'Elsewhere',
          location: '',
          url: 'https://boards.greenhouse.io/elsewhere/jobs/1',
          text: POSTINGS.cook,
        },
      ],
      ctx.now,
    );
    const { client } = await givenUser(ctx);
    const seen = (await client.get<BoardPostings>('/api/me/jobs/postings')).body.postings;
    expect(seen.map((p) => p.title)).toEqual(['Journeyman Electrician']);
    const res = await client.post<Posting>(`/api/me/postings/from-board/${seen[0]?.id}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      source: 'board',
      boardPostingId: seen[0]?.id,
      title: 'Journeyman Electrician',
      company: 'Acme Health',
      location: 'Austin, TX',
      url: 'https://boards.greenhouse.io/acme-health/jobs/9001',
    });
    expect(res.body.requirements.map((r) => r.name)).toContain('Journeyman electrician license');

    const [hidden] = await repo.openPostings(['greenhouse:elsewhere'], 10);
    const refused = await client.post(`/api/me/postings/from-board/${hidden?.id}`);
    expect(refused.status).toBe(404);
    expect((await client.post(`/api/me/postings/from-board/${OTHER_ID}`)).status).toBe(404);
  });

  it("corrects, deletes and keeps each user's postings their own", async () => {
    const { client } = await givenUser(ctx);
    const posting = (await paste(client, POSTINGS.accountant)).body;
    const patched = await client.patch<Posting>(`/api/me/postings/${posting.id}`, {
      location: 'Chicago, IL',
      remote: true,
      company: 'Brightline Partners LLP',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      location: 'Chicago, IL',
      remote: true,
      company: 'Brightline Partners LLP',
    });
    const badTitle = await client.patch(`/api/me/postings/${posting.id}`, { title: '' });
    expect(badTitle.status).toBe(400);
    // an empty body changes nothing and answers the posting as it is
    const unchanged = await client.patch<Posting>(`/api/me/postings/${posting.id}`, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ location: 'Chicago, IL', company: 'Brightline Partners LLP' });

    const other = (await givenUser(ctx)).client;
    for (const [method, path, body] of [
      ['GET', `/api/me/postings/${posting.id}`, undefined],
      ['PATCH', `/api/me/postings/${posting.id}`, { remote: false }],
      ['DELETE', `/api/me/postings/${posting.id}`, undefined],
      ['POST', `/api/me/postings/${posting.id}/track`, {}],
    ] as const) {
      const res = await other.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({
        error: { code: 'not_found', message: 'That posting was not found.' },
      });
    }
    expect((await other.get<Posting[]>('/api/me/postings')).body).toEqual([]);
    expect((await client.get(`/api/me/postings/not-a-uuid`)).status).toBe(400);

    expect((await client.request('DELETE', `/api/me/postings/${posting.id}`)).status).toBe(204);
    expect((await client.get(`/api/me/postings/${posting.id}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/me/postings/${posting.id}`)).status).toBe(404);
  });

  it('tracks a posting as a card whose match rises when a roadmap skill is completed', async () => {
    const { client, goal } = await givenUser(ctx, { careerId: NURSE });
    const posting = (await paste(client, POSTINGS.nurse, { url: 'https://jobs.example.com/rn-1' })).body;
    const tracked = await client.post<{ applicationId: string }>(`/api/me/postings/${posting.id}/track`, {});
    expect(tracked.status).toBe(200);
    const cardId = tracked.body.applicationId;
    const cards = (await client.get<Application[]>('/api/me/applications')).body;
    const card = cards.find((c) => c.id === cardId);
    expect(card).toMatchObject({
      title: 'Registered Nurse - Medical/Surgical Unit',
      company: 'Lakeside Community Hospital',
      link: 'https://jobs.example.com/rn-1',
      stage: 'saved',
      skillsFrom: 'posting',
      occupation: { code: '29-1141.00' },
    });
    // required first
    expect(card?.requiredSkills.slice(0, 2)).toEqual(
      posting.requirements
        .filter((r) => r.importance === 'required')
        .slice(0, 2)
        .map((r) => r.name),
    );
    expect(card?.requiredSkills).toContain('Medication administration');
    const before = card?.match?.percent ?? 0;
    expect((await client.get<Posting>(`/api/me/postings/${posting.id}`)).body.applicationId).toBe(cardId);

    const pharmacology = goal?.skills.find(
      (s) => s.name === 'Pharmacology and safe medication administration',
    );
    await client.request('PUT', `/api/me/skills/${pharmacology?.id}/status`, { status: 'completed' });
    const after = (await client.get<Application[]>('/api/me/applications')).body.find((c) => c.id === cardId);
    expect(after?.match?.percent).toBeGreaterThan(before);

    // attaching a second posting to the card gives it that posting's requirements; another's card is 404
    const cook = (await paste(client, POSTINGS.cook)).body;
    const attached = await client.post<{ applicationId: string }>(`/api/me/postings/${cook.id}/track`, {
      applicationId: cardId,
    });
    expect(attached.body).toEqual({ applicationId: cardId });
    const retitled = (await client.get<Application[]>('/api/me/applications')).body.find(
      (c) => c.id === cardId,
    );
    expect(retitled?.requiredSkills).toEqual(expect.arrayContaining(['Food safety', 'Knife skills']));
    const other = (await givenUser(ctx)).client;
    const theirs = (await paste(other, POSTINGS.cook)).body;
    const refused = await other.post(`/api/me/postings/${theirs.id}/track`, { applicationId: cardId });
    expect(refused.status).toBe(404);

    // deleting the card leaves the posting, untracked
    expect((await client.request('DELETE', `/api/me/applications/${cardId}`)).status).toBe(204);
    expect((await client.get<Posting>(`/api/me/postings/${posting.id}`)).body.applicationId).toBeNull();
  });

  it('closes the gap: missing requirements become roadmap skills with hours and resources, and the finish date moves', async () => {
    const { client, goal } = await givenUser(ctx, { careerId: NURSE });
    const pharmacology = goal?.skills.find(
      (s) => s.name === 'Pharmacology and safe medication administration',
    );
    expect(
      (await client.request('PUT', '/api/me/plan', { hoursPerWeek: 5, weekdays: [1, 3, 5] })).status,
    ).toBe(200);
    const planBefore = (await client.get<PlanResponse>('/api/me/plan')).body.plan;
    const posting = (await paste(client, POSTINGS.nurse)).body;
    const tracked = (await client.post<{ applicationId: string }>(`/api/me/postings/${posting.id}/track`, {}))
      .body;

    const res = await client.post<CloseGapResult>(`/api/me/postings/${posting.id}/close-gap`);
    expect(res.status).toBe(200);
    const byName = new Map(res.body.added.map((a) => [a.name, a]));
    // a skill the roadmap has already is answered with its own id, never added twice
    expect(byName.get('Pharmacology and safe medication administration')).toEqual({
      requirementId: requirement(posting, 'Medication administration').id,
      skillId: pharmacology?.id,
      name: 'Pharmacology and safe medication administration',
    });
    // a roadmap skill that names the requirement closes it ("Patient assessment")
    expect(byName.get('Health history and head-to-toe assessment')?.requirementId).toBe(
      requirement(posting, 'Patient assessment').id,
    );
    expect(byName.get('ACLS')?.skillId).toMatch(/^own-/);
    expect(byName.get('Epic')?.skillId).toMatch(/^own-/);
    // a licence or certification the roadmap lists as a milestone is left to the milestone
    expect(requirement(posting, 'BLS').roadmapMilestone?.name).toBe('Basic Life Support (BLS) Provider');
    expect(requirement(posting, 'RN license').roadmapMilestone?.name).toBe('Registered nurse licence');
    expect(byName.has('BLS')).toBe(false);
    // a degree and years of work are not roadmap steps
    const kinds = new Set(
      res.body.added.map((a) => posting.requirements.find((r) => r.id === a.requirementId)?.kind),
    );
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['credential', 'skill', 'tool']));
    expect(kinds.has('education')).toBe(false);
    expect(kinds.has('experience')).toBe(false);

    const roadmap = (await client.get<CurrentGoal>('/api/me/goal')).body.goal;
    const acls = roadmap?.skills.find((s) => s.id === byName.get('ACLS')?.skillId);
    expect(acls).toMatchObject({
      name: 'ACLS',
      isCompleted: false,
      fromPosting: { id: posting.id, title: 'Registered Nurse - Medical/Surgical Unit' },
    });
    expect(acls?.estimatedHours).toBeGreaterThan(0);
    expect(acls?.resources.length).toBeGreaterThan(0);
    // the posting now names the roadmap skill that closes each gap
    const after = (await client.get<Posting>(`/api/me/postings/${posting.id}`)).body;
    expect(requirement(after, 'ACLS').roadmapSkill).toEqual({ id: acls?.id, name: 'ACLS' });
    const planAfter = (await client.get<PlanResponse>('/api/me/plan')).body.plan;
    expect(planAfter?.totalMinutes).toBeGreaterThan(planBefore?.totalMinutes ?? 0);
    expect(planAfter?.finishDay && planBefore?.finishDay && planAfter.finishDay > planBefore.finishDay).toBe(
      true,
    );

    // completing an added skill meets the requirement, and the tracked card's match rises
    const cardBefore = (await client.get<Application[]>('/api/me/applications')).body.find(
      (c) => c.id === tracked.applicationId,
    );
    expect(
      (await client.request('PUT', `/api/me/skills/${acls?.id}/status`, { status: 'completed' })).status,
    ).toBe(200);
    const met = (await client.get<Posting>(`/api/me/postings/${posting.id}`)).body;
    expect(requirement(met, 'ACLS')).toMatchObject({
      met: true,
      evidence: [{ kind: 'roadmap', text: 'ACLS', itemId: acls?.id }],
      roadmapSkill: null,
    });
    const cardAfter = (await client.get<Application[]>('/api/me/applications')).body.find(
      (c) => c.id === tracked.applicationId,
    );
    expect(cardAfter?.match?.percent).toBeGreaterThan(cardBefore?.match?.percent ?? 0);

    // again: the same skills, nothing new on the roadmap
    const again = await client.post<CloseGapResult>(`/api/me/postings/${posting.id}/close-gap`);
    expect(again.body.added.map((a) => a.skillId)).not.toContain(acls?.id);
    const count = (await client.get<CurrentGoal>('/api/me/goal')).body.goal?.skills.length;
    expect(count).toBe(roadmap?.skills.length);
  });

  it("adds another field's gap to the roadmap without losing its progress, and refuses without a goal or for another user", async () => {
    const { client, goal } = await givenUser(ctx, { careerId: NURSE });
    const first = goal?.skills[0];
    await client.request('PUT', `/api/me/skills/${first?.id}/status`, { status: 'completed' });
    const posting = (await paste(client, POSTINGS.electrician)).body;
    const res = await client.post<CloseGapResult>(`/api/me/postings/${posting.id}/close-gap`);
    expect(res.status).toBe(200);
    expect(res.body.added.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Journeyman electrician license', 'OSHA 10', 'Conduit bending']),
    );
    const roadmap = (await client.get<CurrentGoal>('/api/me/goal')).body.goal;
    expect(roadmap?.skills.find((s) => s.id === first?.id)?.isCompleted).toBe(true);
    const osha = roadmap?.skills.find((s) => s.name === 'OSHA 10');
    expect(osha?.resources[0]?.link).toBe('https://www.osha.gov/training/outreach');

    const other = (await givenUser(ctx, { careerId: NURSE })).client;
    expect((await other.post(`/api/me/postings/${posting.id}/close-gap`)).status).toBe(404);
    const noGoal = (await givenUser(ctx)).client;
    const theirs = (await paste(noGoal, POSTINGS.cook)).body;
    const refused = await noGoal.post(`/api/me/postings/${theirs.id}/close-gap`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { message: 'Choose a career goal first: the missing skills are added to its roadmap.' },
    });
  });

  it('refuses to track a posting that names no company until the user adds it', async () => {
    const { client } = await givenUser(ctx);
    const posting = (await paste(client, POSTINGS.cook, { company: '' })).body;
    expect(posting.company).toBe('Harbor Grill');
    await client.patch(`/api/me/postings/${posting.id}`, { company: '' });
    const res = await client.post(`/api/me/postings/${posting.id}/track`, {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { message: 'Add the company’s name to this posting first: a card on your board names it.' },
    });
  });

  it('keeps at most 200 postings a user', async () => {
    const { client } = await givenUser(ctx);
    const first = (await paste(client, POSTINGS.cook)).body;
    const me = (await client.get<{ id: string }>('/api/me')).body;
    const repo = createPostingsRepository(ctx.database.db);
    // 197 more, then five at once: two fit, three are refused, whatever their order
    for (let i = 1; i < 198; i++)
      await repo.add(
        me.id,
        {
          title: first.title,
          company: first.company,
          location: first.location,
          remote: false,
          pay: null,
          text: first.text,
          source: 'pasted',
          boardPostingId: null,
          url: null,
          analysis: first.analysis,
          applicationId: null,
        },
        ctx.now,
        200,
      );
    const results = await Promise.all(
      [POSTINGS.driver, POSTINGS.nurse, POSTINGS.electrician, POSTINGS.accountant, POSTINGS.cook].map(
        (text) => paste(client, text),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409))
      expect(res.body).toMatchObject({
        error: { message: 'You keep 200 postings already. Delete some you no longer need first.' },
      });
    expect((await client.get<unknown[]>('/api/me/postings')).body).toHaveLength(200);
  });

  it("starts interview practice from the posting's requirements, premium and owner-scoped", async () => {
    const { client } = await givenUser(ctx, { careerId: NURSE });
    const posting = (await paste(client, POSTINGS.electrician)).body;
    const free = await client.post('/api/me/interviews', { postingId: posting.id });
    expect(free.status).toBe(403);
    await givenPremium(client);
    const res = await client.post<InterviewSession>('/api/me/interviews', { postingId: posting.id });
    expect(res.status).toBe(201);
    expect(res.body.jobTitle).toBe('Journeyman Electrician');
    expect(res.body.questions).toHaveLength(5);
    const asked = res.body.questions.map((q) => q.question);
    expect(asked[0]).toMatch(
      /^Tell me about a time you used (Blueprint reading|NEC|Conduit bending|Electrical troubleshooting|Multimeter|Commercial wiring) at work\./,
    );
    expect(asked.filter((q) => q.startsWith('Tell me about a time you used')).length).toBeGreaterThanOrEqual(
      1,
    );
    // the field's bank fills the rest: the electricians' family
    expect(res.body.field?.family?.id).toBe('construction-extraction');
    // and the answers are scored in the posting's field, not the nurse goal's (docs/decisions.md S122)
    const me = (await client.get<{ id: string }>('/api/me')).body;
    const stored = await createInterviewRepository(ctx.database.db).find(me.id, res.body.id);
    expect(stored?.occupationCode).toBe(posting.analysis.occupation?.code);
    expect(stored?.occupationCode).toMatch(/^47-2111/);
    const answered = await client.post(`/api/me/interviews/${res.body.id}/answers`, {
      questionId: res.body.questions[0]!.id,
      answer:
        'On a warehouse retrofit I read the blueprints, bent the conduit runs, locked out the panel and tested it dead before I pulled the new circuits, and the inspector passed it the first time.',
    });
    expect(answered.status).toBe(200);

    const other = (await givenUser(ctx, { careerId: NURSE, premium: true })).client;
    const refused = await other.post('/api/me/interviews', { postingId: posting.id });
    expect(refused.status).toBe(404);
  });
});
