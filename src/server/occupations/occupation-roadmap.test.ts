import { describe, expect, it } from 'vitest';
import { FIELD_SKILL_CATEGORIES } from '../../shared/career-content.schema.ts';
import { careerContent } from '../catalog/career-content.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { loadOccupationData } from './occupation-data.ts';
import { buildOccupationRoadmap, type OccupationRoadmap, ratingsLender } from './occupation-roadmap.ts';

const { data } = loadOccupationData();
const byCode = new Map(data.occupations.map((o) => [o.code, o]));
const content = careerContent();
const source = { data, byCode, careers: careerPaths, content };
const build = (code: string): OccupationRoadmap | null => {
  const o = byCode.get(code);
  return o ? buildOccupationRoadmap(o, source) : null;
};
const roadmaps = data.occupations.map((o) => ({ o, roadmap: buildOccupationRoadmap(o, source) }));
const SOFTWARE_WORDS = new Set(['Languages', 'Frameworks', 'Tools', 'Concepts', 'SoftSkills']);

// docs/product.md §3 Occupation roadmaps: every occupation, curated or built from its own data
describe('a roadmap for each of the 1,016 occupations', () => {
  it('exists for every one, military included, with at least 6 skills and 3 practice items', () => {
    expect(roadmaps).toHaveLength(1016);
    // O*NET holds no tasks, technologies or ratings for the 19 military occupations (SOC 55): their
    // roadmap is the military family's way to a civilian career, and says so (docs/decisions.md S94)
    const military = roadmaps.filter(({ o }) => o.code.startsWith('55-'));
    expect(military).toHaveLength(19);
    for (const { o, roadmap } of military) {
      expect(roadmap?.family?.id, o.code).toBe('military');
      expect(roadmap?.skills.map((s) => s.name)).toContain('Translating military experience');
      expect(roadmap?.milestones?.map((m) => m.name)).toContain('Transition Assistance Program (TAP)');
      expect(roadmap?.ratingsNote).toContain('the way from military service to a civilian career');
    }
    const short = roadmaps
      .filter(({ roadmap }) => !roadmap || roadmap.skills.length < 6 || roadmap.projects.length < 3)
      .map(
        ({ o, roadmap }) =>
          `${o.code} ${o.title}: ${roadmap?.skills.length} skills, ${roadmap?.projects.length} practice`,
      );
    expect(short).toEqual([]);
    // every practice item says what kind of practice it is
    for (const { o, roadmap } of roadmaps)
      for (const p of roadmap?.projects ?? []) expect(p.kind, `${o.code} ${p.id}`).toBeDefined();
  });

  it('never borrows another occupation’s tasks or technologies', () => {
    for (const { o, roadmap } of roadmaps) {
      if (!roadmap || roadmap.curated) continue;
      const ownTechnologies = new Set(o.technologies.map(([name]) => name));
      for (const skill of roadmap.skills.filter((s) => s.id.startsWith('onet.tech.')))
        expect(ownTechnologies.has(skill.name), `${o.code}: ${skill.name}`).toBe(true);
      const fromTasks = roadmap.projects.filter((p) => /\.task\d+$/.test(p.id));
      expect(fromTasks.length).toBe(Math.min(3, o.tasks.length));
      fromTasks.forEach((p, i) => {
        expect(p.id).toBe(`onet.occupation.${o.code}.task${i + 1}`);
        expect(p.description, o.code).toContain(`"${o.tasks[i]}"`);
      });
      // every other practice item is its family's, never another occupation's
      const family = content.familyOf(o.code);
      const packPractice = new Set((family?.subFamily ?? family?.pack)?.practice.map((p) => p.id));
      for (const p of roadmap.projects.filter((p) => !/\.task\d+$/.test(p.id)))
        expect(packPractice.has(p.id), `${o.code}: ${p.id}`).toBe(true);
    }
  });

  it('borrows ratings only when the occupation has none, from a related one, and says so', () => {
    const unrated = roadmaps.filter(({ o }) => o.skills.length === 0);
    // 44 occupations with tasks of their own but no ratings, 93 "All Other" groups with neither
    expect(unrated.filter(({ o }) => o.tasks.length > 0)).toHaveLength(44);
    for (const { o, roadmap } of roadmaps) {
      if (!roadmap || roadmap.curated) continue;
      if (o.skills.length > 0) {
        expect(roadmap.ratingsFrom).toBe(o.code);
        expect(roadmap.ratingsNote).toBeUndefined();
        continue;
      }
      const lender = ratingsLender(o, data.occupations);
      expect(roadmap.ratingsFrom).toBe(lender?.code ?? null);
      if (lender)
        expect(roadmap.ratingsNote).toContain(
          `the ratings here are those of a related occupation, ${lender.title}`,
        );
    }
    // Paramedics are rated like Registered Nurses (O*NET's most related rated occupation), and keep
    // their own tasks
    const paramedics = build('29-2043.00');
    expect(paramedics?.ratingsNote).toMatch(/Its tasks and technologies are its own/);
    expect(paramedics?.projects[0]?.description).toContain(byCode.get('29-2043.00')?.tasks[0]);
  });

  it('teaches a field no programming language unless the occupation rates programming', () => {
    const phlebotomists = build('31-9097.00');
    expect(phlebotomists?.skills.map((s) => s.name)).not.toContain('JavaScript');
  });

  it('puts every non-software roadmap in its field’s skill categories', () => {
    for (const { o, roadmap } of roadmaps) {
      if (!roadmap || o.code.startsWith('15-')) continue;
      const words = roadmap.skills.map((s) => s.category).filter((c) => SOFTWARE_WORDS.has(c));
      expect(words, o.code).toEqual([]);
      for (const s of roadmap.skills) expect(FIELD_SKILL_CATEGORIES).toContain(s.category);
    }
  });

  it('is framed by its family: entry routes, the family’s credentials as milestones, its resources', () => {
    const plumberHelper = build('47-3015.00'); // Helpers--Pipelayers, Plumbers, Pipefitters, and Steamfitters
    expect(plumberHelper?.family).toEqual({
      id: 'construction-extraction',
      title: 'Construction and extraction occupations',
      subFamily: { id: 'construction-extraction.plumbing-pipefitting', title: expect.any(String) },
    });
    const sub = content.familyOf('47-3015.00')?.subFamily;
    expect(plumberHelper?.milestones?.map((m) => m.id)).toEqual(sub?.credentials.map((c) => c.id));
    expect(plumberHelper?.entryRoutes).toEqual(sub?.entryRoutes);
    for (const m of plumberHelper?.milestones ?? []) expect(m.publisher, m.link).toBeDefined();
    const first = plumberHelper?.skills[0];
    expect(first?.name).toBe('The job and the way in');
    expect(first?.resources.map((r) => r.link)).toContain(sub?.resources[0]?.link);
  });
});

