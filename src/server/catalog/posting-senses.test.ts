/**
 * What some words mean in a posting (content/posting-senses.json, docs/decisions.md S126): each
 * sense is about a word the shared skill lexicon reads, and in a posting its phrase is read as what
 * it names instead; each screening step's wording is read as that condition of hire and as nothing
 * else.
 */
import { describe, expect, it } from 'vitest';
import { resumeSkills, SKILL_LEXICON } from '../ai/local/skill-lexicon.ts';
import { createPostingAnalyser } from '../market/posting-analysis.ts';
import { loadPostingDuties, loadPostingSenses } from './career-content.ts';

const senses = loadPostingSenses();

// every lexicon entry is of the posting's own field here, so the lexicon reads each word it can
const analyser = createPostingAnalyser({
  occupations: {
    resolve: () => ({ kind: 'match', option: { code: '99-0000.00', title: 'Technician' } }),
    get: () => ({ title: 'Technician', technologies: [] }),
  },
  credentialsOf: () => [],
  lexiconFamilyOf: () => '99',
  duties: loadPostingDuties().families,
  senses,
});

const posting = (line: string) =>
  [
    'Technician',
    'Northfield Services - Dayton, OH',
    '',
    'We are hiring a full-time technician to join our team. You will work with a small crew on',
    'jobs across the county, five days a week, and meet the rest of the crew each morning.',
    '',
    'Responsibilities:',
    `- ${line}`,
    '',
    'Requirements:',
    '- High school diploma or GED',
    '',
    'Pay: $20 - $24 per hour. Health insurance and paid time off. Apply online.',
  ].join('\n');

function read(line: string) {
  const result = analyser.analyse(posting(line));
  if (!result.ok) throw new Error(result.reason);
  return result.analysis.requirements.filter((r) => r.kind !== 'education');
}

describe('what some words mean in a posting (content/posting-senses.json)', () => {
  it('names a lexicon skill in each sense, and each phrase is one the lexicon alone reads as it', () => {
    const names = new Set(SKILL_LEXICON.map((e) => e.name));
    for (const sense of senses.senses) {
      expect(names.has(sense.skill), sense.skill).toBe(true);
      for (const phrase of sense.phrases) expect(resumeSkills(phrase), phrase).toContain(sense.skill);
    }
  });

  it('reads each phrase in a posting as what it names, never as the lexicon skill', () => {
    for (const sense of senses.senses)
      for (const phrase of sense.phrases) {
        const names = read(phrase).map((r) => r.name);
        expect(names, phrase).not.toContain(sense.skill);
        if (sense.readAs) expect(names, phrase).toContain(sense.readAs);
      }
  });

  it('reads each screening step as that condition of hire and nothing else of its words', () => {
    const steps = senses.screening.map((s) => s.name);
    expect(new Set(steps).size).toBe(steps.length);
    for (const step of senses.screening)
      for (const wording of step.wordings) {
        const found = read(`Candidates must pass a ${wording}`);
        expect(
          found.filter((r) => r.kind === 'condition').map((r) => r.name),
          wording,
        ).toContain(step.name);
        expect(
          found.filter((r) => r.kind !== 'condition').map((r) => r.name),
          wording,
        ).toEqual([]);
      }
  });
});
