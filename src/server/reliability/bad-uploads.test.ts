import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../shared/user.schema.ts';
import { openTestPglite } from '../test/databases.ts';
import { givenUser } from '../test/given.ts';
import {
  fixture,
  makeDocx,
  makeDocxBomb,
  makeImageOnlyPdf,
  makePdf,
  makePdfWithScript,
  PNG,
  SAMPLE_RESUME,
} from '../test/resume-files.ts';
import { useTestApp } from '../test/test-app.ts';

const EXE = new Uint8Array([
  0x4d,
  0x5a,
  0x90,
  0,
  3,
  0,
  0,
  0,
  4,
  0,
  0,
  0,
  0xff,
  0xff,
  0,
  0,
  ...new Uint8Array(200),
]);

/** Reliability 4: a corpus of hostile or broken files, each with its clear 4xx message. */
const CORPUS: Array<[string, string, () => Promise<Uint8Array> | Uint8Array, string]> = [
  ['a PNG renamed to .pdf', 'resume.pdf', () => PNG, 'unsupported_type'],
  ['a Windows executable renamed to .docx', 'resume.docx', () => EXE, 'unsupported_type'],
  [
    'a plain zip renamed to .docx',
    'resume.docx',
    () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(60)]),
    'unsupported_type',
  ],
  [
    'random bytes',
    'resume.txt',
    () => new Uint8Array(8192).map((_, i) => (i * 7919 + 13) % 256),
    'unsupported_type',
  ],
  ['a truncated PDF', 'resume.pdf', async () => (await makePdf(SAMPLE_RESUME)).slice(0, 500), 'corrupt_file'],
  ['an encrypted PDF', 'resume.pdf', () => fixture('encrypted.pdf'), 'encrypted_pdf'],
  ['an image-only PDF', 'scan.pdf', makeImageOnlyPdf, 'no_text_layer'],
  ['a PDF with JavaScript', 'resume.pdf', makePdfWithScript, 'pdf_has_script'],
  ['a DOCX zip bomb', 'resume.docx', makeDocxBomb, 'archive_too_large'],
  ['a truncated DOCX', 'resume.docx', () => makeDocx(SAMPLE_RESUME).slice(0, 300), 'corrupt_file'],
  ['a 6 MB file', 'big.txt', () => new Uint8Array(6 * 1024 * 1024).fill(65), 'file_too_large'],
  ['an empty file', 'empty.pdf', () => new Uint8Array(0), 'empty_file'],
  [
    'a PDF header with garbage after it',
    'resume.pdf',
    () => new TextEncoder().encode('%PDF-1.7\n%garbage\n1 0 obj <<'),
    'corrupt_file',
  ],
];

describe('bad uploads', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite });

  it.each(CORPUS)('refuses %s with its own message', async (_name, fileName, make, code) => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    const form = new FormData();
    form.append('file', new Blob([(await make()) as Uint8Array<ArrayBuffer>]), fileName);
    const res = await client.upload<ErrorBody>('/api/me/resume', form);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message.length).toBeGreaterThan(20);
    expect((await client.get<{ current: unknown }>('/api/me/resume')).body.current).toBeNull();
  });

  // docs/product.md §5 Postings: a posting file goes through the same checks, and nothing is stored
  it.each(CORPUS)('refuses %s as a posting file too', async (_name, fileName, make, code) => {
    const { client } = await givenUser(ctx);
    const form = new FormData();
    form.append('file', new Blob([(await make()) as Uint8Array<ArrayBuffer>]), fileName);
    const res = await client.upload<ErrorBody>('/api/me/postings/file', form);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message.length).toBeGreaterThan(20);
    expect((await client.get<unknown[]>('/api/me/postings')).body).toEqual([]);
  });

  it("keeps the server's memory bounded after the whole corpus", async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    global.gc?.();
    const before = process.memoryUsage().rss;
    for (let round = 0; round < 2; round++) {
      for (const [, fileName, make] of CORPUS) {
        const form = new FormData();
        form.append('file', new Blob([(await make()) as Uint8Array<ArrayBuffer>]), fileName);
        await client.upload('/api/me/resume', form);
      }
    }
    global.gc?.();
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    // the bomb inflates 200 MB in the worker, which is capped and torn down; the server must not keep it
    expect(grown).toBeLessThan(250);
    expect((await client.get('/api/health')).status).toBe(200);
  }, 120_000);
});