// docs/product.md §3 Curated careers
describe('a curated career', () => {
  it('is the roadmap of its occupation, with its milestones and practice', () => {
    for (const career of content.curatedCareers) {
      const roadmap = build(career.occupationCode);
      expect(roadmap?.curated, career.occupationCode).toBe(true);
      expect(roadmap?.title).toBe(career.title);
      expect(roadmap?.skills.map((s) => s.id)).toEqual(career.skills.map((s) => s.id));
      expect(roadmap?.milestones?.map(({ publisher: _p, ...m }) => m)).toEqual(career.milestones);
      for (const m of roadmap?.milestones ?? []) expect(m.publisher, m.link).toBeDefined();
      expect(roadmap?.projects.map((p) => [p.id, p.kind])).toEqual(
        career.practice.map((p) => [p.id, p.kind]),
      );
      expect(roadmap?.family?.subFamily?.id ?? roadmap?.family?.id, career.occupationCode).toBe(
        career.family,
      );
    }
  });

  it('keeps the occupation’s data-built roadmap as its earlier version, for progress made on it', () => {
    const nurse = build('29-1141.00');
    expect(nurse?.earlier?.skills.some((s) => s.id.startsWith('onet.'))).toBe(true);
    expect(nurse?.earlier?.projects[0]?.id).toBe('onet.occupation.29-1141.00.task1');
  });

  it.each([
    ['29-1141.00', 'NCLEX-RN', 'National Council of State Boards of Nursing'],
    ['47-2111.00', 'Journeyman electrician licence', 'State electrical licensing board'],
    ['47-2111.00', 'Registered electrical apprenticeship', 'Registered Apprenticeship sponsors'],
    ['13-2011.00', 'Uniform CPA Examination', 'AICPA'],
  ])('of %s has the milestone %s, issued by %s', (code, name, issuer) => {
    const milestone = build(code)?.milestones?.find((m) => m.name.includes(name));
    expect(milestone?.issuer).toContain(issuer);
  });

  it('names the National Electrical Code (NFPA 70) in the electrician’s journeyman licence', () => {
    const licence = build('47-2111.00')?.milestones?.find((m) => m.id === 'electrician.journeyman-licence');
    expect(licence?.description).toContain('National Electrical Code (NFPA 70');
  });
});
