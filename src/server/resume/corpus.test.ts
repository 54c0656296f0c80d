import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusPdfs } from '../test/resume-files.ts';
import { createResumeExtractor } from './extractor.ts';

const files = corpusPdfs();

/** Real resume layouts (Google Docs, LaTeX, Word); skipped when ../shared/corpus is absent. */
describe.skipIf(files.length === 0)('extraction on the shared resume corpus', () => {
  const extractor = createResumeExtractor();
  afterAll(() => extractor.close());

  it.each(files.map((f) => [f.split('/').slice(-2).join('/'), f]))(
    "%s lands within 5% of pdf.js's reference count",
    async (_name, file) => {
      const expected = JSON.parse(readFileSync(file.replace(/\.pdf$/, '.expected.json'), 'utf8')).cascade
        .rawTextCharCount as number;
      const result = await extractor.extract(new Uint8Array(readFileSync(file)));
      expect(Math.abs(result.text.length - expected) / expected).toBeLessThan(0.05);
    },
  );
});
