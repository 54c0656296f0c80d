import { describe, expect, it } from 'vitest';
import { loadFamilyPacks, loadSkillLexicons } from './career-content.ts';
import { lexiconEntryOf, lexiconKey, SKILL_LEXICON, sameSkill } from './skill-lexicon.ts';

// docs/decisions.md S82: the resume skill lexicon is data, one file per career family
const files = loadSkillLexicons();
const packs = loadFamilyPacks().map((p) => p.data);

describe('resume skill lexicon (content/lexicon/)', () => {
  it('is one file per family pack, named after it, plus general.json', () => {
    for (const { file, data } of files) {
      if (data.family === 'general') expect(file).toBe('lexicon/general.json');
      else {
        const pack = packs.find((p) => p.id === data.family);
        expect(pack, file).toBeDefined();
        expect(file).toBe(`lexicon/${pack?.socMajor}-${pack?.id}.json`);
      }
    }
  });

  it('covers the fields people most often come from', () => {
    const families = new Set(files.map((f) => f.data.family));
    for (const family of [
      'healthcare-practitioners',
      'healthcare-support',
      'construction-extraction',
      'installation-maintenance-repair',
      'business-financial',
      'education',
      'transportation-material-moving',
      'food-service',
      'sales',
      'office-admin',
      'personal-care-service',
      'computer-mathematical',
    ])
      expect(families.has(family), family).toBe(true);
  });

  it('names each skill once, and no alias is another skill’s name', () => {
    const names = SKILL_LEXICON.map((e) => lexiconKey(e.name));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const byName = new Set(names);
    const clashes = SKILL_LEXICON.flatMap((e) =>
      e.aliases
        .filter((a) => byName.has(lexiconKey(a)) && lexiconKey(a) !== lexiconKey(e.name))
        .map((a) => `${e.name}: ${a}`),
    );
    expect(clashes).toEqual([]);
  });

  it('lists no alias twice within an entry, and every as-written form is one of its terms', () => {
    for (const e of SKILL_LEXICON) {
      const keys = e.aliases.map(lexiconKey);
      expect(
        keys.filter((k, i) => keys.indexOf(k) !== i),
        e.name,
      ).toEqual([]);
      const terms = new Set([e.name, ...e.aliases].map((t) => t.toLowerCase()));
      for (const w of e.asWritten ?? []) expect(terms.has(w.toLowerCase()), `${e.name}: ${w}`).toBe(true);
    }
  });

  it('knows the credentials a field expert expects to see on a resume', () => {
    for (const [written, name] of [
      ['Basic Life Support', 'BLS'],
      ['Advanced Cardiac Life Support', 'ACLS'],
      ['Epic Systems', 'Epic'],
      ['Oracle Health', 'Cerner'],
      ['Certified Nursing Assistant', 'CNA'],
      ['Licensed Vocational Nurse', 'LPN/LVN license'],
      ['National Electrical Code', 'NEC'],
      ['OSHA 30-Hour', 'OSHA 30'],
      ['EPA Section 608', 'EPA 608'],
      ['Class A CDL', 'CDL Class A'],
      ['Intuit QuickBooks', 'QuickBooks'],
      ['Certified Public Accountant', 'CPA'],
      ['Enrolled Agent', 'EA'],
      ['Child Development Associate', 'CDA'],
      ['Certified Food Protection Manager', 'ServSafe Manager'],
      ['Notary Public', 'Notary'],
      ['Project Management Professional', 'PMP'],
      ['licensed cosmetologist', 'Cosmetology license'],
      ['MEDITECH software', 'MEDITECH'],
    ] as const)
      expect(lexiconEntryOf(written)?.name, written).toBe(name);
  });
});

describe('sameSkill: whole names and known aliases (docs/decisions.md S82)', () => {
  it('matches a skill under its alias or O*NET name', () => {
    expect(sameSkill('BLS', 'Basic Life Support')).toBe(true);
    expect(sameSkill('Epic Systems', 'Epic')).toBe(true);
    expect(sameSkill('Intuit QuickBooks', 'QuickBooks')).toBe(true);
    expect(sameSkill('Git and GitHub', 'Git')).toBe(true);
  });

  it('never takes a name inside a longer one for it', () => {
    expect(sameSkill('Java', 'JavaScript')).toBe(false);
    expect(sameSkill('JavaScript', 'Java')).toBe(false);
    expect(sameSkill('Tailwind CSS', 'CSS')).toBe(false);
    expect(sameSkill('CSS', 'Tailwind CSS')).toBe(false);
    expect(sameSkill('React', 'React Native')).toBe(false);
  });

  it("keeps a common word's sense: a cook's cleaning is not data cleaning, a guard's security not network security", () => {
    expect(sameSkill('Data Cleaning and Preparation', 'Cleaning')).toBe(false);
    expect(sameSkill('Cleaning', 'Data Cleaning and Preparation')).toBe(false);
    expect(sameSkill('Network Security', 'Security')).toBe(false);
    expect(sameSkill('Food Safety and Sanitation', 'Food Safety')).toBe(true);
    expect(sameSkill('Welding Fundamentals', 'Welding')).toBe(true);
    expect(sameSkill('Data Cleaning', 'data cleaning')).toBe(true);
  });
});
