import { describe, expect, it } from 'vitest';
import type { PostingRequirement } from '../../shared/postings.schema.ts';
import { careerContent } from '../catalog/career-content.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { GAP_HOURS, gapSkill, gapSources } from './posting-gap.ts';

const req = (kind: PostingRequirement['kind'], name: string): PostingRequirement => ({
  id: `${kind}:${name.toLowerCase()}`,
  name,
  kind,
  importance: 'required',
  quote: `Must have ${name}.`,
});
const posting = {
  id: '6b1f7c0e-8f7a-4f57-9d7e-1a2b3c4d5e6f',
  title: 'Registered Nurse - ICU',
  company: 'Acme Health',
};

describe('a missing requirement as a roadmap skill (docs/decisions.md S107)', () => {
  const sources = gapSources(careerPaths);

  it('takes a credential page from the family packs and the hours by kind', () => {
    const bls = gapSkill(req('credential', 'BLS'), posting, sources);
    expect(bls).toEqual({
      name: 'BLS',
      estimatedHours: GAP_HOURS.credential,
      description: 'The posting Registered Nurse - ICU at Acme Health requires this: "Must have BLS."',
      resources: [
        {
          title: 'Basic Life Support (BLS) Provider (American Heart Association)',
          url: 'https://cpr.heart.org/en/courses/basic-life-support-course-options',
          type: 'article',
        },
      ],
      fromPosting: { id: posting.id, title: posting.title },
    });
    const cdl = gapSkill(req('licence', 'CDL Class A'), posting, sources);
    expect(cdl.estimatedHours).toBe(GAP_HOURS.licence);
    expect(cdl.resources[0]?.title).toContain("Class A commercial driver's licence (CDL-A)");
  });

  it("takes a curated skill's hours and resources when one has the same name", () => {
    const quickbooks = gapSkill(req('tool', 'QuickBooks'), posting, sources);
    expect(quickbooks.resources[0]).toMatchObject({ url: 'https://quickbooks.intuit.com/tutorials/' });
    expect(quickbooks.estimatedHours).toBeGreaterThan(0);
  });

  it('falls back to a course search of an allowed publisher, never an invented page', () => {
    const kronos = gapSkill(req('tool', 'Kronos'), posting, sources);
    expect(kronos.estimatedHours).toBe(GAP_HOURS.tool);
    expect(kronos.resources).toEqual([
      { title: 'Courses on Kronos', url: 'https://www.coursera.org/search?query=Kronos', type: 'course' },
    ]);
  });

  it('gives only pages of the publishers allow-list, whatever the field', () => {
    const names: Array<[PostingRequirement['kind'], string]> = [
      ['credential', 'ACLS'],
      ['licence', 'Registered Nurse license'],
      ['credential', 'ServSafe Manager'],
      ['credential', 'OSHA 10'],
      ['licence', 'Journeyman electrician license'],
      ['credential', 'CPA'],
      ['skill', 'Knife skills'],
      ['tool', 'Excel'],
      ['skill', 'Conduit bending'],
    ];
    for (const [kind, name] of names) {
      const skill = gapSkill(req(kind, name), posting, sources);
      expect(skill.resources.length).toBeGreaterThan(0);
      for (const r of skill.resources)
        expect(careerContent().publisherOf(r.url), `${name}: ${r.url}`).toBeDefined();
    }
  });
});
