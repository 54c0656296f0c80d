/**
 * The tailored resume's files say what the tailored resume says, and nothing it does not claim
 * (docs/product.md §4 Tailored resume): the PDF read back by the resume extractor, the .docx files by
 * mammoth.
 */
import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import { afterAll, describe, expect, it } from 'vitest';
import type { AssessedRequirement } from '../../shared/postings.schema.ts';
import { renderResumeText } from '../../shared/resume-text.ts';
import { textDocx } from '../http/text-docx.ts';
import { createResumeExtractor } from './extractor.ts';
import { structuredResumeDocx, structuredResumePdf } from './generator.service.ts';
import { parseResume } from './resume-parser.ts';
import { tailorResume } from './tailor.ts';

const resume = parseResume(
  readFileSync(new URL('./fixtures/field-resumes/journeyman-electrician.txt', import.meta.url), 'utf8'),
);
const req = (name: string, met: boolean, text = name): AssessedRequirement => ({
  id: `skill:${name.toLowerCase()}`,
  name,
  kind: 'skill',
  importance: 'required',
  quote: '',
  met,
  evidence: met ? [{ kind: 'resume', text }] : [],
  roadmapSkill: met ? null : { id: 'mv', name: `${name} basics` },
  roadmapMilestone: null,
});
const tailored = tailorResume({
  resume,
  posting: { title: 'Industrial Electrician', company: 'Tesla Gigafactory' },
  requirements: [
    req('Motor controls', true, 'motor controls'),
    req('Blueprint reading', true, 'blueprint reading'),
    req('Medium voltage', false),
    // said to be met, but nothing in the resume shows it: it must not reach a file
    { ...req('Siemens S7 PLC programming', true), evidence: [{ kind: 'resume', text: 'Siemens S7' }] },
  ],
  completedSkills: [],
  inProgressSkills: [{ id: 'mv', name: 'Medium voltage basics' }],
  completedProjects: [],
});
const UNCLAIMED = /medium voltage|siemens|s7/i;
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/^- /, '').trim())
    .filter(Boolean);

describe('the tailored resume’s files', () => {
  const extractor = createResumeExtractor();
  afterAll(() => extractor.close());

  it('the PDF reads back with the tailored order and no requirement it does not claim', async () => {
    expect(tailored.notClaimed.map((n) => n.name)).toEqual(['Medium voltage', 'Siemens S7 PLC programming']);
    const back = (await extractor.extract(await structuredResumePdf(tailored.resume, 'Resume'))).text;
    const flat = back.replace(/\s+/g, ' ');
    expect(flat).toContain('Troubleshot motor controls and VFDs on rooftop HVAC units');
    expect(flat.indexOf('Troubleshot motor controls')).toBeLessThan(
      flat.indexOf('Installed 200A service upgrades'),
    );
    expect(flat).toContain('SKILLS blueprint reading, motor controls, National Electrical Code (NEC 2023)');
    expect(back).not.toMatch(UNCLAIMED);
  });

  it('the resume .docx reads back as the same lines as the tailored text', async () => {
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(structuredResumeDocx(tailored.resume, 'Resume')),
    });
    expect(lines(value)).toEqual(lines(renderResumeText(tailored.resume)));
    expect(value).not.toMatch(UNCLAIMED);
  });

  it('the cover letter .docx reads back as the letter, naming work in progress only as in progress', async () => {
    const { value } = await mammoth.extractRawText({
      buffer: Buffer.from(textDocx(tailored.coverLetter, 'Letter')),
    });
    expect(lines(value)).toEqual(lines(tailored.coverLetter));
    expect(value).toContain('I am currently completing Medium voltage basics on my learning roadmap.');
    expect(
      value.replace('I am currently completing Medium voltage basics on my learning roadmap.', ''),
    ).not.toMatch(UNCLAIMED);
  });
});
