import { afterAll, describe, expect, it } from 'vitest';
import {
  fixture,
  makeDocx,
  makeDocxBomb,
  makeImageOnlyPdf,
  makePdf,
  makePdfWithScript,
  PNG,
  SAMPLE_RESUME,
  utf16le,
} from '../test/resume-files.ts';
import { createResumeExtractor } from './extractor.ts';

describe('resume text extraction', () => {
  const extractor = createResumeExtractor({ timeoutMs: 20_000 });
  afterAll(() => extractor.close());

  it('reads a text-based PDF', async () => {
    const result = await extractor.extract(await makePdf(SAMPLE_RESUME));
    expect(result.kind).toBe('pdf');
    expect(result.text).toContain('Reduced PostgreSQL query time by 40% with better indexes');
    expect(result.text).toContain('jordan.lee@example.com');
  });

  it('reads a DOCX written as a real zip', async () => {
    const result = await extractor.extract(makeDocx(SAMPLE_RESUME));
    expect(result.kind).toBe('docx');
    expect(result.text).toContain('Built a REST API in Node.js serving 2 million requests a day');
  });

  it('reads a legacy Word 97 DOC', async () => {
    const result = await extractor.extract(fixture('resume.doc'));
    expect(result.kind).toBe('doc');
    expect(result.text).toContain('Reduced PostgreSQL query time by 40%');
  });

  it('reads UTF-8 and UTF-16 text', async () => {
    const utf8 = await extractor.extract(new TextEncoder().encode('Zoë Müller — Développeuse\nPython, SQL'));
    expect(utf8).toMatchObject({ kind: 'txt', text: 'Zoë Müller — Développeuse\nPython, SQL' });
    const utf16 = await extractor.extract(utf16le('Zoë Müller\nKubernetes'));
    expect(utf16).toMatchObject({ kind: 'txt', text: 'Zoë Müller\nKubernetes' });
  });

  it.each([
    ['an empty file', async () => new Uint8Array(0), 'empty_file'],
    ['a 6 MB file', async () => new Uint8Array(6 * 1024 * 1024).fill(65), 'file_too_large'],
    ['a PNG renamed to .pdf', async () => PNG, 'unsupported_type'],
    ['random binary', async () => new Uint8Array(4096).map((_, i) => (i * 7919) % 251), 'unsupported_type'],
    ['a truncated PDF', async () => (await makePdf(SAMPLE_RESUME)).slice(0, 400), 'corrupt_file'],
    ['an encrypted PDF', async () => fixture('encrypted.pdf'), 'encrypted_pdf'],
    ['an image-only PDF', makeImageOnlyPdf, 'no_text_layer'],
    ['a PDF with JavaScript', makePdfWithScript, 'pdf_has_script'],
    ['a DOCX zip bomb', async () => makeDocxBomb(), 'archive_too_large'],
    [
      'a zip that is not a DOCX',
      async () =>
        makeDocx('x').slice(0, 0).length === 0
          ? new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(60)])
          : new Uint8Array(),
      'unsupported_type',
    ],
    ['whitespace only', async () => new TextEncoder().encode('   \n\n  '), 'no_text'],
  ] as const)('refuses %s with its own message', async (_name, make, code) => {
    await expect(extractor.extract(await make())).rejects.toMatchObject({ code });
  });

  it('caps the extracted text', async () => {
    const long = `${'Experienced engineer building reliable systems. '.repeat(2000)}`;
    const result = await extractor.extract(new TextEncoder().encode(long));
    expect(result.text.length).toBe(50_000);
  });
});
