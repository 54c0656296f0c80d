import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PostingAnalysis, PostingRequirement } from '../../shared/postings.schema.ts';
import { parseResume } from '../resume/resume-parser.ts';
import {
  createEvidenceReader,
  experienceYears,
  postingMatch,
  roleMonths,
  yearsNamed,
} from './posting-evidence.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../resume/fixtures/field-resumes/${name}.txt`, import.meta.url), 'utf8');
const NOW = new Date('2026-11-28T12:00:00Z');

const req = (
  kind: PostingRequirement['kind'],
  name: string,
  importance: PostingRequirement['importance'] = 'required',
  quote = name,
): PostingRequirement => ({ id: `${kind}:${name.toLowerCase()}`, name, kind, importance, quote });

const analysis = (
  requirements: PostingRequirement[],
  extra: Partial<PostingAnalysis> = {},
): PostingAnalysis => ({
  occupation: null,
  requirements,
  yearsExperience: null,
  education: null,
  licences: [],
  pay: null,
  ...extra,
});

function reader(
  resumeText: string | null,
  roadmap: Array<{ id: string; name: string; isCompleted: boolean }>,
  a: PostingAnalysis,
) {
  return createEvidenceReader({
    roadmap: { skills: roadmap },
    resume: resumeText ? { text: resumeText, structured: parseResume(resumeText) } : null,
    analysis: a,
    now: NOW,
  });
}

