/**
 * The resume tailored to a posting through the API (docs/product.md §4 Tailored resume, docs/decisions.md
 * S109-S111) on a real database: the postings' own evidence, the completed and in-progress roadmap,
 * the files read back, and who may read them (premium, owner, a resume first).
 */
import { readFileSync } from 'node:fs';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import type { Posting } from '../../shared/postings.schema.ts';
import { renderResumeText } from '../../shared/resume-text.ts';
import type { TailoredResume } from '../../shared/tailored-resume.schema.ts';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { givenPremium, givenUser } from '../test/given.ts';
import { POSTINGS } from '../test/postings.ts';
import type { TestClient } from '../test/test-app.ts';
import { useTestApp } from '../test/test-app.ts';
import { createResumeExtractor } from './extractor.ts';

/** The Registered Nurses occupation's career id (a curated roadmap). */
const NURSE = 29114100;
const resumeOf = (name: string) =>
  readFileSync(new URL(`./fixtures/field-resumes/${name}.txt`, import.meta.url), 'utf8');
const upload = (client: TestClient, text: string) => {
  const data = new FormData();
  data.append('file', new Blob([new TextEncoder().encode(text)]), 'resume.txt');
  return client.upload('/api/me/resume', data);
};
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/^- /, '').trim())
    .filter(Boolean);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const download = async (client: TestClient, path: string) => {
  const res = await fetch(`${client.baseUrl}${path}`, { headers: { cookie: client.cookieHeader } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const FILES = ['tailored', 'tailored.pdf', 'tailored.docx', 'cover-letter.docx'];

describe.each(testDatabases())('the tailored resume on $name', (db) => {
  const ctx = useTestApp(db);

  it("tailors a nurse's resume to a posting with the postings' evidence, her roadmap and files that claim nothing more", async () => {
    const { client } = await givenUser(ctx, { careerId: NURSE, premium: true });
    const skill = (id: string, status: string) =>
      client.request('PUT', `/api/me/skills/registered-nurse.${id}/status`, { status });
    expect((await skill('patient-education', 'completed')).status).toBe(200);
    expect((await skill('pharmacology', 'in_progress')).status).toBe(200);
    expect((await upload(client, resumeOf('registered-nurse'))).status).toBe(201);
    const posting = (await client.post<Posting>('/api/me/postings', { text: POSTINGS.nurse })).body;

    const res = await client.get<TailoredResume>(`/api/me/postings/${posting.id}/tailored`);
    expect(res.status).toBe(200);
    const { resume, notClaimed, coverLetter } = res.body;
    // every requirement the posting shows as met is claimed; the rest are listed, with what closes them
    expect(notClaimed).toEqual(
      posting.requirements
        .filter((r) => !r.met)
        .map((r) => ({ requirementId: r.id, name: r.name, roadmapSkill: r.roadmapSkill })),
    );
    // her resume shows no patient assessment; the associate degree is the posting's education, met
    // by her degree (S125), not a credential she lacks
    expect(notClaimed.map((n) => n.name)).toEqual(['Patient assessment']);
    const text = renderResumeText(resume);
    expect(text).toContain('Completed in Waymark: Patient and family teaching');
    expect(text).toContain('- In Epic EHR, administered medications and IV therapy for 6 patients per shift');
    expect(text).not.toMatch(/\bADN\b|pharmacology/i);
    expect(coverLetter).toMatch(
      /^Dear Hiring Manager,\n\nI am applying for the Registered Nurse - Medical\/Surgical Unit position at Lakeside Community Hospital\./,
    );
    expect(coverLetter).toContain(
      'You ask for Epic and IV therapy: at Mercy Hospital, I administered medications and IV therapy for 6 patients per shift in Epic EHR.',
    );
    expect(coverLetter).toContain(
      'I am currently completing Pharmacology and safe medication administration on my learning roadmap.',
    );
    expect(coverLetter).not.toMatch(/\bADN\b/);
    expect(words(coverLetter)).toBeLessThanOrEqual(250);

    const pdf = await download(client, `/api/me/postings/${posting.id}/tailored.pdf`);
    expect(pdf.res.status).toBe(200);
    expect(pdf.res.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.res.headers.get('content-disposition')).toBe(
      'attachment; filename="Registered_Nurse_Medical_Surgical_Unit_Lakeside_Community_Hospital_resume.pdf"',
    );
    const extractor = createResumeExtractor();
    const back = (await extractor.extract(pdf.bytes)).text;
    await extractor.close();
    expect(back.replace(/\s+/g, ' ')).toContain(
      'In Epic EHR, administered medications and IV therapy for 6 patients per shift',
    );
    expect(back).toContain('Completed in Waymark: Patient and family teaching');
    expect(back).not.toMatch(/\bADN\b|pharmacology/i);

    const docx = await download(client, `/api/me/postings/${posting.id}/tailored.docx`);
    expect(docx.res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const docxText = (await mammoth.extractRawText({ buffer: Buffer.from(docx.bytes) })).value;
    expect(lines(docxText)).toEqual(lines(text));

    const letter = await download(client, `/api/me/postings/${posting.id}/cover-letter.docx`);
    expect(letter.res.headers.get('content-disposition')).toBe(
      'attachment; filename="Registered_Nurse_Medical_Surgical_Unit_Lakeside_Community_Hospital_cover_letter.docx"',
    );
    const letterText = (await mammoth.extractRawText({ buffer: Buffer.from(letter.bytes) })).value;
    expect(lines(letterText)).toEqual(lines(coverLetter));
  });

  it('is premium, the owner’s only, and needs a resume: each refusal with its message', async () => {
    // any goal: a resume is read against one
    const { client } = await givenUser(ctx, { careerId: 2 });
    const posting = (await client.post<Posting>('/api/me/postings', { text: POSTINGS.driver })).body;
    for (const file of FILES) {
      const free = await client.get<ErrorBody>(`/api/me/postings/${posting.id}/${file}`);
      expect(free.status).toBe(403);
      expect(free.body.error.message).toBe(
        'The Resume Generator is a Premium feature. Switch on Premium to use it.',
      );
    }
    await givenPremium(client);
    for (const file of FILES) {
      const none = await client.get<ErrorBody>(`/api/me/postings/${posting.id}/${file}`);
      expect(none.status).toBe(409);
      expect(none.body.error.message).toBe(
        'Upload your resume first: the tailored resume is written from it.',
      );
    }
    expect((await client.get(`/api/me/postings/not-a-uuid/tailored`)).status).toBe(400);

    // another premium user, with a resume, cannot reach this posting
    const { client: other } = await givenUser(ctx, { careerId: 2, premium: true });
    expect((await upload(other, resumeOf('truck-driver'))).status).toBe(201);
    for (const file of FILES) {
      const theirs = await other.get<ErrorBody>(`/api/me/postings/${posting.id}/${file}`);
      expect(theirs.status).toBe(404);
    }

    // with the resume, the driver's letter rests on his licence and record
    expect((await upload(client, resumeOf('truck-driver'))).status).toBe(201);
    const tailored = await client.get<TailoredResume>(`/api/me/postings/${posting.id}/tailored`);
    expect(tailored.status).toBe(200);
    expect(tailored.body.coverLetter).toContain(
      'I am applying for the CDL-A Regional Truck Driver position at Roadway Freight Lines.',
    );
    expect(tailored.body.coverLetter).toContain(
      "I hold Class A Commercial Driver's License (CDL), Tennessee.",
    );
  });
});