describe('posting evidence (docs/decisions.md S106)', () => {
  const nurse = fixture('registered-nurse');

  it("finds a nurse's credentials, resume lines and completed roadmap skills, and names the roadmap skill for the rest", () => {
    const requirements = [
      req('credential', 'BLS'),
      req('credential', 'ACLS'),
      req('tool', 'Epic'),
      req('skill', 'Wound care', 'preferred'),
      req('credential', 'NIHSS', 'preferred'),
      req('skill', 'Pharmacology'),
    ];
    const assess = reader(
      nurse,
      [
        { id: 'pharm', name: 'Pharmacology', isCompleted: true },
        { id: 'nihss', name: 'NIHSS', isCompleted: false },
      ],
      analysis(requirements),
    );
    const [bls, acls, epic, wound, nihss, pharm] = requirements.map(assess);
    expect(bls).toMatchObject({
      met: true,
      evidence: [
        { kind: 'credential', text: 'Basic Life Support (BLS), American Heart Association, exp. 2026' },
      ],
      roadmapSkill: null,
    });
    expect(acls?.evidence[0]?.kind).toBe('credential');
    expect(epic).toMatchObject({ met: true });
    expect(epic?.evidence[0]).toEqual({
      kind: 'resume',
      text: 'Administered medications and IV therapy for 6 patients per shift in Epic EHR',
    });
    expect(wound?.met).toBe(true);
    expect(nihss).toEqual({
      ...requirements[4],
      met: false,
      evidence: [],
      roadmapSkill: { id: 'nihss', name: 'NIHSS' },
      roadmapMilestone: null,
    });
    expect(pharm?.evidence).toEqual([{ kind: 'roadmap', text: 'Pharmacology', itemId: 'pharm' }]);
  });

  it('claims nothing without a resume or a roadmap', () => {
    const requirements = [
      req('credential', 'BLS'),
      req('education', "Bachelor's degree in Nursing"),
      req('experience', '2 years of experience'),
    ];
    const assess = createEvidenceReader({
      roadmap: null,
      resume: null,
      analysis: analysis(requirements),
      now: NOW,
    });
    for (const r of requirements.map(assess))
      expect(r).toMatchObject({ met: false, evidence: [], roadmapSkill: null });
  });

  it('judges education by the highest degree the education section shows', () => {
    const requirements = [
      req('education', 'BSN'),
      req('education', "Master's degree in Nursing", 'preferred'),
      req('education', 'High school diploma or GED'),
    ];
    const [bsn, msn, school] = requirements.map(reader(nurse, [], analysis(requirements)));
    expect(bsn).toMatchObject({
      met: true,
      evidence: [
        { kind: 'resume', text: 'Bachelor of Science in Nursing, University of Illinois Chicago (2018)' },
      ],
    });
    expect(msn).toMatchObject({ met: false, evidence: [] });
    expect(school?.met).toBe(true);
  });

  it("judges years of experience by the union of the roles' dates, never more", () => {
    expect(yearsNamed('3+ years of acute care experience')).toBe(3);
    expect(yearsNamed('2-4 years')).toBe(2);
    expect(yearsNamed('6 months of experience')).toBe(0.5);
    expect(roleMonths('June 2021 – Present', NOW)).toEqual({ from: 2021 * 12 + 5, to: 2026 * 12 + 10 });
    expect(roleMonths('2014 - 2017', NOW)).toEqual({ from: 2014 * 12, to: 2017 * 12 });
    expect(roleMonths('Summer', NOW)).toBeNull();
    // May 2018 to May 2021, then June 2021 to November 2026: 101 months
    expect(experienceYears(parseResume(nurse), NOW)).toBeCloseTo(101 / 12, 5);
    const requirements = [
      req('experience', '3 years of telemetry experience'),
      req('experience', '10 years of experience', 'preferred'),
    ];
    const [three, ten] = requirements.map(reader(nurse, [], analysis(requirements)));
    expect(three).toMatchObject({
      met: true,
      evidence: [
        {
          kind: 'resume',
          text: 'Staff Nurse, Telemetry, Northwestern Memorial Hospital (June 2021 – Present)',
        },
      ],
    });
    expect(ten).toMatchObject({ met: false, evidence: [] });
  });

  it('takes a roadmap skill that names the requirement as the one that closes it, and a roadmap milestone for a credential', () => {
    const requirements = [
      req('skill', 'NEC'),
      req('skill', 'Blueprint reading'),
      req('credential', 'OSHA 10'),
      req('licence', 'Journeyman electrician license'),
      req('skill', 'Fire alarm systems', 'preferred'),
    ];
    const assess = createEvidenceReader({
      roadmap: {
        skills: [
          { id: 'nec', name: 'Finding your way in the National Electrical Code', isCompleted: false },
          { id: 'plans', name: 'Reading plans and electrical drawings', isCompleted: true },
        ],
        milestones: [
          { name: 'OSHA 10-Hour Construction Outreach card', issuer: 'OSHA' },
          { name: 'Journeyman electrician licence', issuer: 'Your state electrical licensing board' },
        ],
      },
      resume: null,
      analysis: analysis(requirements),
      now: NOW,
    });
    const [nec, plans, osha, licence, alarm] = requirements.map(assess);
    expect(nec).toMatchObject({ met: false, roadmapSkill: { id: 'nec' }, roadmapMilestone: null });
    expect(plans).toMatchObject({ met: true, evidence: [{ kind: 'roadmap', itemId: 'plans' }] });
    expect(osha).toMatchObject({ met: false, roadmapSkill: null, roadmapMilestone: { issuer: 'OSHA' } });
    expect(licence?.roadmapMilestone?.name).toBe('Journeyman electrician licence');
    expect(alarm).toMatchObject({ met: false, roadmapSkill: null, roadmapMilestone: null });
  });

  /** An unmet skill with no evidence, for the match's weights. */
  const a = {
    id: 'a',
    name: 'A',
    kind: 'skill' as const,
    quote: '',
    evidence: [],
    roadmapSkill: null,
    roadmapMilestone: null,
  };

  it('weighs required requirements twice as much as preferred ones', () => {
    expect(
      postingMatch([
        { ...a, importance: 'required', met: true },
        { ...a, importance: 'required', met: false },
        { ...a, importance: 'preferred', met: true },
      ]),
    ).toEqual({ percent: 60, met: 2, total: 3 });
    expect(postingMatch([])).toEqual({ percent: 0, met: 0, total: 0 });
  });

  it('shows physical demands and conditions of hire but leaves them out of the match (S125)', () => {
    expect(
      postingMatch([
        { ...a, importance: 'required', met: true },
        { ...a, importance: 'required', met: false },
        { ...a, kind: 'physical', name: 'Lifting 50 lbs', importance: 'required', met: false },
        { ...a, kind: 'condition', name: 'Background check', importance: 'required', met: false },
      ]),
    ).toEqual({ percent: 50, met: 1, total: 2 });
  });

  it("reads a truck driver's licence and endorsements", () => {
    const requirements = [
      req('licence', 'CDL Class A'),
      req('credential', 'Hazmat endorsement'),
      req('credential', 'TWIC'),
    ];
    const [cdl, hazmat, twic] = requirements.map(reader(fixture('truck-driver'), [], analysis(requirements)));
    expect(cdl?.evidence[0]).toMatchObject({
      kind: 'credential',
      text: "Class A Commercial Driver's License (CDL), Tennessee",
    });
    expect(hazmat?.met).toBe(true);
    expect(twic?.evidence[0]?.kind).toBe('credential');
  });
});
